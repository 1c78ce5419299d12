package store

import (
	"context"
	"testing"
)

// TestRenamesInOrder: each name change is numbered after the last one;
// Renames returns those after a number, in order, a player renamed twice
// once with the name now, at most limit of them; a refused name is none.
func TestRenamesInOrder(t *testing.T) {
	s := openTemp(t, newClock())
	ctx := context.Background()
	alice, bob := keyHolder(t, s, "SHA256:a", "alice"), keyHolder(t, s, "SHA256:b", "bob")
	seq, err := s.LastRename(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id   PlayerID
		name string
	}{{alice.ID, "alicia"}, {bob.ID, "bobby"}, {alice.ID, "ali"}} {
		if _, err := s.SetName(ctx, c.id, c.name); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.SetName(ctx, bob.ID, "ali"); err == nil {
		t.Fatal("bob took alice's name")
	}
	got, err := s.Renames(ctx, seq, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Player != bob.ID || got[0].Name != "bobby" || got[1].Player != alice.ID || got[1].Name != "ali" ||
		got[0].Seq <= seq || got[1].Seq <= got[0].Seq {
		t.Fatalf("renames after %d: %+v, want bob's bobby then alice's ali", seq, got)
	}
	if last, err := s.LastRename(ctx); err != nil || last != got[1].Seq {
		t.Errorf("last rename %d, %v; want %d", last, err, got[1].Seq)
	}
	if one, err := s.Renames(ctx, seq, 1); err != nil || len(one) != 1 || one[0] != got[0] {
		t.Errorf("renames at most 1: %+v, %v", one, err)
	}
	if none, err := s.Renames(ctx, got[1].Seq, 10); err != nil || len(none) != 0 {
		t.Errorf("renames after the last: %+v, %v", none, err)
	}
}
