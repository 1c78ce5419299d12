package server

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/botproto"
	"github.com/fetaix/fetaix/server/locale"
	"github.com/fetaix/fetaix/server/plainsession"
	"github.com/fetaix/fetaix/server/practice"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/sshguard"
	"github.com/fetaix/fetaix/server/termio"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/ui"
)

// app is the root model of one SSH session: the lobby, a game against the
// computer, or a room.
type app struct {
	srv     *Server
	player  room.Player
	args    []string        // the session's command: join CODE [TOKEN] | watch CODE
	st      *styles         // shared (stylesFor)
	noColor bool            // the terminal shows no colours (colors.go)
	loc     *i18n.Localizer // the session's language (server/locale)
	dark    bool            // the terminal's background is dark (until it says, taken to be)
	host    string          // how users reach this server, for the hints shown
	port    string
	reqs    *sshguard.Filter // the session channel's requests: window changes wait for Init
	clip    ui.Clipboard     // the copy keys write OSC 52 to this session
	keys    *keyMap          // every screen's key bindings (sessionKeys: read them only)
	// searches is the session's seat at the server's engine queue: the
	// sessions of one address take turns there, and that address with
	// the others (searches.go)
	searches *ai.Gate
	// output is the session's screen output (nil in tests without one)
	output *termio.Output

	obsMu       sync.Mutex
	undrawnSent time.Time // with an Observer: broadcast time of a state taken in, not yet drawn

	width, height int
	drawer        *termio.ScreenWriter // writes each view to the terminal; nil: the view is only returned
	held          bool                 // the last message was held (termio.Held): its read's last is drawn
	screen        screen               // the one shown: lobby, solo or room (screen.go)
	lobby         *lobby
	left          room.KeptSeat // the seat last left in a game in progress, for a guest to go back to
	solo          *soloScreen
	room          *roomScreen
	pages         *pagesScreen   // the lobby's pages over the store, while open
	notice        string         // a final message (server going down, idle) before quitting
	soloSaved     bool           // the solo game in progress was written as the session ended
	soloCount     room.GameCount // the solo screen's game in the games metrics (room/gamecount.go)
	lastInput     time.Time
	bell          *bool // the bell's setting, once read (bell.go)
	// learnProgress is the stars of a session without a player in the
	// store (a guest): kept for the session only (learn.go)
	learnProgress practice.GuestStars
	// runBests is a guest's best puzzle run per mode, for the session
	// only (puzzleruns.go)
	runBests map[string]int
	// learnSv keeps a key holder's stars, made on first use (learn.go);
	// learnMu guards it: the game's lessons ask for it off the update loop
	learnMu sync.Mutex
	learnSv *practice.LearnSaver

	// send gives a message to the session's program from another
	// goroutine: it waits until the program takes it, or has ended (nil:
	// the app has no program)
	send      func(tea.Msg)
	idleTimer *time.Timer // sends the next idleMsg (checkIdleSoon)

	saveNotes chan string // how writing a solo game went (savenote.go)
	saveNote  string      // the latest, shown on the solo and lobby screens
	// archiveFullTold: the player has been told that their games are over
	// the archive quota (room/archivequota.go)
	archiveFullTold atomic.Bool
	ctx             context.Context // the session's: it ends the session's engine searches
	// now is the time the room's clocks are shown at: time.Now, or a
	// test's clock when set
	now func() time.Time

	// glyphs fits the board's glyphs to the client's locale (its LANG,
	// RUNEWIDTH_EASTASIAN): ASCII where ambiguous glyphs are wide.
	glyphs *ui.GlyphFit
}

// timeNow is the time the room's clocks are shown at (app.now).
func (a *app) timeNow() time.Time {
	if a.now != nil {
		return a.now()
	}
	return time.Now()
}

// playerOf is who a session is: its user name, key, and the address the
// per-address limits count it by (an IPv6 client by its /64, as the
// connection limits do: one host may use every address of it).
func playerOf(sess ssh.Session) room.Player {
	p := room.Player{Name: textsafe.Name(sess.User()), Conn: sess.RemoteAddr().String(), Addr: sshguard.AddrKey(sess.RemoteAddr())}
	if k := sess.PublicKey(); k != nil {
		p.Key = gossh.FingerprintSHA256(k)
	}
	if w, ok := sess.(interface{ KeyFingerprint() string }); ok { // a linked browser (server/webdoor)
		p.Key = w.KeyFingerprint()
	}
	return p
}

