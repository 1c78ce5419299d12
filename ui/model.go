package ui

import (
	"fmt"
	"os"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// screen is what the model shows.
type screen int

const (
	screenGame screen = iota
	screenNewGame
	screenHelp
)

// statusKind colours the status line.
type statusKind int

const (
	statusInfo statusKind = iota
	statusWarn
	statusGood
)

// confirmation is a yes/no question on the status line.
type confirmation struct {
	question string
	yes      func(m *Model) tea.Cmd
}

// Model is the game screen (with its new-game and help screens) as a
// bubbletea model. Create it with New; it is used through a pointer.
type Model struct {
	opts Options
	th   *theme
	keys keyMap
	help help.Model
	spin spinner.Model

	width, height int
	screen        screen
	form          *newGameForm

	g       *game.Game
	mode    Mode
	human   game.Color // the person's side in ModeAI / ModeRemote
	level   int
	flipped bool
	paused  bool // ModeWatch: the computer waits

	paths   []game.Move // every legal path now (nil when the game is over)
	cursor  game.Square
	sel     entry
	typed   byte        // a file letter typed, waiting for its rank digit
	drag    game.Square // the point a mouse press selected, for drag and drop
	hint    game.Move
	hasHint bool

	status     string
	statusKind statusKind
	confirm    *confirmation

	think   thinker
	noTicks bool // tests: do not schedule spinner ticks
}

// New returns the game-screen model for opts. The game starts at once
// (the new-game screen is one key away).
func New(opts Options) *Model {
	if opts.Renderer == nil {
		opts.Renderer = lipgloss.NewRenderer(os.Stdout)
	}
	m := &Model{opts: opts, keys: newKeyMap(), help: help.New(), drag: game.NoSquare}
	m.setTheme(opts.Theme)
	m.mode, m.human, m.level = opts.Mode, opts.Color, opts.level()
	g := opts.Game
	if g == nil {
		g = game.NewGame(opts.rules(), opts.start())
	} else {
		g = g.Clone()
	}
	m.setGame(g)
	m.flipped = m.defaultFlip()
	m.cursor = m.defaultCursor()
	m.afterMoveStatus()
	return m
}

// setTheme switches to the named theme.
func (m *Model) setTheme(name string) {
	m.th = newTheme(m.opts.Renderer, name, m.opts.ASCII, m.opts.NoColor)
	r := m.opts.Renderer
	m.help.Styles.ShortKey = r.NewStyle().Bold(true)
	m.help.Styles.FullKey = r.NewStyle().Bold(true)
	m.help.Styles.ShortDesc = m.th.help
	m.help.Styles.FullDesc = m.th.help
	m.help.Styles.ShortSeparator = m.th.help
	m.help.Styles.FullSeparator = m.th.help
	m.help.Styles.Ellipsis = m.th.help
	m.spin = spinner.New(spinner.WithSpinner(spinner.Spinner{Frames: m.th.g.spinner, FPS: spinnerFPS}),
		spinner.WithStyle(m.th.head))
}

// Game returns a clone of the game shown.
func (m *Model) Game() *game.Game { return m.g.Clone() }

// defaultFlip shows the board from the person's side against the computer
// (and from the seat's side online).
func (m *Model) defaultFlip() bool {
	return (m.mode == ModeAI || (m.mode == ModeRemote && !m.opts.Spectator)) && m.human == game.Black
}

func (m *Model) defaultCursor() game.Square {
	if m.flipped {
		return game.SquareAt(2, 3)
	}
	return game.SquareAt(2, 1)
}

// setGame replaces the game and resets everything tied to the position.
func (m *Model) setGame(g *game.Game) {
	m.g = g
	m.positionChanged()
}

// positionChanged drops the selection, hint and prompts after the position
// changed, and recomputes the legal paths.
func (m *Model) positionChanged() {
	m.sel = noEntry()
	m.hasHint = false
	m.typed = 0
	m.drag = game.NoSquare
	m.confirm = nil
	m.paths = nil
	if m.think.ask != nil { // a hint or draw decision was for the old position
		m.think.ask.cancel()
		m.think.ask = nil
	}
	if r, _ := m.g.Result(); r == game.Ongoing {
		m.paths = m.g.Position().LegalPaths(m.g.Rules(), make([]game.Move, 0, 32))
	}
}

// over reports whether the game has ended.
func (m *Model) over() bool {
	r, _ := m.g.Result()
	return r != game.Ongoing
}

// isComputer reports whether the computer plays side c.
func (m *Model) isComputer(c game.Color) bool {
	return m.mode == ModeWatch || (m.mode == ModeAI && c != m.human)
}

// localTurn reports whether the person at this screen may move now.
func (m *Model) localTurn() bool {
	if m.over() {
		return false
	}
	us := m.g.Position().SideToMove()
	switch m.mode {
	case ModeHotseat:
		return true
	case ModeAI:
		return us == m.human
	case ModeRemote:
		return !m.opts.Spectator && us == m.human
	}
	return false
}

// inProgress reports whether quitting would lose a game in progress.
func (m *Model) inProgress() bool { return !m.over() && m.g.Ply() > 0 && m.mode != ModeRemote }

func (m *Model) setStatus(kind statusKind, format string, args ...any) {
	m.statusKind = kind
	m.status = fmt.Sprintf(format, args...)
}

// Init starts the computer if it moves first.
func (m *Model) Init() tea.Cmd { return m.maybeStartComputer() }

// Update handles a message.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.Width = msg.Width
		return m, nil
	case StateMsg:
		return m, m.applyState(msg)
	case thinkInfoMsg:
		if m.think.move != nil && msg.id == m.think.move.id {
			m.think.info, m.think.hasInfo = msg.info, true
			return m, msg.s.wait()
		}
		return m, nil
	case thinkDoneMsg:
		return m, m.searchDone(msg)
	case startThinkMsg:
		if msg.id == m.think.pending {
			m.think.pending = 0
			return m, m.startComputer()
		}
		return m, nil
	case spinner.TickMsg:
		if m.think.move == nil && m.think.ask == nil {
			return m, nil
		}
		var cmd tea.Cmd
		m.spin, cmd = m.spin.Update(msg)
		if m.noTicks {
			cmd = nil
		}
		return m, cmd
	case tea.KeyMsg:
		return m, m.handleKey(msg)
	case tea.MouseMsg:
		if m.screen == screenGame {
			return m, m.handleMouse(msg)
		}
		return m, nil
	}
	return m, nil
}

