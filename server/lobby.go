package server

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/refuse"
	"github.com/fetaix/fetaix/server/housebot"
	"github.com/fetaix/fetaix/server/locale"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/textfit"
	"github.com/fetaix/fetaix/ui"
)

// lobbyPage is the part of the lobby shown.
type lobbyPage int

const (
	pageMenu lobbyPage = iota
	pageCreate
	pageJoin
	pageWatch
	pageOpen
	pageCorr // the player's correspondence games (room/correspondence.go)
)

// The labels of the lobby's items that others name: the account pages
// (they name it), quick match (its label shows the clock and how many
// wait), the open games.
const (
	labelAccount   = "Your name and keys"
	labelQuick     = "Quick match"
	labelOpenGames = "Open games"
	labelPuzzles   = "Puzzles"
	labelCorr      = "Your correspondence games"
	labelWatch     = "Watch a game"
	labelQuit      = "Quit"
)

// puzzlesKey is the puzzles' key: a letter, not a number, so that the
// other items keep theirs.
const puzzlesKey = "p"

// corrKey is the key of the player's correspondence games.
const corrKey = "c"

// lobbyMenu is the lobby's menu, numbered from 1 in the order drawn (the
// puzzles and the lessons have their letters, puzzlesKey and screentext.LearnKey); a
// guest has no name or keys to manage, and is not offered them; a player
// whose seat is kept in room kept (room/keptseat.go; "": none) is offered to go
// back to it, last, so that the other items keep their numbers.
func lobbyMenu(guest bool, kept string) menu[*lobby] {
	items := []menuItem[*lobby]{
		{label: "Play the computer", act: func(l *lobby) tea.Cmd { return l.a.playComputer() }},
		{label: labelPuzzles, key: puzzlesKey, act: func(l *lobby) tea.Cmd { return l.a.openPuzzles(nil) }},
		{label: screentext.LabelLearn, key: screentext.LearnKey, act: func(l *lobby) tea.Cmd { return l.a.openLearn() }},
		{label: "Create a room", act: (*lobby).openCreate},
		{label: "Join a room by code", act: (*lobby).openJoin},
		{label: labelQuick, act: (*lobby).quickMatch},
		{label: labelWatch, act: (*lobby).openWatch},
		{label: "Players and games", act: func(l *lobby) tea.Cmd { return l.a.openPages() }},
		{label: labelAccount, act: (*lobby).openAccount},
		{label: labelOpenGames, act: (*lobby).openOpenGames},
		{label: labelQuit, act: func(*lobby) tea.Cmd { return tea.Quit }},
	}
	if guest {
		items = slices.DeleteFunc(items, func(it menuItem[*lobby]) bool { return it.label == labelAccount })
	}
	if kept != "" {
		items = append(items, menuItem[*lobby]{label: "Back to your game in room " + kept,
			act: func(l *lobby) tea.Cmd { return l.a.goBack() }})
	}
	n := 0
	for i := range items {
		if items[i].key == "" {
			n++
			items[i].key = strconv.Itoa(n)
		}
	}
	return menu[*lobby]{items: items}
}

// checkKept looks for a seat kept for the player in a game in progress,
// and offers it in the menu (rebuilt when the seat found changes); when
// one is newly found the menu's cursor goes to it, for enter to go back.
func (l *lobby) checkKept() {
	had, code := l.kept.Code, ""
	l.kept, l.hasKept = l.a.srv.hub.Kept(l.a.player, l.a.left)
	l.inProgress = l.a.srv.hub.InProgress(l.a.player)
	if !l.hasKept {
		l.kept = room.KeptSeat{}
	}
	if code = l.kept.Code; code == had {
		return
	}
	sel := l.menu.sel
	l.menu = l.withCorr(l.withTourneys(lobbyMenu(l.a.player.Guest(), code)))
	if code != "" || sel >= len(l.menu.items) {
		sel = len(l.menu.items) - 1
	}
	l.menu.sel = sel
}

// Fields of the create-room form.
const (
	fieldColor = iota
	fieldClock
	fieldRules
	fieldRated
	fieldOpen
	numFields
)

