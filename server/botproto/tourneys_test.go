package botproto

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/tourney"
	"github.com/fetaix/fetaix/store"
)

// fakeEvents are two events, the second closed to bots, and a seat the
// test hands.
type fakeEvents struct {
	mu      sync.Mutex
	joined  map[tourney.EventID]bool
	seat    *room.Client
	seatFor store.PlayerID
}

func (f *fakeEvents) List(_ room.Player) []tourney.Summary {
	f.mu.Lock()
	defer f.mu.Unlock()
	return []tourney.Summary{
		{ID: 4, Kind: tourney.Arena, Name: "Hourly blitz arena", Clock: "3+2", Rated: true, Bots: true,
			State: tourney.Running, Players: 12, Joined: f.joined[4]},
		{ID: 9, Kind: tourney.Swiss, Name: "Humans only", Clock: "5+3", State: tourney.Upcoming, Players: 3},
	}
}

func (f *fakeEvents) Join(id tourney.EventID, p room.Player) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch {
	case id != 4 && id != 9:
		return tourney.ErrNoEvent
	case id == 9 && p.Bot:
		return tourney.ErrNoBots
	case f.joined[id]:
		return tourney.ErrJoined
	}
	f.joined[id] = true
	return nil
}

func (f *fakeEvents) Withdraw(id tourney.EventID, _ room.Player) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.joined[id] {
		return tourney.ErrNotIn
	}
	f.joined[id] = false
	return nil
}

func (f *fakeEvents) Seat(id store.PlayerID) *room.Client {
	f.mu.Lock()
	defer f.mu.Unlock()
	if id != f.seatFor || f.seat == nil {
		return nil
	}
	c := f.seat
	f.seat = nil
	return c
}

// TestSessionTournaments: the bot lists the events (one line each, then
// ok), joins one open to bots, is refused one that is not with the
// events' own text and a number that is no event's, withdraws; a seat the
// events hand becomes one of its games, told with its tournament-game
// line before the game line; the bot is told its opponent's berserk and
// its own, once each, and is refused a second.
func TestSessionTournaments(t *testing.T) {
	bot := room.Player{Name: "robo", Key: "SHA256:robo", ID: 7, Bot: true}
	ev := &fakeEvents{joined: map[tourney.EventID]bool{}}
	h := testHub()
	in, lines, _ := botPipeOn(t, h, Config{Player: bot, Events: ev})
	next(t, lines)
	expectLines := func(cmd string, want ...string) {
		t.Helper()
		fmt.Fprintf(in, "%s\n", cmd)
		for _, w := range want {
			if l := next(t, lines); l != w {
				t.Fatalf("after %q: %q, want %q", cmd, l, w)
			}
		}
	}
	expectLines("tournaments",
		"tournament 4 arena running 3+2 rated bots 12 out Hourly blitz arena",
		"tournament 9 swiss upcoming 5+3 casual nobots 3 out Humans only",
		"ok tournaments")
	expectLines("join 4", "joined 4", "ok join")
	expectLines("join 4", "error join: "+tourney.ErrJoined.Error())
	expectLines("join 9", "error join: this event is not open to bot accounts")
	expectLines("join x9", `error join: "x9" is not an event's number (see tournaments)`)
	expectLines("join", "error join: usage: join EVENTID")
	expectLines("tournaments",
		"tournament 4 arena running 3+2 rated bots 12 in Hourly blitz arena",
		"tournament 9 swiss upcoming 5+3 casual nobots 3 out Humans only",
		"ok tournaments")
	expectLines("withdraw 9", "error withdraw: "+tourney.ErrNotIn.Error())
	expectLines("withdraw 4", "left 4", "ok withdraw")
	expectLines("withdraw 4", "error withdraw: "+tourney.ErrNotIn.Error())

	human := room.Player{Name: "alice", Key: "SHA256:alice", ID: 8}
	opts := room.DefaultOptions()
	opts.Event, opts.Clock, opts.Increment = 4, 3*time.Minute, 2*time.Second
	wc, bc, err := h.StartPair(human, bot, opts)
	if err != nil {
		t.Fatal(err)
	}
	defer wc.Leave()
	ev.mu.Lock()
	ev.seat, ev.seatFor = bc, bot.ID
	ev.mu.Unlock()
	code := bc.Code()
	if l := next(t, lines); l != "tournament-game "+code+" 4" {
		t.Fatalf("the event's game: %q", l)
	}
	if l := next(t, lines); len(l) < 40 || l[:len("game "+code+" black casual 3+2 alice")] != "game "+code+" black casual 3+2 alice" {
		t.Fatalf("the game line: %q", l)
	}
	if err := wc.Berserk(); err != nil {
		t.Fatal(err)
	}
	if l := next(t, lines); l != "berserk "+code+" white" {
		t.Fatalf("the opponent's berserk: %q", l)
	}
	expectLines("berserk "+code, "ok berserk", "berserk "+code+" black")
	expectLines("berserk "+code, "error berserk: "+room.ErrBerserkAgain.Error())
	expectLines("berserk ZZZZ", `error berserk: no game "ZZZZ" of yours`)
}

// TestSessionWithoutEvents: on a server that runs no tournaments, their
// commands get an error line saying so.
func TestSessionWithoutEvents(t *testing.T) {
	in, lines, _ := botPipe(t, room.Player{Name: "robo", Key: "SHA256:robo", ID: 7, Bot: true}, time.Now())
	next(t, lines)
	for _, c := range [][2]string{{"tournaments", "tournaments"}, {"join 4", "join"}, {"withdraw 4", "withdraw"}} {
		fmt.Fprintf(in, "%s\n", c[0])
		want := "error " + c[1] + ": this server runs no tournaments"
		if l := next(t, lines); l != want {
			t.Fatalf("%s: %q, want %q", c[0], l, want)
		}
	}
}
