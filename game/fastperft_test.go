package game

import (
	"math/bits"
	"math/rand"
	"testing"
)

// The perft counter (fastperft.go and the files it uses) against the
// move generator's perft (perftmoves_test.go) and the naive generator
// (internal/naive), on random positions under every combination of the
// generation options. The start-position tables are in perft_test.go
// and perft_variants_test.go, which run through Perft and so through the
// counter.
//
// FETAIX_FASTPERFT_N sets the number of positions per option combination
// (default 300: half from random playouts, half random placements).

// fastPerftDepth is the depth compared on every position; the first
// fastPerftDeepN positions of each combination go one ply deeper.
const (
	fastPerftDepth = 3
	fastPerftDeepN = 12
	fastNaiveDepth = 2
)

func TestFastPerftRandomPositions(t *testing.T) {
	n := envInt(t, "FETAIX_FASTPERFT_N", 300)
	for i, r := range allRuleCombos() {
		t.Run(rulesName(r), func(t *testing.T) {
			playouts, placements := diffSample(int64(7000+i), r, (n+1)/2)
			bad := 0
			for j, p := range append(playouts, placements...) {
				deepest := fastPerftDepth
				if j%((n+1)/2) < fastPerftDeepN/2 {
					deepest++
				}
				for d := 1; d <= deepest; d++ {
					got, want := Perft(p, r, d), movesPerft(p, r, d)
					if got == want && d <= fastNaiveDepth {
						want = naivePerft(nFromPosition(p), r, d)
					}
					if got != want {
						if bad++; bad <= 3 {
							t.Errorf("position %q: Perft(%d) = %d, reference %d", p.String(), d, got, want)
						}
						break
					}
				}
			}
		})
	}
}

// TestFastPerftDuplicateCaptures checks the counter on positions built so
// that one mulla has several paths to the same capture (three or more
// pieces taken), at every combination of the options.
func TestFastPerftDuplicateCaptures(t *testing.T) {
	positions := []string{
		"5/1b1b1/2W2/1b1b1/5 w 0 20",
		"5/1b1b1/W4/1b1b1/5 w 0 20",
		"1b3/b1b2/1b1b1/2b1W/5 w 0 20",
		"5/1b1b1/2B2/1w1w1/5 b 0 20",
	}
	for _, r := range allRuleCombos() {
		for _, text := range positions {
			p := mustPosition(t, text)
			for d := 1; d <= 3; d++ {
				if got, want := Perft(p, r, d), naivePerft(nFromPosition(p), r, d); got != want {
					t.Errorf("rules %q position %q: Perft(%d) = %d, naive %d", r.String(), text, d, got, want)
				}
			}
		}
	}
}

// TestFastPerftOutgrownStack checks the counter when the children's
// lists outgrow the stack they are written on (given room for one board
// here): each list then moves to memory of its own, and the counts stay
// those of movesPerft, on mulla-rich positions with long capture lists.
func TestFastPerftOutgrownStack(t *testing.T) {
	positions := []string{
		"5/1b1b1/2W2/1b1b1/5 w 0 20",
		"bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 1",
		"1b3/b1b2/1b1b1/2b1W/5 w 0 20",
		"W3W/1b1b1/5/1b1b1/B3B b 0 20",
	}
	for _, r := range allRuleCombos() {
		for _, text := range positions {
			p := mustPosition(t, text)
			for d := 2; d <= 4; d++ {
				f := newFastPerft(r, d)
				b := fastBoardOf(&p)
				if got, want := f.perft(&b, d, make([]fastBoard, 0, 1)), movesPerft(p, r, d); got != want {
					t.Errorf("rules %q position %q: perft(%d) on a stack of one = %d, reference %d", r.String(), text, d, got, want)
				}
			}
		}
	}
}

// TestFastPerftMenChainBan checks the one jump the men's chains ban: a
// man may not jump straight back over the piece it has just taken, which
// on the board before the move (where the chains are walked) would still
// be there, with its landing point empty. Each position has exactly one
// capture; the ban missing would count a second path. Every combination
// of the options is checked against the naive generator too.
func TestFastPerftMenChainBan(t *testing.T) {
	positions := []string{
		"5/5/1b3/b4/w4 w 0 20", // a1xa3xc3: not back over b3 to a3
		"5/5/wb1b1/5/5 w 0 20", // a3xc3xe3: not back over d3 to c3
		"5/5/bw1w1/5/5 b 0 20", // Black: a3xc3xe3, in the turned frame
	}
	for _, text := range positions {
		p := mustPosition(t, text)
		if got := Perft(p, DefaultRules(), 1); got != 1 {
			t.Errorf("position %q: Perft(1) = %d, want 1", text, got)
		}
		for _, r := range allRuleCombos() {
			for d := 1; d <= 3; d++ {
				if got, want := Perft(p, r, d), naivePerft(nFromPosition(p), r, d); got != want {
					t.Errorf("rules %q position %q: Perft(%d) = %d, naive %d", r.String(), text, d, got, want)
				}
			}
		}
	}
}

