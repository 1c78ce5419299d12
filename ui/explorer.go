package ui

import (
	"context"
	"fmt"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/cellwidth"
	"github.com/fetaix/fetaix/internal/i18n"
)

// The move explorer (key E): every legal move of the position shown, with
// its proven value for the side that plays it (the proofs' books, the
// endgame tables) or else the engine's estimate, best first, in the side
// panel; the chosen move's line is shown on the board, step by step; enter
// plays it when it is the person's turn in a local game. It follows the
// position shown, like the analysis, and works in replay. Fair play: never
// during an online game (either player's or a spectator's), only once it
// has ended (explorerAllowed).

// explorerSearch bounds the engine's search of each move nothing proves.
var explorerSearch = ai.Limits{Depth: 10, MoveTime: 300 * time.Millisecond}

// explorerHashMiB is the explorer engine's transposition table.
const explorerHashMiB = 16

// explorerState is the explorer: the position it explores and what is
// known of its moves, the move chosen and how far along its line the
// board shows.
type explorerState struct {
	open     bool
	id       int // the current computation; older results are dropped
	pos      game.Position
	rules    game.Rules
	ply      int
	moves    []explore.Move // nil until the proven values are in
	searched bool           // the engine's estimates are in too
	cursor   int            // the move chosen
	step     int            // plies of its line played out on the board
	cancel   context.CancelFunc
	engine   engineSlot
	// before is the game's last move when the explorer opened on the
	// position before it, the game over after it ("1. c1xc3"); the panel
	// says so. "" otherwise, and once the position shown changes.
	before string
}

// explorerMsg brings the moves of computation id: the proven values
// (final false), then with the engine's estimates and lines (final true).
type explorerMsg struct {
	id    int
	moves []explore.Move
	final bool
}

// explorerAllowed reports whether the explorer may be open: not during a
// game between two people online, for either player or a spectator —
// only once it has ended (ended). Local games, solo games and replays
// always.
func (m *Model) explorerAllowed() bool { return m.mode != ModeRemote || m.ended() }

// explorerMayPlay reports whether enter plays the move chosen: the
// person's turn in a local game, the position explored the game's.
func (m *Model) explorerMayPlay() bool {
	return m.mode != ModeRemote && m.replay == nil && m.localTurn() && m.explorer.pos == m.g.Position()
}

// toggleExplorer opens or closes the explorer.
func (m *Model) toggleExplorer() tea.Cmd {
	if m.explorer.open {
		m.closeExplorer()
		m.setStatus(statusInfo, "%s", m.tr(txtXClosed))
		return nil
	}
	if !m.explorerAllowed() {
		m.setStatus(statusWarn, "%s", m.tr(txtXFairPlay))
		return nil
	}
	before := ""
	if why := m.nothingToExplore(); why != "" {
		if before = m.stepBeforeTheEnd(); before == "" {
			m.setStatus(statusWarn, "%s", why)
			return nil
		}
	}
	m.explorer.open = true
	if before != "" {
		m.setStatus(statusInfo, "%s", m.tr(txtXOpenBefore, "Move", before))
	} else {
		m.setStatus(statusInfo, "%s", m.tr(txtXOpen))
	}
	cmd := m.startExplorer()
	m.explorer.before = before
	return cmd
}

// stepBeforeTheEnd shows, in replay, the position before the last move of
// the game shown, when the position shown is its end and has no move (the
// game is over there): the last position with moves to explore. It
// returns that move as "1. c1xc3", or "" when there is none.
func (m *Model) stepBeforeTheEnd() string {
	if m.replay == nil {
		if len(m.g.Moves()) == 0 {
			return ""
		}
		m.enterReplay(-1)
	}
	r := m.replay
	if r.Len() == 0 || r.Index() != r.Len() {
		return ""
	}
	r.GoTo(r.Len() - 1)
	m.replayStatus()
	n, mv := moveNumber(r, r.Index()), r.moves[r.Index()]
	if r.g.PositionAt(r.Index()).SideToMove() == game.Black {
		return fmt.Sprintf("%d... %s", n, mv)
	}
	return fmt.Sprintf("%d. %s", n, mv)
}

// nothingToExplore says why the position shown has no move to explore
// (the side to move has none: the game ended there), or is "" when it has.
func (m *Model) nothingToExplore() string {
	p := m.shownPosition()
	if len(p.LegalMoves(m.shownRules(), nil)) > 0 {
		return ""
	}
	return m.tr(txtXNothing, "Side", m.side(p.SideToMove()))
}

// closeExplorer stops its computation and closes it.
func (m *Model) closeExplorer() {
	x := &m.explorer
	if x.cancel != nil {
		x.cancel()
	}
	*x = explorerState{id: x.id, engine: x.engine}
}

