package explore

// Value is a game-theoretic value from one side's view: the side to move
// of a position, or the side that plays a move.
type Value string

// The values. Unknown when nothing proves the exact value (Bounds may
// still prove a side of it).
const (
	Win     Value = "win"
	Draw    Value = "draw"
	Loss    Value = "loss"
	Unknown Value = "unknown"
)

// Rank orders the exact values: a loss (-1) below a draw (0) below a win
// (1). Unknown, and any other value, ranks as a draw: give it only exact
// values or bounds.
func (v Value) Rank() int {
	switch v {
	case Win:
		return 1
	case Loss:
		return -1
	}
	return 0
}

// ValueOf is the value of a rank (-1, 0 or 1): Rank's inverse.
func ValueOf(rank int) Value { return [...]Value{Loss, Draw, Win}[rank+1] }

// Bounds is what is proven of a value: it lies from Low to High (a loss
// below a draw below a win). Low == High is the exact value; Low Loss and
// High Win is nothing proven; Low Draw, High Win is "draw or better" (a
// proof that the side does not lose), Low Loss, High Draw "draw or worse".
type Bounds struct {
	Low, High Value
}

// anything is the bounds of a value nothing is proven of.
var anything = Bounds{Loss, Win}

// exactly is the bounds of a proven value.
func exactly(v Value) Bounds { return Bounds{v, v} }

// Value returns the exact value, or Unknown.
func (b Bounds) Value() Value {
	if b.Low == b.High {
		return b.Low
	}
	return Unknown
}

// Proven reports whether anything is proven: a bound other than loss to
// win.
func (b Bounds) Proven() bool { return b != anything }

// String returns "win", "draw", "loss", "draw or better", "draw or
// worse", "not a win" or "unknown".
func (b Bounds) String() string {
	switch {
	case b.Low == b.High:
		return string(b.Low)
	case b == Bounds{Draw, Win}:
		return "draw or better"
	case b == Bounds{Loss, Draw}:
		return "draw or worse"
	}
	return string(Unknown)
}

// Negate returns the bounds from the other side's view.
func (b Bounds) Negate() Bounds {
	return Bounds{ValueOf(-b.High.Rank()), ValueOf(-b.Low.Rank())}
}

// meet returns what both b and o prove: the narrower range (b's own
// bound where they contradict, which sound proofs never do).
func (b Bounds) meet(o Bounds) Bounds {
	lo, hi := max(b.Low.Rank(), o.Low.Rank()), min(b.High.Rank(), o.High.Rank())
	if lo > hi {
		return b
	}
	return Bounds{ValueOf(lo), ValueOf(hi)}
}
