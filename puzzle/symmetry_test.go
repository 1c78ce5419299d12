package puzzle

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// triple writes m as y maps it: its start, end and captured points (the
// triple that names a move by the rules), mapped.
func triple(y Symmetry, m game.Move) string {
	var caps []string
	for s := game.Square(0); s < game.NumSquares; s++ {
		if m.Captured&s.Bit() != 0 {
			caps = append(caps, y.Square(s).String())
		}
	}
	slices.Sort(caps)
	return y.Square(m.From).String() + ">" + y.Square(m.To).String() + " x" + strings.Join(caps, ",")
}

// triples returns the moves of p under r as y maps them, sorted.
func triples(y Symmetry, p game.Position, r game.Rules) []string {
	var out []string
	for _, m := range p.LegalMoves(r, nil) {
		out = append(out, triple(y, m))
	}
	slices.Sort(out)
	return out
}

// TestSymmetriesPreserveMoves: on random positions under every variant
// option, each symmetry maps the legal moves of a position onto those of
// its image (start, end and captured points mapped), and the position
// after each move onto the image's after the mapped move: the mirror and
// the swap are symmetries of the rules.
func TestSymmetriesPreserveMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 166))
	variants := []string{"", "men-capture-backward", "majority", "removal=end", "promotion=stop", "promotion=continue"}
	checked, moves := 0, 0
	for _, v := range variants {
		r, err := game.ParseRules(v)
		if err != nil {
			t.Fatal(err)
		}
		for range 300 {
			p, ok := randomPosition(rng, 3+rng.IntN(12))
			if !ok {
				continue
			}
			checked++
			for _, y := range Symmetries[1:] {
				q := y.Apply(p)
				if want, got := triples(y, p, r), triples(Symmetry{}, q, r); !slices.Equal(want, got) {
					t.Fatalf("rules %q, %+v: %s has moves %v mapped, its image %s has %v", v, y, p, want, q, got)
				}
				images := map[string]game.Move{}
				for _, n := range q.LegalMoves(r, nil) {
					images[triple(Symmetry{}, n)] = n
				}
				for _, m := range p.LegalMoves(r, nil) {
					moves++
					after, image := y.Apply(p.Apply(m)), q.Apply(images[triple(y, m)])
					if boardText(after) != boardText(image) {
						t.Fatalf("rules %q, %+v: %s after %s is %s mapped, but the image after its move is %s", v, y, p, m, after, image)
					}
				}
			}
		}
	}
	if checked < 1000 || moves < 10000 {
		t.Fatalf("only %d positions and %d moves checked", checked, moves)
	}
}

// TestCanonicalIsInvariant: every image of a position under a symmetry
// has its key, and positions not images of each other have different
// keys.
func TestCanonicalIsInvariant(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 39))
	keys := map[string]string{}
	for range 2000 {
		p, ok := randomPosition(rng, 2+rng.IntN(6))
		if !ok {
			continue
		}
		key := Canonical(p)
		images := map[string]bool{}
		for _, y := range Symmetries {
			q := y.Apply(p)
			images[boardText(q)] = true
			if got := Canonical(q); got != key {
				t.Fatalf("%s under %+v is %s, key %s; want %s", p, y, q, got, key)
			}
		}
		if prev, ok := keys[key]; ok && !images[prev] {
			t.Fatalf("%s and %s share the key %s but are not images of each other", p, prev, key)
		}
		keys[key] = boardText(p)
	}
}

// TestCommittedPuzzlesAreDistinctUpToSymmetry: no committed puzzle is
// another's position mirrored, colour-swapped and turned, or both.
func TestCommittedPuzzlesAreDistinctUpToSymmetry(t *testing.T) {
	set, err := Committed()
	if err != nil {
		t.Fatal(err)
	}
	first := map[string]int{}
	repeats := 0
	for i, pz := range set {
		p, err := pz.Start()
		if err != nil {
			t.Fatal(err)
		}
		key := Canonical(p)
		if j, ok := first[key]; ok {
			repeats++
			if repeats <= 5 {
				t.Errorf("puzzle %d %s repeats puzzle %d %s up to symmetry", i+1, pz.Position, j+1, set[j].Position)
			}
			continue
		}
		first[key] = i
	}
	if repeats > 0 {
		t.Errorf("%d of %d committed puzzles repeat another up to symmetry", repeats, len(set))
	}
	t.Logf("%d committed puzzles, %d positions up to symmetry", len(set), len(first))
}

// TestGenerateSkipsSymmetricRepeats: of the puzzles Generate gives, no two
// are the same position up to the rules' symmetries, and a position whose
// key is in Options.Seen is not given.
func TestGenerateSkipsSymmetricRepeats(t *testing.T) {
	set := generated(t, 300, 5)
	keys := map[string]string{}
	for _, pz := range set {
		if prev, ok := keys[pz.Key()]; ok {
			t.Errorf("%s repeats %s up to symmetry", pz.Position, prev)
		}
		keys[pz.Key()] = pz.Position
	}
	seen := map[string]bool{set[0].Key(): true, set[1].Key(): true}
	var again []Puzzle
	err := Generate(context.Background(), testSet(t), Options{Count: 2, Seed: 5, Seen: seen}, func(pz Puzzle) error {
		again = append(again, pz)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(again) != 2 || again[0].Key() != set[2].Key() || again[1].Key() != set[3].Key() {
		t.Errorf("with the first two seen, the same seed gave %v; want the third and fourth", again)
	}
	if !seen[again[1].Key()] {
		t.Error("Seen did not gain the keys drawn")
	}
}
