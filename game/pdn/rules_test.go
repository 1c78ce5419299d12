package pdn

import (
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestRulesTagTextIsRuleText: the Rules tag a saved game carries is rule
// text too, so that it can be pasted into --rules: every option
// combination, written as its tag, reads back as the same rules.
func TestRulesTagTextIsRuleText(t *testing.T) {
	for _, base := range pdnRuleCombos() {
		for _, draws := range [][2]int{{3, 50}, {0, 0}, {2, 1}, {100, 10000}, {7, 120}} {
			r := base
			r.Repetition, r.NoProgress = draws[0], draws[1]
			text := rulesTagText(r)
			got, err := game.ParseRules(text)
			if err != nil || got != r {
				t.Errorf("ParseRules(%q) = %+v, %v; want %+v", text, got, err, r)
			}
		}
	}
}
