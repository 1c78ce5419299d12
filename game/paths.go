package game

// LegalPaths is LegalMoves without the merging of equal moves: every capture
// path is kept, so two paths with the same (from, to, captured set) both
// appear. A user interface entering a capture landing by landing uses it to
// offer every continuation, then identifies the move with Move.Same.
func (p Position) LegalPaths(r Rules, buf []Move) []Move {
	return p.legalMoves(&r, buf, true)
}