// lobby is the first screen: a menu, the create-room form, the join field
// and the list of rooms to watch.
type lobby struct {
	a      *app
	page   lobbyPage
	menu   menu[*lobby]
	msg    string
	msgErr bool

	field  int
	color  room.ColorChoice
	clock  int           // index in room.TimeControls; len(room.TimeControls) is custom
	custom *ui.TextField // the custom time control, "minutes+increment"
	rules  *ui.TextField
	rated  bool
	open   bool // list the room in the open games (room/seeks.go)

	code *ui.TextField
	acct *accountPages

	rooms []room.Info
	pick  int

	kept    room.KeptSeat // a seat kept for the player in a game in progress
	hasKept bool
	// inProgress counts the key holder's games in progress waiting for them
	inProgress int

	soloWaiting bool // a game against the computer waits for the engine's books (books.go)
	offerLearn  bool // the lessons are offered under the menu, until a key (learn.go)

	inbox      *room.Inbox // challenges (lobbychallenge.go); nil for a guest
	invitation string      // the challenge shown to the player

	quickWaiting int  // players waiting in quick match, as last read
	yourMoves    int  // correspondence games waiting for the player's move, as the lobby was shown
	hasCorr      bool // the player has correspondence games: the menu lists them (withCorr)
	ticking      bool // a roomsMsg is on its way
}

func newLobby(a *app) *lobby {
	l := &lobby{a: a, menu: lobbyMenu(a.player.Guest(), ""), rules: ui.NewTextField(""), rated: a.player.ID != 0,
		acct: newAccountPages(a), custom: ui.NewTextField(""), inbox: a.srv.hub.Inbox(a.player).WithLang(a.loc)}
	l.menu = l.withTourneys(l.menu)
	l.custom.SetCharLimit(room.CustomClockChars)
	l.rules.SetCharLimit(200)
	l.localFields()
	return l
}

// setErr shows err on the lobby.
func (l *lobby) setErr(err error) { l.msg, l.msgErr = errText(l.a.loc, err), true }

// roomsMsg refreshes the lists of rooms (to watch, open games) and the
// count of players waiting in quick match.
type roomsMsg struct{}

// roomsEvery is how often the lobby's lists are read again while shown.
const roomsEvery = time.Second

func (l *lobby) init() tea.Cmd {
	l.checkKept()
	if had := l.yourMoves; !l.a.player.Guest() {
		games := l.a.srv.hub.Correspondence(l.a.player)
		l.yourMoves, l.hasCorr = room.YourMoves(games), len(games) > 0
		l.menu = l.withCorr(l.menu)
		if had == 0 && l.yourMoves > 0 && !l.hasKept { // enter lists them
			l.menu.sel = slices.IndexFunc(l.menu.items, func(it menuItem[*lobby]) bool { return it.label == labelCorr })
		}
	}
	return l.readLists()
}

// withCorr is m with the item of the player's correspondence games, before
// Quit, while they have some (a letter's item: the numbers stay), and
// without it otherwise; the same item stays selected.
func (l *lobby) withCorr(m menu[*lobby]) menu[*lobby] {
	isCorr := func(it menuItem[*lobby]) bool { return it.label == labelCorr }
	sel := m.items[m.sel].label
	m.items = slices.DeleteFunc(slices.Clone(m.items), isCorr)
	if l.hasCorr {
		at := slices.IndexFunc(m.items, func(it menuItem[*lobby]) bool { return it.label == labelQuit })
		m.items = slices.Insert(m.items, at, menuItem[*lobby]{label: labelCorr, key: corrKey, act: (*lobby).openCorr})
	}
	m.sel = max(slices.IndexFunc(m.items, func(it menuItem[*lobby]) bool { return it.label == sel }), 0)
	return m
}

// readLists reads the lists of the page shown (to watch, open games,
// quick match's count), and asks for the tick that reads them again.
func (l *lobby) readLists() tea.Cmd {
	switch l.page {
	case pageWatch:
		l.rooms = l.a.srv.hub.Games()
	case pageOpen:
		l.rooms = l.a.srv.hub.OpenGames(l.a.player)
	case pageCorr:
		l.rooms = l.a.srv.hub.Correspondence(l.a.player)
	case pageMenu:
		l.quickWaiting = l.a.srv.hub.QuickWaiting()
	default:
		return nil
	}
	l.pick = min(l.pick, max(len(l.rooms)-1, 0))
	if l.ticking {
		return nil
	}
	l.ticking = true
	return tea.Tick(roomsEvery, func(time.Time) tea.Msg { return roomsMsg{} })
}

