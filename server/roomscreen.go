package server

import (
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/chatbox"
	"github.com/fetaix/fetaix/server/housebot"
	"github.com/fetaix/fetaix/server/locale"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/textfit"
	"github.com/fetaix/fetaix/ui"
)

// roomScreen shows a room: a waiting page until both players are there,
// then the game (the ui package's model in remote-seat mode) under a
// header with the room code, clocks, connection state and offers.
type roomScreen struct {
	a      *app
	c      *room.Client
	st     *room.State
	game   *ui.Model
	color  game.Color // our colour in the current game (players only)
	status string     // a refusal to show over the game's own status
	ticks  bool       // a countdown tick is scheduled
	// waitsNext: an event game over, the next one is looked for
	// (nextEventGame)
	waitsNext bool
	chat      chatbox.Box // server/chatbox
	mod       modForm     // block and report (roommod.go)
	gameH     int         // the height the game was last given
	bell      roomBell    // bell.go
	rival     rivalInfo   // the opponent's rating, profile (rival.go)
	// profile is a player's profile, shown over the game while open, and
	// profileSeat the seat of that player
	profile     *pagesScreen
	profileSeat int
	headH       int // the rows of the header the game was sized for
	// confirmLeave: q was pressed in a rated game in progress, and the
	// question whether to leave it is shown
	confirmLeave bool
	// left: the player left the room (leave), whose closing is then no
	// news
	left bool
	// bot is quick match's offer of a house bot (server/housebot)
	bot housebot.QuickOffer
	// content is the game's view as last drawn, still the game's view
	// while contentOK (gameContent)
	content   string
	contentOK bool
	head      headerCache   // the header as last drawn (headercache.go)
	chats     chatbox.Cache // the chat as last drawn
	// staleMarks counts the messages that marked content and chats
	// stale (changed)
	staleMarks int
	parts      []string // the parts of the last view (viewParts)
}

// Messages of the room screen; each carries its client so that messages
// of a room left earlier are ignored.
type (
	roomStateMsg struct {
		c  *room.Client
		st *room.State
	}
	roomClosedMsg struct{ c *room.Client }
	roomErrMsg    struct {
		c   *room.Client
		err error
	}
	roomTickMsg struct{ c *room.Client }
)

func newRoomScreen(a *app, c *room.Client, note string) *roomScreen {
	return &roomScreen{a: a, c: c, status: note, chat: chatbox.New(a.loc)}
}

func (rs *roomScreen) spectator() bool { return rs.c.Seat() < 0 }

func (rs *roomScreen) init() tea.Cmd { return tea.Batch(rs.next(), rs.pollQuick()) }

// next waits for the room's next state.
func (rs *roomScreen) next() tea.Cmd {
	c := rs.c
	return func() tea.Msg {
		st, ok := <-c.Updates()
		if !ok {
			return roomClosedMsg{c}
		}
		return roomStateMsg{c, st}
	}
}

// waitingOnOthers reports whether the user waits for someone else.
func (rs *roomScreen) waitingOnOthers() bool {
	st := rs.st
	if st == nil || rs.spectator() || !st.Started {
		return true
	}
	return !st.Over() && st.Position().SideToMove() != rs.color
}

// ask runs a request to the room and reports a refusal.
func (rs *roomScreen) ask(f func() error) tea.Cmd {
	c := rs.c
	return func() tea.Msg {
		if err := f(); err != nil {
			return roomErrMsg{c, err}
		}
		return nil
	}
}

