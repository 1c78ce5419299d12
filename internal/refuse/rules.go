package refuse

import (
	"regexp"

	"github.com/fetaix/fetaix/internal/i18n"
)

// ruleReasons are the reasons of game.ParseRules; the options' names
// and values are quoted as they were typed.
var ruleReasons = []pattern{
	{regexp.MustCompile(`^empty option in (".*") \(stray comma\)$`), "refuse.rules.emptyOption", []string{"Text"}},
	{regexp.MustCompile(`^option (".*") given twice$`), "refuse.rules.twice", []string{"Name"}},
	{regexp.MustCompile(`^unknown option (".*") \(known: (.*)\)$`), "refuse.rules.unknown", []string{"Name", "Known"}},
	{regexp.MustCompile(`^option (".*"): bad value (".*") \(want on or off\)$`), "refuse.rules.wantFlag", []string{"Name", "Value"}},
	{regexp.MustCompile(`^option (".*"): bad value (".*") \(want one of (.*)\)$`), "refuse.rules.wantChoice", []string{"Name", "Value", "Choices"}},
	{regexp.MustCompile(`^option (".*"): bad value (".*") \(want 0 for off, or (\d+)\.\.(\d+)\)$`), "refuse.rules.wantCount", []string{"Name", "Value", "Low", "High"}},
}

// Rules is why game.ParseRules refused a rule text, err, in l's language
// (an error it does not know as it is).
func Rules(l *i18n.Localizer, err error) string { return say(l, ruleReasons, err.Error()) }
