package game

// fastRules are the generation options as the perft counter reads them,
// with the rule set kept whole for the generator it falls back on.
type fastRules struct {
	rules    Rules
	majority bool // only the longest captures count
	// stopFar: rank 5 under promotion=stop (a man's capture ends on
	// reaching it), else 0
	stopFar uint32
	// contFar: rank 5 under promotion=continue (a man reaching it goes on
	// as a mulla: the generator takes the board), else 0
	contFar  uint32
	backward bool // men-capture-backward: men's captures go to the generator
	// removalEnd: captured pieces stay on the board until the move ends
	removalEnd bool
	// plainMen: men capture forward and sideways and a man's capture
	// neither stops nor turns to a mulla's on rank 5, so that a jump
	// after which no man can jump again ends its move
	plainMen bool
	// sumPaths: no majority rule and no promotion=continue, so that the
	// men's capture paths are summed (menChains.sum) with no tally
	sumPaths bool
}

func newFastRules(r Rules) fastRules {
	f := fastRules{
		rules:      r,
		majority:   r.Majority,
		backward:   r.MenCaptureBackward,
		removalEnd: r.Removal == RemoveAtEnd,
	}
	switch r.Promotion {
	case PromoteStop:
		f.stopFar = farRank[White]
	case PromoteContinue:
		f.contFar = farRank[White]
	}
	f.plainMen = !f.backward && f.stopFar == 0 && f.contFar == 0
	f.sumPaths = !f.majority && f.contFar == 0
	return f
}
