package ai

import (
	"context"
	"sort"
	"time"

	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
)

// Levels: the lower ones search shallowly, add noise to the evaluation and
// now and then play their second-best move, but only one that their own
// search scores within a small margin of the best; otherwise levels 1-3
// draw their move among those of near-equal value (levelChoice). Their
// draws come from the engine's seed (Seed), and a depth-limited level
// searches from a cleared table, so that its move depends on the seed,
// the game and the level alone. From level 2 up,
// margin + 2·noise stays under a man (100), so a level never plays a move
// that its own noiseless search at its depth scores a man worse than the
// best: it does not hang pieces it can see. The top two use a time
// budget (the engine's play time; master all of it).

// levelSpec describes how one level searches.
type levelSpec struct {
	depth    int     // iteration limit, 0 = none
	timeFrac float64 // share of the play time it may use
	noise    int     // evaluation noise amplitude, centi-men
	margin   int     // the second-best move may be at most this much worse
	chance   float64 // probability of playing the second-best move
	near     int     // moves scored within this of the best are near-equal (levelChoice)
}

// levelSpecs are the levels' searches, one for each of levels.All, from
// beginner to master.
var levelSpecs = [levels.Max - levels.Min + 1]levelSpec{
	{1, 0.25, 60, 150, 0.30, 40}, // beginner
	{2, 0.25, 20, 50, 0.20, 25},  // novice
	{3, 0.25, 15, 35, 0.12, 15},  // casual
	{5, 0.5, 8, 20, 0.05, 0},     // club
	{0, 0.12, 0, 0, 0, 0},        // expert
	{0, 1, 0, 0, 0, 0},           // master
}

// Weakened reports whether level plays below its own search: with a
// depth limit, noise in its evaluation, or now and then its second-best
// move (beginner to club). Such a level's search reports carry its noise
// and its shallow depth, and the move played may not be its line's: they
// say nothing true of the position, nor of the level's strength.
func Weakened(level int) bool {
	spec := levelSpecs[max(levels.Min, min(level, levels.Max))-levels.Min]
	return spec.depth > 0 || spec.noise > 0 || spec.chance > 0
}

// mix is a splitmix64 step: a well-spread hash of x.
func mix(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}

// playLevel searches g's position as level does, within the level's time
// less spent (already taken by the search before a proof's move), and
// keeps off a move the proofs show lost where one they do not is there
// (avoidProvenLoss).
func (e *Engine) playLevel(ctx context.Context, g *game.Game, level int, spent time.Duration, onInfo func(Info)) Result {
	return e.avoidProvenLoss(g, e.searchLevel(ctx, g, level, spent, onInfo))
}

// searchLevel is playLevel's search and choice.
func (e *Engine) searchLevel(ctx context.Context, g *game.Game, level int, spent time.Duration, onInfo func(Info)) Result {
	level = max(levels.Min, min(level, levels.Max))
	spec := levelSpecs[level-levels.Min]
	e.games++
	seed := mix(e.seed ^ mix(e.games) ^ g.Position().Hash())
	lim := Limits{Depth: spec.depth, MoveTime: time.Duration(float64(e.playTime) * spec.timeFrac)}
	if lim.MoveTime > 0 {
		lim.MoveTime = remaining(lim.MoveTime, spent)
	}
	if spec.depth > 0 {
		// a depth-limited level's move depends on the seed, the game and
		// the level only, not on what earlier searches left in the table
		// and the history:
		// the same seed replays the same game, from any of its positions
		e.s.forget()
	}
	e.s.noise, e.s.noiseSeed = spec.noise, seed
	e.s.rootAll = spec.chance > 0
	res := e.s.run(ctx, g, lim, onInfo)
	e.s.noise, e.s.rootAll = 0, false
	if spec.chance == 0 || !res.Ok {
		return res
	}
	list := append([]moveScore(nil), e.s.rootList...)
	if len(list) < 2 || len(list) != len(g.LegalMoves()) {
		return res // the last iteration did not finish
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].score > list[j].score })
	if pick := levelChoice(list, spec, seed); pick > 0 {
		res.Move = list[pick].move
		res.PV = []game.Move{list[pick].move}
		scoreInfo(&res.Info, list[pick].score)
		e.s.markTableMate(g.Position(), &res.Info)
	}
	return e.verify(ctx, g, lim, res, spec.margin+2*spec.noise)
}

// verify checks a noisy level's choice against a noiseless search of the
// same depth from a cleared table and history, every root move with a
// full window.
// Noise and reductions change the shape of the tree, so a noisy search can
// now and then misjudge a move by more than its noise; a choice scored
// more than slack below the best is replaced by the best.
func (e *Engine) verify(ctx context.Context, g *game.Game, lim Limits, res Result, slack int) Result {
	e.s.forget()
	e.s.rootAll = true
	e.s.run(ctx, g, lim, nil)
	e.s.rootAll = false
	exact := e.s.rootList
	if len(exact) != len(g.LegalMoves()) {
		return res // cancelled or out of time: keep the choice
	}
	best, chosen := exact[0], -scoreInf
	for _, ms := range exact {
		if ms.score > best.score {
			best = ms
		}
		if ms.move.Same(res.Move) {
			chosen = ms.score
		}
	}
	if chosen < best.score-slack {
		res.Move = best.move
		res.PV = []game.Move{best.move}
		scoreInfo(&res.Info, best.score)
		e.s.markTableMate(g.Position(), &res.Info)
	}
	return res
}
