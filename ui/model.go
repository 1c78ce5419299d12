package ui

import (
	"fmt"
	"os"

	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// statusKind colours the status line.
type statusKind int

const (
	statusInfo statusKind = iota
	statusWarn
	statusGood
)

// Model is the game screen (with its new-game and help screens) as a
// bubbletea model. Create it with New; it is used through a pointer.
type Model struct {
	opts      Options
	th        *theme
	dark      bool        // the terminal's background is dark (the theme follows it)
	keys      *KeyMap     // the base every screen's key map is built from (shared: read it only)
	playKeys  *gameKeys   // the game screen's keys (helpKeys adds the mode; shared)
	replayMap *replayKeys // the game screen's keys in replay mode (replayKeys; shared)
	spin      spinner.Model

	width, height int
	active        screen // the screen shown instead of the game; nil: the game (screen.go)
	// openedToChoose: the model was opened on its new-game screen
	// (OpenNewGame) and no game has been chosen there yet
	openedToChoose bool
	// glyphNote: the wide-glyph note (GlyphFit) is this model's to say,
	// on its first game's status line
	glyphNote bool

	g       *game.Game
	mode    Mode
	human   game.Color // the person's side in ModeAI / ModeRemote
	level   int
	flipped bool

	drawOffered  bool // online: the opponent offers a draw (StateMsg)
	drawOffering bool // online: the local seat's own draw offer stands (StateMsg)
	// endedElsewhere: the embedding model says the game has ended, though
	// the game may not record it (StateMsg.Ended).
	endedElsewhere bool
	paused         bool // ModeWatch: the computer waits

	paths      []game.Move // every legal path now (nil when the game is over)
	result     game.Result // the game's result and why, as of positionChanged
	reason     game.Reason
	cursor     game.Square
	sel        entry
	typing     string      // a point or move being typed (typing.go)
	drag       game.Square // the point a mouse press selected, for drag and drop
	dragOver   game.Square // the point under the pointer while dragging; game.NoSquare: none
	listScroll listScroll  // the move list scrolled by the wheel
	hint       game.Move
	hasHint    bool

	status     string
	statusKind statusKind

	think   thinker
	held    []tea.Msg // the computer's results that came while a question was open (prompt.go)
	noTicks bool      // tests: do not schedule spinner ticks

	replay      *gameReplay   // replay mode: the game stepped through; nil when playing
	record      *pdn.Record   // the loaded record: its tags and comments are saved again
	fileNames   bool          // the players' names came from a loaded record
	counted     bool          // this game's result was counted in the statistics
	analysis    analysis      // the engine's view of the position shown, on demand
	explorer    explorerState // every move of the position shown with what is known of it (explorer.go)
	explorerMap *explorerKeys // the explorer's keys (explorerKeys; shared)
	verdict     verdict       // the endgame tables' verdict on the position shown
	coach       coachState    // the coach's look at the person's moves (coach.go)

	// saved is the game as last saved to or loaded from a file: quitting
	// it unchanged loses nothing. afterSave is what the open save dialog
	// was opened for ("s saves it first"), run once the game is saved.
	saved     *game.Game
	afterSave func(m *Model) tea.Cmd

	board  boardMemo   // the board drawn last (renderBoard)
	footer footerCache // the last footer drawn (footer.go)
	panel  panelCache  // the last side panel drawn (panelcache.go)
	// viewLen is the length of the last game view, which the next is
	// made room for
	viewLen     int
	statusShown statusCache // the status lines last drawn (view.go)
}

// New returns the game-screen model for opts. The game starts at once
// (the new-game screen is one key away).
func New(opts Options) *Model {
	ks := keySetFor(opts.Keys, opts.Lang)
	m := &Model{opts: opts, keys: ks.keys, playKeys: &ks.play, replayMap: &ks.replay, explorerMap: &ks.explorer, drag: game.NoSquare, dragOver: game.NoSquare,
		dark: !opts.LightBackground}
	m.setTheme(opts.Theme)
	m.mode, m.human, m.level = opts.Mode, opts.Color, opts.level()
	m.think.gate, m.think.ctx, m.think.tables = opts.Gate, opts.Context, opts.Tables
	if m.opts.Clipboard.Out == nil {
		m.opts.Clipboard.Out = os.Stdout
	}
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
	m.freshGame()
	if opts.Record != nil {
		m.openRecord(opts.Record, "")
	}
	if opts.Notice != "" {
		m.setStatus(statusWarn, "%s", opts.Notice)
	} else if opts.glyphFit.takeNote() {
		m.glyphNote = true
		m.sayGlyphNote()
	}
	return m
}

// setTheme switches to the named theme.
func (m *Model) setTheme(name string) {
	m.th = themeFor(name, m.opts.ASCII, m.opts.NoColor, m.dark)
	m.footer = footerCache{}
	m.spin = spinner.New(spinner.WithSpinner(spinner.Spinner{Frames: m.th.g.spinner, FPS: spinnerFPS}),
		spinner.WithStyle(m.th.head))
}

// Game returns a clone of the game shown.
func (m *Model) Game() *game.Game { return m.g.Clone() }

// Human returns the person's side (against the computer or online).
func (m *Model) Human() game.Color { return m.human }

// Level returns the computer's level (levels.Min..levels.Max).
func (m *Model) Level() int { return m.level }

// Mode returns who plays each side of the game shown.
func (m *Model) Mode() Mode { return m.mode }

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
// changed, and recomputes the result and the legal paths. Every change of
// m.g must be followed by it: over() and the result texts read what it
// stored (the result costs a move generation and a repetition scan).
func (m *Model) positionChanged() {
	m.sel = noEntry()
	m.hasHint = false
	m.typing = ""
	m.drag, m.dragOver = game.NoSquare, game.NoSquare
	m.closePrompt()
	m.coach.forget()
	m.paths = nil
	if m.think.ask != nil { // a hint or draw decision was for the old position
		m.think.ask.cancel()
		m.think.ask = nil
	}
	m.result, m.reason = m.g.Result()
	if m.result == game.Ongoing {
		m.paths = m.g.Position().LegalPaths(m.g.Rules(), make([]game.Move, 0, 32))
	}
}

// over reports whether the game has ended.
func (m *Model) over() bool {
	return m.result != game.Ongoing
}

// ended reports whether the game has ended, by its own rules or in a way
// only the embedding model knows (StateMsg.Ended): the test of the
// fair-play rule, and of the keys offered once a game is over.
func (m *Model) ended() bool { return m.over() || m.endedElsewhere }

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

// inProgress reports whether quitting would lose a game in progress: one
// that is not over and not in a file as it stands.
// A game the computer plays against itself (ModeWatch) is nobody's: it is
// never in progress.
func (m *Model) inProgress() bool {
	return !m.over() && m.g.Ply() > 0 && m.mode != ModeRemote && m.mode != ModeWatch &&
		(m.saved == nil || !sameGame(m.saved, m.g))
}

func (m *Model) setStatus(kind statusKind, format string, args ...any) {
	m.statusKind = kind
	m.status = fmt.Sprintf(format, args...)
}

// Init starts the computer if it moves first, the endgame tables'
// opening if they are not ready, and the reading of the proofs' book when
// the coach speaks.
// It asks the terminal for its background colour (the answer may never
// come: the colours stay those of Options.LightBackground), unless
// Options.BackgroundAsked.
func (m *Model) Init() tea.Cmd {
	ask := tea.RequestBackgroundColor
	if m.opts.BackgroundAsked {
		ask = nil
	}
	return tea.Batch(ask, m.maybeStartComputer(), m.syncVerdict(), m.coachWarm(), m.offerLessons())
}

// Update handles a message.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd := m.update(msg)
	// Whatever the message did: count a game that just ended, keep the
	// analysis and the tables' verdict on the position shown, and let the
	// computer go on once no question is open.
	if more := tea.Batch(m.noteResult(), m.syncAnalysis(), m.syncVerdict(), m.syncExplorer(), m.releaseHeld()); more != nil {
		cmd = tea.Batch(cmd, more)
	}
	return m, cmd
}

