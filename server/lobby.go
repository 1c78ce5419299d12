package server

import (
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
	"github.com/fetaix/fetaix/ui"
)

// lobbyPage is the part of the lobby shown.
type lobbyPage int

const (
	pageMenu lobbyPage = iota
	pageCreate
	pageJoin
	pageWatch
)

// labelAccount is the lobby item of the account pages, which they name.
const labelAccount = "Your name and keys"

// lobbyMenu is the lobby's menu, numbered from 1 in the order drawn; a
// guest has no name or keys to manage, and is not offered them; a player
// whose seat is kept in room kept (keptseat.go; "": none) is offered to go
// back to it, last, so that the other items keep their numbers.
func lobbyMenu(guest bool, kept string) menu[*lobby] {
	items := []menuItem[*lobby]{
		{label: "Play the computer", act: func(l *lobby) tea.Cmd { return l.a.playComputer() }},
		{label: "Create a room", act: (*lobby).openCreate},
		{label: "Join a room by code", act: (*lobby).openJoin},
		{label: "Quick match", act: (*lobby).quickMatch},
		{label: "Watch a game", act: (*lobby).openWatch},
		{label: "Players and games", act: func(l *lobby) tea.Cmd { return l.a.openPages() }},
		{label: labelAccount, act: (*lobby).openAccount},
		{label: "Quit", act: func(*lobby) tea.Cmd { return tea.Quit }},
	}
	if guest {
		items = slices.DeleteFunc(items, func(it menuItem[*lobby]) bool { return it.label == labelAccount })
	}
	if kept != "" {
		items = append(items, menuItem[*lobby]{label: "Back to your game in room " + kept,
			act: func(l *lobby) tea.Cmd { return l.a.goBack() }})
	}
	for i := range items {
		items[i].key = strconv.Itoa(i + 1)
	}
	return menu[*lobby]{items: items}
}

// checkKept looks for a seat kept for the player in a game in progress,
// and offers it in the menu; when one is newly found the menu's cursor
// goes to it, for enter to go back.
func (l *lobby) checkKept() {
	had, code := l.hasKept, ""
	l.kept, l.hasKept = l.a.srv.hub.Kept(l.a.player, l.a.left)
	if l.hasKept {
		code = l.kept.code
	}
	sel := l.menu.sel
	l.menu = lobbyMenu(l.a.player.Guest(), code)
	switch {
	case l.hasKept && !had:
		sel = len(l.menu.items) - 1
	case sel >= len(l.menu.items):
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
	color  ColorChoice
	clock  int           // index in timeControls; len(timeControls) is custom
	custom *ui.TextField // the custom time control, "minutes+increment"
	rules  *ui.TextField
	rated  bool

	code *ui.TextField
	acct *accountPages

	rooms []RoomInfo
	pick  int

	kept    keptSeat // a seat kept for the player in a game in progress
	hasKept bool

	soloWaiting bool // a game against the computer waits for the engine's books (books.go)
}

func newLobby(a *app) *lobby {
	l := &lobby{a: a, menu: lobbyMenu(a.player.Guest(), ""), rules: ui.NewTextField(""), code: ui.NewTextField("Code: "), rated: a.player.ID != 0,
		acct: newAccountPages(a), custom: ui.NewTextField("")}
	l.custom.SetCharLimit(customClockChars)
	l.rules.SetCharLimit(200)
	l.code.SetCharLimit(40)
	return l
}

// setErr shows err on the lobby.
func (l *lobby) setErr(err error) { l.msg, l.msgErr = err.Error(), true }

// roomsMsg refreshes the list of rooms to watch.
type roomsMsg struct{}

func (l *lobby) init() tea.Cmd {
	l.checkKept()
	if l.page == pageWatch {
		l.rooms = l.a.srv.hub.Games()
		l.pick = min(l.pick, max(len(l.rooms)-1, 0))
		return tea.Tick(2*time.Second, func(time.Time) tea.Msg { return roomsMsg{} })
	}
	return nil
}

func (l *lobby) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case roomsMsg:
		return l.init()
	case booksReadyMsg:
		return l.booksRead()
	case tea.KeyPressMsg:
		if key.Matches(msg, l.a.keys.Interrupt) {
			return tea.Quit
		}
		if l.accountPage() {
			return l.updateAccount(msg)
		}
		switch l.page {
		case pageCreate:
			return l.updateCreate(msg)
		case pageJoin:
			return l.updateJoin(msg)
		case pageWatch:
			return l.updateWatch(msg)
		}
		return l.updateMenu(msg)
	case tea.MouseReleaseMsg:
		if l.page == pageMenu && msg.Button == tea.MouseLeft {
			if it, ok := l.menu.click(msg.Y - menuTop); ok {
				return l.choose(it)
			}
		}
	}
	return nil
}

