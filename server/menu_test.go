package server

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/server/botproto"
	"github.com/fetaix/fetaix/server/housebot"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
)

// keyOf is the key of m's item labelled label ("" if there is none).
func (m menu[S]) keyOf(label string) string {
	for _, it := range m.items {
		if it.label == label {
			return it.key
		}
	}
	return ""
}

// reversed is m with its items in the opposite order.
func reversed[S any](m menu[S]) menu[S] {
	m.items = slices.Clone(m.items)
	slices.Reverse(m.items)
	return m
}

// menuCheck says whether choosing an item did what its label says, on the
// session a with the command the choice returned.
type menuCheck func(a *app, cmd tea.Cmd) bool

// checkMenu chooses every item of m (installed in a fresh session by
// install, drawn from row top), by its key and, if the menu takes clicks,
// by a click on its row, in m's order and reversed, and checks that what happens is what the item's label says
// (checks): an item's action follows the item, not its place. Every
// item needs a check, and the keys are distinct and drawn with their
// labels.
func checkMenu[S any](t *testing.T, name string, m menu[S], install func(m menu[S]) *app, top int, clicks bool, checks map[string]menuCheck) {
	t.Helper()
	keys := map[string]bool{}
	for _, it := range m.items {
		if checks[it.label] == nil {
			t.Errorf("%s: item %q has no check", name, it.label)
		}
		if keys[it.key] {
			t.Errorf("%s: key %q is on two items", name, it.key)
		}
		keys[it.key] = true
	}
	for _, order := range []menu[S]{m, reversed(m)} {
		for i, it := range order.items {
			check := checks[it.label]
			if check == nil {
				continue
			}
			a := install(order)
			line := strings.Split(screenText(a), "\n")[top+i]
			if want := it.key + "  " + it.label; !strings.Contains(line, want) {
				t.Errorf("%s: row %d is %q, not %q", name, i, line, want)
			}
			if !check(a, a.Update2(keypress.Key(it.key))) {
				t.Errorf("%s: key %s (item %d) did not do %q:\n%s", name, it.key, i, it.label, screenText(a))
			}
			if !clicks {
				continue
			}
			a = install(order)
			if !check(a, a.Update2(keypress.Release(5, top+i))) {
				t.Errorf("%s: a click on row %d did not do %q:\n%s", name, i, it.label, screenText(a))
			}
		}
	}
}

// isQuit reports whether cmd quits the session, alone or in a batch.
func isQuit(cmd tea.Cmd) bool {
	if cmd == nil {
		return false
	}
	switch msg := cmd().(type) {
	case tea.QuitMsg:
		return true
	case tea.BatchMsg:
		return slices.ContainsFunc(msg, isQuit)
	}
	return false
}

// TestLobbyMenuActionsFollowTheirItems: each of the lobby's items does
// what its label says, chosen by its key or a click, whatever its place in
// the menu.
func TestLobbyMenuActionsFollowTheirItems(t *testing.T) {
	t.Parallel()
	var keyHolder room.Player
	install := func(m menu[*lobby]) *app {
		a := testApp(t, time.Minute)
		if keyHolder.ID == 0 {
			p := archivePlayer(t, a, "ann")
			keyHolder = room.Player{Name: p.Name, Key: "SHA256:ann", ID: p.ID}
		}
		a.player = keyHolder
		a.lobby = newLobby(a)
		a.lobby.menu = m
		a.show(a.lobby)
		return a
	}
	page := func(p lobbyPage) menuCheck {
		return func(a *app, _ tea.Cmd) bool { return showing[*lobby](a) && a.lobby.page == p }
	}
	checkMenu(t, "lobby", lobbyMenu(false, ""), install, menuTop, true, map[string]menuCheck{
		"Play the computer":   func(a *app, _ tea.Cmd) bool { return showing[*soloScreen](a) },
		labelPuzzles:          func(a *app, _ tea.Cmd) bool { return showing[*puzzleScreen](a) },
		screentext.LabelLearn: func(a *app, _ tea.Cmd) bool { return showing[*learnScreen](a) },
		"Create a room":       page(pageCreate),
		"Join a room by code": page(pageJoin),
		"Quick match":         func(a *app, _ tea.Cmd) bool { return showing[*roomScreen](a) },
		"Watch a game":        page(pageWatch),
		"Players and games":   func(a *app, _ tea.Cmd) bool { return showing[*pagesScreen](a) },
		labelAccount:          page(pageAccount),
		labelOpenGames:        page(pageOpen),
		"Quit":                func(_ *app, cmd tea.Cmd) bool { return isQuit(cmd) },
	})
}