// update handles a message: the Model's own, the answers of its screens,
// and keys and mouse events (for the screen shown, or the game). Any
// other message is the screen's.
func (m *Model) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		return m.toScreen(resizeMsg{m.layout()})
	case StateMsg:
		return m.applyState(msg)
	case RenameMsg:
		m.rename(msg)
		return nil
	case thinkQueueMsg:
		return m.onThinkQueue(msg)
	case thinkInfoMsg:
		return m.onThinkInfo(msg)
	case thinkDoneMsg:
		if m.hold(msg) {
			return nil
		}
		return m.searchDone(msg)
	case tablesReadyMsg:
		m.tablesReady(msg)
		return nil
	case verdictLoadedMsg:
		m.verdictLoaded()
		return nil
	case explorerMsg:
		return m.explorerDone(msg)
	case coachMsg:
		return m.coachDone(msg)
	case NoticeMsg:
		m.setStatus(statusWarn, "%s", string(msg))
		return nil
	case startThinkMsg:
		return m.onStartThink(msg)
	case spinner.TickMsg:
		return m.onSpinnerTick(msg)
	case fileSavedMsg, fileLoadedMsg, fileDialogClosedMsg, copiedMsg:
		return m.recordMsg(msg)
	case newGameChosen:
		first := m.openedToChoose
		m.openedToChoose = false
		cmd := m.startChosen(msg)
		if first { // the game opened on the new-game screen begins: the note now
			m.sayGlyphNote()
		}
		return cmd
	case newGameCancelled:
		return m.onNewGameCancelled()
	case helpRequestedMsg:
		m.openHelp()
		return nil
	case learnClosedMsg:
		return m.closeLearn()
	case quitRequestedMsg:
		return m.quit()
	case statsSavedMsg:
		if msg.err != nil {
			m.setStatus(statusWarn, "%s", m.tr(txtNotCounted, "Status", m.status, "Err", msg.err))
		}
		return nil
	case settingsSavedMsg:
		if msg.err != nil {
			m.setStatus(statusWarn, "%s", m.tr(txtSettingsNotSaved, "Err", msg.err))
		}
		return nil
	case tea.BackgroundColorMsg:
		m.onBackgroundColor(msg)
		return nil
	case tea.KeyPressMsg:
		return m.handleKey(msg)
	case tea.MouseMsg:
		if m.active != nil {
			return m.toScreen(msg)
		}
		return m.handleMouse(msg)
	}
	return m.toScreen(msg)
}

