package practice

import (
	"maps"
	"testing"

	"github.com/fetaix/fetaix/learn"
)

// TestGuestStarsKeepACopy: a guest's stars start empty (not nil, so the
// screen can record into them); Set keeps what it is given and Get hands
// out copies, so that neither the caller's map changed after Set nor a
// map Get returned changes what is kept.
func TestGuestStarsKeepACopy(t *testing.T) {
	ids := stageIDs(t, 2)
	a, b := ids[0], ids[1]
	var s GuestStars
	if got := s.Get(); got == nil || len(got) != 0 {
		t.Fatalf("a new guest's stars: %v, want an empty progress", got)
	}
	given := learn.Progress{a: 2}
	if err := s.Set(given); err != nil {
		t.Fatal(err)
	}
	given[b] = 3
	got := s.Get()
	got[a] = 1
	if want := (learn.Progress{a: 2}); !maps.Equal(s.Get(), want) {
		t.Fatalf("kept %v, want %v: a caller's map reached the stars kept", s.Get(), want)
	}
}