// syncExplorer follows the position shown: a new computation when it
// changed, closed when it may no longer be open.
func (m *Model) syncExplorer() tea.Cmd {
	x := &m.explorer
	if !x.open {
		return nil
	}
	if !m.explorerAllowed() {
		m.closeExplorer()
		return nil
	}
	if m.shownPosition() == x.pos && m.shownPly() == x.ply && m.shownRules() == x.rules {
		return nil
	}
	return m.startExplorer()
}

// startExplorer starts exploring the position shown: the proven values at
// once, off the update loop.
func (m *Model) startExplorer() tea.Cmd {
	x := &m.explorer
	if x.cancel != nil {
		x.cancel()
	}
	x.id++
	x.pos, x.rules, x.ply = m.shownPosition(), m.shownRules(), m.shownPly()
	x.moves, x.searched, x.cursor, x.step, x.before = nil, false, 0, 0, ""
	parent := m.opts.Context
	if parent == nil {
		parent = context.Background()
	}
	ctx, cancel := context.WithCancel(parent)
	x.cancel = cancel
	id, p, r := x.id, x.pos, x.rules
	o := explore.Options{Book: ai.DefaultBook(), Tables: m.opts.Tables.Tables(r)}
	return func() tea.Msg {
		return explorerMsg{id: id, moves: explore.New(o).Moves(ctx, p, r)}
	}
}

// searchExplorer returns the Cmd that adds the engine's estimates of the
// moves nothing proves, and the replies of the proven moves' lines that
// neither a proof nor the tables name (through the gate, as every search
// here).
func (m *Model) searchExplorer() tea.Cmd {
	x := &m.explorer
	id, p, r := x.id, x.pos, x.rules
	parent := m.opts.Context
	if parent == nil {
		parent = context.Background()
	}
	ctx, cancel := context.WithCancel(parent)
	prev := x.cancel
	x.cancel = func() { prev(); cancel() }
	set := m.opts.Tables.Tables(r)
	e := x.engine.get(explorerHashMiB)
	e.SetTables(set)
	busy, gate := x.engine.busy, m.opts.Gate
	return func() tea.Msg {
		defer close(busy)
		release, err := gate.AcquireAs(ctx, ai.HelpSearch, nil)
		if err != nil {
			return nil
		}
		defer release()
		o := explore.Options{Book: ai.DefaultBook(), Tables: set, Engine: e, Search: explorerSearch}
		return explorerMsg{id: id, moves: explore.New(o).Moves(ctx, p, r), final: true}
	}
}

// explorerDone takes a computation's moves, keeping the move chosen.
func (m *Model) explorerDone(msg explorerMsg) tea.Cmd {
	x := &m.explorer
	if !x.open || msg.id != x.id {
		return nil
	}
	chosen := ""
	if x.cursor < len(x.moves) {
		chosen = x.moves[x.cursor].Text
	}
	x.moves, x.searched = msg.moves, msg.final
	x.cursor, x.step = 0, 0
	for i, mv := range x.moves {
		if mv.Text == chosen {
			x.cursor = i
		}
	}
	m.explorerStatus()
	if why := m.nothingToExplore(); why != "" {
		m.setStatus(statusWarn, "%s", why) // stepped to the end with the explorer open
	}
	if msg.final {
		return nil
	}
	return m.searchExplorer() // the estimates, and the lines where the engine picks the replies
}

// explorerKey handles a key while the explorer is open; ok is false for
// the keys it leaves to the game (quit, help, flip, undo …).
func (m *Model) explorerKey(k tea.KeyPressMsg) (cmd tea.Cmd, ok bool) {
	x := &m.explorer
	keys := m.explorerKeys()
	switch {
	case key.Matches(k, keys.Close):
		m.closeExplorer()
		m.setStatus(statusInfo, "%s", m.tr(txtXClosed))
	case key.Matches(k, keys.Up):
		x.cursor, x.step = max(x.cursor-1, 0), 0
		m.explorerStatus()
	case key.Matches(k, keys.Down):
		x.cursor, x.step = min(x.cursor+1, max(len(x.moves)-1, 0)), 0
		m.explorerStatus()
	case key.Matches(k, keys.LineOn):
		if mv, ok := m.explorerChosen(); ok {
			x.step = min(x.step+1, len(mv.Line))
		}
		m.explorerStatus()
	case key.Matches(k, keys.LineBack):
		x.step = max(x.step-1, 0)
		m.explorerStatus()
	case key.Matches(k, keys.Play):
		mv, chosen := m.explorerChosen()
		switch {
		case !chosen:
		case keys.play:
			return m.play(mv.Move), true
		case m.replay != nil:
			m.setStatus(statusWarn, "%s", m.tr(txtXReplayPlay))
		default:
			m.setStatus(statusWarn, "%s", m.tr(txtXOwnTurn))
		}
	default:
		return nil, false
	}
	return nil, true
}