// onThinkQueue notes where a search of the Model's waits in the engine's
// queue, and waits for its next message.
func (m *Model) onThinkQueue(msg thinkQueueMsg) tea.Cmd {
	if !m.currentSearch(msg.s) {
		return nil
	}
	m.searchQueued(msg.s, msg.ahead)
	return msg.s.wait()
}

// onThinkInfo keeps a running search's progress, the computer's move's
// or the analysis', and waits for its next message.
func (m *Model) onThinkInfo(msg thinkInfoMsg) tea.Cmd {
	if m.currentSearch(msg.s) && msg.s.queued.waiting { // its "running" may come after
		m.searchQueued(msg.s, searchRunning)
	}
	switch {
	case m.think.move != nil && msg.id == m.think.move.id:
		m.keepSearch(msg.info)
		return msg.s.wait()
	case m.analysis.s != nil && msg.id == m.analysis.s.id:
		m.analysis.info, m.analysis.hasInfo = msg.info, true
		return msg.s.wait()
	}
	return nil
}

// onStartThink starts the computer's move it asks for, unless the
// message is held or a later one replaced it.
func (m *Model) onStartThink(msg startThinkMsg) tea.Cmd {
	if m.hold(msg) {
		return nil
	}
	if msg.id == m.think.pending {
		m.think.pending = 0
		return m.startComputer()
	}
	return nil
}

// onSpinnerTick turns the spinner while a search runs.
func (m *Model) onSpinnerTick(msg spinner.TickMsg) tea.Cmd {
	if m.think.move == nil && m.think.ask == nil && m.analysis.s == nil {
		return nil
	}
	var cmd tea.Cmd
	m.spin, cmd = m.spin.Update(msg)
	if m.noTicks {
		cmd = nil
	}
	return cmd
}

// onNewGameCancelled goes back from the new-game screen: out of the
// program when it was opened to choose the first game, else to the game.
func (m *Model) onNewGameCancelled() tea.Cmd {
	if m.openedToChoose { // nothing chosen yet: back to where it was opened from
		m.openedToChoose = false
		return m.quitNow()
	}
	m.afterMoveStatus()
	return m.maybeStartComputer()
}

// onBackgroundColor follows the terminal's background, light or dark.
func (m *Model) onBackgroundColor(msg tea.BackgroundColorMsg) {
	if m.dark != msg.IsDark() {
		m.dark = msg.IsDark()
		m.setTheme(m.th.name)
	}
}

// applyState takes in a game pushed by the embedding model.
func (m *Model) applyState(s StateMsg) tea.Cmd {
	if s.Game == nil {
		return nil
	}
	m.drawOffered, m.drawOffering, m.endedElsewhere = s.DrawOffered, s.DrawOffering, s.Ended
	same := sameGame(m.g, s.Game)
	if m.replay != nil && same {
		return nil // nothing new: the person goes on replaying
	}
	if s.WhiteName != "" {
		m.opts.WhiteName = s.WhiteName
	}
	if s.BlackName != "" {
		m.opts.BlackName = s.BlackName
	}
	if same { // no move (a chat line, an offer): the player's selection and typing stay
		if s.Status != "" {
			m.setStatus(statusInfo, "%s", s.Status)
		}
		return nil
	}
	m.think.cancelAll()
	m.replay = nil
	m.closePostGame()
	m.setGame(s.Game.Clone())
	m.freshGame()
	if s.Status != "" {
		m.setStatus(statusInfo, "%s", s.Status)
	} else {
		m.afterMoveStatus()
	}
	return m.maybeStartComputer()
}

// sameGame reports whether a and b have the same start, moves and result.
// The results are compared last: finding one looks for a legal move, and
// games told apart by their plies (a room's every move) need not.
func sameGame(a, b *game.Game) bool {
	if a.Ply() != b.Ply() || a.Start() != b.Start() || !isPrefix(a.Moves(), b.Moves()) {
		return false
	}
	ra, wa := a.Result()
	rb, wb := b.Result()
	return ra == rb && wa == wb
}

// engineLevels is levels.All, kept for the screens.
var engineLevels = levels.All()