func (rs *roomScreen) update(msg tea.Msg) tea.Cmd {
	rs.changed(msg) // (the app tells it of the messages it keeps itself)
	switch msg := msg.(type) {
	case roomStateMsg:
		if msg.c != rs.c {
			return nil
		}
		rs.a.stateTaken(msg.st.AsOf)
		rs.a.clockWhenWritten(rs.c, msg.st)
		return tea.Batch(rs.apply(msg.st), rs.next(), rs.nextEventGame())
	case eventNextMsg:
		return rs.onEventNext(msg)
	case roomClosedMsg:
		if msg.c != rs.c || rs.left {
			return nil // a room left says so itself (leave)
		}
		l := rs.a.loc
		note := l.T(screentext.RoomNoteLeft)
		if rs.st != nil && rs.st.Closed {
			note = l.T(screentext.RoomNoteClosed, "Code", rs.st.Code, "Notice", rs.st.NoticeSaid.In(l))
		} else if rs.st != nil && !rs.spectator() {
			note = l.T(screentext.RoomNoteElsewhere, "Code", rs.c.Code())
		}
		return func() tea.Msg { return backMsg{note} }
	case roomErrMsg:
		if msg.c != rs.c {
			return nil
		}
		rs.status = rs.a.loc.T(screentext.RoomRefused, "Why", room.RefusalIn(rs.a.loc, msg.err))
		return rs.pushGame()
	case quickPollMsg:
		return rs.quickPolled(msg)
	case roomTickMsg:
		if msg.c != rs.c {
			return nil
		}
		rs.ticks = false
		return tea.Batch(rs.lowTimeBell(rs.a.timeNow()), rs.resizeGame(), rs.tick()) // the header may take a row more or less
	case ui.RequestMsg:
		return rs.request(msg)
	case modDoneMsg:
		return rs.modDone(msg)
	case chatRefusedMsg:
		return rs.chatRefused(msg)
	case tea.PasteMsg:
		if rs.mod.open && rs.mod.report {
			rs.mod.reason.Update(msg)
			return nil
		}
		if rs.chat.Open {
			rs.chat.Field.Update(msg)
			return nil
		}
	case tea.WindowSizeMsg:
		if rs.game != nil {
			rs.gameH = -1
			return rs.resizeGame()
		}
		return nil
	case tea.KeyPressMsg:
		k := rs.a.keys
		if rs.game == nil || !rs.st.Started {
			if level := rs.bot.Taken(msg.String()); level > 0 { // server/housebot
				_, rs.a.room = rs.leave(), nil
				return rs.a.soloAt(level)
			}
			if key.Matches(msg, k.Quit, k.Cancel, k.Interrupt) {
				return rs.leave()
			}
			return nil
		}
		if rs.profile != nil {
			return rs.profileKey(msg)
		}
		if cmd, ok := rs.modKey(msg); ok {
			return cmd
		}
		if cmd, ok := rs.chatKey(msg); ok {
			return cmd
		}
		if key.Matches(msg, k.Profile) {
			return rs.openRivalProfile()
		}
		if cmd, ok := rs.seatKey(msg); ok {
			return cmd
		}
		rs.status = ""
	case tea.MouseMsg: // the game is drawn below the header (viewParts)
		if rs.game != nil {
			return rs.updateGame(ui.MouseMoved(msg, 0, -max(rs.headH, 1)))
		}
	}
	if rs.game == nil {
		return nil
	}
	return rs.updateGame(msg)
}

// updateGame gives msg to the game, whose view is then drawn again.
func (rs *roomScreen) updateGame(msg tea.Msg) tea.Cmd {
	rs.contentOK = false
	_, cmd := rs.game.Update(msg)
	return cmd
}

// gameContent is the game's view. The game's view changes only with the
// messages it is given (updateGame) and those the app takes in
// (app.Update tells changed), not with time: it is drawn again only then,
// and the clocks' ticks, which change only the header, reuse it.
func (rs *roomScreen) gameContent() string {
	if !rs.contentOK {
		rs.content, rs.contentOK = rs.game.Content(), true
	}
	return rs.content
}

