package ai

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// The evaluation: a weighted sum of features of a position, from the side
// to move's point of view, in centi-men (a man is worth 100). It is only
// called at positions where the side to move has no capture, so no piece
// of the side not to move is under attack; the hanging features look at
// the side to move's own pieces, which the opponent threatens.
//
// The evaluation is linear in its weights, so the weights can be fitted
// to game results by logistic regression (see tune_test.go); the mulla's
// value is measured, by that fit and by matches (see DefaultWeights).

// Feature indexes. Each is "ours minus theirs" unless noted.
const (
	fMen         = iota // men
	fMullas             // mullas
	fAdvance            // sum of the men's ranks of progress (0 on the own first rank)
	fBackGuard          // men on the own first rank while the enemy still has men
	fMobility           // quiet moves (men steps + mulla slides)
	fCentre             // pieces on the inner 3×3 points
	fDiagonal           // men on points with diagonals (the strong points)
	fMullaHang          // our mullas the opponent can capture next move (ours only)
	fManHang            // our men the opponent can capture next move (ours only)
	fTempo              // 1: having the move
	fPromoteNow         // 1: a man of ours can step onto the far rank now (ours only)
	fPromoteNext        // their men that can step onto the far rank next move (theirs only, at most 2)
	numFeatures
)

// featureNames names the features, for tuning output.
var featureNames = [numFeatures]string{"men", "mullas", "advance", "back-guard", "mobility",
	"centre", "diagonal", "mulla-hang", "man-hang", "tempo", "promote-now", "promote-next"}

// Weights is a set of evaluation weights, one per feature.
type Weights [numFeatures]int32

// DefaultWeights are the weights fitted by the tuner (tune_test.go): 2000
// self-play games at depth 5 from random openings, 43 448 capture-free
// positions labelled with the game result, logistic fit, man = 100; then
// the mulla's weight set by matches. The fit measured a mulla at 2.14 men;
// 200-game matches at depth 6 (fetaix match, sound openings) then gave:
// mulla 150 vs 214: −44 ± 32 Elo; 300 vs 214: +35 ± 34; 300 vs 250:
// +12 ± 36; 400 vs 300: −7 ± 35. Strength is flat from 2.5 to 4 men and
// lower below, so the mulla is worth about 3 men: 300, mid-plateau.
// Against the earlier hand-set weights the fitted set scored +132 ± 40 Elo
// at depth 4 (300 games).
var DefaultWeights = Weights{100, 300, 27, 35, 7, -14, -1, -23, -31, 12, 90, -30}

// features holds the feature values of one position.
type features [numFeatures]int32

// progress[c][s] is how far a man of colour c on s has advanced (0 on its
// own first rank, 3 on the rank before promotion).
var progress [2][game.NumSquares]int32

func init() {
	for s := game.Square(0); s < game.NumSquares; s++ {
		progress[game.White][s] = int32(s.Rank())
		progress[game.Black][s] = int32(4 - s.Rank())
	}
}

// extract computes the features of p for the side to move under rules r.
// It also returns the side to move's mobility, which is zero exactly when
// it has no legal move (the position has no capture for it).
func extract(p *game.Position, r *game.Rules, f *features) (ourMobility int32) {
	us, ours, theirs, mullas := p.Sides()
	them := us.Other()
	menU, menT := ours&^mullas, theirs&^mullas
	mulU, mulT := ours&mullas, theirs&mullas
	f[fMen] = diffCount(menU, menT)
	f[fMullas] = diffCount(mulU, mulT)
	f[fAdvance] = diffCount(menU&ahead[us][0], menT&ahead[them][0]) +
		diffCount(menU&ahead[us][1], menT&ahead[them][1]) +
		diffCount(menU&ahead[us][2], menT&ahead[them][2])
	var guardU, guardT uint32
	if menT != 0 {
		guardU = menU & backRank[us]
	}
	if menU != 0 {
		guardT = menT & backRank[them]
	}
	f[fBackGuard] = diffCount(guardU, guardT)
	mobU := int32(p.Mobility(us))
	mobT, hanging := p.Activity(them, r)
	f[fMobility] = mobU - int32(mobT)
	f[fCentre] = diffCount(ours&centreMask, theirs&centreMask)
	f[fDiagonal] = diffCount(menU&diagMask, menT&diagMask)
	f[fMullaHang] = int32(bits.OnesCount32(hanging & mulU))
	f[fManHang] = int32(bits.OnesCount32(hanging & menU))
	f[fTempo] = 1
	empty := boardMask &^ (ours | theirs)
	if promoters(menU, us, empty) != 0 {
		f[fPromoteNow] = 1
	}
	f[fPromoteNext] = min(int32(bits.OnesCount32(promoters(menT, them, empty))), 2)
	return mobU
}

// diffCount returns the number of points of a minus that of b, with one
// population count: b's complement on the board fills the high half.
func diffCount(a, b uint32) int32 {
	return int32(bits.OnesCount64(uint64(a)|uint64(^b&boardMask)<<32)) - game.NumSquares
}

// advance sums the progress of men of colour c: a man's progress is the
// number of the masks ahead[c] it stands on.
func advance(men uint32, c game.Color) int32 {
	return int32(bits.OnesCount32(men&ahead[c][0]) + bits.OnesCount32(men&ahead[c][1]) + bits.OnesCount32(men&ahead[c][2]))
}

// evaluate returns the score of p for the side to move with weights w,
// and whether the side to move has a legal move at all (p must have no
// capture for it).
func evaluate(p *game.Position, r *game.Rules, w *Weights) (score int, canMove bool) {
	var f features
	mob := extract(p, r, &f)
	// written out for speed; the constants below stop the build if the
	// number of features changes without this sum
	const _, _ uint = numFeatures - 12, 12 - numFeatures
	s := f[0]*w[0] + f[1]*w[1] + f[2]*w[2] + f[3]*w[3] + f[4]*w[4] +
		f[5]*w[5] + f[6]*w[6] + f[7]*w[7] + f[8]*w[8] + f[9]*w[9] +
		f[10]*w[10] + f[11]*w[11]
	return int(s), mob > 0
}

// Evaluate returns the static evaluation of p for the side to move, in
// centi-men, that proof searches order their nodes by
// (solve.Options.Evaluate): the default weights without the promotion
// terms (promote-now, promote-next), which the engine's own search has.
// A proof search's node count depends on it, and the committed puzzles
// record theirs (their proofs are searched again within those counts), so
// it stays as they were mined with. It is meant for positions where the
// side to move has no capture; with a capture pending the search resolves
// the captures first.
func Evaluate(p game.Position, r game.Rules) int {
	s, _ := evaluate(&p, &r, &proofWeights)
	return s
}

// proofWeights are Evaluate's weights: DefaultWeights without the
// promotion terms.
var proofWeights = func() Weights {
	w := DefaultWeights
	w[fPromoteNow], w[fPromoteNext] = 0, 0
	return w
}()

// Set sets the weight of the named feature.
func (w *Weights) Set(name string, v int32) error {
	for i, n := range featureNames {
		if n == name {
			w[i] = v
			return nil
		}
	}
	return fmt.Errorf("unknown evaluation feature %q (known: %s)", name, strings.Join(featureNames[:], ", "))
}

// promoters returns the men of colour c among men that can step onto an
// empty point of their far rank.
func promoters(men uint32, c game.Color, empty uint32) uint32 {
	var out uint32
	for b := men & ahead[c][2]; b != 0; b &= b - 1 {
		if promoteSteps[c][bits.TrailingZeros32(b)]&empty != 0 {
			out |= b & -b
		}
	}
	return out
}
