package room

import (
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// TestCorrespondenceKeptAcrossARestart: a correspondence game in progress
// outlives the server (live.go) with its times: after the restart its
// seats wait for the game, past the restart grace of a live game, its
// side to move's days run on from the last move, wall-clock time, and
// its players come back and play on; its record keeps the time of every
// move, those before the restart included.
func TestCorrespondenceKeptAcrossARestart(t *testing.T) {
	t.Parallel()
	dir := dataDir(t)
	h, stop := hubOn(t, dir, time.Minute)
	white, black := corrGame(t, h, 1)
	playOpening(t, white, black)
	code := white.Code()
	r := white.Room()
	r.Mu.Lock()
	times, since := r.CorrespondenceTimesLocked()
	times = append([]time.Time(nil), times...)
	r.Mu.Unlock()
	white.Leave()
	black.Leave()
	stop()
	kept := keptGames(t, dir)
	if len(kept) != 1 || len(kept[0].State.MoveTimes) != AbortPlies || !kept[0].State.DaysSince.Equal(since) {
		t.Fatalf("kept %+v; want the %d move times and the days' start %v", kept, AbortPlies, since)
	}

	h2, _ := hubOn(t, dir, 50*time.Millisecond) // a live game's seats would be lost at once
	time.Sleep(200 * time.Millisecond)
	r2, err := h2.Find(code)
	if err != nil {
		t.Fatalf("the correspondence game is gone after its restart grace: %v", err)
	}
	r2.Mu.Lock()
	on, left, seats, over := r2.ClockOn, r2.Clock[game.White], r2.Seats, r2.overLocked()
	r2.Mu.Unlock()
	if over || !on || left > Day-time.Since(since)+time.Second || left < Day-time.Since(since)-time.Minute {
		t.Fatalf("back: over %v, clock running %v, White's time %v (its day began %v ago)", over, on, left, time.Since(since))
	}
	for i, s := range seats {
		if !s.taken || !s.graceEnd.IsZero() || s.timer != nil {
			t.Fatalf("seat %d back: taken %v, grace end %v", i, s.taken, s.graceEnd)
		}
	}
	if games := h2.Correspondence(Player{Name: "alice", Key: "SHA256:alice"}); len(games) != 1 || !games[0].YourMove {
		t.Fatalf("alice's games after the restart: %+v", games)
	}
	w2, err := h2.Join(code, Player{Name: "alice", Key: "SHA256:alice"}, "")
	if err != nil {
		t.Fatal(err)
	}
	playFirst(t, w2)
	if err := w2.Resign(); err != nil {
		t.Fatal(err)
	}
	recs := archivedRecords(t, h2)
	if len(recs) != 1 || recs[0].Game.Ply() != AbortPlies+1 {
		t.Fatalf("%d records", len(recs))
	}
	for i, want := range times {
		if got, ok := recs[0].MoveTime(i + 1); !ok || !got.Equal(want.Truncate(time.Second)) {
			t.Errorf("move %d: time %v, %v after the restart; played at %v", i+1, got, ok, want)
		}
	}
	if _, ok := recs[0].MoveTime(AbortPlies + 1); !ok {
		t.Error("the move after the restart has no time")
	}
}

// TestCorrespondenceNotLostToAnOutage: a correspondence game whose side
// to move ran out of days while the server was down (its day made to have
// begun two days before) is not lost on time as the next start brings it
// back: the side to move has the restart grace from the start, and loses
// on time when that runs out.
func TestCorrespondenceNotLostToAnOutage(t *testing.T) {
	t.Parallel()
	dir := dataDir(t)
	h, stop := hubOn(t, dir, time.Minute)
	white, black := corrGame(t, h, 1)
	playOpening(t, white, black)
	white.Leave()
	black.Leave()
	r := white.Room()
	r.Mu.Lock()
	r.corr.since = r.corr.since.Add(-2 * Day) // as written at the shutdown
	r.Mu.Unlock()
	stop()

	const grace = 300 * time.Millisecond
	start := time.Now()
	h2, _ := hubOn(t, dir, grace)
	time.Sleep(grace / 3)
	h2.WaitArchived()
	if n := len(archivedGamesIn(t, dir)); n != 0 || h2.RoomCount() != 1 {
		t.Fatalf("%d games archived, %d rooms, at the start: the outage lost the game", n, h2.RoomCount())
	}
	deadline := time.Now().Add(waitTimeout)
	for len(archivedGamesIn(t, dir)) == 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
		h2.WaitArchived()
	}
	if took := time.Since(start); took < grace {
		t.Fatalf("lost on time %v after the start, within the restart grace %v", took, grace)
	}
	recs := archivedRecords(t, h2)
	if len(recs) != 1 {
		t.Fatalf("%d records, want the game lost on time after the grace", len(recs))
	}
	if res, why := recs[0].FinalResult(); res != game.BlackWin || !strings.Contains(why, "white's time ran out") {
		t.Fatalf("result %v (%s)", res, why)
	}
}
