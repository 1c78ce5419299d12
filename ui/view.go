package ui

import (
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"fmt"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/cellwidth"
	"github.com/fetaix/fetaix/internal/i18n"
)

// spinnerFPS is the spinner's frame interval.
const spinnerFPS = time.Second / 10

// Screen layout: a title row and a blank row (or the rules, when there is
// no side panel), then the board (with the side panel on its right when
// there is room), then right under it the status line — wrapped on up to
// statusRowsMost rows where the window has them, the text at their bottom
// — and the footer. In a window larger than that needs (120×40, 160×50)
// the game is centred (gameLayout), its side panel no wider than
// centredPanelW.
const (
	titleRows  = 2
	boardLeft  = 1 // margin before the board block
	panelGap   = 3
	minPanelW  = 26
	maxPanelW  = 80
	footerRows = 2 // status line + help line, at least

	// statusRowsMost is the most rows a long status line wraps on.
	statusRowsMost = 3

	// fallbackW and fallbackH are assumed before the first WindowSizeMsg.
	fallbackW, fallbackH = 80, 24
)

// minWidth and minHeight are the smallest window that shows a game.
var (
	minWidth  = boardLeft + boardSizes[len(boardSizes)-1].width() + 1
	minHeight = titleRows + boardSizes[len(boardSizes)-1].height() + footerRows
)

// layout is where things go on screen for the current window size.
type layout struct {
	w, h           int
	tooSmall       bool
	board          boardSize
	boardX, boardY int
	panel          bool
	panelX, panelW int
	// offX, offY are the game's place in a window larger than it needs
	// (gameLayout): w and h are then the game's block (to the window's right
	// edge), boardX, boardY and panelX where it is on screen.
	offX, offY int
}

// centredPanelW is the side panel's width when the game is centred in a
// large window: enough for every line of the panel, no stretching.
const centredPanelW = 56

// gameLayout is the game screen's layout: layout's, with the game centred
// in a window larger than the largest board and a panel of centredPanelW
// need (120×40, 160×50), rather than in its top-left corner with the rest
// empty. The status line keeps its rows under the board.
func (m *Model) gameLayout() layout { return centred(m.layout()) }

// centred is the window's layout l with the game centred in it
// (gameLayout).
func centred(l layout) layout {
	if l.tooSmall {
		return l
	}
	blockW := boardLeft + l.board.width() + 1
	if l.panel {
		l.panelW = min(l.panelW, centredPanelW)
		blockW = l.panelX + l.panelW + 1
	}
	blockH := titleRows + l.board.height() + statusRowsMost + 1
	l.offX, l.offY = max(l.w-blockW, 0)/2, max(l.h-blockH, 0)/2
	l.w -= l.offX // the status line and the footer may run on to the right edge
	if l.offY > 0 {
		l.h = blockH
	}
	l.boardX += l.offX
	l.boardY += l.offY
	l.panelX += l.offX
	return l
}

// place puts a view drawn in l's block where l centres it: offY rows
// down, offX columns right.
func place(view string, l layout) string {
	if l.offX == 0 && l.offY == 0 {
		return view
	}
	pad := strings.Repeat(" ", l.offX)
	return strings.Repeat("\n", l.offY) + pad + strings.ReplaceAll(view, "\n", "\n"+pad)
}

// layout picks the largest board that fits, with the side panel if it fits.
func (m *Model) layout() layout {
	w, h := m.width, m.height
	if w <= 0 || h <= 0 {
		w, h = fallbackW, fallbackH
	}
	l := layout{w: w, h: h, boardX: boardLeft, boardY: titleRows}
	fits := func(b boardSize, panel bool) bool {
		need := boardLeft + b.width() + 1
		if panel {
			need = boardLeft + b.width() + panelGap + minPanelW
		}
		return w >= need && h >= titleRows+b.height()+footerRows
	}
	first := 0
	if n := m.opts.BoardSize; n >= 1 && n <= len(boardSizes) {
		first = len(boardSizes) - n
	}
	for _, panel := range []bool{true, false} {
		for _, b := range boardSizes[first:] {
			if fits(b, panel) {
				l.board, l.panel = b, panel
				l.panelX = boardLeft + b.width() + panelGap
				l.panelW = min(w-l.panelX-1, maxPanelW)
				return l
			}
		}
	}
	l.tooSmall = true
	return l
}

// View is the whole screen for a program that runs this model: the
// alternate screen, with mouse reporting unless Options.NoMouse.
func (m *Model) View() tea.View { return fullScreen(m.Content(), m.opts.NoMouse) }

// fullScreen is a screen's view of content: the alternate screen, with
// the mouse reported unless noMouse.
func fullScreen(content string, noMouse bool) tea.View {
	v := tea.NewView(content)
	v.AltScreen = true
	if !noMouse {
		v.MouseMode = tea.MouseModeCellMotion
	}
	return v
}