// changed tells the room screen that msg, given to the app, may have
// changed what the game's view and the chat show (their keys, their
// colours, the room's state): any message but those that are known to
// leave them alone.
func (rs *roomScreen) changed(msg tea.Msg) {
	switch msg.(type) {
	case roomTickMsg, roomsMsg, idleMsg:
		return
	}
	rs.contentOK, rs.chats.OK = false, false
	rs.staleMarks++
}

// leave leaves the room and returns to the lobby; a game short enough
// to be aborted is aborted (room/abort.go) rather than kept for a return.
func (rs *roomScreen) leave() tea.Cmd {
	corr := rs.st != nil && rs.st.Options.Correspondence() && !rs.st.Over() // its seat is kept for the game
	if st := rs.st; st != nil && !rs.spectator() && st.Abortable() && !corr {
		_ = rs.c.Abort()
	}
	rs.c.Leave()
	rs.left = true
	l := rs.a.loc
	note := l.T(screentext.RoomNoteLeftRoom, "Code", rs.c.Code())
	if corr && !rs.spectator() {
		note = l.T(screentext.RoomNoteLeftCorr, "Code", rs.c.Code(), "Join", rs.a.sshHint("join "+rs.c.Code()))
	} else if st := rs.st; st != nil && !rs.spectator() && st.Started && !st.Over() && !st.Abortable() {
		rs.a.left = room.KeptSeat{Code: rs.c.Code(), Token: rs.c.Token()}
		note = l.T(screentext.RoomNoteSeatKept, "Code", rs.c.Code(), "Grace", room.DurationIn(l, rs.a.srv.hub.Grace()), "Hint", rs.resumeHint())
	}
	return func() tea.Msg { return backMsg{note} }
}

// resumeHint is how this player gets back to the seat.
func (rs *roomScreen) resumeHint() string {
	if rs.a.player.Guest() {
		return rs.a.sshHint("join " + rs.c.Code() + " " + rs.c.Token())
	}
	return rs.a.loc.T(screentext.RoomNoteSameKey, "Hint", rs.a.sshHint(""))
}

// request forwards what the person asked for in the game to the room.
func (rs *roomScreen) request(r ui.RequestMsg) tea.Cmd {
	if rs.spectator() && r.Kind != ui.RequestQuit {
		return nil
	}
	switch r.Kind {
	case ui.RequestMove:
		m, gameNo := r.Move, 0
		if rs.st != nil {
			gameNo = rs.st.GameNo
		}
		return rs.ask(func() error { return rs.c.MoveAt(m, gameNo, r.Ply) })
	case ui.RequestResign:
		return rs.ask(rs.c.Resign)
	case ui.RequestDraw:
		return rs.ask(rs.c.OfferDraw)
	case ui.RequestRematch:
		return rs.ask(rs.c.Rematch)
	case ui.RequestQuit:
		if st := rs.st; st != nil && st.Started && !st.Over() && st.Options.Rated && st.Casual == "" && !st.Abortable() &&
			!st.Options.Correspondence() { // (its seat is kept for the game)
			rs.confirmLeave = true
			rs.status = rs.a.loc.T(screentext.RoomConfirmLeave, "Grace", room.DurationIn(rs.a.loc, rs.a.srv.hub.Grace()))
			return rs.pushGame()
		}
		return rs.leave()
	}
	return nil
}

// seatKey handles the keys of a player's seat that the room screen answers
// itself: the answer to the question whether to leave, decline draw,
// abort, and rematch (also after an end the game itself does not know, a
// flag or an abort).
func (rs *roomScreen) seatKey(msg tea.KeyPressMsg) (tea.Cmd, bool) {
	if rs.spectator() {
		return nil, false
	}
	k := rs.a.keys
	switch {
	case rs.confirmLeave:
		rs.confirmLeave, rs.status = false, ""
		if key.Matches(msg, k.Yes) {
			return rs.leave(), true
		}
		return rs.pushGame(), true
	case key.Matches(msg, k.DeclineDraw):
		return rs.ask(rs.c.DeclineDraw), true
	case key.Matches(msg, k.Takeback):
		return rs.ask(rs.c.Takeback), true
	case key.Matches(msg, k.DeclineTakeback):
		return rs.ask(rs.c.DeclineTakeback), true
	case key.Matches(msg, k.Bell):
		return rs.toggleBell(), true
	case key.Matches(msg, k.Abort):
		return rs.ask(rs.c.Abort), true
	case key.Matches(msg, k.Berserk):
		return rs.ask(rs.c.Berserk), true
	case key.Matches(msg, k.Rematch, k.New) && rs.st.Over():
		return rs.ask(rs.c.Rematch), true
	}
	return nil, false
}

