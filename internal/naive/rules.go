package naive

// Promotion says what a man reaching the far rank in the middle of a
// capture does (the rules page's promotion option).
type Promotion int8

// The promotion variants.
const (
	PromoteAtEnd    Promotion = iota // promotes only if the move ends there
	PromoteStop                      // promotes and the move ends
	PromoteContinue                  // promotes and goes on capturing as a mulla
)

// Rules are the options that change move generation. The draw rules are
// not here: the generator does not apply them (the verifier counts
// no-progress plies itself).
type Rules struct {
	MenCaptureBackward bool
	Majority           bool
	RemovalAtEnd       bool // captured pieces stay, blocking, until the sequence ends
	Promotion          Promotion
}