// ticked reads the lobby's lists again and asks for the next tick, while
// the lobby is shown; when it is back, init starts the ticks again. A
// seat is newly kept only as its player leaves a room or connects (init),
// so a tick looks again only at one already offered: it may have ended.
func (l *lobby) ticked() tea.Cmd {
	l.ticking = false
	if !showing[*lobby](l.a) {
		return nil
	}
	if l.hasKept {
		l.checkKept()
	}
	if cmd := l.pollChallenges(); cmd != nil {
		return cmd
	}
	if c := l.a.eventSeatNow(); c != nil { // tourneyscreen.go
		return l.a.enterRoom(c, screentext.EventGameNote)
	}
	return l.readLists()
}

func (l *lobby) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case booksReadyMsg:
		return l.booksRead()
	case tea.KeyPressMsg:
		if key.Matches(msg, l.a.keys.Interrupt) {
			return tea.Quit
		}
		cmd := l.updateKey(msg)
		if !l.ticking && showing[*lobby](l.a) { // a page with a list may be back
			cmd = tea.Batch(cmd, l.init())
		}
		return cmd
	case tea.MouseReleaseMsg:
		if l.page == pageMenu && msg.Button == tea.MouseLeft {
			l.offerLearn = false
			if it, ok := l.menu.click(msg.Y - menuTop); ok {
				return l.choose(it)
			}
		}
	}
	return nil
}

// updateKey handles a key on the page shown.
func (l *lobby) updateKey(k tea.KeyPressMsg) tea.Cmd {
	if l.accountPage() {
		return l.updateAccount(k)
	}
	if cmd, ok := l.answerChallenge(k); ok {
		return cmd
	}
	switch l.page {
	case pageCreate:
		return l.updateCreate(k)
	case pageJoin:
		return l.updateJoin(k)
	case pageWatch:
		return l.updateWatch(k)
	case pageOpen:
		return l.updateOpen(k)
	case pageCorr:
		return l.updateList(k, func(code string, p room.Player) (*room.Client, error) { return l.a.srv.hub.Join(code, p, "") })
	}
	return l.updateMenu(k)
}

// menuTop is the screen row of the first menu item.
const menuTop = 4

func (l *lobby) updateMenu(k tea.KeyPressMsg) tea.Cmd {
	km := l.a.keys
	l.offerLearn = false // one key takes the offer (screentext.LearnKey, a menu item's) or puts it away
	if it, ok := l.menu.update(km, k); ok {
		return l.choose(it)
	}
	if key.Matches(k, km.Quit) {
		return tea.Quit
	}
	if key.Matches(k, key.NewBinding(key.WithKeys(housebot.MenuKey))) {
		return l.a.openBots()
	}
	if key.Matches(k, key.NewBinding(key.WithKeys(screentext.DailyKey))) {
		l.msg = ""
		return l.a.openDaily()
	}
	if key.Matches(k, km.Cancel) { // one esc too many from a page must not end the session
		l.msg, l.msgErr = l.a.loc.T(screentext.LobbyEscNote), false
	}
	return nil
}

// choose acts on the menu item it.
func (l *lobby) choose(it menuItem[*lobby]) tea.Cmd {
	l.msg, l.soloWaiting = "", false
	return it.act(l)
}

// openCreate opens the create-room form.
func (l *lobby) openCreate() tea.Cmd {
	l.page, l.field = pageCreate, 0
	return nil
}

// openJoin opens the join field, empty.
func (l *lobby) openJoin() tea.Cmd {
	l.page = pageJoin
	l.code.SetValue("")
	return nil
}

// quickMatch enters the room of a quick match.
func (l *lobby) quickMatch() tea.Cmd {
	c, err := l.a.srv.hub.QuickMatchRanked(l.a.player, l.a.seekRating(room.QuickOptions(l.a.player).Class()))
	if err != nil {
		l.setErr(err)
		return nil
	}
	return l.a.enterRoom(c, "")
}

// openWatch opens the list of games to watch.
func (l *lobby) openWatch() tea.Cmd {
	l.page, l.pick = pageWatch, 0
	return l.init()
}

