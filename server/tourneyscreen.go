package server

import (
	"slices"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/tourneypage"
)

// The lobby's Tournaments (server/tourneypage): an item of the lobby's
// menu while the server has events (Server.tourneys; none: no item), and
// the seat of an event's game (Server.eventSeat), which the lobby and the
// pages look for each second and take the player to.

// tourneyScreen shows the Tournaments pages.
type tourneyScreen struct {
	a  *app
	pg *tourneypage.Page
}

var _ screen = (*tourneyScreen)(nil)

// withTourneys is m with the Tournaments item after Watch a game, when the
// server has events; the same item stays selected.
func (l *lobby) withTourneys(m menu[*lobby]) menu[*lobby] {
	is := func(it menuItem[*lobby]) bool { return it.label == screentext.LabelTourneys }
	if l.a.srv.tourneys == nil || slices.ContainsFunc(m.items, is) {
		return m
	}
	sel := m.items[m.sel].label
	at := slices.IndexFunc(m.items, func(it menuItem[*lobby]) bool { return it.label == labelWatch }) + 1
	m.items = slices.Insert(slices.Clone(m.items), at, menuItem[*lobby]{label: screentext.LabelTourneys, key: screentext.TourneysKey,
		act: func(l *lobby) tea.Cmd { return l.a.openTourneys() }})
	m.sel = max(slices.IndexFunc(m.items, func(it menuItem[*lobby]) bool { return it.label == sel }), 0)
	return m
}

// openTourneys shows the list of events.
func (a *app) openTourneys() tea.Cmd {
	s := &tourneyScreen{a: a, pg: tourneypage.New(a.srv.tourneys, a.player, a.tourneyStyles(), a.width, a.height)}
	s.pg.SetLang(a.loc)
	a.show(s)
	return s.pg.Init()
}

// tourneyStyles are the session's styles as the pages take them.
func (a *app) tourneyStyles() tourneypage.Styles {
	return tourneypage.Styles{Title: a.st.title, Selected: a.st.selected, Dim: a.st.dim, Err: a.st.err, Good: a.st.good}
}

// eventSeatNow is the seat of a game an event opened for the player, if
// any (a guest plays in no event).
func (a *app) eventSeatNow() *room.Client {
	if a.srv.eventSeat == nil || a.player.ID == 0 {
		return nil
	}
	return a.srv.eventSeat(a.player.ID)
}

// update gives msg to the pages, and does what they say: back to the
// lobby, watch a game; at each of their ticks, a seat handed by an event
// takes the player to its room.
func (s *tourneyScreen) update(msg tea.Msg) tea.Cmd {
	if k, ok := msg.(tea.KeyPressMsg); ok && key.Matches(k, s.a.keys.Interrupt) {
		return tea.Quit
	}
	if _, ok := msg.(tea.BackgroundColorMsg); ok { // the app's styles changed
		s.pg.SetStyles(s.a.tourneyStyles())
	}
	act, cmd := s.pg.Update(msg)
	if _, ok := msg.(tourneypage.TickMsg); ok {
		if c := s.a.eventSeatNow(); c != nil { // the pages' tick ends here
			return s.a.enterRoom(c, screentext.EventGameNote)
		}
	}
	switch act.Kind {
	case tourneypage.Back:
		return s.a.backToLobby("")
	case tourneypage.Watch:
		c, err := s.a.srv.hub.Watch(act.Code, s.a.player)
		if err != nil {
			return s.pg.Failed(err)
		}
		return s.a.enterRoom(c, "")
	}
	return cmd
}

func (s *tourneyScreen) view() string { return s.pg.View() }

// eventNextMsg asks the room screen of a finished event game whether the
// event has opened the player's next game.
type eventNextMsg struct{ c *room.Client }

// nextEventGame looks, each second while a player's event game is over,
// for the seat of their next game of the event (an arena's next pairing,
// a match's second game), and takes them there, leaving this room.
func (rs *roomScreen) nextEventGame() tea.Cmd {
	st := rs.st
	if rs.waitsNext || st == nil || st.Options.Event == 0 || !st.Over() || rs.spectator() {
		return nil
	}
	rs.waitsNext = true
	c := rs.c
	return tea.Tick(time.Second, func(time.Time) tea.Msg { return eventNextMsg{c} })
}

// onEventNext answers nextEventGame's tick.
func (rs *roomScreen) onEventNext(msg eventNextMsg) tea.Cmd {
	if msg.c != rs.c || rs.left {
		return nil
	}
	rs.waitsNext = false
	if c := rs.a.eventSeatNow(); c != nil {
		rs.c.Leave()
		rs.left = true
		return rs.a.enterRoom(c, screentext.EventGameNote)
	}
	return rs.nextEventGame()
}
