package game

// Perft counts the leaf nodes of the legal move tree of the given depth,
// with moves counted by (from, to, captured set) and draw rules ignored.
// The last ply is bulk-counted.
func Perft(p Position, r Rules, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][MaxMoves]Move, depth)
	return perft(p, r, depth, bufs)
}

func perft(p Position, r Rules, depth int, bufs [][MaxMoves]Move) uint64 {
	if depth == 1 {
		return uint64(p.CountMoves(r, bufs[0][:0]))
	}
	moves := p.LegalMoves(r, bufs[depth-1][:0])
	var n uint64
	if depth == 2 {
		leaf := bufs[0][:0]
		for i := range moves {
			child := p.Apply(moves[i])
			n += uint64(child.countMoves(&r, leaf))
		}
		return n
	}
	for i := range moves {
		n += perft(p.Apply(moves[i]), r, depth-1, bufs)
	}
	return n
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