// shownMenu is the menu as drawn: quick match's item says its clock and
// how many are waiting, as last read.
func (l *lobby) shownMenu() menu[*lobby] {
	m := l.menu
	m.items = slices.Clone(m.items)
	for i := range m.items {
		if m.items[i].label == labelQuick {
			m.items[i].label += " " + l.a.loc.T(screentext.LobbyQuickNews, "Clock", room.QuickOptions(l.a.player).ClockText(), "Waiting", l.quickWaiting)
		} else if m.items[i].label == labelCorr && l.yourMoves > 0 {
			m.items[i].label += " " + l.a.loc.T(screentext.LobbyCorrNews, "Count", l.yourMoves)
		}
	}
	if i := slices.IndexFunc(m.items, func(it menuItem[*lobby]) bool { return it.label == labelComputer }); i >= 0 {
		m.items[i].label += " · " + l.a.loc.T(screentext.LobbyBotsHint, "Key", housebot.MenuKey) // b opens the house bots (botsscreen.go)
	}
	return m
}

// openOpenGames opens the list of open games (room/seeks.go).
func (l *lobby) openOpenGames() tea.Cmd {
	l.page, l.pick = pageOpen, 0
	return l.init()
}

// openCorr opens the list of the player's correspondence games.
func (l *lobby) openCorr() tea.Cmd {
	l.page, l.pick = pageCorr, 0
	return l.init()
}

func (l *lobby) updateCreate(k tea.KeyPressMsg) tea.Cmd {
	step := 0
	km := l.a.keys // the rules field types letters: arrows only
	switch {
	case key.Matches(k, km.Cancel):
		l.page = pageMenu
		return nil
	case key.Matches(k, ui.CommandKeys(km.Up)):
		l.field = (l.field + numFields - 1) % numFields
		return nil
	case key.Matches(k, ui.CommandKeys(km.Down), km.NextField):
		l.field = (l.field + 1) % numFields
		return nil
	case key.Matches(k, km.Accept):
		return l.create()
	case key.Matches(k, ui.CommandKeys(km.Left)):
		step = -1
	case key.Matches(k, ui.CommandKeys(km.Right), km.NextValue):
		step = 1
	}
	cycle := func(i, n int) int { return (i + step + n) % n }
	switch l.field {
	case fieldColor:
		l.color = room.ColorChoice(cycle(int(l.color), 3))
	case fieldClock:
		if step != 0 {
			l.clock = cycle(l.clock, len(room.TimeControls)+1)
		} else if l.clock == len(room.TimeControls) {
			l.custom.Update(k)
		}
	case fieldRules:
		l.rules.Update(k)
	case fieldRated:
		if step != 0 && l.a.player.ID != 0 { // guests play casual games
			l.rated = !l.rated
		}
	case fieldOpen:
		if step != 0 {
			l.open = !l.open
		}
	}
	return nil
}

// create opens a room with the form's options.
func (l *lobby) create() tea.Cmd {
	r, err := game.ParseRules(strings.TrimSpace(l.rules.Value()))
	if err != nil {
		l.setErr(errors.New(l.a.loc.T(screentext.LobbyRulesErr, "Error", refuse.Rules(l.a.loc, err))))
		return nil
	}
	tc, err := l.timeControl()
	if err != nil {
		l.setErr(err)
		return nil
	}
	opts := tc.Options(room.Options{Rules: r, Color: l.color, Rated: l.rated, Open: l.open})
	c, err := l.a.srv.hub.CreateRanked(l.a.player, opts, l.a.seekRating(opts.Class()))
	if err != nil {
		l.setErr(err)
		return nil
	}
	l.page = pageMenu
	return l.a.enterRoom(c, "")
}

func (l *lobby) updateJoin(k tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(k, l.a.keys.Cancel):
		l.page = pageMenu
		return nil
	case key.Matches(k, l.a.keys.Accept):
		f := strings.Fields(l.code.Value())
		if len(f) > 0 && strings.EqualFold(f[0], "challenge") {
			l.challenge(f[1:])
			return l.init()
		}
		if len(f) == 0 || len(f) > 2 {
			l.setErr(errors.New(l.a.loc.T(screentext.LobbyTypeCode)))
			return nil
		}
		tok := ""
		if len(f) == 2 {
			tok = f[1]
		}
		c, err := l.a.srv.hub.Join(f[0], l.a.player, tok)
		if err != nil {
			l.setErr(err)
			return nil
		}
		l.page = pageMenu
		return l.a.enterRoom(c, "")
	}
	l.code.Update(k)
	return nil
}

