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

// manJump is one capture (and step) direction of the mover's men, who
// play up the board, with the index change k of one step along it.
type manJump struct {
	from uint32 // the points with room for a jump along it
	// turnedStep: the points with room for a step along it, turned half
	// a turn (so those with room for a step back along it)
	turnedStep uint32
	k          int
}

// manJumps lists the men's directions (the mover's view, so White's):
// forward, the diagonals forward, then the two sideways ones, whose
// indexes manJumpEast and manJumpWest name.
var manJumps [5]manJump

const (
	manJumpEast = 3
	manJumpWest = 4
)

// initManJumps fills manJumps from the ray tables (it runs at the end of
// their init).
func initManJumps() {
	for i, d := range [5]Direction{North, NorthEast, NorthWest, East, West} {
		manJumps[i] = manJump{from: jumpFrom[d], turnedStep: turn(stepFrom[d]), k: dirShift[d]}
	}
}
