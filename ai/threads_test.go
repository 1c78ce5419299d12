package ai

import (
	"context"
	"math/rand"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestThreadsFindForcedWins: with two threads the search finds the same
// forced wins as with one, within the same number of plies, and the
// move it returns wins by the independent oracle.
func TestThreadsFindForcedWins(t *testing.T) {
	r := game.DefaultRules()
	for _, tc := range []struct {
		pos   string
		depth int
	}{
		{"5/1wwbb/1w3/3b1/5 w", 8},
		{"5/bww1w/b4/1b3/5 w", 8},
		{"5/w1wwb/1b3/b1b1w/5 w", 8},
		{"bb3/5/2W2/5/4w w", 20}, // a mulla and a man against two men
	} {
		p := mustPosition(t, tc.pos)
		one := New(4).Search(context.Background(), game.NewGame(r, p), Limits{Depth: tc.depth}, nil)
		if one.Mate <= 0 {
			t.Fatalf("%s: one thread finds no win (score %d)", tc.pos, one.Score)
		}
		e := New(4)
		e.SetThreads(2)
		for run := 0; run < 3; run++ {
			e.Clear()
			two := e.Search(context.Background(), game.NewGame(r, p), Limits{Depth: tc.depth}, nil)
			if two.Mate <= 0 || two.Mate > one.Mate {
				t.Fatalf("%s: two threads: score %d mate %d, one thread wins in %d", tc.pos, two.Score, two.Mate, one.Mate)
			}
			if two.Mate <= 9 && !loses(p.Apply(two.Move), r, two.Mate-1) {
				t.Errorf("%s: two threads play %s, which the oracle says does not win in %d", tc.pos, two.Move, two.Mate)
			}
		}
	}
}

// TestThreadsLegalMovesAllRules: under every kind of rules, a two-thread
// search by node limit, by depth and at a level returns a legal move
// exactly when there is one.
func TestThreadsLegalMovesAllRules(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	e := New(1)
	e.SetThreads(2)
	ctx := context.Background()
	for i, r := range allRules() {
		if i%3 != 0 {
			continue // a third of the combinations keeps the race detector's run short
		}
		g := randomGame(rng, r, rng.Intn(60))
		want := len(g.LegalMoves()) > 0
		for _, lim := range []Limits{{Nodes: 3000}, {Depth: 5}} {
			res := e.Search(ctx, g, lim, nil)
			if res.Ok != want || (res.Ok && !isLegal(g.Position(), r, res.Move)) {
				t.Fatalf("rules %q position %s %+v: Ok=%v (want %v) move %s", r, g.Position(), lim, res.Ok, want, res.Move)
			}
		}
		if res := e.Play(ctx, g, 1+rng.Intn(4), nil); res.Ok != want || (res.Ok && !isLegal(g.Position(), r, res.Move)) {
			t.Fatalf("rules %q position %s level play: Ok=%v (want %v) move %s", r, g.Position(), res.Ok, want, res.Move)
		}
	}
}

// TestThreadsHelpersSearchAndStop: the helper searches (its nodes are in
// the reported total), the node limit counts the main thread's nodes, and
// the helpers have stopped when Search returns (the next search starts
// them afresh; go test -race sees any overlap).
func TestThreadsHelpersSearchAndStop(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	e := New(4)
	e.SetThreads(2)
	if e.Threads() != 2 {
		t.Fatalf("Threads() = %d after SetThreads(2)", e.Threads())
	}
	const limit = 200000
	res := e.Search(context.Background(), g, Limits{Nodes: limit}, nil)
	main, helper := e.s.nodes, e.s.crew.helpers[0].nodes
	// the main searcher stops at the limit (a stopped search may still
	// enter a node or two on its way back up)
	if main < limit || main > limit+maxPly || helper == 0 || res.Nodes != main+helper {
		t.Fatalf("node limit %d: main searched %d, helper %d, reported %d", limit, main, helper, res.Nodes)
	}
	if !e.s.crew.helpers[0].stop {
		t.Fatal("the helper had not stopped when Search returned")
	}
}

// TestThreadsOneKeepsSignature: going back to one thread gives exactly
// the single-thread search (same nodes, move and score as an engine that
// never had helpers).
func TestThreadsOneKeepsSignature(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	want := New(4).Search(context.Background(), g, Limits{Depth: 8}, nil)
	e := New(4)
	e.SetThreads(2)
	e.Search(context.Background(), g, Limits{Depth: 6}, nil)
	for _, n := range []int{1, 0, -3} {
		e.SetThreads(n)
		e.Clear()
		got := e.Search(context.Background(), g, Limits{Depth: 8}, nil)
		if e.Threads() != 1 || got.Nodes != want.Nodes || !got.Move.Same(want.Move) || got.Score != want.Score {
			t.Fatalf("SetThreads(%d): %d threads, %d nodes %s %d; want 1 thread, %d nodes %s %d",
				n, e.Threads(), got.Nodes, got.Move, got.Score, want.Nodes, want.Move, want.Score)
		}
	}
	e.SetThreads(MaxThreads + 1)
	if e.Threads() != MaxThreads {
		t.Fatalf("SetThreads(MaxThreads+1): %d threads", e.Threads())
	}
}

// TestTableTornEntryMisses: an entry whose two words come from different
// writes (two threads storing at once) matches neither key.
func TestTableTornEntryMisses(t *testing.T) {
	tt := newTable(1)
	const k1, k2 = 0x1234_5678_0000_0040, 0x9abc_def0_0000_0040 // one bucket
	m := game.Move{From: 3, To: 8}
	tt.store(k1, &m, 100, 5, boundExact)
	if _, ok := tt.probe(k1); !ok {
		t.Fatal("a stored entry is not found")
	}
	e := &tt.buckets[k1&tt.mask][0]
	// k2's data with k1's check word: what a reader sees between the two
	// stores of a racing write
	e.data.Store(packData(nil, -7, 9, boundLower, tt.age))
	if _, ok := tt.probe(k1); ok {
		t.Error("a torn entry was found under the first key")
	}
	if _, ok := tt.probe(k2); ok {
		t.Error("a torn entry was found under the second key")
	}
}
