package store

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"
)

// TestTournamentLog: entries come back in order, numbered from 1 per
// event, with their player and data; an event's log stops at its bound
// with ErrTournamentLogFull, and other events' logs go on.
func TestTournamentLog(t *testing.T) {
	c := newClock()
	s := openTemp(t, c)
	ctx := context.Background()
	ann := keyHolder(t, s, "SHA256:ann", "Ann")
	id, err := s.CreateTournament(ctx, arena3(c.Now()))
	if err != nil {
		t.Fatal(err)
	}
	other, err := s.CreateTournament(ctx, arena3(c.Now()))
	if err != nil {
		t.Fatal(err)
	}
	want := []TournamentEntry{
		{Seq: 1, At: c.Now(), Kind: "join", Player: ann.ID, Data: `{"rating":1500}`},
		{Seq: 2, At: c.Now().Add(time.Minute), Kind: "round", Data: `{"round":1}`},
		{Seq: 3, At: c.Now().Add(2 * time.Minute), Kind: "pause", Player: ann.ID, Data: "{}"},
	}
	for _, e := range want {
		e2 := e
		e2.Seq = 77 // ignored
		seq, err := s.AppendTournamentLog(ctx, id, e2)
		if err != nil || seq != e.Seq {
			t.Fatalf("append %+v: seq %d, %v", e, seq, err)
		}
	}
	if seq, err := s.AppendTournamentLog(ctx, other, want[0]); err != nil || seq != 1 {
		t.Fatalf("another event's first entry: seq %d, %v", seq, err)
	}
	got, err := s.TournamentLog(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	for i := range got {
		if !got[i].At.Equal(want[i].At) {
			t.Fatalf("entry %d at %v, want %v", i, got[i].At, want[i].At)
		}
		got[i].At = want[i].At
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("log\n got %+v\nwant %+v", got, want)
	}
	if _, err := s.AppendTournamentLog(ctx, 999, want[0]); !errors.Is(err, ErrNoTournament) {
		t.Fatalf("append to no event: %v", err)
	}
	if _, err := s.AppendTournamentLog(ctx, id, TournamentEntry{}); err == nil {
		t.Fatal("an entry without a kind was appended")
	}

	defer func(b int64) { tournamentLogBound = b }(tournamentLogBound)
	tournamentLogBound = 4
	if seq, err := s.AppendTournamentLog(ctx, id, want[1]); err != nil || seq != 4 {
		t.Fatalf("the last entry within the bound: %d, %v", seq, err)
	}
	if _, err := s.AppendTournamentLog(ctx, id, want[1]); !errors.Is(err, ErrTournamentLogFull) {
		t.Fatalf("beyond the bound: %v", err)
	}
	if log, _ := s.TournamentLog(ctx, id); len(log) != 4 {
		t.Fatalf("the full log holds %d entries", len(log))
	}
	if seq, err := s.AppendTournamentLog(ctx, other, want[1]); err != nil || seq != 2 {
		t.Fatalf("another event after one filled: %d, %v", seq, err)
	}
}

// BenchmarkAppendTournamentLog appends entries to one event's log, one
// commit each (synced to disk), after 10,000 entries are there: the
// director's cost of a join or a result. It reports the p50 and p99 in
// ms.
func BenchmarkAppendTournamentLog(b *testing.B) {
	s := openTemp(b, nil)
	ctx := context.Background()
	id, err := s.CreateTournament(ctx, arena3(time.Now()))
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.db.Exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
		INSERT INTO tournament_log (tournament_id, seq, at, kind, data) SELECT ?, i, 0, 'result', '{}' FROM n`, id); err != nil {
		b.Fatal(err)
	}
	e := TournamentEntry{At: time.Now(), Kind: "result", Player: 0, Data: `{"white":"ann","black":"bob","result":"1-0"}`}
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		if _, err := s.AppendTournamentLog(ctx, id, e); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(start))
	}
	b.StopTimer()
	reportPercentiles(b, lat)
}

// BenchmarkReadFullTournamentLog reads a log of MaxTournamentLog entries,
// as the director's replay after a restart does for the largest event.
func BenchmarkReadFullTournamentLog(b *testing.B) {
	s := openTemp(b, nil)
	ctx := context.Background()
	id, err := s.CreateTournament(ctx, arena3(time.Now()))
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.db.Exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
		INSERT INTO tournament_log (tournament_id, seq, at, kind, player_id, data)
		SELECT ?, i, 1765000000 + i, 'result', 1 + i % 1000, '{"white":"ann","black":"bob","result":"1-0","plies":41}' FROM n`,
		MaxTournamentLog, id); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		log, err := s.TournamentLog(ctx, id)
		if err != nil || len(log) != MaxTournamentLog {
			b.Fatalf("%d entries, %v", len(log), err)
		}
	}
}