// newApp builds the model of a session writing to out; ctx ends with the
// session.
func newApp(ctx context.Context, s *Server, sess ssh.Session, out io.Writer) *app {
	p := playerOf(sess)
	who := s.identify(ctx, &p)
	botproto.MarkBot(ctx, s.store, &p)
	p.Blocks = s.loadBlocks(ctx, p)
	noColor := envProfile(sessionEnv(sess)) < colorprofile.ANSI
	host, port := plainsession.HostPort(sess.LocalAddr())
	a := &app{srv: s, player: p, args: commandOf(sess), st: stylesFor(noColor, true), noColor: noColor, dark: true,
		host: host, port: port, lastInput: time.Now(), saveNotes: make(chan string, 1), ctx: ctx,
		keys: &sessionKeys, searches: s.searches.PlayerSeat(p.Addr, searcherOf(p))}
	a.clip = ui.Clipboard{Out: out}
	a.glyphs = ui.NewGlyphFit(ui.EnvLookup(sess.Environ()))
	a.loc = locale.ForSession(ctx, s.store, p.ID, sess.Environ())
	if who.keysRefused {
		a.saveNote = s.newKeyRefused(a.loc)
	}
	a.reqs = sshguard.FilterOf(sess)
	if pty, _, ok := sess.Pty(); ok {
		a.clip.Term = pty.Term
		a.width, a.height = sshguard.ClampWindow(pty.Window.Width, pty.Window.Height)
	}
	a.lobby = newLobby(a)
	a.lobby.acct.ac.named = p.ID != 0 && !who.needsName
	a.lobby.offerLearn = who.newKey || p.Guest()
	if who.needsName {
		a.lobby.askName(true)
		a.lobby.acct.why = who.whyText(a.loc)
	}
	a.show(a.lobby)
	a.notice = a.banNotice() // banned since the connection authenticated
	return a
}

// sshHint is the command that reaches this server with extra arguments
// (without -p on SSH's own port, 22).
func (a *app) sshHint(args string) string {
	if a.port == "22" {
		return fmt.Sprintf("ssh -t %s %s", a.host, args)
	}
	return fmt.Sprintf("ssh -t -p %s %s %s", a.port, a.host, args)
}

// Init runs the session's command or opens the lobby (which offers a
// seat kept for the player's key); the terminal is asked for its background colour
// (tea.BackgroundColorMsg), without waiting for the answer: by the drawer
// with the first screen, or else by a command.
func (a *app) Init() tea.Cmd {
	// The program runs: the session's handlers are done with sess.Pty().
	a.reqs.PassWindowChanges()
	a.checkIdleSoon()
	var ask tea.Cmd
	if a.drawer == nil {
		ask = tea.RequestBackgroundColor
	}
	if a.notice != "" {
		return tea.Batch(quitSoon(), ask)
	}
	if len(a.args) > 0 {
		return tea.Batch(ask, a.runCommand(a.args))
	}
	return tea.Batch(ask, a.lobby.init())
}

// runCommand handles "join [CODE [TOKEN]]" and "watch CODE" given on the
// ssh command line; join without a code goes back to the seat kept for
// the player's key.
func (a *app) runCommand(args []string) tea.Cmd {
	usage := "commands: join [CODE [TOKEN]], watch CODE"
	switch {
	case strings.EqualFold(args[0], "join") && len(args) == 1:
		return a.goBack()
	case strings.EqualFold(args[0], "join") && (len(args) == 2 || len(args) == 3):
		tok := ""
		if len(args) == 3 {
			tok = args[2]
		}
		return a.join(args[1], tok)
	case strings.EqualFold(args[0], "watch") && len(args) == 2:
		return a.watch(args[1])
	}
	a.lobby.setErr(fmt.Errorf("unknown command %q; %s", strings.Join(args, " "), usage))
	return a.lobby.init()
}