// applyState takes in a game pushed by the embedding model.
func (m *Model) applyState(s StateMsg) tea.Cmd {
	if s.Game == nil {
		return nil
	}
	m.think.cancelAll()
	m.setGame(s.Game.Clone())
	if s.WhiteName != "" {
		m.opts.WhiteName = s.WhiteName
	}
	if s.BlackName != "" {
		m.opts.BlackName = s.BlackName
	}
	if s.Status != "" {
		m.setStatus(statusInfo, "%s", s.Status)
	} else {
		m.afterMoveStatus()
	}
	return m.maybeStartComputer()
}

// play plays a complete move entered by the person: in ModeRemote it is
// only emitted as a request.
func (m *Model) play(mv game.Move) tea.Cmd {
	if m.mode == ModeRemote {
		us := m.g.Position().SideToMove()
		m.sel = noEntry()
		m.setStatus(statusInfo, "sent %s", mv)
		return request(RequestMsg{Kind: RequestMove, Move: mv, Color: us, Ply: m.g.Ply()})
	}
	return m.apply(mv)
}

// apply plays mv on the game and starts whatever follows.
func (m *Model) apply(mv game.Move) tea.Cmd {
	if err := m.g.Play(mv); err != nil {
		m.setStatus(statusWarn, "%v", err)
		return nil
	}
	m.positionChanged()
	m.afterMoveStatus()
	return m.maybeStartComputer()
}