func (l *lobby) updateWatch(k tea.KeyPressMsg) tea.Cmd {
	return l.updateList(k, l.a.srv.hub.Watch)
}

func (l *lobby) updateOpen(k tea.KeyPressMsg) tea.Cmd {
	return l.updateList(k, l.a.srv.hub.JoinOpen)
}

// updateList moves in a list of rooms (to watch, open games) and enters
// the one picked with enter.
func (l *lobby) updateList(k tea.KeyPressMsg, enter func(code string, p room.Player) (*room.Client, error)) tea.Cmd {
	km := l.a.keys
	switch {
	case key.Matches(k, km.Cancel, km.Quit):
		l.page = pageMenu
		return l.init()
	case key.Matches(k, km.Up):
		if l.pick > 0 {
			l.pick--
		}
	case key.Matches(k, km.Down):
		if l.pick < len(l.rooms)-1 {
			l.pick++
		}
	case key.Matches(k, km.Select):
		if l.pick < len(l.rooms) {
			c, err := enter(l.rooms[l.pick].Code, l.a.player)
			if err != nil {
				l.setErr(err)
				return l.init()
			}
			l.page = pageMenu
			return l.a.enterRoom(c, "")
		}
	}
	return nil
}

// header is the lobby's first rows: the title and the greeting, and a
// blank row.
func (l *lobby) header() string {
	st := l.a.st
	return fmt.Sprintf("\n  %s  %s\n\n", st.title.Render(locale.Title(l.a.loc)), st.dim.Render(l.greeting()))
}

// view draws the lobby.
func (l *lobby) view() string {
	st := l.a.st
	var b strings.Builder
	b.WriteString(l.header())
	switch l.page {
	case pageMenu:
		if l.hasKept {
			b.WriteString(textfit.Styled(l.a.loc, st.good, l.inProgressText(), l.a.width))
		} else if l.yourMoves > 0 {
			b.WriteString(textfit.Styled(l.a.loc, st.good, l.a.loc.N(screentext.LobbyYourMoves, l.yourMoves, "Key", corrKey), l.a.width))
		} else {
			b.WriteString("  " + locale.Ask(l.a.loc) + "\n")
		}
		l.localMenu().write(st, &b)
		if !l.writeDaily(&b) { // in the blank row's place: the lobby keeps its height
			b.WriteString("\n")
		}
		b.WriteString("  " + st.dim.Render(locale.MenuHelp(l.a.loc, l.menu.keysHelp())) + "\n")
		b.WriteString("  " + st.dim.Render(locale.StraightIn(l.a.loc, l.a.sshHint("join CODE"))) + "\n")
		b.WriteString("  " + st.dim.Render(locale.OrWatch(l.a.loc, l.a.sshHint("watch CODE"))) + "\n")
	case pageCreate:
		l.viewCreate(&b)
	case pageJoin:
		loc := l.a.loc
		b.WriteString("  " + loc.V(screentext.JoinTitle) + "\n\n")
		b.WriteString("  " + l.code.View() + "\n\n")
		b.WriteString(textfit.Styled(loc, st.dim, loc.T(screentext.JoinHint), l.a.width))
		l.writeWrapped(&b, st.dim, loc.T(screentext.JoinChallenge, "Usage", challengeUsage(loc)))
		b.WriteString("  " + st.dim.Render(loc.V(screentext.JoinHelp)) + "\n")
	case pageWatch:
		l.viewWatch(&b)
	case pageOpen:
		l.viewOpen(&b)
	case pageCorr:
		l.viewList(&b, l.a.loc.T(screentext.CorrHeading), l.a.loc.T(screentext.CorrNone), 0,
			corrLineIn(l.a.loc))
		b.WriteString("\n  " + st.dim.Render(l.a.loc.V(screentext.ListHelpPlay)) + "\n")
	default:
		l.viewAccount(&b)
	}
	if l.msg != "" {
		s := st.good
		if l.msgErr {
			s = st.err
		}
		b.WriteString("\n")
		l.writeWrapped(&b, s, l.msg)
	}
	if l.offerLearn && l.page == pageMenu {
		b.WriteString("\n")
		l.writeWrapped(&b, st.good, locale.LearnOffer(l.a.loc, screentext.LearnKey))
	}
	return l.a.withSaveNote(textfit.Fit(b.String(), l.a.width))
}

