package server

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/textfit"
	"github.com/fetaix/fetaix/ui"
)

// The lobby's pages over the store: the leaderboard, your profile, a
// player's profile by name and the recent games (pagecontent.go builds
// them). Each is a heading, a few lines, and a list that scrolls; enter
// opens the line picked (a game in the replay, a player's profile), esc
// goes back a page, and from the first page to the lobby.

// pagesMenu is the pages' menu.
func pagesMenu() menu[*pagesScreen] {
	return menu[*pagesScreen]{items: []menuItem[*pagesScreen]{
		{"Leaderboard", "1", func(ps *pagesScreen) tea.Cmd { return ps.push(ps.a.leaderboardPage()) }},
		{"Your profile", "2", func(ps *pagesScreen) tea.Cmd { return ps.push(ps.a.ownProfilePage()) }},
		{"A player's profile", "3", (*pagesScreen).openFind},
		{"Recent games", "4", func(ps *pagesScreen) tea.Cmd { return ps.push(ps.a.recentPage()) }},
		{"Puzzle leaderboard", "5", func(ps *pagesScreen) tea.Cmd { return ps.push(ps.a.puzzleLeaderboardPage()) }},
		{screentext.StreakBoardTitle, "6", func(ps *pagesScreen) tea.Cmd { return ps.push(ps.a.runLeaderboardPage(modeStreak)) }},
		{screentext.TimedBoardTitle, "7", func(ps *pagesScreen) tea.Cmd { return ps.push(ps.a.runLeaderboardPage(modeTimed)) }},
	}}
}

// pageRow is one line of a page's list and, when it opens something,
// what: a game's replay, a player's profile.
type pageRow struct {
	text string
	open func() tea.Cmd // nil: a line that opens nothing (a heading)
}

// page is one page: a title, lines above the list, and the list.
type page struct {
	title string
	head  []string
	rows  []pageRow
	empty string // said when the list is empty
	pick  int
}

// pagesScreen is the lobby's pages: their menu, the name field, and the
// pages opened from them, the one shown last.
type pagesScreen struct {
	a       *app
	menu    menu[*pagesScreen]
	finding bool // the name field of "A player's profile" is shown
	name    *ui.TextField
	open    []*page
	msg     string // a problem, shown under the page
	// inRoom: a profile shown over a room's game, where nothing opens
	// from it (rival.go)
	inRoom bool
}

// openPages shows the pages' menu.
func (a *app) openPages() tea.Cmd {
	name := ui.NewTextField(a.loc.V(screentext.AcctNamePrompt) + " ")
	name.SetCharLimit(80)
	a.pages = &pagesScreen{a: a, menu: pagesMenu(), name: name}
	a.show(a.pages)
	return nil
}

// pageErr shows err on the pages (or on the lobby, if they are closed).
func (a *app) pageErr(err error) tea.Cmd {
	if a.pages == nil {
		a.lobby.setErr(err)
		return nil
	}
	a.pages.msg = pageErrText(a.loc, err)
	return nil
}

// push shows p over the page shown.
func (ps *pagesScreen) push(p *page, err error) tea.Cmd {
	if err != nil {
		ps.msg = pageErrText(ps.a.loc, err)
		return nil
	}
	ps.msg, ps.finding = "", false
	ps.open = append(ps.open, p)
	return nil
}

func (ps *pagesScreen) update(msg tea.Msg) tea.Cmd {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		if p, ok := msg.(tea.PasteMsg); ok && ps.finding {
			ps.name.Update(p)
		}
		return nil
	}
	km := ps.a.keys
	switch {
	case key.Matches(k, km.Interrupt):
		return tea.Quit
	case ps.finding:
		return ps.updateFind(k)
	case len(ps.open) > 0:
		return ps.updatePage(k)
	}
	if it, ok := ps.menu.update(km, k); ok {
		ps.msg = ""
		return it.act(ps)
	}
	if key.Matches(k, km.Cancel, km.Quit) {
		ps.a.pages = nil
		ps.a.show(ps.a.lobby)
	}
	return nil
}