// afterMoveStatus sets the status line for the position now on the board.
func (m *Model) afterMoveStatus() {
	if m.over() {
		m.setStatus(statusGood, "%s", m.resultText())
		return
	}
	p := m.g.Position()
	us := p.SideToMove()
	switch {
	case m.localTurn() && len(m.paths) > 0 && m.paths[0].IsCapture():
		m.setStatus(statusWarn, "%s must capture: %s (marked !)", sideName(us), squareList(movers(m.paths)))
	case m.localTurn() && m.g.Ply() == 0:
		m.setStatus(statusInfo, "%s to move: select a piece (arrows and enter, or click; ? for help)", sideName(us))
	case m.localTurn():
		m.setStatus(statusInfo, "%s to move: select a piece", sideName(us))
	case m.isComputer(us):
		m.setStatus(statusInfo, "%s to move: the computer is thinking…", sideName(us))
	default:
		m.setStatus(statusInfo, "%s to move", sideName(us))
	}
}

// resultText says who won and why.
func (m *Model) resultText() string {
	r, reason := m.g.Result()
	loser := m.g.Position().SideToMove()
	why := reason.String()
	switch reason {
	case game.NoPieces:
		why = sideName(loser) + " has no pieces left"
	case game.NoMoves:
		why = sideName(loser) + " has no legal move"
	case game.Resignation:
		if r == game.WhiteWin {
			loser = game.Black
		} else {
			loser = game.White
		}
		why = sideName(loser) + " resigned"
	case game.Repetition:
		why = fmt.Sprintf("the same position for the %s time", ordinal(m.g.Rules().Repetition))
	case game.NoProgress:
		why = fmt.Sprintf("%d plies without a capture or a man move", m.g.Rules().NoProgress)
	}
	again := " — n: new game · m: rematch"
	if m.mode == ModeRemote {
		again = ""
	}
	switch r {
	case game.WhiteWin:
		return "Game over: White wins (" + why + ")" + again
	case game.BlackWin:
		return "Game over: Black wins (" + why + ")" + again
	}
	return "Game over: draw (" + why + ")" + again
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

func sideName(c game.Color) string {
	if c == game.White {
		return "White"
	}
	return "Black"
}

// maybeStartComputer starts the computer's search when it is to move.
func (m *Model) maybeStartComputer() tea.Cmd {
	if m.over() || m.paused || m.screen == screenNewGame || !m.isComputer(m.g.Position().SideToMove()) ||
		m.think.move != nil || m.think.pending != 0 {
		return nil
	}
	if m.mode == ModeWatch && m.opts.MoveDelay > 0 {
		m.think.nextID++
		id := m.think.nextID
		m.think.pending = id
		return tea.Tick(m.opts.MoveDelay, func(time.Time) tea.Msg { return startThinkMsg{id: id} })
	}
	return m.startComputer()
}

// startComputer starts the computer's move search now.
func (m *Model) startComputer() tea.Cmd {
	s, wait := m.think.start(searchMove, m.g, m.level, m.opts.HashMiB)
	m.think.move, m.think.hasInfo, m.think.side = s, false, m.g.Position().SideToMove()
	return tea.Batch(wait, m.tick())
}

// tick starts the spinner.
func (m *Model) tick() tea.Cmd {
	if m.noTicks {
		return nil
	}
	return m.spin.Tick
}

// searchDone takes a finished search's result, if it is still wanted.
func (m *Model) searchDone(d thinkDoneMsg) tea.Cmd {
	switch {
	case m.think.move != nil && d.id == m.think.move.id:
		m.think.move = nil
		if d.res.Ok {
			m.think.info, m.think.hasInfo = d.res.Info, true
			return m.apply(d.res.Move)
		}
		return nil
	case m.think.ask != nil && d.id == m.think.ask.id:
		m.think.ask = nil
		return m.askDone(d)
	}
	return nil // stale: cancelled by undo, new game, ...
}

// askDone shows a hint or answers a draw offer.
func (m *Model) askDone(d thinkDoneMsg) tea.Cmd {
	switch d.kind {
	case searchHint:
		if d.res.Ok {
			m.hint, m.hasHint = d.res.Move, true
			m.setStatus(statusInfo, "hint: %s (marked ? on the board)", d.res.Move)
		}
	case searchDraw:
		// The computer accepts when it does not think it is better:
		// the score is from the person's side (to move).
		if d.res.Ok && d.res.Mate <= 0 && (d.res.Mate < 0 || d.res.Score >= -drawMargin) {
			if err := m.g.AgreeDraw(); err == nil {
				m.positionChanged()
				m.afterMoveStatus()
				return nil
			}
		}
		m.setStatus(statusInfo, "the computer declines the draw")
	}
	return nil
}

// drawMargin is how far ahead (centi-men) the computer must think it is to
// decline a draw offer.
const drawMargin = 50

// rematch starts the same game again, colours swapped against the computer.
func (m *Model) rematch() tea.Cmd {
	if m.mode == ModeRemote {
		return request(RequestMsg{Kind: RequestRematch, Color: m.human})
	}
	m.think.cancelAll()
	if m.mode == ModeAI {
		m.human = m.human.Other()
	}
	return m.newGame(m.mode, m.human, m.level, m.g.Rules(), m.g.Start())
}

// newGame starts a game with these settings.
func (m *Model) newGame(mode Mode, human game.Color, level int, r game.Rules, start game.Position) tea.Cmd {
	m.think.cancelAll()
	m.think.hasInfo = false
	m.mode, m.human, m.level, m.paused = mode, human, level, false
	m.screen = screenGame
	m.setGame(game.NewGame(r, start))
	m.flipped = m.defaultFlip()
	m.cursor = m.defaultCursor()
	m.afterMoveStatus()
	if m.mode == ModeAI && m.isComputer(start.SideToMove()) {
		m.setStatus(statusInfo, "new game: the computer plays %s and moves first", sideName(start.SideToMove()))
	}
	return m.maybeStartComputer()
}

// undo takes back a move; against the computer, back to the person's turn
// (the computer's reply too). It cancels any search.
func (m *Model) undo() tea.Cmd {
	if m.mode == ModeRemote {
		m.setStatus(statusWarn, "no undo in an online game")
		return nil
	}
	m.think.cancelAll()
	m.think.hasInfo = false // the last search was about a later position
	if !m.g.CanUndo() {
		m.setStatus(statusWarn, "nothing to undo")
		return m.maybeStartComputer()
	}
	n := 0
	m.g.Undo()
	n++
	if m.mode == ModeAI {
		for m.g.Position().SideToMove() != m.human && m.g.CanUndo() {
			m.g.Undo()
			n++
		}
		if m.g.Position().SideToMove() != m.human {
			for ; n > 0; n-- { // only the computer's moves: keep them
				m.g.Redo()
			}
			m.setStatus(statusWarn, "nothing of yours to undo")
			m.positionChanged()
			return m.maybeStartComputer()
		}
	}
	if m.mode == ModeWatch {
		m.paused = true
	}
	m.positionChanged()
	m.afterMoveStatus()
	m.setStatus(statusInfo, "took back %d move%s%s", n, plural(n), m.pausedNote())
	return m.maybeStartComputer()
}

// redo replays undone moves: against the computer, up to the person's turn.
func (m *Model) redo() tea.Cmd {
	if m.mode == ModeRemote {
		return nil
	}
	if !m.g.CanRedo() {
		m.setStatus(statusWarn, "nothing to redo")
		return nil
	}
	m.think.cancelAll()
	n := 0
	m.g.Redo()
	n++
	if m.mode == ModeAI {
		for m.g.Position().SideToMove() != m.human && m.g.CanRedo() {
			m.g.Redo()
			n++
		}
	}
	m.positionChanged()
	m.afterMoveStatus()
	if !m.over() {
		m.setStatus(statusInfo, "replayed %d move%s%s", n, plural(n), m.pausedNote())
	}
	return m.maybeStartComputer()
}

func (m *Model) pausedNote() string {
	if m.mode == ModeWatch && m.paused {
		return " (paused: p resumes)"
	}
	return ""
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// askHint starts a hint search for the person to move.
func (m *Model) askHint() tea.Cmd {
	if m.over() {
		m.setStatus(statusGood, "%s", m.resultText())
		return nil
	}
	if !m.localTurn() || m.mode == ModeRemote {
		m.setStatus(statusWarn, "a hint is for your own turn")
		return nil
	}
	if m.think.ask != nil {
		return nil
	}
	s, wait := m.think.start(searchHint, m.g, m.level, m.opts.HashMiB)
	m.think.ask = s
	m.setStatus(statusInfo, "thinking of a hint…")
	return tea.Batch(wait, m.tick())
}

// offerDraw offers a draw: the computer decides by its evaluation, the
// other person at the keyboard confirms, or the request goes out online.
func (m *Model) offerDraw() tea.Cmd {
	if m.over() {
		return nil
	}
	us := m.g.Position().SideToMove()
	switch m.mode {
	case ModeRemote:
		if m.opts.Spectator {
			return nil
		}
		m.setStatus(statusInfo, "draw offer sent")
		return request(RequestMsg{Kind: RequestDraw, Color: m.human, Ply: m.g.Ply()})
	case ModeWatch:
		m.setStatus(statusWarn, "the computer plays both sides: nobody to offer a draw to")
		return nil
	case ModeAI:
		if us != m.human {
			m.setStatus(statusWarn, "offer a draw on your own turn")
			return nil
		}
		if m.think.ask != nil {
			return nil
		}
		s, wait := m.think.start(searchDraw, m.g, m.level, m.opts.HashMiB)
		m.think.ask = s
		m.setStatus(statusInfo, "you offer a draw; the computer considers…")
		return tea.Batch(wait, m.tick())
	}
	m.confirm = &confirmation{
		question: fmt.Sprintf("%s offers a draw. %s, accept? (y/n)", sideName(us), sideName(us.Other())),
		yes: func(m *Model) tea.Cmd {
			if m.g.AgreeDraw() == nil {
				m.positionChanged()
				m.afterMoveStatus()
			}
			return nil
		},
	}
	return nil
}

// resign asks for confirmation, then resigns the person's side.
func (m *Model) resign() tea.Cmd {
	if m.over() {
		return nil
	}
	side := m.g.Position().SideToMove()
	switch m.mode {
	case ModeWatch:
		m.setStatus(statusWarn, "the computer plays both sides")
		return nil
	case ModeAI, ModeRemote:
		if m.opts.Spectator {
			return nil
		}
		side = m.human
	}
	m.confirm = &confirmation{
		question: fmt.Sprintf("%s resigns? (y/n)", sideName(side)),
		yes: func(m *Model) tea.Cmd {
			if m.mode == ModeRemote {
				return request(RequestMsg{Kind: RequestResign, Color: side, Ply: m.g.Ply()})
			}
			m.think.cancelAll()
			if m.g.Resign(side) == nil {
				m.positionChanged()
				m.afterMoveStatus()
			}
			return nil
		},
	}
	return nil
}

// quit quits, asking first when a game is in progress.
func (m *Model) quit() tea.Cmd {
	if m.mode == ModeRemote {
		return request(RequestMsg{Kind: RequestQuit, Color: m.human})
	}
	if !m.inProgress() || m.confirm != nil {
		return m.quitNow()
	}
	m.confirm = &confirmation{
		question: "Quit? The game in progress will be lost. (y/n)",
		yes:      (*Model).quitNow,
	}
	return nil
}

// quitNow stops every search and quits (or asks the embedding model to).
func (m *Model) quitNow() tea.Cmd {
	m.think.cancelAll()
	if m.opts.EmitQuit {
		return request(RequestMsg{Kind: RequestQuit, Color: m.human})
	}
	return tea.Quit
}

// engineLevels is ai.Levels, kept for the screens.
var engineLevels = ai.Levels()
