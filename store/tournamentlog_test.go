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