// writeWrapped writes text in style st, indented, wrapped to the window.
func (l *lobby) writeWrapped(b *strings.Builder, st lipgloss.Style, text string) {
	for _, line := range strings.Split(ansi.Wrap(text, max(l.a.width-4, 20), " "), "\n") {
		b.WriteString("  " + st.Render(l.a.loc.Show(line)) + "\n")
	}
}

func (l *lobby) viewCreate(b *strings.Builder) {
	st, loc := l.a.st, l.a.loc
	b.WriteString("  " + loc.V(screentext.CreateTitle) + "\n\n")
	custom := l.custom.Value()
	if l.clock >= len(room.TimeControls) && l.field == fieldClock {
		custom = l.custom.View()
	}
	clock := loc.Show(loc.T(screentext.CreateCustom)) + " " + custom
	if l.clock < len(room.TimeControls) {
		clock = "< " + loc.Show(screentext.DescribeClock(loc, room.TimeControls[l.clock])) + " >"
	}
	rules := l.rules.Value()
	if l.field == fieldRules {
		rules = l.rules.View()
	} else if rules == "" {
		rules = loc.V(screentext.CreateDefaults)
	}
	rows := []struct {
		name  i18n.ID
		value string
	}{
		{screentext.CreateColour, "< " + loc.V(screentext.ColourIDs[l.color]) + " >"},
		{screentext.CreateClock, clock},
		{screentext.CreateRules, rules},
		{screentext.CreateRated, "< " + loc.V(l.ratedText()) + " >"},
		{screentext.CreateOpen, "< " + loc.V(l.openText()) + " >"},
	}
	pad := 12 // the names' column: the longest name and a space
	for _, r := range rows {
		pad = max(pad, ansi.StringWidth(loc.T(r.name))+1)
	}
	for i, r := range rows {
		name := loc.V(r.name)
		name += strings.Repeat(" ", max(pad-ansi.StringWidth(name), 0))
		b.WriteString(st.row(name+" "+r.value, i == l.field) + "\n")
	}
	l.writeRuleOptions(b)
	b.WriteString("\n" + textfit.Styled(loc, st.dim, loc.T(screentext.CreateHelp), l.a.width))
}

// writeRuleOptions writes the rule options' help while the Rules field
// is chosen, their names otherwise: the form fits 24 rows.
func (l *lobby) writeRuleOptions(b *strings.Builder) {
	st, loc := l.a.st, l.a.loc
	if l.field != fieldRules {
		names := make([]string, len(game.RuleOptions))
		for i, o := range game.RuleOptions {
			names[i] = o.Name
		}
		b.WriteString("\n" + textfit.Styled(loc, st.dim, loc.T(screentext.CreateOptionNames, "Names", strings.Join(names, ", ")), l.a.width))
		return
	}
	b.WriteString(textfit.Styled(loc, st.dim, loc.T(screentext.CreateOptionsHelp), l.a.width))
	for _, o := range game.RuleOptions {
		name := o.Name
		if o.Values != nil {
			name += "=" + strings.Join(o.Values, "|")
		}
		if loc.Lang().RTL() {
			b.WriteString(textfit.Styled(loc, st.dim, "  "+loc.T(screentext.RuleOption, "Name", name, "Help", screentext.RuleOptionHelp(loc, o)), l.a.width))
			continue
		}
		b.WriteString("    " + st.dim.Render(loc.T(screentext.RuleOption, "Name", name, "Help", screentext.RuleOptionHelp(loc, o))) + "\n")
	}
}

// openText is the create form's Open field.
func (l *lobby) openText() i18n.ID {
	if l.open {
		return screentext.CreateOpenYes
	}
	return screentext.CreateOpenNo
}

// ratedText is the create form's Rated field.
func (l *lobby) ratedText() i18n.ID {
	switch {
	case l.a.player.ID == 0:
		return screentext.CreateRatedGuest
	case l.rated && !l.a.player.Established:
		// a game against a player from this address will be casual
		return screentext.CreateRatedAddr
	case l.rated:
		return screentext.CreateRatedYes
	}
	return screentext.CreateNo
}

