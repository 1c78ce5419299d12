package game

// Perft counts the leaf nodes of the legal move tree of the given depth,
// with moves counted by (from, to, captured set) and draw rules ignored;
// a position with no legal move counts 0 at depth ≥ 1. The last ply is
// bulk-counted; the tree is walked by the perft counter of fastperft.go.
func Perft(p Position, r Rules, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	f := newFastPerft(r, depth)
	b := fastBoardOf(&p)
	if depth == 1 {
		return f.countAll([]fastBoard{b})
	}
	return f.perft(&b, depth, f.stack)
}

// PerftDivide returns, for each legal move of p, the perft count of the
// position after it at depth-1.
func PerftDivide(p Position, r Rules, depth int) ([]Move, []uint64) {
	moves := p.LegalMoves(r, make([]Move, 0, MaxMoves))
	counts := make([]uint64, len(moves))
	for i, m := range moves {
		counts[i] = Perft(p.Apply(m), r, depth-1)
	}
	return moves, counts
}
