package cli

import (
	"errors"
	"fmt"

	"github.com/fetaix/fetaix/game"
)

// parseSetup reads the --rules and --position flag values shared by several
// commands; an empty position means the start position, and a position
// must be one a game can start from (game.ParseStart).
func parseSetup(rulesText, positionText string) (game.Rules, game.Position, error) {
	r, err := game.ParseRules(rulesText)
	if err != nil {
		return r, game.Position{}, refused("rules", err)
	}
	if positionText == "" {
		return r, game.StartPosition(), nil
	}
	p, err := game.ParseStart(positionText)
	if err != nil {
		return r, p, positionFlagError(err)
	}
	return r, p, nil
}

// positionFlagError is a position text's error as --position's, naming
// the text once: `--position: "TEXT": what is wrong`.
func positionFlagError(err error) error {
	var pe *game.PositionError
	if errors.As(err, &pe) && pe.Text != "" {
		return &flagError{Flag: "position", Problem: fmt.Sprintf("%q: %s", pe.Text, pe.What), usage: true, err: err}
	}
	return refused("position", err)
}
