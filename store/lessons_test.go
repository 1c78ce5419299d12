package store

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// set returns a merge that stores text, and records the old text it was
// given in *old.
func set(text string, old *string) func(string) (string, error) {
	return func(o string) (string, error) { *old = o; return text, nil }
}

// TestLessonProgressPersists: a key holder's lesson progress is "" until
// written, then what was written, read back after the database is closed
// and opened again; each update's merge is given the text stored; one
// player's progress is not another's.
func TestLessonProgressPersists(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), FileName)
	clock := newClock()
	s, err := Open(path, Options{Now: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	ann, bob := keyHolder(t, s, "key-ann", "ann"), keyHolder(t, s, "key-bob", "bob")
	if got, err := s.LessonProgress(ctx, ann.ID); got != "" || err != nil {
		t.Fatalf("before any write: %q, %v; want \"\"", got, err)
	}
	var old string
	if _, err := s.UpdateLessonProgress(ctx, ann.ID, set("board/points=1", &old), clock.Now()); err != nil || old != "" {
		t.Fatalf("first write: %v, old %q", err, old)
	}
	got, err := s.UpdateLessonProgress(ctx, ann.ID, set("board/diagonal=2 board/points=3", &old), clock.Now())
	if err != nil || old != "board/points=1" || got != "board/diagonal=2 board/points=3" {
		t.Fatalf("second write: %q, %v; merge given %q", got, err, old)
	}
	s.Close()
	if s, err = Open(path, Options{Now: clock.Now}); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got, err := s.LessonProgress(ctx, ann.ID); got != "board/diagonal=2 board/points=3" || err != nil {
		t.Fatalf("ann after reopening: %q, %v", got, err)
	}
	if got, err := s.LessonProgress(ctx, bob.ID); got != "" || err != nil {
		t.Fatalf("bob, who wrote nothing: %q, %v", got, err)
	}
}

// TestLessonProgressBounded: a text over MaxLessonProgress bytes is
// refused with ErrLessonProgressTooLong and the stored one is kept; one
// of exactly MaxLessonProgress is stored; a merge's error is returned and
// nothing is written.
func TestLessonProgressBounded(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t, nil)
	ann := keyHolder(t, s, "key-ann", "ann")
	var old string
	if _, err := s.UpdateLessonProgress(ctx, ann.ID, set("board/points=2", &old), s.now()); err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("x", MaxLessonProgress+1)
	if _, err := s.UpdateLessonProgress(ctx, ann.ID, set(long, &old), s.now()); !errors.Is(err, ErrLessonProgressTooLong) {
		t.Fatalf("a text of %d bytes: %v, want ErrLessonProgressTooLong", len(long), err)
	}
	if got, _ := s.LessonProgress(ctx, ann.ID); got != "board/points=2" {
		t.Fatalf("after a refused write: %q, want the text before", got)
	}
	boom := errors.New("boom")
	if _, err := s.UpdateLessonProgress(ctx, ann.ID, func(string) (string, error) { return "", boom }, s.now()); !errors.Is(err, boom) {
		t.Fatalf("a merge that fails: %v, want its error", err)
	}
	if got, _ := s.LessonProgress(ctx, ann.ID); got != "board/points=2" {
		t.Fatalf("after a failed merge: %q, want the text before", got)
	}
	most := long[:MaxLessonProgress]
	if got, err := s.UpdateLessonProgress(ctx, ann.ID, set(most, &old), s.now()); err != nil || got != most {
		t.Fatalf("a text of exactly %d bytes: %v", MaxLessonProgress, err)
	}
	if got, _ := s.LessonProgress(ctx, ann.ID); got != most {
		t.Fatalf("the text at the bound was not stored (%d bytes read)", len(got))
	}
}
