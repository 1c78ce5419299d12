package ui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/cellwidth"
	"github.com/fetaix/fetaix/learn"
)

// learnPanelW is the width the panel beside the board needs.
const learnPanelW = 40

// boardSize is the largest board that fits beside the panel.
func (m *LearnModel) boardSize() boardSize {
	for _, b := range boardSizes {
		if b.width()+learnPanelW+2 <= m.w && b.height()+4 <= m.h {
			return b
		}
	}
	return boardSizes[len(boardSizes)-1]
}

// panelW is the panel's width: what the window leaves beside the board,
// from learnPanelW up to a comfortable line's length.
func (m *LearnModel) panelW() int {
	return min(max(m.w-m.boardSize().width()-3, learnPanelW), learnPanelMaxW)
}

// learnPanelMaxW is the widest the panel grows in a wide window.
const learnPanelMaxW = 64

// View draws the screen.
func (m *LearnModel) View() tea.View { return fullScreen(m.Content(), m.o.NoMouse) }

// Content draws the screen as text, for a model that embeds this one.
func (m *LearnModel) Content() string {
	if m.helpOn != nil {
		return m.helpOn.view(layout{w: m.w, h: m.h})
	}
	var body []string
	l := m.o.Lang
	title := l.T(txtLearnTitle)
	status := wrapLines(m.stars(m.st.text), max(m.w-1, 1), "", 2)
	room := max(m.h-2-len(status), 0)
	switch m.at {
	case learnAtList:
		body = m.listLines(room)
	case learnAtIntro:
		title += " · " + m.lessonOpen().Title
		body = m.introLines()
	default:
		title += " · " + m.lessonOpen().Title
		body = m.stageLines()
	}
	var sb strings.Builder
	sb.WriteString(m.th.title.Render(" "+l.Show(cellwidth.Truncate(title, max(m.w-1, 0), "…"))) + "\n")
	for i, l := range body {
		if i >= room {
			break
		}
		sb.WriteString(cellwidth.Truncate(l, m.w, "…") + "\n")
	}
	for range max(room-len(body), 0) {
		sb.WriteString("\n")
	}
	st := &m.th.status
	switch {
	case m.st.warn:
		st = &m.th.warn
	case m.st.good:
		st = &m.th.good
	}
	for _, line := range status {
		sb.WriteString(st.Render(" "+l.Show(line)) + "\n")
	}
	sb.WriteString(" " + fitKeys(m.th.keysHelp, m.learnKeys().ShortHelp(), 3, m.w-1))
	return sb.String()
}

// stars draws the stars in s as the theme does: ASCII in the ASCII
// theme.
func (m *LearnModel) stars(s string) string {
	if m.th.ascii {
		return asciiStars(s)
	}
	return s
}

// listLines are the lessons, then the practices, each with its stars and
// a mark when done, in room rows: scrolled so that the lesson under the
// cursor shows, with the rows around it.
func (m *LearnModel) listLines(room int) []string {
	out := []string{""}
	done := "✓"
	if m.th.ascii {
		done = "+"
	}
	lang := m.o.Lang
	needs := lang.T(txtLearnNeedsTables)
	tw := min(max(m.w-24, 16), 48) // the titles' column
	if m.o.Tables == nil {         // room for the note
		tw = min(max(m.w-24-cellwidth.Width(needs)-2, 16), 48)
	}
	at := 0 // the cursor's row
	for i := range m.lesson {
		l := &m.lesson[i]
		if l.Practice && (i == 0 || !m.lesson[i-1].Practice) {
			out = append(out, "", " "+m.th.head.Render(lang.V(txtLearnPracticesHead)))
		}
		cur := "  "
		if i == m.pos {
			cur, at = "> ", len(out)
		}
		mark := " "
		if m.o.Progress.Done(*l) {
			mark = done
		}
		got, most := m.o.Progress.Stars(*l)
		row := fmt.Sprintf(" %s%s %s %9s", cur, mark, padCells(lang.Show(cellwidth.Truncate(l.Title, tw, "…")), tw), m.stars(learnStarsLine(got, most)))
		if m.o.Tables == nil && lessonNeedsTables(l) {
			row += "  " + m.th.dim.Render(lang.Show(needs))
		}
		if i == m.pos {
			row = m.th.head.Render(row)
		}
		out = append(out, row)
	}
	if len(out) <= room || room <= 0 {
		return out
	}
	// the cursor's row in the middle of the window, the window inside the list
	top := min(max(at-room/2, 0), len(out)-room)
	return out[top : top+room]
}