// explorerChosen is the move chosen, if the moves are in.
func (m *Model) explorerChosen() (explore.Move, bool) {
	x := &m.explorer
	if x.cursor >= len(x.moves) {
		return explore.Move{}, false
	}
	return x.moves[x.cursor], true
}

// explorerStatus puts the chosen move on the status line: what is known
// of it, and where the board is along its line.
func (m *Model) explorerStatus() {
	mv, ok := m.explorerChosen()
	if !ok {
		return
	}
	l := m.opts.Lang
	s := l.T(txtXStatus, "Move", mv.Text, "Value", explorerValue(l, mv, m.explorer.rules))
	if mv.By != "" {
		s += " · " + coachBy(l, mv.By)
	}
	if x := &m.explorer; x.step > 0 {
		s += l.T(txtXLinePly, "Ply", x.step, "Of", len(mv.Line))
	}
	m.setStatus(statusInfo, "%s", s)
}

// explorerValue says what is known of a move under rules r: "win, 5
// plies to a capture or man move (table)", "win in 7 plies (table)" (the
// no-progress rule off), "draw (proof)", "draw or better (proof)", "+0.35
// at depth 9 (estimate)".
func explorerValue(l *i18n.Localizer, mv explore.Move, r game.Rules) string {
	s := valueText(l, mv.Verdict, r)
	switch {
	case mv.Value != explore.Unknown:
		s = l.T(txtXWithSource, "Value", s, "Source", sourceName(l, mv.Source))
	case mv.Depth > 0:
		est := fmt.Sprintf("%+.2f", float64(mv.Score)/100)
		if mv.Mate != 0 {
			est = l.T(txtXMate, "N", fmt.Sprintf("%+d", mv.Mate))
		}
		est = l.T(txtXEstimate, "Score", est, "Depth", mv.Depth)
		if mv.Bounds.Proven() {
			return l.T(txtXProofAndEstimate, "Value", s, "Estimate", est)
		}
		return est
	}
	return s
}

// explorerCell is a move's value in the explorer's list, short: "win 5",
// "draw", "≥draw", "+0.35 d9", "…" while it is searched.
func (m *Model) explorerCell(mv explore.Move) string {
	l := m.opts.Lang
	switch {
	case mv.Value != explore.Unknown:
		s := boundsText(l, explore.Bounds{Low: mv.Value, High: mv.Value})
		if mv.Plies >= 0 {
			s += fmt.Sprintf(" %d", mv.Plies)
		}
		return s + " " + sourceName(l, mv.Source)
	case mv.Depth > 0:
		s := l.T(txtXCellEst, "Score", fmt.Sprintf("%+.2f", float64(mv.Score)/100), "Depth", mv.Depth)
		if mv.Bounds.Low == explore.Draw {
			s = l.T(txtXAtLeastDraw) + " " + s
		} else if mv.Bounds.High == explore.Draw {
			s = l.T(txtXAtMostDraw) + " " + s
		}
		return s
	case mv.Bounds.Low == explore.Draw:
		return l.T(txtXAtLeastDraw) + " " + sourceName(l, explore.FromProof)
	case mv.Bounds.High == explore.Draw:
		return l.T(txtXAtMostDraw) + " " + sourceName(l, explore.FromProof)
	case !m.explorer.searched:
		return l.T(txtXSearching)
	}
	return boundsText(l, explore.Bounds{Low: explore.Unknown, High: explore.Unknown})
}

// explorerBoard is the position the board shows while the explorer is
// open, with its marks: the position explored with the chosen move marked
// as a hint, or, stepped along its line, the position there with the last
// move of the line marked and the next one hinted.
func (m *Model) explorerBoard(p game.Position, mk marks) (game.Position, marks) {
	mv, ok := m.explorerChosen()
	if !ok || p != m.explorer.pos || len(mv.Line) == 0 {
		return p, mk
	}
	step := m.explorer.step
	if step == 0 {
		mk.hint = marks{}.hint
		mk.setHint(mv.Line[0])
		return p, mk
	}
	for _, l := range mv.Line[:step] {
		p = p.Apply(l)
	}
	mk = marks{last: lastMoveMarks(mv.Line[step-1])}
	if step < len(mv.Line) {
		mk.setHint(mv.Line[step])
	}
	return p, mk
}