// inProgressText says the player has games in progress, the kept one's
// room first.
func (l *lobby) inProgressText() string {
	return room.InProgressText(l.a.loc, l.inProgress, l.kept.Code)
}

// listChromeRows is how many rows the pages of rooms draw besides their
// list: the title (3), the page's heading (2), the scroll marks (2), the
// help (2) and a message (2).
const listChromeRows = 11

func (l *lobby) viewWatch(b *strings.Builder) {
	loc := l.a.loc
	l.viewList(b, loc.T(screentext.WatchHeading), loc.T(screentext.WatchNone), 0, func(r room.Info) string {
		return loc.T(screentext.WatchRow, "Code", r.Code, "White", orQ(r.WhiteIn(loc)), "Black", orQ(r.BlackIn(loc)),
			"Move", r.Ply/2+1, "Clock", screentext.InfoClockIn(loc, r), "Watching", r.Spectators)
	})
	b.WriteString("\n  " + l.a.st.dim.Render(loc.V(screentext.ListHelpWatch)) + "\n")
}

// openRulesRows is how many rows the open games keep below their list for
// the rules of the one picked, when its row has no room for them: a blank
// one and the rules wrapped (the canonical text of every option changed
// is under 100 characters: two rows).
const openRulesRows = 3

// viewOpen draws the open games: who opened each, their rating, the
// clock, rated or casual, and the rules — on the row when they fit, else
// under the list for the one picked.
func (l *lobby) viewOpen(b *strings.Builder) {
	loc := l.a.loc
	row := func(r room.Info, rules string) string {
		return loc.T(screentext.OpenRow, "Code", r.Code, "Creator", r.CreatorIn(loc), "Rating", screentext.RatingWord(loc, r.RatingText),
			"Clock", screentext.InfoClockIn(loc, r), "Rated", screentext.RatedText(loc, r.Rated), "Rules", rules)
	}
	fits := func(r room.Info) bool { return ansi.StringWidth(row(r, r.Rules)) <= l.listWidth() }
	l.viewList(b, loc.T(screentext.OpenHeading), loc.T(screentext.OpenNone),
		openRulesRows, func(r room.Info) string {
			if fits(r) {
				return row(r, r.Rules)
			}
			return row(r, loc.T(screentext.OpenSeeBelow))
		})
	if l.pick < len(l.rooms) && !fits(l.rooms[l.pick]) {
		r := l.rooms[l.pick]
		b.WriteString("\n")
		for _, ln := range textfit.Packed(loc.T(screentext.OpenRulesOf, "Code", r.Code)+" ", strings.Split(r.Rules, ","), ", ", max(l.a.width-4, 20)) {
			b.WriteString("  " + l.a.st.dim.Render(loc.Show(ln)) + "\n")
		}
	}
	b.WriteString("\n  " + l.a.st.dim.Render(loc.V(screentext.ListHelpPlay)) + "\n")
}

// listWidth is how wide a row of a list of rooms may be: the screen less
// the row's indent and marks.
func (l *lobby) listWidth() int { return max(l.a.width-6, 20) }

// viewList draws a page of rooms: its heading, then the window of the list
// around the one picked that fits the screen with reserved rows to spare
// below it (each row from line, shortened with "…" if it must be), or none
// when it is empty.
func (l *lobby) viewList(b *strings.Builder, heading, none string, reserved int, line func(room.Info) string) {
	st := l.a.st
	b.WriteString("  " + l.a.loc.Show(heading) + "\n\n")
	if len(l.rooms) == 0 {
		b.WriteString(textfit.Styled(l.a.loc, st.dim, none, l.a.width))
	}
	rows := len(l.rooms)
	if l.a.height > 0 {
		rows = max(l.a.height-listChromeRows-reserved, 1)
	}
	st.writeList(b, l.a.loc, len(l.rooms), l.pick, rows, func(i int) string {
		return l.a.loc.Show(ansi.Truncate(line(l.rooms[i]), l.listWidth(), "…"))
	})
}

func orQ(s string) string {
	if s == "" {
		return "?"
	}
	return s
}
