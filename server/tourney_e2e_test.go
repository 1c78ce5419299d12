package server

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/tourney"
	"github.com/fetaix/fetaix/store"
)

// fakeTourneys is a director of one running arena for the end-to-end
// tests: a join puts the player in its standings.
type fakeTourneys struct {
	mu     sync.Mutex
	joined map[store.PlayerID]string // by player: their name
}

const fakeArenaName = "Evening arena"

func (f *fakeTourneys) summary(p room.Player) tourney.Summary {
	_, in := f.joined[p.ID]
	return tourney.Summary{ID: 1, Kind: tourney.Arena, Name: fakeArenaName, Starts: time.Now().Add(-time.Minute),
		Ends: time.Now().Add(40 * time.Minute), Clock: "3+2", Rated: true, State: tourney.Running, Players: 2 + len(f.joined), Joined: in}
}

func (f *fakeTourneys) List(p room.Player) []tourney.Summary {
	f.mu.Lock()
	defer f.mu.Unlock()
	return []tourney.Summary{f.summary(p)}
}

func (f *fakeTourneys) View(id tourney.EventID, p room.Player) (tourney.View, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if id != 1 {
		return tourney.View{}, errors.New("no such event")
	}
	v := tourney.View{Summary: f.summary(p), Left: 40 * time.Minute, Rows: []tourney.Row{
		{Rank: 1, Name: "ruth", Score: 8, Streak: true, Games: 3, Perf: 1700},
		{Rank: 2, Name: "sam", Score: 2, Games: 2, Perf: 1450},
	}}
	rank := 3
	for _, name := range f.joined {
		v.Rows = append(v.Rows, tourney.Row{Rank: rank, Name: name})
		rank++
	}
	return v, nil
}

func (f *fakeTourneys) Join(_ tourney.EventID, p room.Player) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.joined[p.ID] = p.Name
	return nil
}

func (f *fakeTourneys) Pause(tourney.EventID, room.Player) error {
	return errors.New("not in this test")
}
func (f *fakeTourneys) Resume(tourney.EventID, room.Player) error {
	return errors.New("not in this test")
}
func (f *fakeTourneys) Withdraw(tourney.EventID, room.Player) error {
	return errors.New("not in this test")
}
func (f *fakeTourneys) Say(tourney.EventID, room.Player, string) error {
	return errors.New("not in this test")
}
func (f *fakeTourneys) Chat(tourney.EventID, room.Player) []room.ChatMsg { return nil }

func (f *fakeTourneys) isIn(id store.PlayerID) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	_, ok := f.joined[id]
	return ok
}

// TestE2ETournamentsFromTheLobby: at 80×24, a key holder opens the
// Tournaments from the lobby (t), sees the running arena, joins it with
// j, opens it and sees its standings with themselves in them; q goes back
// to the list, q again to the lobby. No screen is cut.
func TestE2ETournamentsFromTheLobby(t *testing.T) {
	t.Parallel()
	f := &fakeTourneys{joined: map[store.PlayerID]string{}}
	srv, addr, _ := startServerHooked(t, nil, func(s *Server) { s.tourneys = f })
	tm := openTerm(t, addr, "alice", newKey(t), "", screenW, screenH)
	tm.waitShowing(screentext.TourneysKey + "  " + screentext.LabelTourneys)
	checkWhole := func(what string) {
		t.Helper()
		if testing.Verbose() {
			t.Logf("%s:\n%s", what, tm.screenText(0))
		}
		if cut := cutRows(tm.screenText(0)); len(cut) > 0 {
			t.Fatalf("%s cut at %d columns:\n%s\nthe screen:\n%s", what, screenW, strings.Join(cut, "\n"), tm.screenText(0))
		}
	}
	checkWhole("the lobby")
	tm.send(screentext.TourneysKey)
	tm.waitShowing("ends in 40 min")
	tm.waitShowing(fakeArenaName)
	checkWhole("the list")
	tm.send("j")
	tm.waitShowing("you joined " + fakeArenaName)
	id := playerID(t, srv, "alice")
	if !f.isIn(id) {
		t.Fatal("j did not join the event")
	}
	tm.waitShowing("✓ " + fakeArenaName)
	tm.send("\r")
	tm.waitShowing("standings 1–3 of 3")
	tm.waitShowing("ruth")
	tm.waitShowing("8*")
	tm.waitShowing("> 3    alice")
	checkWhole("the event's page")
	tm.send("q")
	tm.waitShowing("enter open · j join")
	tm.send("q")
	tm.waitShowing(lobbyText)
}