// Content draws the screen as text, for a model that embeds this one.
func (m *Model) Content() string {
	l := m.layout()
	if l.tooSmall {
		return m.tooSmallView(l)
	}
	if m.active != nil {
		return clip(m.active.view(l), l)
	}
	return m.gameView(l, "")
}

// gameView draws the game in the window laid out by l, with question
// (when not empty) on the status line, centred in a large window
// (gameLayout).
func (m *Model) gameView(l layout, question string) string {
	g := centred(l)
	return place(m.blockView(g, question), g)
}

// blockView draws the game in l's block, from its top-left corner.
func (m *Model) blockView(l layout, question string) string {
	var sb strings.Builder
	sb.Grow(max(4096, m.viewLen+m.viewLen/8)) // the last view's size: one allocation, no copy
	defer func() { m.viewLen = sb.Len() }()
	sb.WriteString(m.th.r(&m.th.title, m.opts.Lang.Show(cellwidth.Truncate(" "+m.titleText(), l.w, "…"))))
	sb.WriteString("\n")
	if !l.panel { // the panel shows the rules otherwise
		sb.WriteString(m.th.r(&m.th.dim, cellwidth.Truncate(" "+m.rulesText(), l.w, "…")))
	}
	sb.WriteString("\n")
	mk, shown := m.marks(), m.shownPosition()
	if m.explorer.open {
		shown, mk = m.explorerBoard(shown, mk)
	}
	board := m.th.renderBoard(&m.board, shown, &mk, l.board, m.flipped)
	var panel []string
	switch {
	case l.panel && m.explorer.open:
		panel = m.explorerLines(l.panelW, len(board))
	case l.panel:
		panel = m.cachedPanelLines(l.panelW, len(board))
	}
	pad := strings.Repeat(" ", boardLeft)
	gap := strings.Repeat(" ", panelGap)
	for i, line := range board {
		sb.WriteString(pad)
		sb.WriteString(line)
		if i < len(panel) && panel[i] != "" {
			sb.WriteString(gap)
			sb.WriteString(panel[i])
		}
		sb.WriteByte('\n')
	}
	rows := min(max(l.h-(l.boardY-l.offY)-len(board)-1, 1), statusRowsMost)
	for _, line := range m.statusLines(l, question, rows) {
		sb.WriteString(line)
		sb.WriteByte('\n')
	}
	// The footer ends with "? all keys • q quit", whatever it has to leave
	// out; under a question it is the question's answers (any other key
	// answers no).
	short := m.helpKeys().ShortHelp()
	switch p := m.prompt(); {
	case p != nil:
		short = p.ShortHelp()
	case m.explorer.open:
		short = m.explorerKeys().ShortHelp()
	case m.replay != nil:
		short = m.replayKeys().ShortHelp()
	}
	sb.WriteString(" " + m.fitHelp(short, 2, l.w-1))
	return sb.String()
}

// indent puts pad before every line of s.
func indent(s, pad string) string {
	return pad + strings.ReplaceAll(s, "\n", "\n"+pad)
}

// titleText is the title row: the mode and the players.
func (m *Model) titleText() string {
	if m.replay != nil {
		return m.tr(txtTitleReplay, "White", m.playerName(game.White), "Black", m.playerName(game.Black))
	}
	switch m.mode {
	case ModeAI:
		return m.tr(txtTitleVsComputer, "Side", m.sideLower(m.human), "Level", m.level, "Name", levelName(m.opts.Lang, m.level))
	case ModeHotseat:
		return m.tr(txtTitleHotseat)
	case ModeWatch:
		return m.tr(txtTitleWatch, "Level", m.level, "Name", levelName(m.opts.Lang, m.level))
	}
	return m.tr(txtTitlePlayers, "White", m.playerName(game.White), "Black", m.playerName(game.Black))
}

// statusLines are the question (when not empty) or the last message,
// wrapped on at most rows lines (the last cut with … only when even those
// are too few), and always rows lines, the text at their bottom, so that
// the footer under them stays in place.
func (m *Model) statusLines(l layout, question string, rows int) []string {
	text, st := m.status, &m.th.status
	switch m.statusKind {
	case statusWarn:
		st = &m.th.warn
	case statusGood:
		st = &m.th.good
	}
	paused := m.pausedText()
	if question != "" {
		text, st, paused = question, &m.th.warn, ""
	} else if m.typing != "" {
		text = m.typingText() + " · " + text
	}
	switch {
	case !l.panel && m.analysis.on:
		text = m.tr(txtAnStatus, "Text", m.analysisText()) + " · " + text
	case !l.panel && m.replay != nil:
		text = m.replayText() + " · " + text
	case !l.panel && !m.over():
		// the turn leads the line, unless the status already starts with
		// it ("Black to move", "Black to move: select a piece")
		if turn := m.tr(txtToMove, "Side", m.side(m.g.Position().SideToMove())); !strings.HasPrefix(text, turn) {
			text = turn + " · " + text
		}
	}
	if paused != "" {
		text = paused + " · " + text
	}
	k := statusKey{text: text, paused: paused, st: st, th: m.th, w: l.w, rows: rows, loc: m.opts.Lang}
	if c := &m.statusShown; c.ok && c.key == k {
		return c.lines
	}
	lines := statusRows(k)
	m.statusShown = statusCache{ok: true, key: k, lines: lines}
	return lines
}

