package server

import (
	"fmt"
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

// menuItems are the lobby's choices, in order.
var menuItems = []string{
	"Play the computer",
	"Create a room",
	"Join a room by code",
	"Quick match",
	"Watch a game",
	"Players and games",
	"Your name and keys",
	"Quit",
}

// The menu items of the pages over the store (lobbypages.go), of the
// account pages (lobbyaccount.go), and of Quit.
const (
	pagesItem   = 5
	accountItem = 6
	quitItem    = 7
)

// menu returns the lobby's items this player is offered, as indices in
// menuItems: a guest has no name or keys to manage.
func (l *lobby) menu() []int {
	items := make([]int, 0, len(menuItems))
	for i := range menuItems {
		if i != accountItem || !l.a.player.Guest() {
			items = append(items, i)
		}
	}
	return items
}

// clockChoices and incrementChoices are the room clock settings offered.
var (
	clockChoices     = []int{0, 1, 2, 3, 5, 10, 15, 30, 60} // minutes; 0 = no clock
	incrementChoices = []int{0, 1, 2, 3, 5, 10, 30}         // seconds
)

// Fields of the create-room form.
const (
	fieldColor = iota
	fieldClock
	fieldIncrement
	fieldRules
	fieldRated
	numFields
)

// lobby is the first screen: a menu, the create-room form, the join field
// and the list of rooms to watch.
type lobby struct {
	a      *app
	page   lobbyPage
	item   int
	msg    string
	msgErr bool

	field     int
	color     ColorChoice
	clock     int // index in clockChoices
	increment int // index in incrementChoices
	rules     *ui.TextField
	rated     bool

	code *ui.TextField
	acct *accountPages

	rooms []RoomInfo
	pick  int

	soloWaiting bool // a game against the computer waits for the engine's books (books.go)
}

func newLobby(a *app) *lobby {
	l := &lobby{a: a, rules: ui.NewTextField(""), code: ui.NewTextField("Code: "), rated: a.player.ID != 0,
		acct: newAccountPages(a)}
	l.rules.SetCharLimit(200)
	l.code.SetCharLimit(40)
	return l
}

// setErr shows err on the lobby.
func (l *lobby) setErr(err error) { l.msg, l.msgErr = err.Error(), true }

// roomsMsg refreshes the list of rooms to watch.
type roomsMsg struct{}

func (l *lobby) init() tea.Cmd {
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
			if i := msg.Y - menuTop; i >= 0 && i < len(l.menu()) {
				l.item = i
				return l.choose()
			}
		}
	}
	return nil
}

// menuTop is the screen row of the first menu item.
const menuTop = 4

func (l *lobby) updateMenu(k tea.KeyPressMsg) tea.Cmd {
	km := &l.a.keys
	if km.menuKey(k, &l.item, len(l.menu())) {
		return l.choose()
	}
	if key.Matches(k, km.Quit, km.Cancel) {
		return tea.Quit
	}
	return nil
}

// choose acts on the selected menu item.
func (l *lobby) choose() tea.Cmd {
	l.msg, l.soloWaiting = "", false
	switch l.menu()[l.item] {
	case 0:
		return l.a.playComputer()
	case 1:
		l.page, l.field = pageCreate, 0
	case 2:
		l.page = pageJoin
		l.code.SetValue("")
	case 3:
		c, err := l.a.srv.hub.QuickMatch(l.a.player)
		if err != nil {
			l.setErr(err)
			return nil
		}
		return l.a.enterRoom(c, "")
	case 4:
		l.page, l.pick = pageWatch, 0
		return l.init()
	case pagesItem:
		return l.a.openPages()
	case accountItem:
		l.openAccount()
	case quitItem:
		return tea.Quit
	}
	return nil
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
		l.clock = cycle(l.clock, len(clockChoices))
		if clockChoices[l.clock] == 0 {
			l.increment = 0
		}
	case fieldIncrement:
		if clockChoices[l.clock] != 0 {
			l.increment = cycle(l.increment, len(incrementChoices))
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
	opts := RoomOptions{Rules: r, Color: l.color, Rated: l.rated,
		Clock:     time.Duration(clockChoices[l.clock]) * time.Minute,
		Increment: time.Duration(incrementChoices[l.increment]) * time.Second}
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
		b.WriteString("  What would you like to do?\n")
		items := l.menu()
		labels := make([]string, len(items))
		for i, it := range items {
			labels[i] = menuItems[it]
		}
		st.writeMenu(&b, labels, l.item)
		b.WriteString("\n  " + st.dim.Render(fmt.Sprintf("↑/↓ choose · enter select · 1-%d shortcut · q quit", len(items))) + "\n")
		b.WriteString("  " + st.dim.Render("straight in: "+l.a.sshHint("join CODE")) + "\n")
		b.WriteString("  " + st.dim.Render("   or watch: "+l.a.sshHint("watch CODE")) + "\n")
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
	return l.a.withSaveNote(fit(b.String(), l.a.width))
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
	clock := "no clock"
	if m := clockChoices[l.clock]; m > 0 {
		clock = fmt.Sprintf("%d min", m)
	}
	inc := fmt.Sprintf("%d s per move", incrementChoices[l.increment])
	if clockChoices[l.clock] == 0 {
		inc = "-"
	}
	rules := l.rules.Value()
	if l.field == fieldRules {
		rules = l.rules.View()
	} else if rules == "" {
		rules = "(defaults)"
	}
	rows := []struct{ name, value string }{
		{"Your colour", "< " + l.color.String() + " >"},
		{"Clock", "< " + clock + " >"},
		{"Increment", "< " + inc + " >"},
		{"Rules", rules},
		{"Rated", "< " + l.ratedText() + " >"},
	}
	for i, r := range rows {
		b.WriteString(st.row(fmt.Sprintf("%-12s %s", r.name, r.value), i == l.field) + "\n")
	}
	// the rule options' help while the Rules field is chosen, their names
	// otherwise: the form fits 24 rows
	if l.field != fieldRules {
		names := make([]string, len(game.RuleOptions))
		for i, o := range game.RuleOptions {
			names[i] = o.Name
		}
		b.WriteString("\n  " + st.dim.Render("rule options (their help in Rules): "+strings.Join(names, ", ")) + "\n")
	} else {
		b.WriteString("  " + st.dim.Render("rule options (comma-separated, empty = defaults):") + "\n")
		for _, o := range game.RuleOptions {
			name := o.Name
			if o.Values != nil {
				name += "=" + strings.Join(o.Values, "|")
			}
			b.WriteString("    " + st.dim.Render(name+": "+o.Help) + "\n")
		}
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
