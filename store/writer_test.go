package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// quickRetries retry at once, so that tests do not wait on backoff.
var quickRetries = WriterOptions{RetryFirst: time.Millisecond, RetryMax: 2 * time.Millisecond}

// newWriter starts a writer and closes it when the test ends.
func newWriter(t *testing.T, s *Store, opts WriterOptions) *Writer {
	w := s.NewWriter(opts)
	t.Cleanup(func() { w.Close(context.Background()) })
	return w
}

// wait returns the next value of ch, failing the test after waitTimeout.
func wait[T any](t *testing.T, ch <-chan T, what string) T {
	t.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(waitTimeout):
		t.Fatalf("no %s after %v", what, waitTimeout)
		panic("unreachable")
	}
}

// refuseGames makes every insert into games fail, as a full disk would,
// until the returned function is called.
func refuseGames(t *testing.T, s *Store) (allow func()) {
	t.Helper()
	if _, err := s.db.Exec(`CREATE TRIGGER refuse_games BEFORE INSERT ON games
		BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`); err != nil {
		t.Fatal(err)
	}
	return func() {
		if _, err := s.db.Exec(`DROP TRIGGER refuse_games`); err != nil {
			t.Error(err)
		}
	}
}

// TestWriterAcknowledgesAfterCommit: Saved comes once the game is in the
// database, with its chat, sanitized.
func TestWriterAcknowledgesAfterCommit(t *testing.T) {
	s := openTemp(t, nil)
	w := newWriter(t, s, WriterOptions{})
	ann := keyHolder(t, s, "SHA256:ann", "Ann")
	g := finished(t, seat(ann), Seat{Name: "visitor"}, game.WhiteWin, false)
	g.Chat = []ChatLine{{Author: "Ann", Text: "gg"}, {Author: "\x1b[1mwatcher", Spectator: true, Text: "nice \x1b]0;title\x07move\u202e"}}
	type ack struct {
		saved Saved
		found error
	}
	acks := make(chan ack, 1)
	g.Saved = func(sv Saved) {
		_, err := s.Game(context.Background(), sv.ID) // another connection: it must see the commit
		acks <- ack{sv, err}
	}
	if err := w.Submit(g); err != nil {
		t.Fatal(err)
	}
	a := wait(t, acks, "acknowledgement")
	if a.found != nil {
		t.Fatalf("acknowledged game %d not readable: %v", a.saved.ID, a.found)
	}
	ag, _ := s.Game(context.Background(), a.saved.ID)
	want := []ChatLine{{Author: "Ann", Text: "gg"}, {Author: "[1mwatcher", Spectator: true, Text: "nice ]0;titlemove"}}
	if len(ag.Chat) != 2 {
		t.Fatalf("chat %+v", ag.Chat)
	}
	for i, c := range ag.Chat {
		if c.Author != want[i].Author || c.Text != want[i].Text || c.Spectator != want[i].Spectator || c.At.IsZero() {
			t.Errorf("chat line %d = %+v, want %+v", i, c, want[i])
		}
	}
	if ag.White.Player != ann.ID || ag.Black.Player != 0 || ag.Black.Name != "visitor" || ag.Result != game.WhiteWin {
		t.Errorf("archived %+v", ag.GameSummary)
	}
	recs, err := pdn.Parse(ag.PDN)
	if err != nil || len(recs) != 1 || recs[0].Game.Ply() != 2 {
		t.Errorf("archived PDN reads back as %v, %v", recs, err)
	}
}