// statusKey is what the status lines are drawn from: the text (paused at
// its start when not empty), its style, the theme, the window's width
// and the rows.
type statusKey struct {
	text, paused string
	st           *lipgloss.Style
	th           *theme
	w, rows      int
	loc          *i18n.Localizer // orders each line for the screen
}

// statusCache is the status lines last drawn, with their key: the screen
// is drawn again at every key, and the status line changes with fewer.
type statusCache struct {
	ok    bool
	key   statusKey
	lines []string
}

// statusRows draws the status lines of k, from k alone (so that the key
// of the cache holds all they are drawn from).
func statusRows(k statusKey) []string {
	text, paused, st, rows := k.text, k.paused, k.st, k.rows
	lines := wrapLines(text, k.w-2, "", rows)
	for i, line := range lines {
		if shown := k.loc.Show(line); shown != line { // right to left: one style
			lines[i] = " " + k.th.r(st, shown)
			continue
		}
		if i == 0 && paused != "" && strings.HasPrefix(line, paused) {
			lines[i] = " " + k.th.r(&k.th.warn, paused) + k.th.r(st, line[len(paused):])
			continue
		}
		lines[i] = " " + k.th.r(st, line)
	}
	for len(lines) < rows { // the blank rows above: the last line stays right above the footer
		lines = append([]string{""}, lines...)
	}
	return lines
}

// marks computes the highlights of every point.
func (m *Model) marks() marks {
	var mk marks
	p := m.g.Position()
	if m.replay != nil {
		if last, ok := m.replay.LastMove(); ok {
			mk.last = lastMoveMarks(last)
		}
		return mk
	}
	mk.cursor = m.cursor.Bit()
	if moves := m.g.Moves(); len(moves) > 0 {
		mk.last = lastMoveMarks(moves[len(moves)-1])
	}
	if m.hasHint {
		m.hintMarks(&mk)
	}
	if m.localTurn() && len(m.paths) > 0 && m.paths[0].IsCapture() {
		mk.must = movers(m.paths)
	}
	if m.sel.active() {
		mk.selected = m.sel.from.Bit()
		mk.target = m.sel.targets()
		mk.landed = m.sel.landed()
		mk.taken = m.sel.taken(p)
		for s := game.Square(0); s < game.NumSquares; s++ {
			if mk.target&s.Bit() == 0 {
				continue
			}
			if pc := m.sel.landsAs(p, m.g.Rules(), s); pc.IsMulla() || s == m.dragOver {
				mk.ghost[s] = pc
			}
		}
	}
	return mk
}

// hintMarks marks the hint's whole path; once the person has landed along
// the hinted move, only its next landing.
func (m *Model) hintMarks(mk *marks) {
	if len(m.sel.landings) == 0 {
		mk.setHint(m.hint)
		return
	}
	for i := range m.sel.cands { // every spelling of the hinted move
		if c := &m.sel.cands[i]; c.Same(m.hint) {
			if s := m.sel.next(c); s != game.NoSquare {
				mk.hint[s] = hintOrigin
			}
		}
	}
}

// lastMoveMarks marks a move's whole path.
func lastMoveMarks(last game.Move) uint32 {
	b := last.From.Bit() | last.To.Bit()
	for _, l := range last.Landings() {
		b |= l.Bit()
	}
	return b
}

// tooSmallView asks for a larger window.
func (m *Model) tooSmallView(l layout) string {
	lines := []string{
		m.tr(txtTooSmall),
		m.tr(txtTooSmallSize, "Size", fmt.Sprintf("%d×%d", l.w, l.h), "Need", fmt.Sprintf("%d×%d", minWidth, minHeight)),
		m.tr(txtEnlarge),
		m.tr(txtQQuits),
	}
	for i, s := range lines {
		lines[i] = m.opts.Lang.Show(cellwidth.Truncate(s, l.w, ""))
	}
	if len(lines) > l.h {
		lines = lines[:l.h]
	}
	return m.th.warn.Render(strings.Join(lines, "\n"))
}

// clip keeps the top of a screen that is taller or wider than the window,
// so that a small window shows its beginning rather than a scrolled mess.
func clip(s string, l layout) string {
	lines := strings.Split(s, "\n")
	if len(lines) > l.h {
		lines = lines[:l.h]
	}
	for i, line := range lines {
		lines[i] = cellwidth.Truncate(line, l.w, "")
	}
	return strings.Join(lines, "\n")
}
