package ai

import (
	"math/bits"
	"math/rand"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// naiveFeatures recomputes the bitboard features square by square, as a
// reference for eval.go's advance and the game package's Mobility and
// Activity.
func naiveFeatures(p game.Position, r game.Rules) (adv [2]int32, mob [2]int32, hang uint32) {
	occ := p.Occupied()
	for s := game.Square(0); s < game.NumSquares; s++ {
		pc := p.At(s)
		if pc == game.Empty {
			continue
		}
		c := pc.Color()
		if !pc.IsMulla() {
			adv[c] += progress[c][s]
			mob[c] += int32(bits.OnesCount32(manStep[c][s] &^ occ))
		} else {
			for d := 0; d < numDirs; d++ {
				for t := step[s][d]; t != game.NoSquare && occ&t.Bit() == 0; t = step[t][d] {
					mob[c]++
				}
			}
		}
	}
	us, them := p.SideToMove(), p.SideToMove().Other()
	back := 0
	if r.MenCaptureBackward {
		back = 1
	}
	for b := p.Pieces(us); b != 0; b &= b - 1 {
		s := game.Square(bits.TrailingZeros32(b))
		for d := 0; d < numDirs; d++ {
			land, from := step[s][d], step[s][(d+4)&7]
			if land == game.NoSquare || occ&land.Bit() != 0 || from == game.NoSquare {
				continue
			}
			if p.Men(them)&from.Bit() != 0 && capDirMask[them][back]&(1<<d) != 0 {
				hang |= s.Bit()
			}
			// the first piece seen from s against d is an enemy mulla
			for t := from; t != game.NoSquare; t = step[t][(d+4)&7] {
				if occ&t.Bit() != 0 {
					if p.Mullas(them)&t.Bit() != 0 {
						hang |= s.Bit()
					}
					break
				}
			}
		}
	}
	return adv, mob, hang
}

// naivePromoters returns the men of colour c in p with a step onto an
// empty point of their far rank.
func naivePromoters(p game.Position, c game.Color) uint32 {
	far := 4
	if c == game.Black {
		far = 0
	}
	var out uint32
	for b := p.Men(c); b != 0; b &= b - 1 {
		s := game.Square(bits.TrailingZeros32(b))
		for t := manStep[c][s] &^ p.Occupied(); t != 0; t &= t - 1 {
			if game.Square(bits.TrailingZeros32(t)).Rank() == far {
				out |= s.Bit()
			}
		}
	}
	return out
}

func TestEvalFeaturesMatchNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for _, r := range []game.Rules{game.DefaultRules(), {MenCaptureBackward: true}} {
		for k := 0; k < 3000; k++ {
			var p game.Position
			if k%2 == 0 {
				p = randomPosition(rng)
			} else {
				p = randomGame(rng, r, rng.Intn(50)).Position()
			}
			adv, mob, hang := naiveFeatures(p, r)
			for c := game.White; c <= game.Black; c++ {
				if got := advance(p.Men(c), c); got != adv[c] {
					t.Fatalf("%s: advance %s = %d, want %d", p, c, got, adv[c])
				}
				if got := int32(p.Mobility(c)); got != mob[c] {
					t.Fatalf("%s: mobility %s = %d, want %d", p, c, got, mob[c])
				}
				if got, want := promoters(p.Men(c), c, boardMask&^p.Occupied()), naivePromoters(p, c); got != want {
					t.Fatalf("%s: promoters %s = %025b, want %025b", p, c, got, want)
				}
			}
			them := p.SideToMove().Other()
			if mob, got := p.Activity(them, &r); got != hang || mob != p.Mobility(them) {
				t.Fatalf("%s rules %q: attacked %025b (mobility %d), want %025b (%d)", p, r, got, mob, hang, p.Mobility(them))
			}
		}
	}
}

func TestEvaluateSymmetric(t *testing.T) {
	// The start position mirrored is itself with colours swapped: the
	// evaluation of White to move there equals Black's in the mirror.
	r := game.DefaultRules()
	rng := rand.New(rand.NewSource(4))
	for k := 0; k < 500; k++ {
		p := randomGame(rng, r, rng.Intn(40)).Position()
		var b [game.NumSquares]game.Piece
		for s := game.Square(0); s < game.NumSquares; s++ {
			pc := p.At(s)
			if pc != game.Empty {
				pc = game.MakePiece(pc.Color().Other(), pc.IsMulla())
			}
			b[game.SquareAt(s.File(), 4-s.Rank())] = pc
		}
		q, err := game.PositionFromPieces(b, p.SideToMove().Other())
		if err != nil {
			t.Fatal(err)
		}
		if a, b := Evaluate(p, r), Evaluate(q, r); a != b {
			t.Fatalf("%s evaluates %d, its mirror %s %d", p, a, q, b)
		}
	}
}
