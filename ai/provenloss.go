package ai

import (
	"slices"

	"github.com/fetaix/fetaix/game"
)

// avoidProvenLoss returns res, unless its move is one the proofs' book
// shows lost (the position after it a proven win for the opponent) while
// another legal move is not: then the best of those by the level's last
// search (its root list, where it listed every move), else the first. A
// level's weakness is its search, its noise and its second-best moves;
// walking into a loss the proofs know, such as three of White's four first
// moves, is not part of it. The first call of a process waits for the
// book of g's rules to be read.
func (e *Engine) avoidProvenLoss(g *game.Game, res Result) Result {
	b := e.theBook()
	p, r := g.Position(), g.Rules()
	// the large books are read on the first need of the process (about
	// 2 s, once): a lookup before that would find nothing
	if !res.Ok || b == nil || b.WaitRules(r) != nil {
		return res
	}
	lost := func(m game.Move) bool {
		_, proven, ok := b.Lookup(p.Apply(m), r)
		return ok && proven == "win"
	}
	if !lost(res.Move) {
		return res
	}
	legal := g.LegalMoves()
	best, found, bestScore := game.Move{}, false, 0
	for _, m := range legal {
		if lost(m) {
			continue
		}
		score, listed := e.listedScore(m)
		if !found || (listed && score > bestScore) {
			best, found, bestScore = m, true, score
		}
	}
	if !found {
		return res // every move is lost: the level's own choice stands
	}
	res.Move, res.PV = best, []game.Move{best}
	return res
}

// listedScore returns m's score in the last search's root list, if it
// listed m.
func (e *Engine) listedScore(m game.Move) (int, bool) {
	i := slices.IndexFunc(e.s.rootList, func(ms moveScore) bool { return ms.move.Same(m) })
	if i < 0 {
		return 0, false
	}
	return e.s.rootList[i].score, true
}
