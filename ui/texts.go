package ui

import "fmt"

// The wording of the rules screen and of the help's first line: the
// player-visible texts added with them, kept in one place to be
// translated.
const (
	// rulesKeyDesc is what the rules key does, in the help and footers.
	rulesKeyDesc = "the rules"
	// rulesTitle is the rules screen's title row.
	rulesTitle = " Fetaix · rules"
	// rulesBackDesc is what the rules screen's closing keys do.
	rulesBackDesc = "back"
	// lessonsKeyName is the key of the lessons and practice screen, which
	// the help's first line names.
	lessonsKeyName = "i"
	// WideGlyphsNote is said once, on the first game screen, where the
	// terminal draws ambiguous-width characters wide (GlyphFit).
	WideGlyphsNote = "wide characters here: the board is in ASCII (RUNEWIDTH_EASTASIAN=0 to change)"
)

// rulesFailed is the rules screen's text when the rules cannot be drawn.
func rulesFailed(err error) string {
	return fmt.Sprintf("The rules cannot be drawn here (%v): see fetaix help rules.", err)
}

// helpIntro is the help's first line: where a new player learns the game.
func helpIntro(lessonsKey, rulesKey string) string {
	return fmt.Sprintf("New to Fetaix? %s: lessons and practice · %s: the rules", lessonsKey, rulesKey)
}
