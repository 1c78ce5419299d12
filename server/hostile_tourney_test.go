package server

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/tourney"
	"github.com/fetaix/fetaix/store"
)

// Tests of the tournaments against players who do not play by the rules
// of the house: joins and pauses as fast as a terminal types, on several
// keys at once, and a flood of an event's chat.

// openEventPage connects name with key at 80×24 and opens the event
// named event from the lobby's Tournaments.
func openEventPage(t *testing.T, addr, name string, key gossh.Signer, event string) *term {
	t.Helper()
	tm := openTerm(t, addr, name, key, "", 80, 24)
	tm.waitText(0, lobbyText)
	mk := tm.mark()
	tm.send("t")
	tm.waitText(mk, event)
	mk = tm.mark()
	tm.send("\r")
	tm.waitText(mk, "p pause/resume")
	return tm
}

// presenceRows counts the joins, pauses, resumes and withdrawals of event
// id's log, by player.
func presenceRows(t *testing.T, srv *Server, id int64) map[store.PlayerID]int {
	t.Helper()
	log, err := srv.store.TournamentLog(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	n := map[store.PlayerID]int{}
	for _, e := range log {
		switch e.Kind {
		case "join", "pause", "resume", "withdraw":
			n[e.Player]++
		}
	}
	return n
}

// heapAfterGC is the heap's live bytes after a collection.
func heapAfterGC() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// TestE2EHostileTourneyFlood: three keys press j and p on a running
// arena's page as fast as their terminals allow, and a fourth floods the
// event's chat. Each flooder's joins and pauses stop at
// tourney.MaxJoinsPerMinute a minute, then at tourney.MaxActionsPerPlayer
// rows of the event's log, and the page says so; the chat takes the rate
// of a room's chat (room.DefaultChatBurst, then one line every
// room.DefaultChatEvery); two other players are paired meanwhile (the
// arena is rated and every key comes from one address: only the two
// established keys may meet), another's page answers within a second, and
// the server's goroutines and heap come back once the flooders leave.
func TestE2EHostileTourneyFlood(t *testing.T) {
	if ownProcess(t) {
		return
	}
	booksRead(t)           // read now, not during the flood whose heap is measured
	var ahead atomic.Int64 // the director's clock, brought forward to refill the join rate
	srv, addr, _ := startServer(t, func(c *Config) {
		c.tourneyPoll, c.tourneyPairEvery = 100*time.Millisecond, 200*time.Millisecond
		c.tourneyNow = func() time.Time { return time.Now().Add(time.Duration(ahead.Load())) }
	})
	ctx := context.Background()
	const name = "Flooded arena"
	id, err := srv.store.CreateTournament(ctx, store.Tournament{Kind: "arena", Name: name, Starts: time.Now(),
		Minutes: 60, Clock: 3 * time.Minute, Increment: 2 * time.Second, Rated: true})
	if err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the arena to start", func() bool {
		ev, err := srv.store.Tournament(ctx, id)
		return err == nil && ev.State == "running"
	})

	const flooders = 3
	var terms []*term
	var ids []store.PlayerID
	for i := range flooders {
		key := newKey(t)
		p, err := srv.store.FindOrCreate(ctx, gossh.FingerprintSHA256(key.PublicKey()))
		if err != nil {
			t.Fatal(err)
		}
		terms = append(terms, openEventPage(t, addr, fmt.Sprintf("flood%d", i), key, name))
		ids = append(ids, p.ID)
	}
	chatter := openEventPage(t, addr, "chatter", newKey(t), name)
	var normal []*term
	for _, n := range []string{"ann", "ben"} {
		key := newKey(t)
		establish(t, srv, key)
		normal = append(normal, openEventPage(t, addr, n, key, name))
	}
	looker := openEventPage(t, addr, "looker", newKey(t), name)
	all := append(append(slices.Clone(terms), chatter, looker), normal...)
	goroutines, heap := runtime.NumGoroutine(), heapAfterGC()
	received := func() (n int64) { // the test's own: the output its terminals keep
		for _, tm := range all {
			n += int64(tm.mark())
		}
		return n
	}
	before := received()

	// flood sends j and p rounds times on every flooder's page at once, as
	// fast as their terminals take keys.
	flood := func(rounds int) {
		var wg sync.WaitGroup
		for _, tm := range terms {
			wg.Go(func() {
				for range rounds {
					tm.typeKeys("jp")
				}
			})
		}
		wg.Wait()
	}
	marks := make([]int, flooders)
	for i, tm := range terms {
		marks[i] = tm.mark()
	}
	chatMark := chatter.mark()
	chatStart := time.Now()
	var chatWG sync.WaitGroup
	chatWG.Go(func() {
		for i := range 4 * room.DefaultChatBurst { // c opens the line, or is typed on a line open again
			chatter.typeKeys(fmt.Sprintf("cspam %d\r", i))
		}
	})
	// the flooders' pages lag behind their keys: a p may ask to resume
	// a player already back, which changes nothing and costs nothing, so
	// the flood goes on until each has heard the bound, within a minute
	// of the director's clock
	shown := func(text string) bool {
		for i, tm := range terms {
			if !strings.Contains(tm.text(marks[i])+tm.screenText(marks[i]), text) {
				return false
			}
		}
		return true
	}
	for i := 0; i < 10 && !shown(tourney.ErrTooFast.Error()); i++ {
		flood(2 * tourney.MaxJoinsPerMinute)
	}
	chatWG.Wait()
	chatTime := time.Since(chatStart)
	for i, tm := range terms {
		tm.waitText(marks[i], tourney.ErrTooFast.Error())
	}
	chatter.waitText(chatMark, tourney.ErrChatTooFast.Error())
	rows := presenceRows(t, srv, id)
	for i, p := range ids {
		if rows[p] > tourney.MaxJoinsPerMinute {
			t.Errorf("flooder %d made %d joins and pauses within a minute; the bound is %d", i, rows[p], tourney.MaxJoinsPerMinute)
		}
	}
	said := 0
	for _, m := range srv.director.Chat(tourney.EventID(id), room.Player{}) {
		if m.Author == "chatter" {
			said++
		}
	}
	if most := room.DefaultChatBurst + int(chatTime/room.DefaultChatEvery) + 1; said > most || said < room.DefaultChatBurst {
		t.Errorf("the chat took %d of %d lines in %v; a room's rate allows %d to %d",
			said, 4*room.DefaultChatBurst, chatTime, room.DefaultChatBurst, most)
	}

	// two established players join amid the flood and are paired, and a
	// looker's page answers at once
	for _, tm := range normal {
		tm.send("j")
	}
	ahead.Add(int64(time.Minute))
	for i, tm := range terms {
		marks[i] = tm.mark()
	}
	var floodWG sync.WaitGroup
	floodWG.Go(func() { flood(2 * tourney.MaxJoinsPerMinute) })
	for _, tm := range normal {
		tm.waitText(0, screentext.EventGameNote)
	}
	for range 3 {
		mk := looker.mark()
		start := time.Now()
		looker.send("q")
		looker.waitText(mk, "Tournaments")
		looker.send("\r")
		looker.waitText(mk, "p pause/resume")
		if d := time.Since(start); d > time.Second {
			t.Errorf("a looker's page took %v to answer amid the flood", d)
		}
	}
	floodWG.Wait()

	// minutes later, every flooder has spent their actions in the event:
	// the log takes no more of theirs (the flooders' pages lag behind their
	// keys, so some of their pauses change nothing and cost nothing: it
	// takes a few more minutes than MaxActionsPerPlayer/MaxJoinsPerMinute)
	for i := 0; i < 3*tourney.MaxActionsPerPlayer/tourney.MaxJoinsPerMinute && !shown(tourney.ErrTooMany.Error()); i++ {
		ahead.Add(int64(time.Minute))
		flood(2 * tourney.MaxJoinsPerMinute)
	}
	for i, tm := range terms {
		tm.waitText(marks[i], tourney.ErrTooMany.Error())
	}
	rows = presenceRows(t, srv, id)
	for i, p := range ids {
		if rows[p] > tourney.MaxActionsPerPlayer {
			t.Errorf("flooder %d has %d rows of joins and pauses in the log; the bound is %d", i, rows[p], tourney.MaxActionsPerPlayer)
		}
		t.Logf("flooder %d: %d rows", i, rows[p])
	}
	v, err := srv.director.View(tourney.EventID(id), room.Player{Name: "onlooker"})
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Games) != 1 || v.Games[0].White+v.Games[0].Black != "annben" && v.Games[0].White+v.Games[0].Black != "benann" {
		t.Errorf("the arena's games are %+v; ann and ben alone may meet", v.Games)
	}

	// the flooders gone, the server holds what it held: the heap grows by
	// no more than what the test's own terminals received and keep (their
	// output and its screens), counted twice
	for _, tm := range append(terms, chatter, looker) {
		tm.close()
	}
	waitUntil(t, "the flooders' sessions to end", func() bool {
		return runtime.NumGoroutine() <= goroutines+maxGoroutinesLeft
	})
	grown, kept := heapAfterGC()-heap, 2*(received()-before)
	t.Logf("goroutines %d → %d, heap grown by %d KiB, the test's terminals received %d KiB", goroutines,
		runtime.NumGoroutine(), grown>>10, kept>>11)
	if grown-kept > 4<<20 {
		t.Errorf("the heap grew by %d MiB over the flood, beyond the %d MiB the test's terminals keep", grown>>20, kept>>20)
	}
}

// maxGoroutinesLeft is how many more goroutines than before the flood
// the test lets run once the flooders left: ann and ben's game and
// sessions, and the runtime's own.
const maxGoroutinesLeft = 60
