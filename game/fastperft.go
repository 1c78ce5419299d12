package game

// The perft counter. Perft walks the tree on fastBoards (the position
// seen from the side to move, no key or counters), writes each node's
// children instead of building moves, on one stack where a node's
// children lie just above its parent's, and counts the last ply without
// making it.

// fastPerft holds the buffers of one perft run.
type fastPerft struct {
	r      fastRules
	moves  [MaxMoves]Move // the move generator's buffer, for the boards left to it
	mullas mullaWalk      // the walk of mullas' captures
	tally  chainTally     // the captures counted at the last ply
	chains menChains      // the walk of men's captures
	stack  []fastBoard    // the children of the nodes on the walk's path
}

// newFastPerft returns a perft counter for rules r, with buffers for
// depth plies.
func newFastPerft(r Rules, depth int) *fastPerft {
	f := &fastPerft{r: newFastRules(r), stack: make([]fastBoard, 0, (depth+1)*MaxMoves)}
	f.mullas.removalEnd = f.r.removalEnd
	f.tally.majority = f.r.majority
	f.chains.stopFar, f.chains.contFar = f.r.stopFar, f.r.contFar
	return f
}

// perft counts the leaves below b at depth ≥ 2, writing b's children
// at the start of free, the stack's unused part (of length 0), and
// theirs above them. A list that outgrows the stack moves to memory of
// its own, which holds its children's too.
func (f *fastPerft) perft(b *fastBoard, depth int, free []fastBoard) uint64 {
	kids := f.children(b, free)
	if depth == 2 {
		return f.countAll(kids)
	}
	free = kids[len(kids):]
	var n uint64
	for i := range kids {
		n += f.perft(&kids[i], depth-1, free)
	}
	return n
}
