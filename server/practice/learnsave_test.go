package practice

import (
	"errors"
	"testing"
	"time"

	"github.com/fetaix/fetaix/learn"
	"github.com/fetaix/fetaix/store"
)

// stageIDs returns the IDs of the first n stages of the lessons.
func stageIDs(t *testing.T, n int) []string {
	t.Helper()
	ids := learn.StageIDs()
	if len(ids) < n {
		t.Fatalf("the lessons have %d stages, the test needs %d", len(ids), n)
	}
	return ids[:n]
}

// TestLearnSaverBoundsWrites: the saver writes only a progress with a
// stage of the lessons better than written before, at most one write per
// LearnGap: a better result within the gap waits, and goes with the next
// save past the gap, or with the flush; a failed write stays pending.
func TestLearnSaverBoundsWrites(t *testing.T) {
	ids := stageIDs(t, 2)
	a, b := ids[0], ids[1]
	now := time.Date(2026, 12, 7, 0, 0, 0, 0, time.UTC)
	var writes []string
	var fail error
	sv := NewLearnSaver(learn.Progress{a: 1}, func(p learn.Progress) error {
		if fail != nil {
			return fail
		}
		writes = append(writes, p.String())
		return nil
	}, func() time.Time { return now }, 0)
	step := func(what string, p learn.Progress, want ...string) {
		t.Helper()
		writes = nil
		if err := sv.Save(p); err != nil && fail == nil {
			t.Fatalf("%s: %v", what, err)
		}
		if len(writes) != len(want) || (len(want) == 1 && writes[0] != want[0]) {
			t.Fatalf("%s: wrote %q, want %q", what, writes, want)
		}
	}
	step("the stars read at open", learn.Progress{a: 1})
	step("a stage unknown to the lessons", learn.Progress{a: 1, "nowhere/stage": 3})
	step("a better stage", learn.Progress{a: 2}, learn.Progress{a: 2}.String())
	now = now.Add(LearnGap / 2)
	step("better again, within the gap", learn.Progress{a: 3})
	step("another stage, within the gap", learn.Progress{a: 3, b: 1})
	now = now.Add(LearnGap)
	step("past the gap: what waited goes", learn.Progress{a: 3, b: 1}, learn.Progress{a: 3, b: 1}.String())
	step("nothing better", learn.Progress{a: 2, b: 1})
	writes = nil
	if err := sv.Flush(); err != nil || len(writes) != 0 {
		t.Fatalf("a flush with nothing waiting wrote %q (%v)", writes, err)
	}
	now = now.Add(LearnGap / 4)
	step("better, within the gap", learn.Progress{b: 2})
	if err := sv.Flush(); err != nil || len(writes) != 1 || writes[0] != (learn.Progress{b: 2}).String() {
		t.Fatalf("the flush wrote %q (%v), want what waited", writes, err)
	}
	fail = errors.New("disk full")
	now = now.Add(2 * LearnGap)
	if err := sv.Save(learn.Progress{b: 3}); !errors.Is(err, fail) {
		t.Fatalf("a failed write: %v, want its error", err)
	}
	fail = nil
	now = now.Add(2 * LearnGap)
	writes = nil
	if err := sv.Flush(); err != nil || len(writes) != 1 || writes[0] != (learn.Progress{b: 3}).String() {
		t.Fatalf("after a failed write the flush wrote %q (%v), want what failed", writes, err)
	}
}

// TestMergeLearn: the stored progress keeps its entries of stages this
// program does not know (a newer one's) and drops those that do not
// read; the session adds only its stages of the lessons, and never
// lowers a stage's stars.
func TestMergeLearn(t *testing.T) {
	ids := stageIDs(t, 2)
	a, b := ids[0], ids[1]
	old := a + "=3 newer/stage=2 not-an-entry " + b + "=1"
	got := MergeLearn(old, learn.Progress{a: 1, b: 2, "made/up": 3})
	want := learn.Progress{a: 3, b: 2, "newer/stage": 2}.String()
	if got != want {
		t.Fatalf("merged %q: %q, want %q", old, got, want)
	}
	if p, err := ReadLearn(old); err == nil || len(p) != 3 {
		t.Fatalf("reading %q: %v, %v; want the three entries that read, and the error", old, p, err)
	}
}

// TestLearnProgressFitsTheStore: the progress of a learner with every
// stage of every lesson and practice met, three stars each, takes under a
// quarter of store.MaxLessonProgress: the stored row has room for a newer
// program's stages, kept beside these.
func TestLearnProgressFitsTheStore(t *testing.T) {
	full := learn.Progress{}
	for _, l := range learn.All() {
		for _, st := range l.Stages {
			full[st.ID] = 3
		}
	}
	n := len(full.String())
	t.Logf("every stage met: %d entries, %d bytes (the bound: %d)", len(full), n, store.MaxLessonProgress)
	if n > store.MaxLessonProgress/4 {
		t.Fatalf("every stage met takes %d bytes, over a quarter of the store's bound %d", n, store.MaxLessonProgress)
	}
}