func (a *app) join(code, token string) tea.Cmd {
	c, err := a.srv.hub.Join(code, a.player, token)
	if err != nil {
		a.lobby.setErr(err)
		return a.lobby.init()
	}
	return a.enterRoom(c, "")
}

// goBack returns the player to the seat kept for them in a game in
// progress (room/keptseat.go), or says there is none.
func (a *app) goBack() tea.Cmd {
	c, err := a.srv.hub.GoBack(a.player, a.left)
	if err != nil {
		a.show(a.lobby)
		a.lobby.setErr(err)
		return a.lobby.init()
	}
	return a.enterRoom(c, "welcome back: you have resumed your game")
}

func (a *app) watch(code string) tea.Cmd {
	c, err := a.srv.hub.Watch(code, a.player)
	if err != nil {
		a.lobby.setErr(err)
		return a.lobby.init()
	}
	return a.enterRoom(c, "")
}

// enterRoom switches to the room screen of c.
func (a *app) enterRoom(c *room.Client, note string) tea.Cmd {
	a.room = newRoomScreen(a, c, note)
	a.show(a.room)
	return a.room.init()
}

// backToLobby closes the current screen and shows the lobby with a note.
func (a *app) backToLobby(note string) tea.Cmd {
	a.room, a.solo, a.pages = nil, nil, nil
	a.show(a.lobby)
	a.lobby.msg, a.lobby.msgErr = note, false
	return a.lobby.init()
}

// idleMsg asks the session to check for idleness.
type idleMsg struct{}

// checkIdleSoon has an idleMsg sent to the program in idleCheckEvery, by
// a timer (no goroutine waits for it); a session without a program
// (send nil) checks nothing. stopIdleChecks stops the timer as the
// session ends: a timer left running would keep the ended session's
// program, and all its memory, for as long.
func (a *app) checkIdleSoon() {
	switch {
	case a.send == nil:
	case a.idleTimer == nil:
		a.idleTimer = time.AfterFunc(a.srv.idleEvery(), func() { a.send(idleMsg{}) })
	default:
		a.idleTimer.Reset(a.srv.idleEvery())
	}
}

// stopIdleChecks stops checkIdleSoon's timer once the program has ended.
func (a *app) stopIdleChecks() {
	if a.idleTimer != nil {
		a.idleTimer.Stop()
	}
}

// backMsg returns to the lobby.
type backMsg struct{ note string }

// quitSoon quits after a pause that lets the user read the final notice.
func quitSoon() tea.Cmd {
	return tea.Tick(1500*time.Millisecond, func(time.Time) tea.Msg { return tea.QuitMsg{} })
}

// waiting reports whether the user is waiting on someone else, which is
// not idleness: for an opponent to join or move, or watching a game.
func (a *app) waiting() bool {
	return showing[*roomScreen](a) && a.room.waitingOnOthers()
}

// Update handles a message: the app's own (keep), or the shown screen's.
// The room screen marks its caches stale for what it is given
// (roomScreen.changed); of the messages the app keeps, it is told here,
// so that each message marks them once.
func (a *app) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	msg, a.held = termio.Unheld(msg)
	if size, ok := msg.(tea.WindowSizeMsg); ok {
		if probe := a.srv.cfg.windowProbe; probe != nil {
			probe(size.Width, size.Height)
		}
		// Sizes are clamped where they enter the server (sshguard); this
		// is a second line, and the screens below get the clamped size.
		size.Width, size.Height = sshguard.ClampWindow(size.Width, size.Height)
		a.width, a.height = size.Width, size.Height
		msg = size
	}
	room := a.room
	cmd, kept := a.keep(msg)
	if !kept {
		return a, a.screen.update(msg)
	}
	if room != nil {
		room.changed(msg)
	}
	return a, cmd
}

