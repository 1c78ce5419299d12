package ai

import (
	"context"
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// mustPosition parses position text or fails the test.
func mustPosition(t *testing.T, text string) game.Position {
	t.Helper()
	p, err := game.ParsePosition(text)
	if err != nil {
		t.Fatalf("position %q: %v", text, err)
	}
	return p
}

// isLegal reports whether m is one of p's legal moves under r.
func isLegal(p game.Position, r game.Rules, m game.Move) bool {
	for _, l := range p.LegalMoves(r, nil) {
		if l.Same(m) {
			return true
		}
	}
	return false
}

// allRules lists every combination of the rule options (with the draw
// counts on and off).
func allRules() []game.Rules {
	var out []game.Rules
	for _, back := range []bool{false, true} {
		for _, maj := range []bool{false, true} {
			for _, rem := range []game.Removal{game.RemoveImmediate, game.RemoveAtEnd} {
				for _, pro := range []game.Promotion{game.PromoteAtEnd, game.PromoteStop, game.PromoteContinue} {
					for _, draws := range [][2]int{{3, 50}, {0, 0}, {2, 10}} {
						out = append(out, game.Rules{MenCaptureBackward: back, Majority: maj, Removal: rem,
							Promotion: pro, Repetition: draws[0], NoProgress: draws[1]})
					}
				}
			}
		}
	}
	return out
}

// randomGame plays n random legal moves from the start (fewer if the game
// ends) under r.
func randomGame(rng *rand.Rand, r game.Rules, n int) *game.Game {
	g := game.NewGame(r, game.StartPosition())
	for i := 0; i < n; i++ {
		moves := g.LegalMoves()
		if len(moves) == 0 {
			break
		}
		if err := g.Play(moves[rng.Intn(len(moves))]); err != nil {
			panic(err)
		}
	}
	return g
}

// randomPosition scatters a few men and mullas of each side at random.
func randomPosition(rng *rand.Rand) game.Position {
	for {
		var b [game.NumSquares]game.Piece
		for i := 0; i < 2+rng.Intn(10); i++ {
			s := game.Square(rng.Intn(game.NumSquares))
			c := game.Color(rng.Intn(2))
			mulla := rng.Intn(4) == 0 || (c == game.White && s.Rank() == 4) || (c == game.Black && s.Rank() == 0)
			b[s] = game.MakePiece(c, mulla)
		}
		if p, err := game.PositionFromPieces(b, game.Color(rng.Intn(2))); err == nil {
			return p
		}
	}
}

func TestNeverIllegalMove(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	e := New(1)
	e.SetPlayTime(20 * time.Millisecond)
	ctx := context.Background()
	for _, r := range allRules() {
		for k := 0; k < 3; k++ {
			var g *game.Game
			if k == 0 {
				g = game.NewGame(r, randomPosition(rng))
			} else {
				g = randomGame(rng, r, rng.Intn(60))
			}
			want := len(g.LegalMoves()) > 0
			results := []Result{
				e.Search(ctx, g, Limits{Nodes: 3000}, nil),
				e.Play(ctx, g, 1+rng.Intn(4), nil),
			}
			for _, res := range results {
				if res.Ok != want {
					t.Fatalf("rules %q position %s: Ok=%v, want %v", r, g.Position(), res.Ok, want)
				}
				if res.Ok && !isLegal(g.Position(), r, res.Move) {
					t.Fatalf("rules %q position %s: illegal move %s", r, g.Position(), res.Move)
				}
			}
		}
	}
}

func TestDeterministicFixedDepthAndNodes(t *testing.T) {
	r := game.DefaultRules()
	rng := rand.New(rand.NewSource(5))
	for k := 0; k < 4; k++ {
		g := randomGame(rng, r, 4+rng.Intn(20))
		if len(g.LegalMoves()) == 0 {
			continue
		}
		for _, lim := range []Limits{{Depth: 7}, {Nodes: 50000}} {
			var first string
			for run := 0; run < 2; run++ {
				res := New(4).Search(context.Background(), g, lim, nil)
				got := res.Move.String() + " " + pvText(res.PV) + " " +
					strings.Join([]string{itoa(res.Score), itoa(res.Depth), itoa(int(res.Nodes))}, " ")
				if run == 0 {
					first = got
				} else if got != first {
					t.Errorf("%v from %s: runs differ:\n%s\n%s", lim, g.Position(), first, got)
				}
			}
		}
	}
}

func pvText(pv []game.Move) string {
	s := make([]string, len(pv))
	for i, m := range pv {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}

func itoa(n int) string {
	neg := n < 0
	if neg {
		n = -n
	}
	b := []byte{}
	for {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
		if n == 0 {
			break
		}
	}
	if neg {
		b = append([]byte{'-'}, b...)
	}
	return string(b)
}

func TestCancelReturnsPromptly(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan Result)
	go func() { done <- New(16).Search(ctx, g, Limits{}, nil) }()
	time.Sleep(200 * time.Millisecond)
	cancel()
	select {
	case res := <-done:
		if !res.Ok || !isLegal(g.Position(), g.Rules(), res.Move) {
			t.Fatalf("after cancel: Ok=%v move %s", res.Ok, res.Move)
		}
	case <-time.After(time.Second):
		t.Fatal("search did not stop within a second of cancel")
	}
}

func TestMoveTimeAndDeadlineStop(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	e := New(16)
	start := time.Now()
	res := e.Search(context.Background(), g, Limits{MoveTime: 100 * time.Millisecond}, nil)
	if el := time.Since(start); el > time.Second || !res.Ok {
		t.Fatalf("movetime 100ms: took %v, Ok=%v", el, res.Ok)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start = time.Now()
	res = e.Search(ctx, g, Limits{}, nil)
	if el := time.Since(start); el > time.Second || !res.Ok {
		t.Fatalf("context deadline 100ms: took %v, Ok=%v", el, res.Ok)
	}
}

// wins reports whether the side to move in p can force a win (the
// opponent left without a move) within depth plies: a plain full-width
// search that shares nothing with the engine, used as an oracle.
func wins(p game.Position, r game.Rules, depth int) bool {
	moves := p.LegalMoves(r, nil)
	if depth <= 0 || len(moves) == 0 {
		return false
	}
	for _, m := range moves {
		if !loses(p.Apply(m), r, depth-1) {
			continue
		}
		return true
	}
	return false
}

// loses reports whether the side to move in p loses by force within depth.
func loses(p game.Position, r game.Rules, depth int) bool {
	moves := p.LegalMoves(r, nil)
	if len(moves) == 0 {
		return true
	}
	if depth <= 0 {
		return false
	}
	for _, m := range moves {
		if !wins(p.Apply(m), r, depth-1) {
			return false
		}
	}
	return true
}

func TestFindsMultiCaptureCombination(t *testing.T) {
	r := game.DefaultRules()
	for _, tc := range []struct {
		pos   string
		plies int
	}{
		{"5/1wwbb/1w3/3b1/5 w", 3}, // promote with a sacrifice, then a triple capture
		{"5/bww1w/b4/1b3/5 w", 3},
		{"5/w1wwb/1b3/b1b1w/5 w", 5},
	} {
		p := mustPosition(t, tc.pos)
		res := New(4).Search(context.Background(), game.NewGame(r, p), Limits{Depth: 8}, nil)
		if res.Mate <= 0 || res.Mate > tc.plies {
			t.Errorf("%s: found score %d mate %d, want a win in ≤ %d plies", tc.pos, res.Score, res.Mate, tc.plies)
			continue
		}
		if res.Move.IsCapture() {
			t.Errorf("%s: %s is a capture; the combination starts with a quiet sacrifice", tc.pos, res.Move)
		}
		if !loses(p.Apply(res.Move), r, tc.plies-1) {
			t.Errorf("%s: the oracle says %s does not win in %d plies", tc.pos, res.Move, tc.plies)
		}
		if len(res.PV) < 3 || res.PV[2].NumCaptured() < 2 {
			t.Errorf("%s: PV %s has no multi-capture on the third ply", tc.pos, pvText(res.PV))
		}
	}
}

func TestWinsMullaEndgame(t *testing.T) {
	r := game.DefaultRules()
	// a mulla and a man against two men: a win in 15 plies
	p := mustPosition(t, "bb3/5/2W2/5/4w w")
	res := New(16).Search(context.Background(), game.NewGame(r, p), Limits{Depth: 20}, nil)
	if res.Mate <= 0 {
		t.Fatalf("score %d mate %d: the win is not found", res.Score, res.Mate)
	}
	// Play it out, both sides searching: the winner must win no later
	// than announced (the loser prolongs as much as it can).
	g := game.NewGame(r, p)
	player := &Player{Engine: New(16), Limits: Limits{Depth: 20}}
	result, reason, err := PlayOut(context.Background(), g, player, player, 200)
	if err != nil {
		t.Fatal(err)
	}
	if result != game.WhiteWin || g.Ply() > res.Mate {
		t.Fatalf("play-out: %s (%s) after %d plies, want 1-0 within %d", result, reason, g.Ply(), res.Mate)
	}
}

func TestNoProgressDrawInSearch(t *testing.T) {
	// Two mullas against one: White is far ahead, but the no-progress
	// count is one short of the draw and White has no capture.
	p := mustPosition(t, "B4/5/5/5/W3W w 49 60")
	for _, tc := range []struct {
		rules string
		draw  bool
	}{{"", true}, {"no-progress=0", false}} {
		r, err := game.ParseRules(tc.rules)
		if err != nil {
			t.Fatal(err)
		}
		if p.HasCapture(r) {
			t.Fatal("test position must have no capture")
		}
		res := New(4).Search(context.Background(), game.NewGame(r, p), Limits{Depth: 6}, nil)
		if got := res.Score == 0 && res.Mate == 0; got != tc.draw {
			t.Errorf("rules %q: score %d mate %d, draw=%v want %v", tc.rules, res.Score, res.Mate, got, tc.draw)
		}
	}
}

func TestRepetitionWithGameHistory(t *testing.T) {
	// Black, a mulla down, can repeat the position a third time: the
	// search must see the draw thanks to the game's earlier positions.
	r := game.DefaultRules()
	g := game.NewGame(r, mustPosition(t, "4B/5/5/5/W3W w"))
	for _, m := range strings.Fields("a1-a2 e5-d5 a2-a1 d5-e5 a1-a2 e5-d5 a2-a1") {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	res := New(4).Search(context.Background(), g, Limits{Depth: 4}, nil)
	if res.Move.String() != "d5-e5" || res.Score != 0 {
		t.Errorf("got %s score %d; want the repeating d5-e5 scored as a draw", res.Move, res.Score)
	}
	// Without the repetition rule the same move is no draw.
	r.Repetition = 0
	g2 := game.NewGame(r, g.Position())
	if res := New(4).Search(context.Background(), g2, Limits{Depth: 4}, nil); res.Score == 0 {
		t.Errorf("repetition off: score 0, want the material deficit")
	}
}

func TestSearchHotPathDoesNotAllocate(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	e := New(4)
	var nodes int64
	allocs := testing.AllocsPerRun(3, func() {
		e.Clear()
		nodes = e.Search(context.Background(), g, Limits{Depth: 8}, nil).Nodes
	})
	// a few allocations per iteration (the reported PV), none per node
	if nodes < 10000 || allocs > 40 {
		t.Fatalf("%.0f allocations for a search of %d nodes", allocs, nodes)
	}
}

func TestHistoryCarriesToTheNextSearch(t *testing.T) {
	// A game's next search starts from the last one's history scaled
	// down to a quarter: its first iterations are ordered by what the
	// last move's search learned. Clear forgets it.
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	e := New(4)
	e.Search(context.Background(), g, Limits{Depth: 8}, nil)
	learned := e.s.hist
	if learned == (history{}) {
		t.Fatal("a depth-8 search left no history")
	}
	e.s.prepare(context.Background(), g, Limits{Depth: 1}, time.Now())
	for c := range learned {
		for i := range learned[c] {
			for j, v := range learned[c][i] {
				if got := e.s.hist[c][i][j]; got != v/4 {
					t.Fatalf("history [%d][%d][%d]: %d after the next search's start, want %d/4", c, i, j, got, v)
				}
			}
		}
	}
	e.Clear()
	if e.s.hist != (history{}) {
		t.Error("Clear left the history")
	}
}