// introLines are the lesson's introduction, wrapped.
func (m *LearnModel) introLines() []string {
	l, lang := m.lessonOpen(), m.o.Lang
	out := []string{"", " " + m.th.head.Render(lang.Show(l.Title)), ""}
	for _, line := range wrapLines(l.Intro, min(max(m.w-2, 10), helpTextW), "", m.h) {
		out = append(out, " "+lang.Show(line))
	}
	return out
}

// stageLines are the board and the panel beside it.
func (m *LearnModel) stageLines() []string {
	b := m.boardSize()
	board := m.th.renderBoard(&m.board, m.shownPosition(), m.marks(), b, m.entry.flipped)
	panel := m.panel()
	bw := b.width()
	var out []string
	for i := 0; i < max(len(board), len(panel)); i++ {
		line := strings.Repeat(" ", bw)
		if i < len(board) {
			line = board[i] + strings.Repeat(" ", max(bw-lipgloss.Width(board[i]), 0))
		}
		if i < len(panel) {
			line += "  " + panel[i]
		}
		out = append(out, line)
	}
	return out
}

// shownPosition is the position on the board: the attempt's, or the
// stage's start while there is none.
func (m *LearnModel) shownPosition() game.Position {
	if m.stage.run != nil {
		return m.stage.run.Position()
	}
	return m.stageOpen().Start
}

// marks are the cursor, the selection and the last move.
func (m *LearnModel) marks() *marks {
	mk := &marks{}
	if m.playing() {
		mk.cursor = m.entry.cursor.Bit()
	}
	if m.entry.sel.active() && m.stage.run != nil {
		mk.selected = m.entry.sel.from.Bit()
		mk.target = m.entry.sel.targets()
		mk.landed = m.entry.sel.landed()
		mk.taken = m.entry.sel.taken(m.stage.run.Position())
	}
	if m.stage.hasLast {
		mk.last = m.stage.last.From.Bit() | m.stage.last.To.Bit()
	}
	return mk
}

// panel is the text beside the board: the lesson, the stage, the
// instruction, the goal and the stars.
func (m *LearnModel) panel() []string {
	var out []string
	pw, lang := m.panelW(), m.o.Lang
	add := func(st *lipgloss.Style, text string) {
		out = append(out, m.th.r(st, lang.Show(cellwidth.Truncate(m.stars(text), pw, "…"))))
	}
	l, st := m.lessonOpen(), m.stageOpen()
	for _, line := range wrapLines(l.Title, pw, "", 2) { // a practice's title is long
		add(&m.th.head, line)
	}
	if l.Practice {
		add(&m.th.dim, learnPracticeOf(lang, m.stage.index+1, len(l.Stages)))
	} else {
		add(&m.th.dim, learnStageOf(lang, m.stage.index+1, len(l.Stages)))
	}
	add(&m.th.panel, "")
	for _, line := range wrapLines(st.Say, pw, "", 7) {
		add(&m.th.panel, line)
	}
	add(&m.th.panel, "")
	add(&m.th.panel, learnGoal(lang, st.Goal))
	if r := m.stage.run; r != nil && st.Goal.Kind == learn.GoalKeep && r.Value() != explore.Unknown {
		add(&m.th.panel, learnKeepValue(lang, learnValueWord(string(r.Value()))))
	}
	got, most := m.o.Progress.Stars(*l)
	add(&m.th.panel, learnLessonStars(lang, got, most))
	if best := m.o.Progress[st.ID]; best > 0 {
		add(&m.th.dim, learnStageBest(lang, best))
	}
	if m.saveErr != "" {
		add(&m.th.warn, m.saveErr)
	}
	if r := m.stage.run; r != nil && st.Goal.Kind == learn.GoalWatch && r.Shown() > 0 {
		add(&m.th.panel, "")
		for _, line := range wrapLines(lang.T(txtLearnLineHead)+" "+moveLine(st.Line[:r.Shown()]), pw, "  ", 4) {
			add(&m.th.panel, line)
		}
	}
	if len(m.stage.played) > 0 && l.Practice {
		add(&m.th.panel, "")
		for _, line := range wrapLines(lang.T(txtLearnMovesHead)+" "+moveLine(m.stage.played), pw, "  ", 4) {
			add(&m.th.panel, line)
		}
	}
	return out
}