// TestWriterRetriesAndReports: while the database refuses the game, each
// failure is reported and the game kept; once it is accepted, Saved comes.
func TestWriterRetriesAndReports(t *testing.T) {
	s := openTemp(t, nil)
	allow := refuseGames(t, s)
	w := newWriter(t, s, quickRetries)
	failures := make(chan error, 100)
	acks := make(chan Saved, 1)
	g := finished(t, Seat{Name: "a"}, Seat{Name: "b"}, game.Draw, false)
	g.Failed = func(err error, gaveUp bool) {
		if gaveUp {
			err = fmt.Errorf("gave up: %w", err)
		} else if n := w.Pending(); n != 1 { // the failed game is still the writer's
			err = fmt.Errorf("pending %d when told of the failure, want 1", n)
		}
		select {
		case failures <- err:
		default:
		}
	}
	g.Saved = func(sv Saved) { acks <- sv }
	if err := w.Submit(g); err != nil {
		t.Fatal(err)
	}
	for range 3 { // a few tries, all reported
		if err := wait(t, failures, "failure report"); err == nil || errors.Is(err, errAbandoned) || strings.HasPrefix(err.Error(), "pending") {
			t.Fatalf("reported %v", err)
		}
	}
	for range 20 { // while tries go on, in the queue or being written, it counts
		if n := w.Pending(); n != 1 {
			t.Fatalf("pending %d while failing, want 1", n)
		}
		time.Sleep(time.Millisecond)
	}
	allow()
	sv := wait(t, acks, "acknowledgement after the retries")
	if _, err := s.Game(context.Background(), sv.ID); err != nil {
		t.Fatal(err)
	}
	if n := countGames(t, s); n != 1 {
		t.Errorf("%d games after retries, want 1", n)
	}
}

// TestWriterCloseReturnsWhatItCouldNotWrite: at Close a failing game gets
// one last try, is reported as given up and handed back; later Submits are
// refused.
func TestWriterCloseReturnsWhatItCouldNotWrite(t *testing.T) {
	s := openTemp(t, nil)
	refuseGames(t, s)
	w := s.NewWriter(WriterOptions{RetryFirst: time.Hour}) // no retry before Close
	gaveUp := make(chan bool, 10)
	g := finished(t, Seat{Name: "a"}, Seat{Name: "b"}, game.Draw, false)
	g.Failed = func(_ error, up bool) { gaveUp <- up }
	if err := w.Submit(g); err != nil {
		t.Fatal(err)
	}
	if wait(t, gaveUp, "first failure") {
		t.Fatal("gave up on the first failure")
	}
	lost, err := w.Close(context.Background())
	if err != nil || len(lost) != 1 || lost[0].Record != g.Record {
		t.Fatalf("Close = %d lost, %v; want the game back", len(lost), err)
	}
	if !wait(t, gaveUp, "last failure") {
		t.Error("the last failure was not reported as giving up")
	}
	if err := w.Submit(g); !errors.Is(err, ErrWriterClosed) {
		t.Errorf("Submit after Close: %v", err)
	}
}

// TestWriterCloseWritesWhatIsWaiting: games handed over just before Close
// are written before it returns.
func TestWriterCloseWritesWhatIsWaiting(t *testing.T) {
	s := openTemp(t, nil)
	w := s.NewWriter(WriterOptions{})
	for range 20 {
		if err := w.Submit(finished(t, Seat{Name: "a"}, Seat{Name: "b"}, game.WhiteWin, false)); err != nil {
			t.Fatal(err)
		}
	}
	if lost, err := w.Close(context.Background()); err != nil || len(lost) != 0 {
		t.Fatalf("Close: %d lost, %v", len(lost), err)
	}
	if n := countGames(t, s); n != 20 {
		t.Errorf("%d games after Close, want 20", n)
	}
}

// TestBadGameFailsAlone: in one transaction of several games, one that the
// database refuses is rolled back alone.
func TestBadGameFailsAlone(t *testing.T) {
	s := openTemp(t, nil)
	ann, bob := keyHolder(t, s, "SHA256:ann", "Ann"), keyHolder(t, s, "SHA256:bob", "Bob")
	var batch []*pending
	for i, g := range []FinishedGame{
		finished(t, seat(ann), seat(bob), game.WhiteWin, true),
		finished(t, seat(ann), Seat{Player: 999, Name: "ghost"}, game.WhiteWin, false), // no such player
		finished(t, seat(ann), seat(bob), game.BlackWin, true),
	} {
		p, err := prepare(g, time.Now())
		if err != nil {
			t.Fatal(i, err)
		}
		batch = append(batch, p)
	}
	saved, errs, _ := s.writeBatch(context.Background(), nil, batch)
	if errs[0] != nil || errs[1] == nil || errs[2] != nil {
		t.Fatalf("errors %v, want only the second", errs)
	}
	if n := countGames(t, s); n != 2 {
		t.Errorf("%d games, want 2", n)
	}
	if saved[2].White.Before != saved[0].White.After {
		t.Errorf("the third game was not rated from the first's result")
	}
}

