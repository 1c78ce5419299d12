package ui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	postgame "github.com/fetaix/fetaix/analysis"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/cellwidth"
	"github.com/fetaix/fetaix/internal/i18n"
)

// The post-game analysis view: a screen over the game that marks each of
// its moves — thrown wins and draws, wins no longer proven, kept values where the
// proofs and tables prove them, the engine's mistakes elsewhere — with a
// summary per player and the move that decided the game. The board shows
// the position before the selected move, the move played marked as the
// last move and the better move as the hint; under it, the mark, the
// better move and its line. It opens after a game ends, on a loaded record
// or in replay, never during a game between two people (postGameAllowed).

// postGameKeys are the analysis view's keys.
type postGameKeys struct {
	prev, next, first, last key.Binding
	prevBad, nextBad        key.Binding // the previous and next mistake
	flip, back, interrupt   key.Binding
}

// newPostGameKeys builds the view's keys from the base KeyMap.
func newPostGameKeys(k KeyMap, l *i18n.Localizer) postGameKeys {
	return postGameKeys{
		prev:      joinKeys(k.ReplayPrev.Help().Key, l.V(txtPGPrevMove), k.ReplayPrev, k.Up),
		next:      joinKeys(k.ReplayNext.Help().Key, l.V(txtPGNextMove), k.ReplayNext, k.Down),
		first:     k.ReplayStart,
		last:      k.ReplayEnd,
		prevBad:   key.NewBinding(key.WithKeys("["), key.WithHelp("[", l.V(txtPGPrevMistake))),
		nextBad:   key.NewBinding(key.WithKeys("]"), key.WithHelp("]", l.V(txtPGNextMistake))),
		flip:      k.Flip,
		back:      joinKeys(k.Cancel.Help().Key, l.V(txtFormKeyBack), k.Cancel, k.Quit, k.PostGame),
		interrupt: k.Interrupt,
	}
}

// postGameScreen is the analysis view of game g.
type postGameScreen struct {
	m       *Model // read only: the theme, names and footer
	keys    postGameKeys
	g       *game.Game
	run     *postGameRun // the analysis running; nil once done
	a       *postgame.Analysis
	err     error
	done    int  // plies analysed so far
	cur     int  // the move selected, 0-based
	moved   bool // the person moved the selection: the decision does not take it
	flipped bool
}

// postGameAllowed reports whether the game shown may be analysed: once it
// has ended (ended), or a loaded record, or in replay, but never while two people
// play it (at one keyboard or online).
func (m *Model) postGameAllowed() bool {
	if m.ended() {
		return true
	}
	if m.mode == ModeRemote || m.mode == ModeHotseat {
		return false
	}
	return m.replay != nil || m.record != nil
}

// openPostGame starts the analysis of the game and shows its view, at the
// move shown in replay (else the first) until the analysis is done, then
// at the move that decided the game unless the person moved on.
func (m *Model) openPostGame() tea.Cmd {
	if !m.postGameAllowed() {
		if m.mode == ModeRemote || m.mode == ModeHotseat {
			m.setStatus(statusWarn, "%s", m.tr(txtPGTwoPeople))
		} else {
			m.setStatus(statusWarn, "%s", m.tr(txtPGOnceOver))
		}
		return nil
	}
	g := m.g
	if m.replay != nil {
		g = m.replay.g
	}
	if len(g.Moves()) == 0 {
		m.setStatus(statusWarn, "%s", m.tr(txtPGNoMove))
		return nil
	}
	run, cmd := m.startPostGame(g)
	s := &postGameScreen{m: m, keys: newPostGameKeys(*m.keys, m.opts.Lang), g: g.Clone(), run: run, flipped: m.flipped}
	if m.replay != nil {
		s.cur = max(m.replay.Index()-1, 0)
	}
	m.show(s)
	return cmd
}

// closePostGame closes the analysis view, if it is shown, when the game
// is replaced by another (a rematch in a room): the person sees the new
// game at once.
func (m *Model) closePostGame() {
	if s, ok := m.active.(*postGameScreen); ok {
		s.stop()
		m.show(nil)
	}
}

// update steps through the moves, takes in the analysis's reports, and
// leaves (cancelling a run) on esc.
func (s *postGameScreen) update(msg tea.Msg) (screen, tea.Cmd) {
	switch msg := msg.(type) {
	case postGameProgressMsg:
		if msg.run == s.run {
			s.done = msg.ply
			return s, s.run.wait()
		}
	case postGameDoneMsg:
		if msg.run == s.run {
			s.run, s.a, s.err = nil, msg.a, msg.err
			if s.a != nil && s.a.Decided.Ply > 0 && !s.moved {
				s.cur = s.a.Decided.Ply - 1
			}
		}
	case tea.KeyPressMsg:
		return s.key(msg)
	}
	return s, nil
}

