package housebot

import (
	"fmt"

	"github.com/fetaix/fetaix/ai/levels"
)

// The words of the house bots, as the lobby and quick match show them.
const (
	// MenuHint follows the lobby's Play the computer: MenuKey there lists
	// the house bots.
	MenuHint = " · b: play a bot, the computer's levels, always there"
	// MenuKey lists the house bots in the lobby.
	MenuKey = "b"
	// Title heads the list of the house bots.
	Title = "Fetaix over SSH · play a bot"
	// ListNote is said over the list of the house bots.
	ListNote = "The computer's levels, always there; you play White, from the first move."
	// BackLabel goes back from the list to the lobby's menu.
	BackLabel = "back to the lobby"
	// BackKey picks BackLabel.
	BackKey = "esc"
	// OfferKey takes quick match's offer of a house bot.
	OfferKey = "b"
)

// strength describes each level, weakest first (docs/engine.md#levels).
var strength = [levels.Max - levels.Min + 1]string{
	"looks one move ahead, blunders often",
	"looks two moves ahead, errs now and then",
	"looks three moves ahead, errs at times",
	"searches five moves ahead, no errors on purpose",
	"a short search, 0.3 s a move",
	"full strength, 2.5 s a move, plays proven moves",
}

// label is a level's line in the list: "casual (level 3): looks three…".
func label(l levels.Level) string {
	return fmt.Sprintf("%s (level %d): %s", l.Name, l.N, strength[l.N-levels.Min])
}

// offerLine is quick match's offer of a house bot at level n.
func offerLine(n int) string {
	return fmt.Sprintf("  No one found yet — play the computer (level %d, %s) instead? [%s]\n", n, levels.All()[n-levels.Min].Name, OfferKey)
}