// gameSize is the window size left to the game between the header, of
// headH rows, and the chat.
func (rs *roomScreen) gameSize(headH int) tea.WindowSizeMsg {
	avail := max(rs.a.height-headH, 0)
	return tea.WindowSizeMsg{Width: rs.a.width, Height: avail - rs.chatRows(avail)}
}

// resizeGame tells the game its size when the header or the chat has
// taken or given back rows.
func (rs *roomScreen) resizeGame() tea.Cmd {
	if rs.game == nil || rs.st == nil {
		return nil
	}
	headH := len(rs.header(rs.a.timeNow()))
	sz := rs.gameSize(headH)
	if sz.Height == rs.gameH && headH == rs.headH {
		return nil
	}
	rs.gameH, rs.headH = sz.Height, headH
	return rs.updateGame(sz)
}

// apply takes in a new room state.
func (rs *roomScreen) apply(st *room.State) tea.Cmd {
	prev := rs.st
	rs.st = st
	if st.Closed || !st.Started {
		return rs.tick()
	}
	color := st.ColorOf(max(rs.c.Seat(), 0))
	if rs.game == nil || (!rs.spectator() && color != rs.color) {
		rs.color = color
		o := rs.a.uiOptions() // the engine: analysis, once the game is over
		o.Mode, o.Color, o.Spectator, o.Rules, o.Game = ui.ModeRemote, color, rs.spectator(), &st.Options.Rules, st.Game
		o.OneGame = st.Options.Event != 0 // a tournament's game: no rematch
		o.HostKeys, o.HostTitle, o.Keys = roomHelp{rs}, rs.a.loc.T(screentext.RoomKeysTitle), ui.LocalizedKeys(rs.gameKeys(), rs.a.loc)
		rs.game = ui.New(o)
		rs.gameH, rs.contentOK = -1, false
	}
	rival := rs.lookUpRival() // first: the header's size counts the opponent's rating
	return tea.Batch(rs.resizeGame(), rs.pushGame(), rs.tick(), rs.moveBell(prev, st), rs.lowTimeBell(rs.a.timeNow()), rival)
}

// gameKeys are the game's key bindings in a room (inRoom): for the
// sessions' shared bindings, the rooms' shared ones.
func (rs *roomScreen) gameKeys() *ui.KeyMap {
	if rs.a.keys == &sessionKeys {
		return roomGameKeysIn(rs.a.loc)
	}
	k := inRoom(rs.a.keys)
	if l := rs.a.loc; l.Lang() != i18n.English {
		k.Quit.SetHelp(k.Quit.Help().Key, l.V(screentext.RoomKeyLeave))
	}
	return k
}

// leaveKey is the game's quit as a room names it: it leaves the room.
func leaveKey(quit key.Binding) key.Binding {
	quit.SetHelp(quit.Help().Key, "leave")
	return quit
}

