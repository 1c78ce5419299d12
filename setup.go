package main

import (
	"fmt"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// parseSetup reads the --rules and --position flag values shared by several
// commands; an empty position means the start position.
func parseSetup(rulesText, positionText string) (game.Rules, game.Position, error) {
	r, err := game.ParseRules(rulesText)
	if err != nil {
		return r, game.Position{}, fmt.Errorf("--rules: %w", err)
	}
	if positionText == "" {
		return r, game.StartPosition(), nil
	}
	p, err := game.ParsePosition(positionText)
	if err != nil {
		if strings.HasPrefix(err.Error(), "position ") { // `position "TEXT": ...`: name it once
			return r, p, fmt.Errorf("--%w", err)
		}
		return r, p, fmt.Errorf("--position: %w", err)
	}
	return r, p, nil
}
