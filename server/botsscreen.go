package server

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/fetaix/fetaix/server/housebot"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/textfit"
)

// Play a bot (housebot.MenuKey in the lobby, named beside Play the
// computer): the house bots, the computer's levels as opponents always
// there (server/housebot), each a game against the computer at its level
// at once.

// labelComputer is the lobby's item whose label names the house bots' key.
const labelComputer = "Play the computer"

// botsTop is the screen row of the first house bot.
const botsTop = 4

// botsScreen is the list of the house bots.
type botsScreen struct {
	a    *app
	menu menu[*botsScreen]
}

var _ screen = (*botsScreen)(nil)

// openBots shows the house bots.
func (a *app) openBots() tea.Cmd {
	s := &botsScreen{a: a}
	for _, b := range housebot.All() {
		s.menu.items = append(s.menu.items, menuItem[*botsScreen]{label: screentext.BotLabel(a.loc, b), key: b.Key,
			act: func(s *botsScreen) tea.Cmd { return s.a.soloAt(b.Level) }})
	}
	s.menu.items = append(s.menu.items, menuItem[*botsScreen]{label: a.loc.V(screentext.BotsBack), key: housebot.BackKey,
		act: func(s *botsScreen) tea.Cmd { return s.a.backToLobby("") }})
	a.show(s)
	return nil
}

// update picks a bot by its key, enter or a click; esc and q go back to
// the lobby.
func (s *botsScreen) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		km := s.a.keys
		if key.Matches(msg, km.Interrupt) {
			return tea.Quit
		}
		if it, ok := s.menu.update(km, msg); ok {
			return it.act(s)
		}
		if key.Matches(msg, km.Quit, km.Cancel) {
			return s.a.backToLobby("")
		}
	case tea.MouseReleaseMsg:
		if it, ok := s.menu.click(msg.Y - botsTop); ok && msg.Button == tea.MouseLeft {
			return it.act(s)
		}
	}
	return nil
}

func (s *botsScreen) view() string {
	st := s.a.st
	var b strings.Builder
	loc := s.a.loc
	fmt.Fprintf(&b, "\n  %s\n\n%s", st.title.Render(loc.V(screentext.BotsTitle)), textfit.Styled(loc, lipgloss.NewStyle(), loc.T(screentext.BotsNote), s.a.width))
	s.menu.write(st, &b)
	b.WriteString("\n" + textfit.Styled(loc, st.dim, loc.T(screentext.BotsHelp, "Keys", s.menu.keysHelp()), s.a.width))
	return textfit.Fit(b.String(), s.a.width)
}
