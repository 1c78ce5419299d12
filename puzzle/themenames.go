package puzzle

// The themes of a puzzle (Puzzle.Themes), found from its line by Themes
// (themes.go), never written by hand.
const (
	ThemeChain     = "chain"     // a solver's move captures two or more pieces
	ThemeSacrifice = "sacrifice" // the solver gives material: the defender's reply captures more than the solver's move did
	ThemePromotion = "promotion" // a solver's man becomes a mulla
	ThemeMulla     = "mulla"     // the solver's mulla captures from afar
	ThemeBlocking  = "blocking"  // the defender is left without a move
	ThemeQuiet     = "quiet"     // the only move that keeps the value captures nothing
	ThemeSaveDraw  = "savedraw"  // the goal is the draw
	ThemeEndgame   = "endgame"   // few pieces, converted with the tables' technique
)

// AllThemes lists the themes in the order the screens and docs give them.
var AllThemes = []string{ThemeChain, ThemeSacrifice, ThemePromotion, ThemeMulla, ThemeBlocking, ThemeQuiet, ThemeSaveDraw, ThemeEndgame}