// key handles a key of the view.
func (s *postGameScreen) key(k tea.KeyPressMsg) (screen, tea.Cmd) {
	n := len(s.g.Moves())
	s.moved = s.moved || key.Matches(k, s.keys.prev, s.keys.next, s.keys.first, s.keys.last, s.keys.prevBad, s.keys.nextBad)
	switch {
	case key.Matches(k, s.keys.interrupt):
		s.stop()
		return nil, msgCmd(quitRequestedMsg{})
	case key.Matches(k, s.keys.back):
		s.stop()
		return nil, nil
	case key.Matches(k, s.keys.prev):
		s.cur = max(s.cur-1, 0)
	case key.Matches(k, s.keys.next):
		s.cur = min(s.cur+1, n-1)
	case key.Matches(k, s.keys.first):
		s.cur = 0
	case key.Matches(k, s.keys.last):
		s.cur = n - 1
	case key.Matches(k, s.keys.nextBad):
		s.cur = s.findBad(s.cur+1, 1)
	case key.Matches(k, s.keys.prevBad):
		s.cur = s.findBad(s.cur-1, -1)
	case key.Matches(k, s.keys.flip):
		s.flipped = !s.flipped
	}
	return s, nil
}

// findBad returns the first mistake from move i on in direction d, or the
// move selected when there is none.
func (s *postGameScreen) findBad(i, d int) int {
	if s.a == nil {
		return s.cur
	}
	for ; i >= 0 && i < len(s.a.Moves); i += d {
		if s.a.Moves[i].Mark.Bad() {
			return i
		}
	}
	return s.cur
}

// stop cancels the analysis, if it runs.
func (s *postGameScreen) stop() {
	if s.run != nil {
		s.run.cancel()
		s.run = nil
	}
}

// ShortHelp is the view's footer.
func (k postGameKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.prev, k.next, k.nextBad, k.prevBad, k.flip, k.back}
}

// FullHelp is the view's keys, in columns.
func (k postGameKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.prev, k.next, k.first, k.last}, {k.nextBad, k.prevBad, k.flip, k.back}}
}

// ShortHelp is the view's footer.
func (s *postGameScreen) ShortHelp() []key.Binding { return s.keys.ShortHelp() }

// FullHelp is the view's keys.
func (s *postGameScreen) FullHelp() [][]key.Binding { return s.keys.FullHelp() }

// markGlyph is the mark as the move list shows it: its NAG's move mark
// ("??", "?", "?!"), "=" for a proven value kept, "" otherwise.
func markGlyph(k postgame.Mark) string {
	switch n := k.NAG(); {
	case n > 0:
		return pdn.MoveMarks[n-1]
	case k == postgame.MarkKeeps:
		return "="
	}
	return ""
}

// view draws the title, the board with the panel (summary, decision, the
// marked moves), the selected move's mark and line under it, and the
// footer.
func (s *postGameScreen) view(l layout) string {
	m := s.m
	t := m.th
	var sb strings.Builder
	loc := m.opts.Lang
	title := " " + loc.T(txtPGTitle, "White", m.playerName(game.White), "Black", m.playerName(game.Black))
	sb.WriteString(t.title.Render(loc.Show(cellwidth.Truncate(title, l.w, "…"))) + "\n\n")
	p := s.g.PositionAt(s.cur)
	mv := s.g.Moves()[s.cur]
	mk := marks{last: lastMoveMarks(mv)}
	var mm *postgame.MoveMark
	if s.a != nil {
		mm = &s.a.Moves[s.cur]
		if mm.HasBetter {
			mk.setHint(mm.Better.Move)
		}
	}
	board := t.renderBoard(&m.board, p, &mk, l.board, s.flipped)
	var panel []string
	if l.panel {
		panel = s.panelLines(l.panelW, len(board))
	}
	for i, line := range board {
		sb.WriteString(strings.Repeat(" ", boardLeft) + line)
		if i < len(panel) && panel[i] != "" {
			sb.WriteString(strings.Repeat(" ", panelGap) + panel[i])
		}
		sb.WriteByte('\n')
	}
	rows := max(l.h-l.boardY-len(board)-1, 1)
	details := s.detailLines(l.w-2, rows, p, mv, mm)
	if !l.panel && s.a != nil { // no room beside the board: the summary above the move, where rows are left
		var sum []string
		for _, c := range []game.Color{game.White, game.Black} {
			sum = append(sum, showLines(loc, wrapLines(s.a.PlayerSummaryIn(loc, c), l.w-2, "  ", 2))...)
		}
		sum = append(sum, showLines(loc, wrapLines(s.a.DecisionTextIn(loc), l.w-2, "  ", 3))...)
		blank := 0
		for blank < len(details) && details[blank] == "" {
			blank++
		}
		sum = sum[:min(len(sum), blank)]
		copy(details[blank-len(sum):], sum)
	}
	for _, line := range details {
		sb.WriteString(" " + line + "\n")
	}
	sb.WriteString(" " + m.fitHelp(s.ShortHelp(), 1, l.w-1))
	return sb.String()
}

