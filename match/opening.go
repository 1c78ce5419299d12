package match

import (
	"context"
	"math/rand"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// Opening starts a game with n random plies from seed, each chosen
// among the moves that a depth-6 search scores within margin of the best,
// and keeps the opening only if that search then scores it within balance
// of even (trying up to 50 draws of the seed's sequence, else the last one),
// so that openings vary without handing one side a won game. It stops
// early rather than end the game.
func Opening(r game.Rules, seed int64, n, margin, balance int) *game.Game {
	rng := rand.New(rand.NewSource(seed))
	e := ai.New(1)
	var g *game.Game
	for try := 0; try < 50; try++ {
		g = game.NewGame(r, game.StartPosition())
		for i := 0; i < n; i++ {
			e.Clear()
			scored := e.RootScores(context.Background(), g, 6)
			k := 0
			for k < len(scored) && scored[k].Score >= scored[0].Score-margin {
				k++
			}
			if k == 0 {
				break
			}
			if err := g.Play(scored[rng.Intn(k)].Move); err != nil {
				break
			}
			if res, _ := g.Result(); res != game.Ongoing {
				g.Undo()
				break
			}
		}
		e.Clear()
		if scored := e.RootScores(context.Background(), g, 6); len(scored) > 0 && abs(scored[0].Score) <= balance {
			break
		}
	}
	return g
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
