package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// playerName names side c in the panel.
func (m *Model) playerName(c game.Color) string {
	if c == game.White && m.opts.WhiteName != "" {
		return m.opts.WhiteName
	}
	if c == game.Black && m.opts.BlackName != "" {
		return m.opts.BlackName
	}
	switch {
	case m.isComputer(c):
		return "Computer"
	case m.mode == ModeAI || (m.mode == ModeRemote && !m.opts.Spectator && c == m.human):
		return "You"
	case m.mode == ModeHotseat:
		return "player " + string('1'+rune(c))
	}
	return sideName(c)
}

// panelLines draws the side panel in width w and at most h rows: the
// players and who moves, pieces left, the draw counters, the move list and
// the computer's thinking.
func (m *Model) panelLines(w, h int) []string {
	t := m.th
	p := m.g.Position()
	fit := func(s string) string { return ansi.Truncate(s, w, "…") }
	var top []string
	for _, c := range []game.Color{game.White, game.Black} {
		turn := "  "
		if p.SideToMove() == c && !m.over() {
			turn = "▶ "
			if t.ascii {
				turn = "> "
			}
		}
		glyph := t.piece[game.MakePiece(c, false)].Render(t.g.piece[game.MakePiece(c, false)])
		left := fmt.Sprintf("%s %-5s %s", glyph, sideName(c), m.playerName(c))
		count := fmt.Sprintf("%2d left", p.Count(c))
		line := turn + left
		padW := w - ansi.StringWidth(line) - len(count)
		if padW < 1 {
			line = ansi.Truncate(line, w-len(count)-1, "…")
			padW = 1
		}
		st := t.panel
		if turn != "  " {
			st = t.head
		}
		top = append(top, st.Render(line)+strings.Repeat(" ", padW)+count)
	}
	if m.over() {
		top = append(top, t.good.Render(fit(m.shortResult())))
	} else {
		top = append(top, t.dim.Render(fit(m.countersText())))
	}
	var bottom []string
	if m.think.move != nil || m.think.ask != nil || m.think.hasInfo {
		bottom = m.thinkLines(w)
	}
	listH := h - len(top) - 2 - len(bottom)
	lines := append(top, "")
	if listH >= 1 {
		lines = append(lines, t.head.Render("Moves"))
		lines = append(lines, m.moveList(w, listH-1)...)
	}
	for len(lines) < h-len(bottom) {
		lines = append(lines, "")
	}
	lines = append(lines, bottom...)
	if len(lines) > h {
		lines = lines[:h]
	}
	return lines
}

// shortResult is the result for the panel: "White wins · resignation".
func (m *Model) shortResult() string {
	r, reason := m.g.Result()
	switch r {
	case game.WhiteWin:
		return "White wins · " + reason.String()
	case game.BlackWin:
		return "Black wins · " + reason.String()
	}
	return "Draw · " + reason.String()
}

// countersText shows the progress towards the automatic draws.
func (m *Model) countersText() string {
	r := m.g.Rules()
	var parts []string
	if r.NoProgress > 0 {
		parts = append(parts, fmt.Sprintf("quiet %d/%d", m.g.Position().NoProgress(), r.NoProgress))
	}
	if r.Repetition > 0 {
		parts = append(parts, fmt.Sprintf("repeat %d/%d", m.g.Repetitions(), r.Repetition))
	}
	if len(parts) == 0 {
		return "no automatic draws"
	}
	return strings.Join(parts, " · ")
}

// moveList is the moves in notation, numbered, in at most h rows; the
// window follows the current move, which is shown reversed. Undone moves
// (that redo replays) are dimmed.
func (m *Model) moveList(w, h int) []string {
	t := m.th
	all := m.g.AllMoves()
	if h <= 0 {
		return nil
	}
	if len(all) == 0 {
		return []string{t.dim.Render(ansi.Truncate("no moves yet", w, "…"))}
	}
	start := m.g.Start()
	offset := 0 // plies before the first move's line position
	if start.SideToMove() == game.Black {
		offset = 1
	}
	first := start.MoveNumber()
	if first < 1 {
		first = 1
	}
	nLines := (len(all) + offset + 1) / 2
	cur := m.g.Ply() - 1 // index of the last move played
	curLine := 0
	if cur >= 0 {
		curLine = (cur + offset) / 2
	}
	top := 0
	if nLines > h {
		top = min(max(curLine-h/2, 0), nLines-h)
	}
	colW := 9
	for _, mv := range all {
		colW = max(colW, len(mv.String()))
	}
	out := make([]string, 0, h)
	for line := top; line < nLines && len(out) < h; line++ {
		var sb strings.Builder
		num := fmt.Sprintf("%3d. ", first+line)
		sb.WriteString(t.dim.Render(num))
		width := len(num)
		for k := 0; k < 2; k++ {
			i := 2*line + k - offset
			text := ""
			if i >= 0 && i < len(all) {
				text = all[i].String()
			} else if i < 0 {
				text = "…"
			}
			cell := fmt.Sprintf("%-*s", colW, text)
			if width+len(cell) > w {
				cell = ansi.Truncate(cell, max(w-width, 0), "")
			}
			width += len(cell)
			switch {
			case i == cur:
				sb.WriteString(t.current.Render(cell))
			case i >= m.g.Ply():
				sb.WriteString(t.dim.Render(cell))
			default:
				sb.WriteString(cell)
			}
			if k == 0 && width < w {
				sb.WriteByte(' ')
				width++
			}
		}
		out = append(out, sb.String())
	}
	return out
}

// thinkLines is the computer's thinking: the spinner, depth and score, and
// the principal variation.
func (m *Model) thinkLines(w int) []string {
	t := m.th
	fit := func(s string) string { return ansi.Truncate(s, w, "…") }
	var head string
	switch {
	case m.think.move != nil:
		head = m.spin.View() + " " + t.head.Render("thinking")
	case m.think.ask != nil:
		return []string{fit(m.spin.View() + " " + t.head.Render("considering…")), ""}
	default:
		head = t.dim.Render("  last search")
	}
	if !m.think.hasInfo {
		return []string{head, ""}
	}
	i := m.think.info
	rest := fmt.Sprintf(" · depth %d · %s", i.Depth, scoreText(i, m.think.side))
	head += t.dim.Render(ansi.Truncate(rest, max(w-ansi.StringWidth(head), 0), "…"))
	return []string{head, t.dim.Render(fit("  " + pvText(i.PV)))}
}

// scoreText shows the score of a search made for side: a forced win as
// "White wins in N" (plies), otherwise from White's point of view in men.
func scoreText(i ai.Info, side game.Color) string {
	switch {
	case i.Mate > 0:
		return fmt.Sprintf("%s wins in %d", sideName(side), i.Mate)
	case i.Mate < 0:
		return fmt.Sprintf("%s wins in %d", sideName(side.Other()), -i.Mate)
	}
	score := i.Score
	if side == game.Black {
		score = -score
	}
	return fmt.Sprintf("White %+.2f", float64(score)/100)
}

func pvText(pv []game.Move) string {
	if len(pv) == 0 {
		return ""
	}
	parts := make([]string, len(pv))
	for i, mv := range pv {
		parts[i] = mv.String()
	}
	return "pv " + strings.Join(parts, " ")
}