// TestBotsMenuActionsFollowTheirItems: the same for Play a bot's list
// (botsscreen.go): each house bot starts the game against the computer at
// its level, and its last item goes back to the lobby.
func TestBotsMenuActionsFollowTheirItems(t *testing.T) {
	t.Parallel()
	var m menu[*botsScreen]
	install := func(mm menu[*botsScreen]) *app {
		a := testApp(t, time.Minute)
		a.lobby = newLobby(a)
		a.openBots()
		if s, ok := a.screen.(*botsScreen); ok {
			m = s.menu
			s.menu = mm
		}
		return a
	}
	install(m)
	checks := map[string]menuCheck{"back to the lobby": func(a *app, _ tea.Cmd) bool { return showing[*lobby](a) }}
	for _, b := range housebot.All() {
		checks[screentext.BotLabel(nil, b)] = func(a *app, _ tea.Cmd) bool {
			return showing[*soloScreen](a) && strings.Contains(screenText(a), fmt.Sprintf("vs the computer (level %d,", b.Level))
		}
	}
	checkMenu(t, "bots", m, install, botsTop, true, checks)
}

// TestAccountMenuActionsFollowTheirItems: the same for the account page.
func TestAccountMenuActionsFollowTheirItems(t *testing.T) {
	t.Parallel()
	install := func(m menu[*lobby]) *app {
		a := testApp(t, time.Minute)
		p := archivePlayer(t, a, "ann")
		a.player = room.Player{Name: p.Name, Key: "SHA256:ann", ID: p.ID}
		a.lobby = newLobby(a)
		a.show(a.lobby)
		a.lobby.openAccount()
		a.lobby.acct.menu = m
		return a
	}
	page := func(p lobbyPage) menuCheck {
		return func(a *app, _ tea.Cmd) bool { return a.lobby.page == p && !a.lobby.msgErr }
	}
	checkMenu(t, "account", accountMenu(), install, 5, false, map[string]menuCheck{
		"Change your name": page(pageName),
		"Show a code to link another key to you": func(a *app, _ tea.Cmd) bool {
			return a.lobby.page == pageLinkShow && strings.Contains(screenText(a), a.lobby.acct.ac.code)
		},
		labelLinkKey:                       page(pageLinkEnter),
		"Notifications while you are away": func(a *app, _ tea.Cmd) bool { return showing[notifyScreen](a) },
		botproto.MakeBotLabel: func(a *app, _ tea.Cmd) bool {
			return a.lobby.page == pageAccount && a.lobby.acct.confirmBot && strings.Contains(screenText(a), "cannot be undone")
		},
		labelRevokeWeb: func(a *app, _ tea.Cmd) bool {
			return a.lobby.page == pageMenu && strings.Contains(screenText(a), "signed out 0 browser(s)")
		},
	})
}

// TestPagesMenuActionsFollowTheirItems: the same for the menu of
// "Players and games".
func TestPagesMenuActionsFollowTheirItems(t *testing.T) {
	t.Parallel()
	install := func(m menu[*pagesScreen]) *app {
		a := testApp(t, time.Minute)
		a.player.Key = "SHA256:ann"
		archivePlayer(t, a, "ann")
		a.openPages()
		a.pages.menu = m
		return a
	}
	opened := func(title string) menuCheck {
		return func(a *app, _ tea.Cmd) bool {
			n := len(a.pages.open)
			return n > 0 && a.pages.open[n-1].title == title
		}
	}
	checkMenu(t, "pages", pagesMenu(), install, 3, false, map[string]menuCheck{
		"Leaderboard":               opened("Leaderboard"),
		"Your profile":              opened("ann"),
		"A player's profile":        func(a *app, _ tea.Cmd) bool { return a.pages.finding },
		"Recent games":              opened("Recent games"),
		"Puzzle leaderboard":        opened("Puzzle leaderboard"),
		screentext.StreakBoardTitle: opened(screentext.StreakBoardTitle),
		screentext.TimedBoardTitle:  opened(screentext.TimedBoardTitle),
	})
}

// TestMenuKeysHelp: the help line names the keys the menu's items have.
func TestMenuKeysHelp(t *testing.T) {
	t.Parallel()
	if m := lobbyMenu(false, ""); m.keysHelp() != "1-9/p/l" {
		got := m.keysHelp()
		t.Errorf("lobby keys %q, want 1-9/p/l", got)
	}
	m := accountMenu()
	m.items[1].key = "q"
	if got := m.keysHelp(); got != "1/q/3/4/5/6" {
		t.Errorf("keys 1, q, 3, 4, 5, 6 named %q", got)
	}
	if m := lobbyMenu(true, ""); m.keysHelp() != "1-8/p/l" {
		t.Errorf("a guest's lobby keys %q, want 1-8/p/l (no name and keys)", m.keysHelp())
	}
	if v := ansi.Strip(testApp(t, 0).lobby.view()); !strings.Contains(v, "1-8/p/l/t shortcut") { // a guest's, with the Tournaments
		t.Errorf("the lobby's help does not name its keys:\n%s", v)
	}
}
