package tables

import (
	"fmt"
	"math"
)

// value is a position's verdict as a table stores it, from the side to
// move's view: 0 a draw, d > 0 a win in d plies, -(d+1) a loss in d plies
// (so a loss in 0, no legal move, is -1).
type value int16

// notPosition marks the indices of a class that are no position.
const notPosition value = math.MinInt16

// maxDistance bounds the distances a value holds.
const maxDistance = math.MaxInt16 - 1

func winIn(d int) value  { return value(d) }
func lossIn(d int) value { return value(-(d + 1)) }

// Outcome is a verdict without its distance.
type Outcome int8

// The outcomes, for the side to move.
const (
	Draw Outcome = iota
	Win
	Loss
)

// String returns "win", "loss" or "draw".
func (o Outcome) String() string { return [...]string{"draw", "win", "loss"}[o] }

// outcome splits v into its outcome and distance.
func (v value) outcome() (Outcome, int) {
	switch {
	case v > 0:
		return Win, int(v)
	case v < 0:
		return Loss, int(-v) - 1
	}
	return Draw, 0
}

// Verdict is what the tables say of a position: its outcome for the side
// to move and, for a win or a loss, the plies (see the package comment for
// what they count).
type Verdict struct {
	Outcome Outcome
	Plies   int
}

// String returns "win N", "loss N" or "draw".
func (v Verdict) String() string {
	if v.Outcome == Draw {
		return "draw"
	}
	return fmt.Sprintf("%s %d", v.Outcome, v.Plies)
}
