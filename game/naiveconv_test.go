package game

import "github.com/fetaix/fetaix/internal/naive"

// Conversions from game's types to the naive generator's
// (internal/naive), which the differential tests compare game with.

// nFromPosition copies a Position into a naive one, point by point.
func nFromPosition(p Position) naive.Pos {
	var n naive.Pos
	for f := 0; f < 5; f++ {
		for r := 0; r < 5; r++ {
			n.B[f][r] = [...]naive.Cell{Empty: naive.Empty, WhiteMan: naive.WhiteMan, BlackMan: naive.BlackMan,
				WhiteMulla: naive.WhiteMulla, BlackMulla: naive.BlackMulla}[p.At(SquareAt(f, r))]
		}
	}
	n.White = p.SideToMove() == White
	n.Quiet, n.Moves = p.NoProgress(), p.MoveNumber()
	return n
}

// nRules returns r for the naive generator, through the rule text (which
// the naive package reads itself).
func nRules(r Rules) naive.Rules {
	n, err := naive.ParseRules(r.String())
	if err != nil {
		panic(err)
	}
	return n
}

// naiveMoves is naive.Moves under game's rules.
func naiveMoves(p naive.Pos, r Rules) ([]naive.Move, []string) { return naive.Moves(p, nRules(r)) }

// naivePerft is naive.Perft under game's rules.
func naivePerft(p naive.Pos, r Rules, depth int) uint64 { return naive.Perft(p, nRules(r), depth) }