// keep handles the messages the app takes for itself, and reports
// whether msg was one of them; the others go on to the screen shown,
// the terminal's colours and the input's time noted on the way.
func (a *app) keep(msg tea.Msg) (tea.Cmd, bool) {
	switch msg := msg.(type) {
	case tea.BackgroundColorMsg:
		a.dark = msg.IsDark()
		a.st = stylesFor(a.noColor, a.dark)
	case tea.KeyPressMsg, tea.MouseMsg:
		a.lastInput = time.Now()
		if a.notice != "" {
			return nil, true
		}
	case idleMsg:
		if a.idle(time.Now()) {
			return quitSoon(), true
		}
		a.checkIdleSoon()
		return nil, true
	case shutdownMsg:
		a.saveSolo(ShutdownNotice)
		a.notice = a.loc.T(screentext.SessionDownSaved)
		return quitSoon(), true
	case backMsg:
		a.soloLeft()
		return a.backToLobby(msg.note), true
	case roomsMsg: // the lobby's, whatever screen is shown
		return a.lobby.ticked(), true
	case sanctionsMsg:
		return a.endIfBanned(), true
	case renamedMsg:
		a.renamed(msg)
		return nil, true
	case backToListMsg:
		a.soloLeft()
		return a.backToList(), true
	case saveNoteMsg:
		a.saveNote = msg.note
		return nil, true
	}
	return nil, false
}

// idle reports whether the user has typed nothing for the idle timeout —
// the longer wait idle timeout while waiting on others or watching; if so
// it says so and leaves the room, and the session should end.
func (a *app) idle(now time.Time) bool {
	limit := a.srv.cfg.IdleTimeout
	if a.waiting() {
		limit = a.srv.cfg.WaitIdleTimeout
	}
	if a.notice != "" || now.Sub(a.lastInput) < limit {
		return false
	}
	a.notice = a.loc.T(screentext.SessionIdle, "Wait", room.DurationIn(a.loc, limit))
	a.leaveAll()
	return true
}

// stateTaken tells the observer that a room state broadcast at sent has
// reached this session, and notes it for the next screen output.
func (a *app) stateTaken(sent time.Time) {
	obs := a.srv.cfg.Observer
	if obs == nil {
		return
	}
	obs.StateTaken(sent)
	a.obsMu.Lock()
	if a.undrawnSent.IsZero() {
		a.undrawnSent = sent
	}
	a.obsMu.Unlock()
}

// clockWhenWritten tells c's room when the screen output following st has
// been written to the client, while a clock runs for a seated player
// (room/lag.go).
func (a *app) clockWhenWritten(c *room.Client, st *room.State) {
	if a.output == nil || !st.ClockRunning || c.Seat() < 0 {
		return
	}
	seq := st.Seq
	a.output.WhenWritten(func(at time.Time) { c.Room().ClockWritten(c, seq, at) })
}

// drawn tells the observer that the screen output following a state taken
// in has been written.
func (a *app) drawn() {
	a.obsMu.Lock()
	sent := a.undrawnSent
	a.undrawnSent = time.Time{}
	a.obsMu.Unlock()
	if !sent.IsZero() {
		a.srv.cfg.Observer.StateDrawn(sent)
	}
}

// leaveAll takes the session out of its room.
func (a *app) leaveAll() {
	a.lobby.inbox.Close()
	if a.room != nil {
		a.room.c.Leave()
	}
}

// View draws the current screen, on the alternate screen with the mouse
// reported; with a drawer, it writes the screen's changes to the terminal
// and the view's text is left empty (nothing reads it: the program has no
// renderer), so that a screen drawn from parts (partedScreen) is never
// put together in one string.
func (a *app) View() tea.View {
	var parts []string
	switch p, ok := a.screen.(partedScreen); {
	case a.held && a.drawer != nil: // nothing drawn: a later event of its read is (termio.Held)
		return tea.View{}
	case a.notice != "":
		notice := a.loc.ShowLines(ansi.Wrap(a.notice, max(a.width-4, 20), " "))
		parts = []string{"\n  " + a.st.title.Render("Fetaix") + "\n\n  " + strings.ReplaceAll(notice, "\n", "\n  ") + "\n"}
	case ok:
		parts = p.viewParts()
	default:
		parts = []string{a.screen.view()}
	}
	text := ""
	if a.drawer != nil {
		a.drawer.Draw(parts, a.width, a.height)
	} else {
		text = strings.Join(parts, "\n")
	}
	return tea.View{Content: text, AltScreen: true, MouseMode: tea.MouseModeCellMotion}
}