// pushGame sends the room's game into the game model.
func (rs *roomScreen) pushGame() tea.Cmd {
	st := rs.st
	if rs.game == nil || st == nil || st.Game == nil {
		return nil
	}
	status, l := rs.status, rs.a.loc
	if status == "" && st.Aborted {
		status = l.T(screentext.RoomAborted, "Why", st.AbortedWhy().In(l))
	} else if status == "" && st.Over() {
		if res, _ := st.Game.Result(); res == game.Ongoing { // an end the game does not know
			status = l.T(screentext.RoomOver, "Result", screentext.ResultIn(l, st.Result), "Why", st.ReasonSaid.In(l))
		}
	}
	return rs.updateGame(ui.StateMsg{Game: st.Game, Status: status,
		WhiteName: orQ(st.ShownIn(l, game.White)), BlackName: orQ(st.ShownIn(l, game.Black)),
		DrawOffered: rs.drawOffered(), DrawOffering: rs.drawOffering(), Ended: st.Over()})
}

// tick schedules a redraw when a countdown on screen next shows another
// second (clocktick.go), while one is on screen.
func (rs *roomScreen) tick() tea.Cmd {
	st := rs.st
	if rs.ticks || st == nil || st.Closed {
		return nil
	}
	counting := st.ClockRunning
	for _, s := range st.Seats {
		counting = counting || !s.GraceEnd.IsZero()
	}
	if !counting {
		return nil
	}
	rs.ticks = true
	c := rs.c
	return tea.Tick(nextCountdownChange(st, rs.a.timeNow()), func(time.Time) tea.Msg { return roomTickMsg{c} })
}

// view draws the room: its parts (viewParts) joined by line breaks.
func (rs *roomScreen) view() string { return strings.Join(rs.viewParts(), "\n") }

// viewParts draws the room in parts: the header's rows, the game's view
// and the chat, each drawn again only when what it shows changed (the
// header's cache, gameContent, the chat's cache); the slice is the
// screen's, reused by the next draw.
func (rs *roomScreen) viewParts() []string {
	st := rs.st
	switch {
	case st == nil:
		return []string{"\n  " + rs.a.loc.V(screentext.RoomJoining, "Code", rs.c.Code()) + "\n"}
	case !st.Started:
		return []string{textfit.Fit(rs.waitingView(), rs.a.width)}
	case rs.profile != nil:
		return []string{rs.profile.view()}
	}
	// the rows the game was sized for: a header grown since (a clock
	// passing an hour) waits for the next tick's resize
	head := rs.header(rs.a.timeNow())
	parts := append(rs.parts[:0], head[:min(len(head), rs.headH)]...)
	if len(parts) == 0 {
		parts = append(parts, "") // the game's view starts on the second row all the same
	}
	parts = append(parts, rs.gameContent())
	if rows := rs.a.height - rs.headH - rs.gameH; rows > 0 {
		parts = append(parts, rs.chatDrawn(rows, rs.a.width))
	}
	rs.parts = parts
	return parts
}

func (rs *roomScreen) waitingView() string {
	s := rs.a.st
	var b strings.Builder
	fmt.Fprintf(&b, "\n  %s\n\n", s.title.Render(locale.RoomTitle(rs.a.loc, rs.c.Code())))
	if rs.spectator() {
		fmt.Fprintf(&b, "  %s\n\n  %s\n", locale.WaitingSecond(rs.a.loc),
			s.dim.Render(locale.BackToLobby(rs.a.loc)))
		return b.String()
	}
	l, o := rs.a.loc, rs.st.Options
	b.WriteString("  " + locale.WaitingOpponent(l) + "\n\n")
	if o.Quick {
		b.WriteString("  " + l.V(screentext.RoomQuickWait) + "\n")
		if n := rs.bot.Level(rs.a.srv.hub.SeekClock(), func() int { return rs.a.seekRating(o.Class()).R }); n > 0 {
			b.WriteString("  " + screentext.BotOffer(l, n, housebot.OfferKey) + "\n")
		}
	}
	b.WriteString("  " + screentext.ShowStyled(l, s.key.Render, screentext.RoomShare, "Code", rs.c.Code()) + "\n")
	b.WriteString("    " + rs.a.sshHint("join "+rs.c.Code()) + "\n\n")
	how := ""
	if o.Color == room.ChooseRandom {
		how = l.T(screentext.RoomDrawnRandom)
	}
	rated := l.T(screentext.RoomCasual)
	if o.Rated {
		rated = l.T(screentext.RoomRated)
	}
	b.WriteString("  " + l.V(screentext.RoomWillPlay, "Side", screentext.SideName(l, rs.st.ColorOf(max(rs.c.Seat(), 0))), "How", how,
		"Rated", rated, "Clock", screentext.ClockIn(l, o), "Rules", screentext.RulesIn(l, o.Rules)) + "\n")
	if o.Rated && !rs.a.player.Established {
		b.WriteString("  " + s.dim.Render(l.V(screentext.RoomCasualAddr)) + "\n")
	}
	leaveHelp := locale.LeaveRoom(l)
	if o.Correspondence() {
		leaveHelp = l.V(screentext.RoomCorrWaitHelp, "Lapse", room.DaysIn(l, room.WaitingLapse))
	}
	b.WriteString("\n  " + s.dim.Render(leaveHelp) + "\n")
	if rs.status != "" {
		b.WriteString("\n  " + rs.status + "\n")
	}
	return b.String()
}

