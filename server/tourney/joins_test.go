package tourney

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// TestJoinFloodIsBounded floods an event with joins, pauses and resumes
// from one key, then joins from many keys: the refusals say why, the
// log rows stay within MaxActionsPerPlayer per player, and the join
// rates tracked within maxJoinLimiters.
func TestJoinFloodIsBounded(t *testing.T) {
	r := newRig(t, arenaRow(1))
	d := r.d
	d.poll(r.ctx)
	p := player(1)
	refused := map[error]int{}
	for i := range 3000 {
		var err error
		switch i % 3 {
		case 0:
			err = d.Join(1, p)
		case 1:
			err = d.Pause(1, p)
		default:
			err = d.Resume(1, p)
		}
		if err != nil {
			refused[err]++
		}
		r.clock.add(time.Second)
	}
	if refused[ErrTooFast] == 0 || refused[ErrTooMany] == 0 {
		t.Errorf("refusals %v: want too fast, then too many", refused)
	}
	oneKey := len(r.st.logs[1])
	if n := oneKey; n > MaxActionsPerPlayer || n < MaxActionsPerPlayer/2 {
		t.Errorf("%d log rows for one player's flood, want at most %d", n, MaxActionsPerPlayer)
	}
	for n := range 2 * maxJoinLimiters {
		q := room.Player{Name: fmt.Sprintf("q%d", n), Key: fmt.Sprintf("SHA256:q%d", n), ID: store.PlayerID(100 + n)}
		if err := d.Join(1, q); err != nil && !errors.Is(err, ErrTooFast) && !errors.Is(err, ErrFull) {
			t.Fatalf("join %d: %v", n, err)
		}
	}
	t.Logf("3000 actions of one key: %d log rows, refusals %v; %d keys' joins: %d rates tracked, %d players",
		oneKey, refused, 2*maxJoinLimiters, len(d.joins.m), len(d.evs[1].players))
	if len(d.joins.m) > maxJoinLimiters {
		t.Errorf("%d join rates tracked, want at most %d", len(d.joins.m), maxJoinLimiters)
	}
	if got := len(d.evs[1].players); got > 1000 {
		t.Errorf("%d players, past the arena's bound", got)
	}
}

// TestJoinRefusals: guests, bots where not allowed, banned players,
// unknown events and events over are refused with a clear error.
func TestJoinRefusals(t *testing.T) {
	row := arenaRow(1)
	r := newRig(t, row)
	banned := player(9)
	set := room.NewSanctionSet([]store.Sanction{{Kind: store.Ban, Target: store.Target{Player: banned.ID}}})
	r.d = New(Config{Store: r.st, Rooms: r.rooms, Now: r.clock.Now, Sanctions: func() *room.SanctionSet { return set }})
	d := r.d
	d.poll(r.ctx)
	guest := room.Player{Name: "guest", Addr: "10.0.0.1"}
	bot := player(8)
	bot.Bot = true
	for _, c := range []struct {
		id   EventID
		p    room.Player
		want error
	}{{1, guest, ErrGuest}, {1, bot, ErrNoBots}, {1, banned, ErrBanned}, {5, player(1), ErrNoEvent}} {
		if err := d.Join(c.id, c.p); err != c.want {
			t.Errorf("join of %s to %d: %v, want %v", c.p.Name, c.id, err, c.want)
		}
	}
	if err := d.Join(1, player(1)); err != nil {
		t.Fatal(err)
	}
	if err := d.Join(1, player(1)); err != ErrJoined {
		t.Errorf("a second join: %v, want ErrJoined", err)
	}
	if err := d.Pause(1, player(2)); err != ErrNotIn {
		t.Errorf("a pause of a stranger: %v, want ErrNotIn", err)
	}
	if err := d.Say(1, banned, "hello"); err != ErrBanned {
		t.Errorf("a banned player's chat: %v", err)
	}
	if len(r.st.logs[1]) != 1 {
		t.Errorf("%d log rows, want the one join", len(r.st.logs[1]))
	}
}

// TestMayMeetIsRespected: an arena never pairs two players the server's
// predicate keeps apart (p1, p2 and p3 share an address: in a rated
// event each meets only p4 and p5).
func TestMayMeetIsRespected(t *testing.T) {
	row := arenaRow(1)
	row.Rated = true
	r := newRig(t, row)
	sameAddr := func(a, b room.Player, rated bool) bool { return !rated || a.Addr != b.Addr }
	r.d = r.director(sameAddr)
	d := r.d
	d.poll(r.ctx)
	for n := 1; n <= 5; n++ {
		p := player(n)
		p.Addr = map[bool]string{true: "10.0.0.1", false: "10.0.0.2"}[n <= 3]
		if err := d.Join(1, p); err != nil {
			t.Fatal(err)
		}
	}
	seen := 0
	for wave := range 6 {
		d.tick(r.ctx)
		games := r.rooms.opened(seen)
		seen += len(games)
		if len(games) == 0 {
			t.Fatalf("wave %d: no game", wave)
		}
		for _, g := range games {
			if g.White <= 3 && g.Black <= 3 {
				t.Errorf("p%d and p%d of one address paired in a rated arena", g.White, g.Black)
			}
			if !g.Opts.Rated {
				t.Error("the room of a rated event is not rated")
			}
			r.end(d, g, lowerWins(g))
		}
		r.clock.add(2 * time.Second)
	}
}

// TestBannedPlayerIsNotPaired: a player banned after joining is no
// longer paired.
func TestBannedPlayerIsNotPaired(t *testing.T) {
	r := newRig(t, arenaRow(1))
	var mu sync.Mutex
	set := room.NewSanctionSet(nil)
	sanctions := func() *room.SanctionSet { mu.Lock(); defer mu.Unlock(); return set }
	r.d = New(Config{Store: r.st, Rooms: r.rooms, Now: r.clock.Now, Sanctions: sanctions})
	d := r.d
	d.poll(r.ctx)
	for n := 1; n <= 2; n++ {
		if err := d.Join(1, player(n)); err != nil {
			t.Fatal(err)
		}
	}
	mu.Lock()
	set = room.NewSanctionSet([]store.Sanction{{Kind: store.Ban, Target: store.Target{Player: 2}}})
	mu.Unlock()
	d.tick(r.ctx)
	if n := len(r.rooms.opened(0)); n != 0 {
		t.Errorf("%d games opened with a banned player", n)
	}
}