// openFind opens the name field of "A player's profile", empty.
func (ps *pagesScreen) openFind() tea.Cmd {
	ps.finding = true
	ps.name.SetValue("")
	return nil
}

func (ps *pagesScreen) updateFind(k tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(k, ps.a.keys.Cancel):
		ps.finding, ps.msg = false, ""
	case key.Matches(k, ps.a.keys.Accept):
		return ps.push(ps.a.namedProfilePage(ps.name.Value()))
	default:
		ps.name.Update(k)
	}
	return nil
}

func (ps *pagesScreen) updatePage(k tea.KeyPressMsg) tea.Cmd {
	km, p := ps.a.keys, ps.open[len(ps.open)-1]
	step := max(ps.listRows(p)-1, 1)
	switch {
	case key.Matches(k, km.Cancel, km.Quit):
		ps.open, ps.msg = ps.open[:len(ps.open)-1], ""
	case key.Matches(k, km.Accept):
		if p.pick < len(p.rows) && p.rows[p.pick].open != nil {
			ps.msg = ""
			return p.rows[p.pick].open()
		}
	case key.Matches(k, km.Up):
		p.pick--
	case key.Matches(k, km.Down):
		p.pick++
	case key.Matches(k, km.PageUp):
		p.pick -= step
	case key.Matches(k, km.PageDown):
		p.pick += step
	case key.Matches(k, km.Top):
		p.pick = 0
	case key.Matches(k, km.Bottom):
		p.pick = len(p.rows) - 1
	}
	p.pick = max(min(p.pick, len(p.rows)-1), 0)
	return nil
}

// pagesChromeRows is how many rows a page draws besides its head and its
// list: the title (3), the scroll marks (2), the help (2) and a message
// (2).
const pagesChromeRows = 9

// listRows is how many lines of p's list fit the screen.
func (ps *pagesScreen) listRows(p *page) int {
	if ps.a.height <= 0 {
		return len(p.rows)
	}
	return max(ps.a.height-pagesChromeRows-len(p.head), 1)
}

// view draws the menu, the name field or the page shown.
func (ps *pagesScreen) view() string {
	st, loc := ps.a.st, ps.a.loc
	var b strings.Builder
	title := loc.T(screentext.PagesTitle)
	if n := len(ps.open); n > 0 {
		title += " · " + ps.open[n-1].title
	}
	fmt.Fprintf(&b, "\n  %s\n\n", st.title.Render(loc.Show(title)))
	switch {
	case ps.finding:
		b.WriteString("  " + loc.V(screentext.PagesFindTitle) + "\n\n  " + ps.name.View() + "\n\n")
		b.WriteString(textfit.Styled(loc, st.dim, loc.T(screentext.PagesFindHelp), ps.a.width))
	case len(ps.open) > 0:
		ps.viewPage(&b, ps.open[len(ps.open)-1])
	default:
		localLabels(ps.menu, loc, screentext.PagesLabels).write(st, &b)
		b.WriteString("\n" + textfit.Styled(loc, st.dim, loc.T(screentext.PagesMenuHelp, "Keys", ps.menu.keysHelp()), ps.a.width))
	}
	if ps.msg != "" {
		b.WriteString("\n" + textfit.Styled(loc, st.err, ps.msg, ps.a.width))
	}
	return textfit.Fit(b.String(), ps.a.width)
}

// viewPage draws p: its head, then the window of its list around the line
// picked.
func (ps *pagesScreen) viewPage(b *strings.Builder, p *page) {
	st, loc := ps.a.st, ps.a.loc
	for _, h := range p.head {
		b.WriteString(textfit.Styled(loc, lipgloss.NewStyle(), h, ps.a.width))
	}
	if len(p.rows) == 0 {
		b.WriteString("  " + st.dim.Render(loc.Show(p.empty)) + "\n")
	}
	st.writeList(b, loc, len(p.rows), p.pick, ps.listRows(p), func(i int) string { return loc.Show(p.rows[i].text) })
	help := screentext.PagesPageHelp
	if ps.inRoom {
		help = screentext.PagesInRoomHelp
	}
	b.WriteString("\n" + textfit.Styled(loc, st.dim, loc.T(help), ps.a.width))
}