// headerRows are the rows above the game: the room's facts, then its
// news, as many to a row as fit the window.
func (rs *roomScreen) headerRows(now time.Time) []string {
	st, s, l := rs.st, rs.a.st, rs.a.loc
	top := []string{s.r(&s.title, l.V(screentext.RoomHead, "Code", st.Code))}
	if rs.spectator() {
		top = append(top, l.V(screentext.RoomWatching))
	} else {
		top = append(top, l.V(screentext.YouPlay(rs.color)))
		if t := rs.rivalText(); t != "" {
			top = append(top, t)
		}
		if rs.a.player.Guest() {
			top = append(top, screentext.ShowStyled(l, func(t ...string) string { return s.r(&s.key, t[0]) }, screentext.RoomToken, "Token", rs.c.Token()))
		}
	}
	top = append(top, l.V(screentext.RoomGameNo, "N", st.GameNo), l.Show(screentext.RatedIn(l, st)), l.Show(screentext.ClockIn(l, st.Options)),
		l.V(screentext.RoomRules, "Rules", screentext.RulesIn(l, st.Options.Rules)))
	if st.Spectators > 0 {
		top = append(top, l.Show(l.N(screentext.RoomWatchers, st.Spectators)))
	}
	second := rs.headerNews(now)
	pack := func() []string {
		return append(textfit.Pack(top, " · ", " ", rs.a.width), textfit.Pack(second, " · ", " ", rs.a.width)...)
	}
	rows := pack()
	if rs.a.height-len(rows)-chatbox.MinGameRows < 1 { // no row for the room's keys under the game (chatLast)
		top = append(top, l.V(screentext.RoomChatKey, "Key", rs.a.keys.Chat.Help().Key))
		rows = pack()
	}
	return rows
}