// explorerLines are the side panel while the explorer is open, w×h: its
// heading, the moves (a window around the chosen one) and the chosen
// move's source and line.
func (m *Model) explorerLines(w, h int) []string {
	t, x, l := m.th, &m.explorer, m.opts.Lang
	fit := func(s string) string { return l.Show(cellwidth.Truncate(s, w, "…")) }
	head := m.tr(txtXHead, "Side", m.side(x.pos.SideToMove()))
	lines := []string{t.r(&t.head, fit(head))}
	if x.moves == nil {
		if x.pos.CountMoves(x.rules, nil) == 0 {
			return append(lines, t.dim.Render(fit(m.tr(txtXNoLegalMove))))
		}
		return append(lines, t.dim.Render(fit(m.tr(txtXReading))))
	}
	detail := m.explorerDetails(w)
	first, rows := m.explorerWindow(h, len(detail))
	for i := first; i < len(x.moves) && i < first+rows; i++ {
		e := x.moves[i]
		mark := "  "
		if i == x.cursor {
			mark = "▶ "
			if t.ascii {
				mark = "> "
			}
		}
		book := " "
		if e.BookMove {
			book = "*"
		}
		row := cellwidth.Truncate(fmt.Sprintf("%s%-11s%s %s", mark, e.Text, book, l.Show(m.explorerCell(e))), w, "…")
		if i == x.cursor {
			lines = append(lines, t.r(&t.current, row))
		} else {
			lines = append(lines, t.r(&t.panel, row))
		}
	}
	lines = append(lines, "")
	for _, d := range detail {
		lines = append(lines, t.r(&t.dim, l.Show(d)))
	}
	return lines
}

// explorerWindow is the moves the panel lists, of h rows with details
// rows under the list: the first one's index and how many rows.
func (m *Model) explorerWindow(h, details int) (first, rows int) {
	x := &m.explorer
	rows = max(h-1-1-details, 1) // the heading, the blank row
	return min(max(x.cursor-rows/2, 0), max(len(x.moves)-rows, 0)), rows
}

// explorerDetails are the chosen move's rows under the list, w wide:
// which proofs or tables say so, and its line.
func (m *Model) explorerDetails(w int) []string {
	mv, _ := m.explorerChosen()
	var detail []string
	if m.explorerHasPlies() {
		detail = append(detail, wrapLines(m.tr(txtXLegend, "To", pliesToText(m.opts.Lang, explore.PliesTo(m.explorer.rules))), w, "   ", 2)...)
	}
	if b := m.explorer.before; b != "" {
		detail = append(detail, wrapLines(m.tr(txtXBefore, "Move", b), w, "   ", 2)...)
	}
	if mv.By != "" {
		detail = append(detail, wrapLines(m.tr(txtXBy, "By", coachBy(m.opts.Lang, mv.By)), w, "   ", 2)...)
	}
	if len(mv.Line) > 0 {
		detail = append(detail, wrapLines(m.tr(txtXLine, "Line", movesText(mv.Line)), w, "     ", 3)...)
	}
	return detail
}

// explorerHasPlies reports whether a move listed shows the tables'
// plies, which the panel's legend then names.
func (m *Model) explorerHasPlies() bool {
	for _, mv := range m.explorer.moves {
		if mv.Value != explore.Unknown && mv.Plies >= 0 {
			return true
		}
	}
	return false
}

// pliesToText names what the plies count: "a capture or man move", "the
// end".
func pliesToText(l *i18n.Localizer, u explore.PliesUnit) string {
	if u == explore.PliesToEnd {
		return l.T(txtXToEnd)
	}
	return l.T(txtXToCapture)
}

// explorerMouse: over the side panel while the explorer is open, a click
// on a move chooses it and the wheel moves the choice; done is false for
// the board's events.
func (m *Model) explorerMouse(msg tea.MouseMsg) (cmd tea.Cmd, done bool) {
	ev, l, x := msg.Mouse(), m.gameLayout(), &m.explorer
	if l.tooSmall || !l.panel || ev.X < l.panelX || ev.Y < l.boardY || ev.Y >= l.boardY+l.board.height() {
		return nil, false
	}
	switch msg.(type) {
	case tea.MouseWheelMsg:
		switch ev.Button {
		case tea.MouseWheelUp:
			x.cursor = max(x.cursor-1, 0)
		case tea.MouseWheelDown:
			x.cursor = min(x.cursor+1, max(len(x.moves)-1, 0))
		}
	case tea.MouseClickMsg:
		first, _ := m.explorerWindow(l.board.height(), len(m.explorerDetails(l.panelW)))
		if i := first + ev.Y - l.boardY - 1; ev.Y > l.boardY && i < len(x.moves) && ev.Button == tea.MouseLeft {
			x.cursor = i
		}
	default:
		return nil, true
	}
	x.step = 0
	m.explorerStatus()
	return nil, true
}

// explorerNote is the explorer's paragraph of the help.
func explorerNote(k KeyMap, l *i18n.Localizer) string {
	return l.T(txtXNote, "Key", k.Explore.Help().Key)
}