// playerID is the store's ID of the player named name.
func playerID(t *testing.T, srv *Server, name string) store.PlayerID {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	p, err := srv.store.PlayerByName(ctx, name)
	if err != nil {
		t.Fatal(err)
	}
	return p.ID
}

// seatHander is Server.eventSeat for a test: once armed, it hands the next
// key holder who looks a seat in a new room, and disarms.
type seatHander struct {
	mu     sync.Mutex
	srv    *Server
	armed  bool
	handed []store.PlayerID
	err    error
}

func (h *seatHander) seat(id store.PlayerID) *room.Client {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.armed {
		return nil
	}
	h.armed = false
	c, err := h.srv.hub.Create(room.Player{ID: id, Name: fmt.Sprint("player ", id)}, room.DefaultOptions())
	if err != nil {
		h.err = err
		return nil
	}
	h.handed = append(h.handed, id)
	return c
}

func (h *seatHander) arm() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.armed = true
}

// TestE2EEventSeatTakesThePlayerToTheRoom: a seat the events hand a
// player takes them to its room within a second or two, from the lobby
// and from the Tournaments pages alike.
func TestE2EEventSeatTakesThePlayerToTheRoom(t *testing.T) {
	t.Parallel()
	h := &seatHander{}
	srv, addr, _ := startServerHooked(t, nil, func(s *Server) {
		h.srv, s.eventSeat = s, h.seat
		s.tourneys = &fakeTourneys{joined: map[store.PlayerID]string{}}
	})
	alice := openTerm(t, addr, "alice", newKey(t), "", screenW, screenH)
	alice.waitShowing(lobbyText)
	mk := alice.mark()
	h.arm()
	alice.waitText(mk, "Waiting for an opponent")
	alice.waitText(mk, screentext.EventGameNote)

	carol := openTerm(t, addr, "carol", newKey(t), "", screenW, screenH)
	carol.waitShowing(lobbyText)
	carol.send(screentext.TourneysKey)
	carol.waitShowing(fakeArenaName)
	mk = carol.mark()
	h.arm()
	carol.waitText(mk, "Waiting for an opponent")
	carol.waitText(mk, screentext.EventGameNote)

	h.mu.Lock()
	defer h.mu.Unlock()
	if h.err != nil {
		t.Fatal(h.err)
	}
	want := []store.PlayerID{playerID(t, srv, "alice"), playerID(t, srv, "carol")}
	if fmt.Sprint(h.handed) != fmt.Sprint(want) {
		t.Errorf("seats handed to %v, want alice's then carol's %v", h.handed, want)
	}
}

// TestLobbyHasTournamentsOnlyWithEvents: a server without a director of
// events has no Tournaments item, and t does nothing there; one with
// events (every server's: tourneys.go) lists it after Watch a game, with
// its letter, the other items keeping their numbers.
func TestLobbyHasTournamentsOnlyWithEvents(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Hour)
	if a.srv.tourneys == nil {
		t.Fatal("a server has no director of events")
	}
	a.srv.tourneys = nil
	a.lobby = newLobby(a)
	a.show(a.lobby)
	if k := a.lobby.menu.keyOf(screentext.LabelTourneys); k != "" {
		t.Fatalf("the lobby of a server without events has a Tournaments item (%q)", k)
	}
	press(a, screentext.TourneysKey)
	if !showing[*lobby](a) {
		t.Fatal("t left the lobby of a server without events")
	}
	a.srv.tourneys = &fakeTourneys{joined: map[store.PlayerID]string{}}
	a.lobby = newLobby(a)
	a.show(a.lobby)
	plain := lobbyMenu(a.player.Guest(), "")
	if got := a.lobby.menu.keyOf(screentext.LabelTourneys); got != screentext.TourneysKey {
		t.Fatalf("the Tournaments item's key is %q, want %q", got, screentext.TourneysKey)
	}
	for _, it := range plain.items {
		if got := a.lobby.menu.keyOf(it.label); got != it.key {
			t.Errorf("%s: key %q with events, %q without", it.label, got, it.key)
		}
	}
	if i := slices.IndexFunc(a.lobby.menu.items, func(it menuItem[*lobby]) bool { return it.label == screentext.LabelTourneys }); a.lobby.menu.items[i-1].label != labelWatch {
		t.Errorf("the Tournaments item follows %q", a.lobby.menu.items[i-1].label)
	}
	press(a, screentext.TourneysKey)
	if !showing[*tourneyScreen](a) || !strings.Contains(a.screen.view(), fakeArenaName) {
		t.Fatalf("t did not open the Tournaments:\n%s", a.screen.view())
	}
}