// headerNews are the header's second part: a problem writing the games
// down, the ratings, the clocks, the seats away, and what just happened
// or is asked of the player.
func (rs *roomScreen) headerNews(now time.Time) []string {
	st, s, l := rs.st, rs.a.st, rs.a.loc
	var second []string
	if st.Storage != "" {
		second = append(second, s.r(&s.err, l.Show(st.StorageSaid.In(l))))
	}
	if news := rs.ratingNews(); news != "" {
		second = append(second, s.r(&s.good, news))
	}
	if st.Options.Timed() {
		for _, c := range []game.Color{game.White, game.Black} {
			t := l.Show(screentext.SideName(l, c) + " " + screentext.CountdownIn(l, st.ClockLeft(c, now)))
			if st.ClockRunning && st.Position().SideToMove() == c {
				t = s.r(&s.key, t+" ◂")
			}
			second = append(second, t)
		}
	}
	said := false // the event is a disconnect the line below says already
	for i, seat := range st.Seats {
		if seat.Taken && !seat.Connected && !seat.GraceEnd.IsZero() {
			left := max(seat.GraceEnd.Sub(now), 0)
			second = append(second, s.r(&s.err, l.V(screentext.RoomDisconnected, "Name", seat.Name, "Left", screentext.ClockText(left))))
			said = said || st.Said.Disconnected(seat.Name)
		} else if seat.Taken && !seat.Connected && st.Options.Correspondence() {
			second = append(second, s.r(&s.dim, l.V(screentext.RoomAway, "Name", seat.Name)))
		} else if !seat.Taken && st.Started && !st.Over() {
			second = append(second, s.r(&s.err, l.V(screentext.RoomHasLeft, "Name", orQ(st.Seats[i].Name))))
		}
	}
	mine, k := rs.c.Seat(), rs.a.keys
	if mine >= 0 && st.Abortable() {
		second = append(second, s.r(&s.dim, l.V(screentext.RoomAborts, "Key", k.Abort.Help().Key)))
	}
	switch {
	case mine >= 0 && st.Takeback == int8(1-mine):
		second = append(second, s.r(&s.good, l.V(screentext.RoomTakebackAsk, "Name", st.Seats[1-mine].Name,
			"Yes", k.Takeback.Help().Key, "No", k.DeclineTakeback.Help().Key)))
	case rs.drawOffered():
		second = append(second, s.r(&s.good, l.V(screentext.RoomDrawOffer, "Name", st.Seats[st.DrawOffer].Name,
			"Yes", k.Draw.Help().Key, "No", k.DeclineDraw.Help().Key)))
	case rs.drawOffering():
		second = append(second, s.r(&s.dim, l.V(screentext.RoomYouOffer, "Name", orQ(st.Seats[1-mine].Name))))
	case mine >= 0 && st.Over() && st.Rematch[1-mine] && !st.Rematch[mine]:
		second = append(second, s.r(&s.good, l.V(screentext.RoomRematchWant, "Name", st.Seats[1-mine].Name, "Key", k.Rematch.Help().Key)))
	case len(st.Said) > 0 && !said:
		second = append(second, s.r(&s.dim, l.Show(st.Said.In(l))))
	}
	if st.Renamed != "" {
		second = append(second, s.r(&s.dim, l.Show(st.RenamedSaid.In(l))))
	}
	return second
}

// ratingNews is what the header says of the ratings after the room's
// last rated game: the player's own new rating, or both for spectators.
func (rs *roomScreen) ratingNews() string {
	st, l := rs.st, rs.a.loc
	if st.Ratings[0] == "" {
		return ""
	}
	after := st.RatingsOf != st.GameNo
	if mine := rs.c.Seat(); mine >= 0 {
		if after {
			return l.V(screentext.RoomYourRatingN, "N", st.RatingsOf, "Rating", st.Ratings[mine])
		}
		return l.V(screentext.RoomYourRating, "Rating", st.Ratings[mine])
	}
	id := screentext.RoomRatings
	if after {
		id = screentext.RoomRatingsN
	}
	return l.V(id, "N", st.RatingsOf, "A", st.Seats[0].Name, "RA", st.Ratings[0], "B", st.Seats[1].Name, "RB", st.Ratings[1])
}

// drawOffered reports whether the opponent offers this seat a draw.
func (rs *roomScreen) drawOffered() bool {
	mine := rs.c.Seat()
	return rs.st != nil && rs.st.DrawOffer >= 0 && int(rs.st.DrawOffer) != mine && mine >= 0
}

// drawOffering reports whether this seat's own draw offer stands.
func (rs *roomScreen) drawOffering() bool {
	mine := rs.c.Seat()
	return rs.st != nil && mine >= 0 && int(rs.st.DrawOffer) == mine && !rs.st.Over()
}
