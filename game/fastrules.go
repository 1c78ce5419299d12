package game

// fastRules are the generation options as the perft counter reads them,
// with the rule set kept whole for the generator it falls back on.
type fastRules struct {
	rules    Rules
	majority bool // only the longest captures count
	stop     bool // promotion=stop: a man's capture ends on reaching rank 5
	cont     bool // promotion=continue: a man reaching rank 5 goes on as a mulla
	backward bool // men-capture-backward: men's captures go to the generator
	// removalEnd: captured pieces stay on the board until the move ends
	removalEnd bool
}

func newFastRules(r Rules) fastRules {
	return fastRules{
		rules:      r,
		majority:   r.Majority,
		stop:       r.Promotion == PromoteStop,
		cont:       r.Promotion == PromoteContinue,
		backward:   r.MenCaptureBackward,
		removalEnd: r.Removal == RemoveAtEnd,
	}
}

// manJumpEast and manJumpWest index the sideways directions in the
// men's direction order of menJumps (the mover's view, so White's):
// forward, north-east, north-west, east, west.
const (
	manJumpEast = 3
	manJumpWest = 4
)