// detailLines are the rows under the board, at most rows of width w: the
// selected move with its mark and the better line, or the run's progress.
func (s *postGameScreen) detailLines(w, rows int, p game.Position, mv game.Move, mm *postgame.MoveMark) []string {
	t := s.m.th
	loc := s.m.opts.Lang
	var lines []string
	add := func(text string, st func(...string) string) {
		for _, l := range wrapLines(text, w, "  ", rows-len(lines)) {
			lines = append(lines, st(loc.Show(l)))
		}
	}
	head := postgame.Numbered(p, mv)
	switch {
	case s.err != nil:
		add(loc.T(txtPGStopped, "Err", s.err.Error()), t.warn.Render)
	case mm == nil:
		add(loc.T(txtPGAnalysing, "Move", head, "Done", s.done, "Of", len(s.g.Moves())), t.dim.Render)
	default:
		text := loc.T(txtPGMark, "Move", head, "Glyph", markGlyph(mm.Mark), "Text", mm.Mark.TextIn(loc))
		if c := mm.CommentIn(loc); c != "" {
			text = loc.T(txtPGMark, "Move", head, "Glyph", markGlyph(mm.Mark), "Text", c)
		} else if mm.Mark.Proven() || mm.Played.Depth > 0 {
			text = loc.T(txtPGMarkValue, "Text", text, "Move", mv.String(), "Value", postgame.DescribeIn(loc, mm.Played.Verdict))
		}
		st := t.status.Render
		if mm.Mark.Bad() {
			st = t.warn.Render
		}
		add(text, st)
		if mm.HasBetter && len(mm.Better.Line) > 0 && len(lines) < rows {
			add(loc.T(txtPGLine, "Line", postgame.LineText(p, s.g.Rules(), mm.Better.Line)), t.dim.Render)
		}
	}
	for len(lines) < rows { // the text sits right above the footer
		lines = append([]string{""}, lines...)
	}
	return lines
}

// panelLines are the rows right of the board, at most h of width w: each
// player's summary, where the game was decided, then the moves with
// their marks, the selected one highlighted.
func (s *postGameScreen) panelLines(w, h int) []string {
	t := s.m.th
	loc := s.m.opts.Lang
	var lines []string
	if s.a == nil {
		lines = append(lines, t.head.Render(loc.V(txtPGAnalysis)),
			t.dim.Render(loc.Show(cellwidth.Truncate(loc.T(txtPGMoveOf, "Done", s.done, "Of", len(s.g.Moves())), w, "…"))))
	} else {
		for _, c := range []game.Color{game.White, game.Black} {
			for _, l := range wrapLines(s.a.PlayerSummaryIn(loc, c), w, "  ", 2) {
				lines = append(lines, t.panel.Render(loc.Show(l)))
			}
		}
		for _, l := range wrapLines(s.a.DecisionTextIn(loc), w, "  ", 3) {
			lines = append(lines, t.head.Render(loc.Show(l)))
		}
	}
	lines = append(lines, "")
	listH := h - len(lines)
	if listH <= 0 {
		return lines[:h]
	}
	return append(lines, s.moveRows(w, listH)...)
}

// moveRows are the moves with their marks, two a row as the game's move
// list, in h rows that follow the selected move.
func (s *postGameScreen) moveRows(w, h int) []string {
	t := s.m.th
	moves := s.g.Moves()
	offset := 0
	if s.g.Start().SideToMove() == game.Black {
		offset = 1
	}
	nRows := (len(moves) + offset + 1) / 2
	top := max(min((s.cur+offset)/2-h/2, nRows-h), 0)
	var out []string
	for row := top; row < nRows && len(out) < h; row++ {
		var sb strings.Builder
		sb.WriteString(t.dim.Render(fmt.Sprintf("%3d. ", s.g.Start().MoveNumber()+row)))
		for k := 0; k < 2; k++ {
			i := 2*row + k - offset
			text := ""
			switch {
			case i < 0:
				text = "…"
			case i < len(moves):
				text = moves[i].String()
				if s.a != nil {
					text += markGlyph(s.a.Moves[i].Mark)
				}
			}
			cell := fmt.Sprintf("%-12s", text)
			switch {
			case i == s.cur:
				sb.WriteString(t.current.Render(cell))
			case s.a != nil && i >= 0 && i < len(moves) && s.a.Moves[i].Mark.Bad():
				sb.WriteString(t.warn.Render(cell))
			default:
				sb.WriteString(cell)
			}
			sb.WriteByte(' ')
		}
		out = append(out, cellwidth.Truncate(sb.String(), w, ""))
	}
	return out
}

// showLines orders each of lines for the screen in l's language.
func showLines(l *i18n.Localizer, lines []string) []string {
	for i, line := range lines {
		lines[i] = l.Show(line)
	}
	return lines
}