// uiOptions are the options every game model of the session starts from:
// its colours, keys, clipboard, and the server's engine queue and endgame
// tables.
func (a *app) uiOptions() ui.Options {
	return a.glyphs.Apply(ui.Options{LightBackground: !a.dark, BackgroundAsked: true, NoColor: a.noColor, Clipboard: a.clip,
		Gate: a.searches, Context: a.ctx, Keys: ui.LocalizedKeys(&a.keys.KeyMap, a.loc), Tables: a.srv.cfg.Tables, Learn: a.gameLearn, Lang: a.loc})
}

// soloOver writes a game played on the solo screen that has just ended
// (the solo model calls it once per game, off the update loop).
func (a *app) soloOver(g *game.Game, mode ui.Mode, human game.Color, level int, seed uint64) {
	res, why := g.Result()
	a.writeSolo(g, mode, human, level, seed, res, why.String())
}

// soloLeft counts the game on the solo screen, if it is left unfinished,
// as quit (aborted if too short to count).
func (a *app) soloLeft() {
	if !showing[*soloScreen](a) {
		return
	}
	if g := a.solo.game.Game(); room.SoloAborted(g) {
		a.soloCount.Finish(a.srv.ops, room.EndAborted)
	} else if res, _ := g.Result(); res == game.Ongoing {
		a.soloCount.Finish(a.srv.ops, room.EndQuit)
	}
}

// saveSolo writes a game against the computer still in progress when the
// session ends (why: the connection closed, the server is going down),
// once; a game that ended was written then, and one with no move yet is
// not a game, nor an archived game opened with no move played on it.
func (a *app) saveSolo(why string) {
	defer a.soloCount.Finish(a.srv.ops, room.EndAborted) // no move played: not a game
	if a.soloSaved || !showing[*soloScreen](a) || a.solo.unplayed() {
		return
	}
	g := a.solo.game.Game()
	if res, _ := g.Result(); res != game.Ongoing || g.Ply() == 0 {
		return
	}
	a.soloSaved = true
	a.writeSolo(g, a.solo.game.Mode(), a.solo.game.Human(), a.solo.game.Level(), a.solo.game.Seed(), game.Ongoing, "interrupted: "+why)
}

// writeSolo writes a game played on the solo screen, naming its players
// by mode: the session's player against the computer, the computer
// against itself, or the player at both sides of one keyboard.
func (a *app) writeSolo(g *game.Game, mode ui.Mode, human game.Color, level int, seed uint64, res game.Result, termination string) {
	if room.SoloAborted(g) {
		a.soloCount.Finish(a.srv.ops, room.EndAborted)
	} else {
		a.soloCount.Finish(a.srv.ops, room.EndOf(res))
	}
	event := a.player.Name + " vs the computer"
	white, black := store.Seat{Player: a.player.ID, Name: a.player.Name}, store.Seat{Name: ui.ComputerName(level)}
	switch {
	case mode == ui.ModeWatch:
		event, white = "computer vs computer", black
	case mode == ui.ModeHotseat: // one player at both sides: archived under the name only
		white.Player = 0
		event, black, level = a.player.Name+" at both sides of one keyboard", white, 0
	case human == game.Black:
		white, black = black, white
	}
	if room.SoloAborted(g) {
		return
	}
	if !a.srv.hub.ArchiveAllowed(time.Now(), a.player) {
		if a.archiveFullTold.CompareAndSwap(false, true) {
			a.tellSolo("your games are not archived for now: " + a.srv.hub.ArchiveFullNote())
		}
		return
	}
	rec := room.FinishedGame(g, event, time.Now(), white, black, "no clock", res, termination)
	if mode != ui.ModeHotseat {
		rec.Record.SetSeed(seed) // the computer's game replays from its record
	}
	rec.Level = level
	a.srv.hub.Finished(room.GameRef{Code: "solo", No: 1}, rec, a.reportSoloSave, nil)
}
