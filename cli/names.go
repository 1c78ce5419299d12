package cli

import (
	"fmt"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// rulesName is the rule text, or "default" for the default rules.
func rulesName(r game.Rules) string {
	if s := r.String(); s != "" {
		return s
	}
	return "default"
}

// tablesName says which tables a run uses, found where (toolTables).
func tablesName(s *tables.Set, where string) string {
	if s == nil {
		return "none (" + where + ")"
	}
	return fmt.Sprintf("of up to %d pieces (%s)", s.Pieces(), where)
}

// colorName is "White" or "Black".
func colorName(c game.Color) string {
	if c == game.White {
		return "White"
	}
	return "Black"
}
