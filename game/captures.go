package game

// Captures appends the legal captures of p under rules r to buf[:0] and
// returns it: empty when the side to move has no capture, otherwise exactly
// what LegalMoves returns (captures are compulsory). A search's quiescence
// uses it to test for and generate captures in one pass.
func (p Position) Captures(r Rules, buf []Move) []Move { return p.GenerateCaptures(&r, buf) }

// GenerateCaptures is Captures through pointers, as Generate is LegalMoves.
func (p *Position) GenerateCaptures(r *Rules, buf []Move) []Move {
	buf = p.appendCaptures(r, buf[:0], false)
	if r.Majority && len(buf) > 0 {
		buf = keepMajority(buf)
	}
	return buf
}
