package puzzle

import (
	"context"
	"math/rand/v2"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// SelfPlay plays the games puzzles are mined from: the engine against
// itself at every level, each game from its own seed.
type SelfPlay struct {
	Rules game.Rules
	// deep plays the levels of a depth limit (1 to 4) with time enough
	// that the depth always binds: their games repeat exactly, whatever
	// the machine's load. timed plays the top two, on SelfPlayMoveTime.
	deep, timed *ai.Engine
}

// SelfPlayMoveTime is the top levels' time a move in a mined game.
const SelfPlayMoveTime = 30 * time.Millisecond

// deepPlayTime is the play time of the depth-limited levels of a mined
// game: far more than their depth needs.
const deepPlayTime = time.Minute

// selfPlayMaxPlies ends a mined game that goes on this long.
const selfPlayMaxPlies = 400

// NewSelfPlay returns a self-play of r, its engine probing set (nil:
// none).
func NewSelfPlay(r game.Rules, set *tables.Set) *SelfPlay {
	engine := func(d time.Duration) *ai.Engine {
		e := ai.New(16)
		e.SetThreads(1)
		e.SetPlayTime(d)
		e.SetTables(set)
		return e
	}
	return &SelfPlay{Rules: r, deep: engine(deepPlayTime), timed: engine(SelfPlayMoveTime)}
}

// Levels returns the levels of game n: White's runs through every level,
// Black's through every level for each of White's, so that 36 games
// pair every two levels.
func Levels(n uint64) (white, black int) {
	k := uint64(levels.Max - levels.Min + 1)
	return levels.Min + int(n%k), levels.Min + int(n/k%k)
}

// Game plays game n of seed: from the start, 0 to 8 random moves (drawn
// from the seed and n), then the engine at Levels(n), its choices seeded
// too, to the end or selfPlayMaxPlies. A game of two depth-limited levels
// (ai.Weakened) is the same on every machine.
func (sp *SelfPlay) Game(ctx context.Context, seed, n uint64) (*game.Game, error) {
	rng := rand.New(rand.NewPCG(seed, n))
	g := game.NewGame(sp.Rules, game.StartPosition())
	for range rng.IntN(9) {
		moves := g.Position().LegalMoves(sp.Rules, nil)
		if len(moves) == 0 {
			break
		}
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			return nil, err
		}
	}
	player := func(level int) *ai.Player {
		e := sp.timed
		if ai.Weakened(level) {
			e = sp.deep
		}
		return &ai.Player{Engine: e, Level: level}
	}
	for _, e := range []*ai.Engine{sp.deep, sp.timed} {
		e.Seed(seed ^ n*0x9e3779b97f4a7c15)
		e.Clear()
	}
	w, b := Levels(n)
	_, _, err := ai.PlayOut(ctx, g, player(w), player(b), selfPlayMaxPlies)
	return g, err
}
