package ui

import (
	"fmt"
	"strings"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/cellwidth"
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
		return m.tr(txtComputer)
	case m.mode == ModeAI || (m.mode == ModeRemote && !m.opts.Spectator && c == m.human):
		return m.tr(txtYou)
	case m.mode == ModeHotseat:
		return m.tr(txtPlayerN, "N", string('1'+rune(c)))
	}
	return m.side(c)
}

// rulesText names the variant rules of the game shown, compactly:
// "rules: majority, removal=end", or "rules: defaults".
func (m *Model) rulesText() string {
	if s := m.shownRules().String(); s != "" {
		return m.tr(txtRulesAre, "Rules", strings.ReplaceAll(s, ",", ", "))
	}
	return m.tr(txtRulesDefault)
}

// playerLineW is the width of a player's row in the panel when the name
// is short: the pieces-left count at its end, near the name.
const playerLineW = 46

// minListRows is the rows the move list keeps (with its heading) before
// the panel's other texts wrap onto more rows.
const minListRows = 4

// panelLines draws the side panel in width w and at most h rows: the
// players and who moves, pieces left, the draw counters, the rules, the
// move list and the computer's thinking (and the analysis).
func (m *Model) panelLines(w, h int) []string {
	t := m.th
	top, bottom := m.panelParts(w, h)
	listH := h - len(top) - 2 - len(bottom)
	lines := append(top, "")
	if listH >= 1 {
		lines = append(lines, t.r(&t.head, m.opts.Lang.V(txtMovesHead)))
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

// panelParts are the panel's rows above its blank row and its last rows,
// for a panel of w×h: their texts wrap onto more rows as far as the move
// list keeps minListRows.
func (m *Model) panelParts(w, h int) (top, bottom []string) {
	top0, cut := m.panelTop(w, 0)
	bottom0 := m.panelBottom(w, 0)
	spare := h - len(top0) - 2 - len(bottom0) - minListRows
	if spare <= 0 {
		return top0, bottom0
	}
	top = top0
	if cut { // (else the same rows again)
		top, _ = m.panelTop(w, spare)
	}
	spare -= len(top) - len(top0)
	if !m.bottomWraps() {
		return top, bottom0
	}
	return top, m.panelBottom(w, max(spare, 0))
}

// panelTop is the panel's rows above its blank row: the two players, the
// result or the draw counters, and the rules; a name or the rules that do
// not fit in w wrap onto at most extra more rows in all. cut reports
// that a text may not be shown whole for want of rows: with more extra
// rows, the rows may be others.
func (m *Model) panelTop(w, extra int) (top []string, cut bool) {
	t := m.th
	p := m.shownPosition()
	fit := func(s string) string { return cellwidth.Truncate(s, w, "…") }
	for _, c := range []game.Color{game.White, game.Black} {
		turn := "  "
		if p.SideToMove() == c && (m.replay != nil || !m.over()) {
			turn = "▶ "
			if t.ascii {
				turn = "> "
			}
		}
		st := &t.panel
		if turn != "  " {
			st = &t.head
		}
		glyph := t.r(&t.piece[game.MakePiece(c, false)], t.g.piece[game.MakePiece(c, false)])
		side := glyph + " " + padCells(m.opts.Lang.Show(m.side(c)), 5)
		count := m.opts.Lang.Show(m.opts.Lang.N(txtPiecesLeft, p.Count(c), "N", fmt.Sprintf("%2d", p.Count(c))))
		countW := cellwidth.Width(count)
		name := m.opts.Lang.Show(m.playerName(c))
		line := turn + side + " " + name
		// The count as far right as a short name's, or the panel allows.
		lineW := min(w, max(cellwidth.Width(line)+1+countW, playerLineW))
		if padW := lineW - cellwidth.Width(line) - countW; padW >= 1 || extra == 0 {
			if padW < 1 {
				line = cellwidth.Truncate(line, w-countW-1, "…")
				padW, cut = 1, true
			}
			top = append(top, t.r(st, line)+strings.Repeat(" ", padW)+count)
			continue
		}
		// The name on the rows below, under the side's name.
		line = turn + side
		top = append(top, t.r(st, line)+strings.Repeat(" ", max(min(w, playerLineW)-cellwidth.Width(line)-countW, 1))+count)
		pad := strings.Repeat(" ", cellwidth.Width(turn)+2)
		names := wrapLines(pad+name, w, pad, extra)
		extra -= len(names)
		for _, n := range names {
			top = append(top, t.r(st, n))
		}
	}
	switch {
	case m.replay != nil:
		top = append(top, t.head.Render(m.opts.Lang.Show(fit(m.replayText()))))
	case m.over():
		top = append(top, t.good.Render(m.opts.Lang.Show(fit(m.shortResult()))))
	default:
		top = append(top, t.dim.Render(m.opts.Lang.Show(fit(m.countersText()))))
	}
	rules := m.rulesText()
	cut = cut || strings.Contains(rules, "\n") || cellwidth.Width(rules) > w
	for _, r := range wrapLines(rules, w, "  ", 1+extra) {
		top = append(top, t.r(&t.dim, m.opts.Lang.Show(r)))
	}
	return top, cut
}

// bottomWraps reports whether the panel's last rows (panelBottom) depend
// on the rows they may take: the computer's thinking and the analysis
// wrap onto them, the tables' verdict does not.
func (m *Model) bottomWraps() bool {
	return (m.replay == nil && (m.think.move != nil || m.think.ask != nil || m.think.hasInfo)) || m.analysis.on
}

// panelBottom is the panel's last rows: the computer's thinking, and the
// analysis or else the tables' verdict; a text that does not fit in w
// wraps onto at most extra more rows in all.
func (m *Model) panelBottom(w, extra int) []string {
	var bottom []string
	if m.replay == nil && (m.think.move != nil || m.think.ask != nil || m.think.hasInfo) {
		bottom = m.thinkLines(w, extra) // the game's own search: not about a replayed position
		extra -= len(bottom) - 2
	}
	if m.analysis.on {
		return append(bottom, m.analysisLines(w, max(extra, 0))...) // with the verdict
	}
	return append(bottom, m.verdictLines(w)...)
}

// shortResult is the result for the panel: "White wins · Black resigned".
func (m *Model) shortResult() string {
	switch m.result {
	case game.WhiteWin:
		return m.tr(txtShortWhiteWins, "Why", m.whyOver(true))
	case game.BlackWin:
		return m.tr(txtShortBlackWins, "Why", m.whyOver(true))
	}
	return m.tr(txtShortDraw, "Why", m.whyOver(true))
}

// countersText shows the progress towards the automatic draws.
func (m *Model) countersText() string {
	r := m.g.Rules()
	var parts []string
	if r.NoProgress > 0 {
		parts = append(parts, m.tr(txtQuiet, "N", m.g.Position().NoProgress(), "Of", r.NoProgress))
	}
	if r.Repetition > 0 {
		parts = append(parts, m.tr(txtRepeat, "N", m.g.Repetitions(), "Of", r.Repetition))
	}
	if len(parts) == 0 {
		return m.tr(txtNoAutoDraws)
	}
	return strings.Join(parts, " · ")
}

// listGeom is where the move list puts each move: the list shows lines
// top.. of nLines, each "NNN. " then two cells of colW separated by a
// space; move i is on line (i+offset)/2.
type listGeom struct {
	moves         []game.Move
	cur           int // index of the move that led to the position shown; -1 none
	played        int // moves before this index are played, the rest dimmed (undone)
	offset, first int
	nLines, top   int
	follow        int // the top that keeps the current move in view
	colW          int
}

// listScroll is the move list scrolled by the mouse wheel: by lines from
// where it would follow the current move, as long as the list shows the
// same moves with the same current one (cur and n, the number of moves).
type listScroll struct{ by, cur, n int }

// listRows is the number of rows of the move list in layout l.
func (m *Model) listRows(l layout) int {
	top, bottom := m.panelParts(l.panelW, l.board.height())
	return l.board.height() - len(top) - 2 - len(bottom) - 1
}

// scrollList scrolls the move list by d lines (up when negative), within
// the list.
func (m *Model) scrollList(l layout, d int) {
	h := m.listRows(l)
	gm := m.listGeometry(h)
	if h <= 0 || gm.nLines <= h {
		return
	}
	top := min(max(gm.top+d, 0), gm.nLines-h)
	m.listScroll = listScroll{by: top - gm.follow, cur: gm.cur, n: len(gm.moves)}
}

// numW is the width of a move list line's number, "  3. ".
const numW = 5

// listGeometry lays out the move list of the game shown in h rows.
func (m *Model) listGeometry(h int) listGeom {
	var gm listGeom
	start := m.g.Start()
	if m.replay != nil {
		start = m.replay.g.Start()
		gm.moves, gm.cur = m.replay.Moves(), m.replay.Index()-1
		gm.played = len(gm.moves)
	} else {
		gm.moves, gm.cur, gm.played = m.g.AllMoves(), m.g.Ply()-1, m.g.Ply()
	}
	if start.SideToMove() == game.Black {
		gm.offset = 1 // plies before the first move's line position
	}
	gm.first = start.MoveNumber()
	gm.nLines = (len(gm.moves) + gm.offset + 1) / 2
	curLine := 0
	if gm.cur >= 0 {
		curLine = (gm.cur + gm.offset) / 2
	}
	if gm.nLines > h && h > 0 {
		gm.follow = windowTop(curLine, gm.nLines, h)
		gm.top = gm.follow
		if sc := m.listScroll; sc.by != 0 && sc.cur == gm.cur && sc.n == len(gm.moves) {
			gm.top = min(max(gm.top+sc.by, 0), gm.nLines-h)
		}
	}
	gm.colW = 9
	for _, mv := range gm.moves {
		gm.colW = max(gm.colW, len(mv.String()))
	}
	return gm
}

// moveList is the moves in notation, numbered, in at most h rows; the
// window follows the current move, which is shown reversed. Undone moves
// (that redo replays) are dimmed.
func (m *Model) moveList(w, h int) []string {
	t := m.th
	if h <= 0 {
		return nil
	}
	gm := m.listGeometry(h)
	if len(gm.moves) == 0 {
		return []string{t.dim.Render(m.opts.Lang.Show(cellwidth.Truncate(m.tr(txtNoMovesYet), w, "…")))}
	}
	out := make([]string, 0, h)
	for line := gm.top; line < gm.nLines && len(out) < h; line++ {
		var sb strings.Builder
		num := fmt.Sprintf("%3d. ", gm.first+line)
		sb.WriteString(t.r(&t.dim, num))
		width := len(num)
		for k := 0; k < 2; k++ {
			i := 2*line + k - gm.offset
			text := ""
			if i >= 0 && i < len(gm.moves) {
				text = gm.moves[i].String()
			} else if i < 0 {
				text = "…"
			}
			cell := fmt.Sprintf("%-*s", gm.colW, text)
			if width+len(cell) > w {
				cell = cellwidth.Truncate(cell, max(w-width, 0), "")
			}
			width += len(cell)
			switch {
			case i == gm.cur:
				sb.WriteString(t.r(&t.current, cell))
			case i >= gm.played:
				sb.WriteString(t.r(&t.dim, cell))
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

// moveAt returns the index of the move drawn at screen cell (x, y) in the
// side panel's move list; ok is false elsewhere.
func (m *Model) moveAt(x, y int) (i int, ok bool) {
	l := m.gameLayout()
	if l.tooSmall || !l.panel || m.active != nil {
		return 0, false
	}
	listH := m.listRows(l)
	top, _ := m.panelParts(l.panelW, l.board.height())
	row := y - (l.boardY + len(top) + 2)
	if row < 0 || row >= listH {
		return 0, false
	}
	gm := m.listGeometry(listH)
	col := x - l.panelX - numW
	if col < 0 || col >= l.panelW-numW {
		return 0, false
	}
	k := 0
	switch {
	case col < gm.colW:
	case col > gm.colW && col <= 2*gm.colW:
		k = 1
	default:
		return 0, false
	}
	i = 2*(gm.top+row) + k - gm.offset
	if i < 0 || i >= len(gm.moves) {
		return 0, false
	}
	return i, true
}

// thinkLines is the computer's thinking: the spinner, depth and score, and
// the principal variation; what does not fit in w wraps onto at most extra
// more rows.
func (m *Model) thinkLines(w, extra int) []string {
	t := m.th
	fit := func(s string) string { return cellwidth.Truncate(s, w, "…") }
	if s := m.waitingSearch(); s != nil {
		return []string{fit(m.spin.View() + " " + t.head.Render(m.opts.Lang.V(txtWaitEngine))),
			t.dim.Render(m.opts.Lang.Show(fit("  " + waitPlace(m.opts.Lang, s.queued.ahead))))}
	}
	var head string
	switch {
	case m.think.move != nil:
		head = m.spin.View() + " " + t.head.Render(m.opts.Lang.V(txtThinking))
	case m.think.ask != nil:
		return []string{fit(m.spin.View() + " " + t.head.Render(m.opts.Lang.V(txtConsidering))), ""}
	default:
		head = t.dim.Render("  " + m.opts.Lang.V(txtLastSearch))
	}
	if !m.think.hasInfo {
		return []string{head, ""}
	}
	i := m.think.info
	rest := m.tr(txtAnDepthScore, "Depth", i.Depth, "Score", m.scoreText(i, m.think.side))
	if i.Proven != "" { // a proof's move: no search depth to speak of
		rest = m.scoreText(i, m.think.side)
	}
	return m.searchLines(head, rest, pvText(i.PV), w, extra)
}

// searchLines are a search's rows in the panel: its head with rest (depth
// and score) after " · ", and its line of moves below; rest goes on a row
// of its own and the line wraps when they do not fit in w, on at most
// extra more rows.
func (m *Model) searchLines(head, rest, line string, w, extra int) []string {
	t := m.th
	var out []string
	show := m.opts.Lang.Show
	if cellwidth.Width(head)+3+cellwidth.Width(rest) <= w || extra == 0 {
		out = append(out, head+t.dim.Render(show(cellwidth.Truncate(" · "+rest, max(w-cellwidth.Width(head), 0), "…"))))
	} else {
		out = append(out, head, t.dim.Render(show(cellwidth.Truncate("  "+rest, w, "…"))))
		extra--
	}
	for _, l := range wrapLines("  "+line, w, "     ", 1+extra) {
		out = append(out, t.dim.Render(show(l)))
	}
	return out
}

// scoreText shows the score of a search made for side: a proven result
// (from a proof certificate) as "proven: …", a forced win as
// "White wins in N" (plies), otherwise from White's point of view in men.
// A forced result the endgame tables gave under the no-progress rule is
// "White wins" alone: their plies count to the next capture or man move,
// not to the end.
func (m *Model) scoreText(i ai.Info, side game.Color) string {
	winner := side
	if i.Mate < 0 {
		winner = side.Other()
	}
	switch {
	case i.Proven == "win":
		return m.tr(txtScoreProvenWin, "Side", m.side(side))
	case i.Proven != "":
		return m.tr(txtScoreProvenDraw, "Side", m.side(side))
	case i.Mate != 0 && i.TableMate && m.shownRules().NoProgress > 0:
		return m.tr(txtScoreWins, "Side", m.side(winner))
	case i.Mate != 0:
		return m.tr(txtScoreWinsIn, "Side", m.side(winner), "N", max(i.Mate, -i.Mate))
	}
	score := i.Score
	if side == game.Black {
		score = -score
	}
	return m.tr(txtScoreWhite, "Score", fmt.Sprintf("%+.2f", float64(score)/100))
}

func pvText(pv []game.Move) string {
	if len(pv) == 0 {
		return ""
	}
	return "pv " + movesText(pv)
}

// movesText is moves in notation, separated by spaces.
func movesText(moves []game.Move) string {
	parts := make([]string, len(moves))
	for i, mv := range moves {
		parts[i] = mv.String()
	}
	return strings.Join(parts, " ")
}
