package pdn

import (
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// TestMoveTimesRoundTrip: the times of a record's moves, written in their
// comments beside a note, read back from the text the writer makes, to
// the second; a move without one has none.
func TestMoveTimesRoundTrip(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for range 3 {
		if err := g.Play(g.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	rec := NewRecord(g)
	at := time.Date(2026, 12, 7, 5, 14, 25, 600, time.FixedZone("x", 3600))
	rec.SetComment(2, "a note")
	rec.SetMoveTime(1, at)
	rec.SetMoveTime(2, at.Add(49*time.Hour))
	rec.SetMoveTime(2, at.Add(50*time.Hour)) // replaces the first
	text, err := Format(rec)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := Parse(text)
	if err != nil || len(recs) != 1 {
		t.Fatalf("reading back %q: %v", text, err)
	}
	back := recs[0]
	for i, want := range map[int]time.Time{1: at, 2: at.Add(50 * time.Hour)} {
		got, ok := back.MoveTime(i)
		if !ok || !got.Equal(want.Truncate(time.Second)) {
			t.Errorf("move %d: time %v, %v; want %v in\n%s", i, got, ok, want, text)
		}
	}
	if got, ok := back.MoveTime(3); ok {
		t.Errorf("move 3 has a time: %v", got)
	}
	if c := back.Comment(2); c != "[%time 2026-12-09T06:14:25Z] a note" {
		t.Errorf("comment after move 2: %q", c)
	}
	if back.Game.Ply() != 3 {
		t.Errorf("read back %d moves, want 3", back.Game.Ply())
	}
}
