package puzzle

import (
	"context"

	"github.com/fetaix/fetaix/game"
)

// Refresh finds pz's themes (Themes) and rates it (Rater) again from its
// position and line under r: what a puzzle made before either changed
// gets.
func (rt *Rater) Refresh(ctx context.Context, r game.Rules, pz Puzzle) (Puzzle, error) {
	line, err := pz.Line(r)
	if err != nil {
		return pz, err
	}
	p, err := pz.Start()
	if err != nil {
		return pz, err
	}
	pz.Themes = Themes(r, p, line, pz.Goal)
	pz.Rating = rt.Rate(ctx, r, p, line, pz.Goal)
	return pz, nil
}