// TestFastBoardTurn checks that turning a board half a turn twice gives
// it back, and that the turn maps the board's lines onto themselves.
func TestFastBoardTurn(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for range 1000 {
		b := rng.Uint32() & (1<<NumSquares - 1)
		if turn(turn(b)) != b {
			t.Fatalf("turn(turn(%#x)) = %#x", b, turn(turn(b)))
		}
		var want uint32 // each point s of b moved to 24 − s
		for m := b; m != 0; m &= m - 1 {
			want |= (24 - Square(bits.TrailingZeros32(m))).Bit()
		}
		if turn(b) != want {
			t.Fatalf("turn(%#x) = %#x, want %#x", b, turn(b), want)
		}
	}
	for s := Square(0); s < NumSquares; s++ {
		if turn(s.Bit()) != (24 - s).Bit() {
			t.Errorf("turn(%s) = %#x, want %s", s, turn(s.Bit()), 24-s)
		}
		if turn(mullaReach(s)) != mullaReach(24-s) {
			t.Errorf("the lines through %s do not turn onto those through %s", s, 24-s)
		}
		if turn(mullaOver[s]) != mullaOver[24-s] {
			t.Errorf("the points a mulla on %s could jump do not turn onto those of %s", s, 24-s)
		}
	}
}

// TestMullaShortCapturesUnique checks the fact fastmulla.go stands on:
// two capture paths of one move take three pieces or more. Every path of
// random mulla-rich positions is listed with LegalPaths.
func TestMullaShortCapturesUnique(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	var buf [4 * MaxMoves]Move
	long := 0
	for _, rules := range []string{"", "removal=end"} {
		r := mustRules(t, rules)
		for range 20000 {
			p := randomPlacement(rng)
			paths := p.LegalPaths(r, buf[:0])
			for i, a := range paths {
				for _, b := range paths[i+1:] {
					if !a.Same(b) {
						continue
					}
					if a.NumCaptured() < 3 {
						t.Errorf("rules %q position %q: %s and %s are one move of %d captures", rules, p, a, b, a.NumCaptured())
					}
					long++
				}
			}
		}
	}
	if long == 0 {
		t.Error("the sample has no two paths of one move")
	}
	t.Logf("%d pairs of paths of one move, all of three captures or more", long)
}

// TestPairedCountDiagonals checks what pairedCount relies on: the men's
// diagonal steps and jumps start and end on points of even file + rank,
// and such points moved one point on are odd ones (or 25).
func TestPairedCountDiagonals(t *testing.T) {
	var even uint32
	for s := Square(0); s < NumSquares; s++ {
		if (int(s)%5+int(s)/5)%2 == 0 {
			even |= s.Bit()
		}
	}
	for _, d := range []Direction{NorthEast, NorthWest, SouthEast, SouthWest} {
		if stepFrom[d]&^even != 0 || jumpFrom[d]&^even != 0 {
			t.Errorf("direction %v: diagonal moves from odd points: %#x %#x", d, stepFrom[d]&^even, jumpFrom[d]&^even)
		}
	}
	if even<<1&even != 0 {
		t.Errorf("even points moved on by one overlap: %#x", even<<1&even)
	}
	// every set of diagonal targets counts as many as its points
	for ne := uint32(0); ne < 1<<13; ne++ {
		a, b := pdep(ne, even), pdep(^ne&(1<<13-1), even)
		if got, want := pairedCount(0, a, b, 0, 0), bits.OnesCount32(a)+bits.OnesCount32(b); got != want {
			t.Fatalf("pairedCount(0, %#x, %#x, 0, 0) = %d, want %d", a, b, got, want)
		}
	}
}

// pdep spreads the low bits of x over the set bits of mask, in order.
func pdep(x, mask uint32) uint32 {
	var r uint32
	for m := mask; m != 0; m &= m - 1 {
		if x&1 != 0 {
			r |= m & -m
		}
		x >>= 1
	}
	return r
}
