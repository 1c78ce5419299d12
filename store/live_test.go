package store

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// liveGame is a room's game in progress for the tests.
func liveGame(code string, life int64, gameNo int, moves ...string) LiveGame {
	return LiveGame{Code: code, Life: life, GameNo: gameNo, Options: json.RawMessage(`{"Clock":300000000000}`),
		Seats: [2]LiveSeat{{Taken: true, Player: 3, Name: "ann", Key: "SHA256:ann", Token: "TOKENA"},
			{Taken: true, Name: "guest", Token: "TOKENB"}},
		White: 1, Moves: moves, Clock: [2]time.Duration{90 * time.Second, 75500 * time.Millisecond},
		State: LiveState{Started: true, DrawOffer: 1, Takeback: -1, Takebacks: [2]int{1, 0}, Rated: false,
			Chat: []LiveChat{{ChatLine: ChatLine{Author: "ann", Text: "hi", At: time.Unix(100, 0).UTC()}, Seat: 0}}, GameChat: 1},
		Updated: time.Unix(1000, 0)}
}

// liveGames lists the store's games in progress, failing the test on error.
func liveGames(t *testing.T, s *Store) []LiveGame {
	t.Helper()
	gs, err := s.LiveGames(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return gs
}

// TestLiveGameRoundTrip: a saved game in progress reads back as it was
// saved, and a second save of the room replaces the first.
func TestLiveGameRoundTrip(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	g := liveGame("ABCD", 7, 1, "c2c3", "b4c3")
	if err := s.SaveLive(ctx, g); err != nil {
		t.Fatal(err)
	}
	got := liveGames(t, s)
	if len(got) != 1 || !reflect.DeepEqual(got[0], g) {
		t.Fatalf("read back\n%+v\nwant\n%+v", got, g)
	}
	g.Moves = append(g.Moves, "d2c3")
	if err := s.SaveLive(ctx, g); err != nil {
		t.Fatal(err)
	}
	if got := liveGames(t, s); len(got) != 1 || len(got[0].Moves) != 3 {
		t.Fatalf("after a second save: %+v", got)
	}
	bad := liveGame("ABCD", 7, 1, "c2 c3")
	if err := s.SaveLive(ctx, bad); err == nil {
		t.Fatal("a move with a space was taken")
	}
}

// TestLiveDeleteKeepsNewerGames: deleting a finished game's row leaves a
// later game of the room, and another room of the same code.
func TestLiveDeleteKeepsNewerGames(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	if err := s.SaveLive(ctx, liveGame("ABCD", 7, 2)); err != nil {
		t.Fatal(err)
	}
	for _, ref := range []LiveRef{{"ABCD", 7, 1}, {"ABCD", 8, 2}, {"WXYZ", 7, 2}} {
		if err := s.DeleteLive(ctx, ref); err != nil {
			t.Fatal(err)
		}
		if n := len(liveGames(t, s)); n != 1 {
			t.Fatalf("%+v deleted game 2 of life 7", ref)
		}
	}
	if err := s.DeleteLive(ctx, LiveRef{"ABCD", 7, 2}); err != nil {
		t.Fatal(err)
	}
	if n := len(liveGames(t, s)); n != 0 {
		t.Fatalf("%d rows left", n)
	}
}

// TestWriterArchivesAndDeletesLiveTogether: the writer writes a room's
// newest state, and the finished game's row goes in the transaction that
// archives the game; a stale state queued behind it is not written back.
func TestWriterArchivesAndDeletesLiveTogether(t *testing.T) {
	s := openTemp(t, nil)
	w := newWriter(t, s, quickRetries)
	for i := range 3 { // coalesced or not, the newest state wins
		if err := w.SubmitLive(liveGame("ABCD", 7, 1, []string{"c2c3", "b4c3", "d2c3"}[:i+1]...), nil); err != nil {
			t.Fatal(err)
		}
	}
	waitPending(t, w)
	if got := liveGames(t, s); len(got) != 1 || len(got[0].Moves) != 3 {
		t.Fatalf("after three states: %+v", got)
	}
	// a newer state, then the game ends: the state is dropped, the row goes
	if err := w.SubmitLive(liveGame("ABCD", 7, 1, "c2c3", "b4c3", "d2c3", "a4b4"), nil); err != nil {
		t.Fatal(err)
	}
	g := finished(t, Seat{Name: "ann"}, Seat{Name: "bob"}, game.WhiteWin, false)
	g.Live = LiveRef{"ABCD", 7, 1}
	saved := make(chan Saved, 1)
	g.Saved = func(sv Saved) { saved <- sv }
	if err := w.Submit(g); err != nil {
		t.Fatal(err)
	}
	wait(t, saved, "acknowledgement")
	waitPending(t, w)
	if got := liveGames(t, s); len(got) != 0 {
		t.Fatalf("the finished game is still in progress: %+v", got)
	}
	if countGames(t, s) != 1 {
		t.Fatal("the game was not archived")
	}
	// the room's next game is kept; a delete of a closed room removes it
	if err := w.SubmitLive(liveGame("ABCD", 7, 2, "c2c3"), nil); err != nil {
		t.Fatal(err)
	}
	waitPending(t, w)
	if got := liveGames(t, s); len(got) != 1 || got[0].GameNo != 2 {
		t.Fatalf("game 2: %+v", got)
	}
	if err := w.SubmitLiveDelete(LiveRef{"ABCD", 7, 2}, nil); err != nil {
		t.Fatal(err)
	}
	waitPending(t, w)
	if got := liveGames(t, s); len(got) != 0 {
		t.Fatalf("after the room closed: %+v", got)
	}
}

// TestWriterRetriesLiveAndFlushesOnClose: a state that fails is reported
// and tried again; Close writes the states still waiting.
func TestWriterRetriesLiveAndFlushesOnClose(t *testing.T) {
	s := openTemp(t, nil)
	if _, err := s.db.Exec(`CREATE TRIGGER refuse_live BEFORE INSERT ON live_games
		BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`); err != nil {
		t.Fatal(err)
	}
	w := s.NewWriter(WriterOptions{RetryFirst: time.Hour})
	failed := make(chan error, 4)
	if err := w.SubmitLive(liveGame("ABCD", 7, 1, "c2c3"), func(err error) { failed <- err }); err != nil {
		t.Fatal(err)
	}
	if err := wait(t, failed, "failure"); err == nil {
		t.Fatal("a failure reported without its error")
	}
	if w.Pending() != 1 {
		t.Fatalf("pending %d after a failure, want the state kept", w.Pending())
	}
	if _, err := s.db.Exec(`DROP TRIGGER refuse_live`); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Close(context.Background()); err != nil { // retried at once, whatever its backoff
		t.Fatal(err)
	}
	if got := liveGames(t, s); len(got) != 1 {
		t.Fatalf("after Close: %+v", got)
	}
	if err := w.SubmitLive(liveGame("ABCD", 7, 1), nil); err != ErrWriterClosed {
		t.Fatalf("a state after Close: %v", err)
	}
}

// TestWriterGathersLiveStates: the rooms' states wait for one another
// (LiveGather) and are written with the next finished game, in its
// transaction, when it comes first.
func TestWriterGathersLiveStates(t *testing.T) {
	s := openTemp(t, nil)
	w := newWriter(t, s, WriterOptions{LiveGather: time.Hour})
	for _, code := range []string{"ABCD", "EFGH", "JKLM"} {
		if err := w.SubmitLive(liveGame(code, 7, 1, "c2c3"), nil); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(50 * time.Millisecond) // time enough to write them, were they not gathering
	if got := liveGames(t, s); len(got) != 0 || w.Pending() != 3 {
		t.Fatalf("written before their gathering ended: %d rows, %d pending", len(got), w.Pending())
	}
	g := finished(t, Seat{Name: "ann"}, Seat{Name: "bob"}, game.WhiteWin, false)
	saved := make(chan Saved, 1)
	g.Saved = func(sv Saved) { saved <- sv }
	if err := w.Submit(g); err != nil {
		t.Fatal(err)
	}
	wait(t, saved, "acknowledgement")
	if got := liveGames(t, s); len(got) != 3 {
		t.Fatalf("%d rows when the game that took them along was acknowledged, want 3", len(got))
	}
}

// waitPending waits until the writer has written everything handed over.
func waitPending(t *testing.T, w *Writer) {
	t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for w.Pending() > 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d writes still pending", w.Pending())
		}
		time.Sleep(time.Millisecond)
	}
}

// TestHeldGameDeletesItsLiveRow: a finished game the database could not
// take, written to a file, deletes its game in progress as the next start
// stores it: the room does not come back to be archived and rated again.
func TestHeldGameDeletesItsLiveRow(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	if err := s.SaveLive(ctx, liveGame("ABCD", 7, 1, "c2c3")); err != nil {
		t.Fatal(err)
	}
	g := finished(t, Seat{Name: "ann"}, Seat{Name: "bob"}, game.WhiteWin, false)
	g.Live = LiveRef{"ABCD", 7, 1}
	dir := t.TempDir()
	if _, err := WriteHeld(dir, g); err != nil {
		t.Fatal(err)
	}
	if rep, err := s.StoreHeld(ctx, dir); err != nil || rep.Stored != 1 {
		t.Fatalf("StoreHeld: %+v, %v", rep, err)
	}
	if got := liveGames(t, s); len(got) != 0 {
		t.Fatalf("the stored game is still in progress: %+v", got)
	}
}