// TestSubmitRefusesWhatTheArchiveCannotHold: a record the PDN writer
// refuses is refused at once, not retried.
func TestSubmitRefusesWhatTheArchiveCannotHold(t *testing.T) {
	s := openTemp(t, nil)
	w := newWriter(t, s, WriterOptions{})
	g := finished(t, Seat{Name: "a"}, Seat{Name: "b"}, game.WhiteWin, false)
	g.Record.SetComment(1, "a } in a comment")
	if err := w.Submit(g); err == nil {
		t.Error("a record with '}' in a comment was accepted")
	}
	if err := w.Submit(FinishedGame{}); err == nil {
		t.Error("a game without a record was accepted")
	}
}

// TestConcurrentRoomsAllLand: many rooms end games at once through one
// writer, while sessions read the leaderboard and new keys arrive; every
// game lands once, acknowledged, and the ratings count every rated game.
func TestConcurrentRoomsAllLand(t *testing.T) {
	s := openTemp(t, nil)
	w := newWriter(t, s, quickRetries)
	const rooms, perRoom = 24, 10
	players := make([]Player, rooms+1)
	for i := range players {
		players[i] = keyHolder(t, s, fmt.Sprintf("SHA256:%d", i), fmt.Sprintf("p%d", i))
	}
	var mu sync.Mutex
	acked := map[GameID]bool{}
	var failures []error
	var wg sync.WaitGroup
	for r := range rooms {
		wg.Go(func() {
			for i := range perRoom {
				done := make(chan struct{})
				g := finished(t, seat(players[r]), seat(players[r+1]), []game.Result{game.WhiteWin, game.BlackWin, game.Draw}[i%3], true)
				g.Saved = func(sv Saved) {
					mu.Lock()
					acked[sv.ID] = true
					mu.Unlock()
					close(done)
				}
				g.Failed = func(err error, _ bool) {
					mu.Lock()
					failures = append(failures, err)
					mu.Unlock()
				}
				if err := w.Submit(g); err != nil {
					t.Error(err)
					return
				}
				if i%2 == 0 { // some rooms wait for their game, others go on
					select {
					case <-done:
					case <-time.After(waitTimeout):
						t.Error("no acknowledgement")
						return
					}
				}
			}
		})
	}
	stop := make(chan struct{})
	var others sync.WaitGroup
	others.Go(func() { // sessions meanwhile: reads, and writes of their own
		ctx := context.Background()
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := s.Leaderboard(ctx, 0, 10); err != nil {
				t.Error(err)
				return
			}
			if _, err := s.FindOrCreate(ctx, fmt.Sprintf("SHA256:session%d", i)); err != nil {
				t.Error(err)
				return
			}
		}
	})
	wg.Wait()
	close(stop)
	others.Wait()
	if lost, err := w.Close(context.Background()); err != nil || len(lost) != 0 {
		t.Fatalf("Close: %d lost, %v", len(lost), err)
	}
	if len(acked) != rooms*perRoom || countGames(t, s) != rooms*perRoom {
		t.Errorf("%d acknowledged, %d archived; want %d", len(acked), countGames(t, s), rooms*perRoom)
	}
	if len(failures) > 0 {
		t.Errorf("%d failures, e.g. %v", len(failures), failures[0])
	}
	var rated int
	if err := s.db.QueryRow(`SELECT coalesce(sum(games), 0) FROM ratings`).Scan(&rated); err != nil || rated != 2*rooms*perRoom {
		t.Errorf("ratings count %d games (%v), want %d (two players each)", rated, err, 2*rooms*perRoom)
	}
}
