package game

import (
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"
)

// allRuleCombos returns every combination of the options that affect move
// generation (2×2×2×3 = 24); the draw options keep their defaults.
func allRuleCombos() []Rules {
	var out []Rules
	for _, back := range []bool{false, true} {
		for _, maj := range []bool{false, true} {
			for _, rem := range []Removal{RemoveImmediate, RemoveAtEnd} {
				for _, pro := range []Promotion{PromoteAtEnd, PromoteStop, PromoteContinue} {
					r := DefaultRules()
					r.MenCaptureBackward, r.Majority, r.Removal, r.Promotion = back, maj, rem, pro
					out = append(out, r)
				}
			}
		}
	}
	return out
}

// rulesName names r for subtest names and messages ("default" for "").
func rulesName(r Rules) string {
	if s := r.String(); s != "" {
		return s
	}
	return "default"
}

// envInt reads a positive integer from the environment variable name, or
// returns def when it is unset. A bad value fails the test.
func envInt(t testing.TB, name string, def int) int {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		t.Fatalf("%s=%q: want a positive integer", name, v)
	}
	return n
}

// randomPlayout plays up to plies random legal moves from the start under r
// and returns every position met, the start included. It stops early when
// the side to move has no legal move.
func randomPlayout(rng *rand.Rand, r Rules, plies int) []Position {
	p := StartPosition()
	out := []Position{p}
	var buf [MaxMoves]Move
	for i := 0; i < plies; i++ {
		moves := p.LegalMoves(r, buf[:0])
		if len(moves) == 0 {
			break
		}
		p = p.Apply(moves[rng.Intn(len(moves))])
		out = append(out, p)
	}
	return out
}

// randomPlacement builds a random valid position by placing up to 12 pieces
// of each side on random points: men and mullas mixed in a random
// proportion, no man on its own far rank, either side to move, random
// counters. Now and then a side has no pieces at all.
func randomPlacement(rng *rand.Rand) Position {
	var board [NumSquares]Piece
	mullaShare := []float64{0, 0.15, 0.4, 1}[rng.Intn(4)]
	for c := White; c <= Black; c++ {
		n := 1 + rng.Intn(MaxPieces)
		if rng.Intn(3) == 0 {
			n = 1 + rng.Intn(4) // sparse endgames, where mullas fly far
		}
		if rng.Intn(50) == 0 {
			n = 0
		}
		// Give up on a piece after many tries: the men of one side may
		// find no free point off their far rank.
		for placed, tries := 0, 0; placed < n && tries < 1000; tries++ {
			s := Square(rng.Intn(NumSquares))
			if board[s] != Empty {
				continue
			}
			mulla := rng.Float64() < mullaShare
			if !mulla && farRank[c]&s.Bit() != 0 {
				continue
			}
			board[s] = MakePiece(c, mulla)
			placed++
		}
	}
	p, err := PositionFromPieces(board, Color(rng.Intn(2)))
	if err != nil {
		panic(err) // the placement respects every constraint of position text
	}
	// Random counters, so that Apply's counter updates are checked too.
	p, err = ParsePosition(strings.Join(strings.Fields(p.String())[:2], " ") + " " + strconv.Itoa(rng.Intn(60)) + " " + strconv.Itoa(1+rng.Intn(99)))
	if err != nil {
		panic(err)
	}
	return p
}

// mustPosition parses position text or fails the test.
func mustPosition(t testing.TB, text string) Position {
	t.Helper()
	p, err := ParsePosition(text)
	if err != nil {
		t.Fatalf("ParsePosition(%q): %v", text, err)
	}
	return p
}

// mustRules parses rule text or fails the test.
func mustRules(t testing.TB, text string) Rules {
	t.Helper()
	r, err := ParseRules(text)
	if err != nil {
		t.Fatalf("ParseRules(%q): %v", text, err)
	}
	return r
}
