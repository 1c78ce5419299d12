package game

// movesPerft is the perft of the move generator: LegalMoves, Apply and
// CountMoves, with Position values. It was Perft before the perft counter
// of fastperft.go; the tests keep it as a reference for that counter.
func movesPerft(p Position, r Rules, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][MaxMoves]Move, depth)
	return movesPerftAt(p, r, depth, bufs)
}

func movesPerftAt(p Position, r Rules, depth int, bufs [][MaxMoves]Move) uint64 {
	if depth == 1 {
		return uint64(p.CountMoves(r, bufs[0][:0]))
	}
	moves := p.LegalMoves(r, bufs[depth-1][:0])
	var n uint64
	for i := range moves {
		n += movesPerftAt(p.Apply(moves[i]), r, depth-1, bufs)
	}
	return n
}
