package game

// The perft counter. Perft walks the tree on fastBoards (the position
// seen from the side to move, no key or counters), writes each node's
// children into a buffer of its depth instead of building moves, and
// counts the last ply without making it.

// fastPerft holds the buffers of one perft run.
type fastPerft struct {
	r      fastRules
	moves  [MaxMoves]Move // the move generator's buffer, for the boards left to it
	mullas mullaWalk      // the walk of mullas' captures
	tally  chainTally     // the captures counted at the last ply
	chains menChains      // the walk of men's captures
	kids   [][]fastBoard  // kids[d]: the children of the node at depth d
}

// newFastPerft returns a perft counter for rules r, with buffers for
// depth plies.
func newFastPerft(r Rules, depth int) *fastPerft {
	f := &fastPerft{r: newFastRules(r), kids: make([][]fastBoard, depth+1)}
	f.mullas.removalEnd = f.r.removalEnd
	f.tally.majority = f.r.majority
	f.chains.stopFar, f.chains.contFar = f.r.stopFar, f.r.contFar
	for d := range f.kids {
		f.kids[d] = make([]fastBoard, 0, MaxMoves)
	}
	return f
}

// perft counts the leaves below b at depth ≥ 2.
func (f *fastPerft) perft(b *fastBoard, depth int) uint64 {
	kids := f.children(b, f.kids[depth][:0])
	f.kids[depth] = kids[:0] // keep any growth for the next node
	if depth == 2 {
		return f.countAll(kids)
	}
	var n uint64
	for i := range kids {
		n += f.perft(&kids[i], depth-1)
	}
	return n
}
