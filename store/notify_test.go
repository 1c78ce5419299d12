package store

import (
	"context"
	"testing"
)

// TestNotifyTargetRoundTrip: a player has no target until one is set; it
// reads back as set, is replaced by the next, and goes when the URL is
// cleared; another player's is apart.
func TestNotifyTargetRoundTrip(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	a, _ := s.FindOrCreate(ctx, "SHA256:a")
	b, _ := s.FindOrCreate(ctx, "SHA256:b")
	if got, err := s.NotifyTarget(ctx, a.ID); err != nil || got != (NotifyTarget{}) {
		t.Fatalf("before any: %+v, %v", got, err)
	}
	for _, want := range []NotifyTarget{{"https://ntfy.sh/a", 15}, {"https://example.com/hook", 2}} {
		if err := s.SetNotifyTarget(ctx, a.ID, want); err != nil {
			t.Fatal(err)
		}
		if got, err := s.NotifyTarget(ctx, a.ID); err != nil || got != want {
			t.Fatalf("read back %+v, %v; want %+v", got, err, want)
		}
	}
	if got, _ := s.NotifyTarget(ctx, b.ID); got != (NotifyTarget{}) {
		t.Errorf("another player's target: %+v", got)
	}
	if err := s.SetNotifyTarget(ctx, a.ID, NotifyTarget{Events: 15}); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.NotifyTarget(ctx, a.ID); got != (NotifyTarget{}) {
		t.Errorf("after clearing: %+v", got)
	}
}
