package puzzle

import "github.com/fetaix/fetaix/game"

// Themes is a placeholder until the themes land.
func Themes(r game.Rules, p game.Position, line []game.Move, goal string) []string {
	if goal == GoalDraw {
		return []string{ThemeSaveDraw}
	}
	return []string{ThemeEndgame}
}