// menuTop is the screen row of the first menu item.
const menuTop = 4

func (l *lobby) updateMenu(k tea.KeyPressMsg) tea.Cmd {
	km := &l.a.keys
	if it, ok := l.menu.update(km, k); ok {
		return l.choose(it)
	}
	if key.Matches(k, km.Quit, km.Cancel) {
		return tea.Quit
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
	c, err := l.a.srv.hub.QuickMatch(l.a.player)
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

func (l *lobby) updateCreate(k tea.KeyPressMsg) tea.Cmd {
	step := 0
	km := &l.a.keys // the rules field types letters: arrows only
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
		l.color = ColorChoice(cycle(int(l.color), 3))
	case fieldClock:
		if step != 0 {
			l.clock = cycle(l.clock, len(timeControls)+1)
		} else if l.clock == len(timeControls) {
			l.custom.Update(k)
		}
	case fieldRules:
		l.rules.Update(k)
	case fieldRated:
		if step != 0 && l.a.player.ID != 0 { // guests play casual games
			l.rated = !l.rated
		}
	}
	return nil
}

// create opens a room with the form's options.
func (l *lobby) create() tea.Cmd {
	r, err := game.ParseRules(strings.TrimSpace(l.rules.Value()))
	if err != nil {
		l.setErr(fmt.Errorf("rules: %w", err))
		return nil
	}
	tc, err := l.timeControl()
	if err != nil {
		l.setErr(err)
		return nil
	}
	opts := RoomOptions{Rules: r, Color: l.color, Rated: l.rated, Clock: tc.clock(), Increment: tc.increment()}
	c, err := l.a.srv.hub.Create(l.a.player, opts)
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
		if len(f) == 0 || len(f) > 2 {
			l.setErr(fmt.Errorf("type the room code (and your resume token if you have one)"))
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
	km := &l.a.keys
	switch {
	case key.Matches(k, km.Cancel, km.Quit):
		l.page = pageMenu
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
			c, err := l.a.srv.hub.Watch(l.rooms[l.pick].Code, l.a.player)
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

// view draws the lobby.
func (l *lobby) view() string {
	st := l.a.st
	var b strings.Builder
	fmt.Fprintf(&b, "\n  %s  %s\n\n", st.title.Render("Fetaix over SSH"), st.dim.Render(l.greeting()))
	switch l.page {
	case pageMenu:
		if l.hasKept {
			b.WriteString("  " + st.good.Render("you have a game in progress in room "+l.kept.code+" — enter to go back") + "\n")
		} else {
			b.WriteString("  What would you like to do?\n")
		}
		l.menu.write(st, &b)
		b.WriteString("\n  " + st.dim.Render("↑/↓ choose · enter select · "+l.menu.keysHelp()+" shortcut · q quit") + "\n")
		b.WriteString("  " + st.dim.Render("straight in: "+l.a.sshHint("join CODE")+"  or  "+l.a.sshHint("watch CODE")) + "\n")
	case pageCreate:
		l.viewCreate(&b)
	case pageJoin:
		b.WriteString("  Join a room\n\n")
		b.WriteString("  " + l.code.View() + "\n\n")
		b.WriteString("  " + st.dim.Render("type the room code you were given, e.g. K7QM; to resume a game as a guest add your token: K7QM X3P9RTB6KWQ2ZH") + "\n")
		b.WriteString("  " + st.dim.Render("enter join · esc back") + "\n")
	case pageWatch:
		l.viewWatch(&b)
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
	return l.a.withSaveNote(clip(b.String(), l.a.width))
}

// writeWrapped writes text in style st, indented, wrapped to the window.
func (l *lobby) writeWrapped(b *strings.Builder, st lipgloss.Style, text string) {
	for _, line := range strings.Split(ansi.Wrap(text, max(l.a.width-4, 20), " "), "\n") {
		b.WriteString("  " + st.Render(line) + "\n")
	}
}

func (l *lobby) viewCreate(b *strings.Builder) {
	st := l.a.st
	b.WriteString("  Create a room\n\n")
	clock := "< custom > minutes+seconds a move: " + l.custom.Value()
	if l.clock < len(timeControls) {
		clock = "< " + timeControls[l.clock].describe() + " >"
	} else if l.field == fieldClock {
		clock = "< custom > minutes+seconds a move: " + l.custom.View()
	}
	rules := l.rules.Value()
	if l.field == fieldRules {
		rules = l.rules.View()
	} else if rules == "" {
		rules = "(defaults)"
	}
	rows := []struct{ name, value string }{
		{"Your colour", "< " + l.color.String() + " >"},
		{"Clock", clock},
		{"Rules", rules},
		{"Rated", "< " + l.ratedText() + " >"},
	}
	for i, r := range rows {
		b.WriteString(st.row(fmt.Sprintf("%-12s %s", r.name, r.value), i == l.field) + "\n")
	}
	b.WriteString("\n  " + st.dim.Render("rule options (comma-separated, empty = defaults):") + "\n")
	for _, o := range game.RuleOptions {
		name := o.Name
		if o.Values != nil {
			name += "=" + strings.Join(o.Values, "|")
		}
		b.WriteString("    " + st.dim.Render(name+": "+o.Help) + "\n")
	}
	b.WriteString("\n  " + st.dim.Render("↑/↓ field · ←/→ change · type the rules · enter create · esc back") + "\n")
}

// ratedText is the create form's Rated field.
func (l *lobby) ratedText() string {
	switch {
	case l.a.player.ID == 0:
		return "no (guests play casual games)"
	case l.rated:
		return "yes (counts with the default rules)"
	}
	return "no"
}

// watchChromeRows is how many rows the watch page draws besides its list:
// the title (3), the page's heading (2), the scroll marks (2), the help (2)
// and a message (2).
const watchChromeRows = 11

func (l *lobby) viewWatch(b *strings.Builder) {
	st := l.a.st
	b.WriteString("  Watch a game\n\n")
	if len(l.rooms) == 0 {
		b.WriteString("  " + st.dim.Render("no games in progress right now") + "\n")
	}
	// a window of the list around the selection that fits the screen
	rows := len(l.rooms)
	if l.a.height > 0 {
		rows = max(l.a.height-watchChromeRows, 1)
	}
	st.writeList(b, len(l.rooms), l.pick, rows, func(i int) string {
		r := l.rooms[i]
		return fmt.Sprintf("%s  %s vs %s · move %d · %s · %d watching", r.Code, orQ(r.White), orQ(r.Black),
			r.Ply/2+1, r.Clock, r.Spectators)
	})
	b.WriteString("\n  " + st.dim.Render("↑/↓ choose · enter watch · esc back") + "\n")
}

func orQ(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// clip cuts every line of s to width cells (no limit when width ≤ 0).
func clip(s string, width int) string {
	if width <= 0 {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, ln := range lines {
		lines[i] = ansi.Truncate(ln, width, "")
	}
	return strings.Join(lines, "\n")
}
