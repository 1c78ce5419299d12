package tables

import (
	"math/rand"
	"os"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestLoadReadsEveryClass: after Load a set probes every position it
// covers without its files (they are removed), with the verdicts of the
// set the build made; a set opened but not loaded cannot.
func TestLoadReadsEveryClass(t *testing.T) {
	base, r := t.TempDir(), game.DefaultRules()
	built, err := Build(base, r, BuildOptions{Pieces: 3, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := Open(base, r)
	if err != nil {
		t.Fatal(err)
	}
	lazy, err := Open(base, r)
	if err != nil {
		t.Fatal(err)
	}
	if err := loaded.Load(); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(1))
	positions := make([]game.Position, 300)
	wants := make([]Verdict, len(positions))
	for i := range positions {
		positions[i] = randomPosition(rng, 2+i%2)
		if wants[i], err = built.Probe(positions[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.RemoveAll(RulesDir(base, r)); err != nil {
		t.Fatal(err)
	}
	lazyFailed := false
	for i, p := range positions {
		want := wants[i]
		if !loaded.InMemory(p) {
			t.Fatalf("%s: not in memory after Load", p)
		}
		got, err := loaded.Probe(p)
		if err != nil || got != want {
			t.Fatalf("%s: after Load and without the files: %v, %v; want %v", p, got, err, want)
		}
		if _, err := lazy.Probe(p); err != nil {
			lazyFailed = true
		}
	}
	if !lazyFailed {
		t.Fatal("a set not loaded probed every class without its files")
	}
}
