package chatbox

import "github.com/fetaix/fetaix/internal/i18n"

// The texts of the chat box, in the catalogs
// (internal/i18n/catalog/social.*.json).
const (
	// txtPrompt is the open line's prompt, without its space.
	txtPrompt i18n.ID = "social.chat.prompt"
	// txtHint is the keys of the open line.
	txtHint i18n.ID = "social.chat.hint"
	// txtMore is how many log lines are hidden below when scrolled,
	// before txtHint.
	txtMore i18n.ID = "social.chat.more"
	// txtSpectator follows the name of a spectator who speaks.
	txtSpectator i18n.ID = "social.chat.spectator"
	// txtHead begins a player's line: their name (with txtSpectator),
	// before what they said.
	txtHead i18n.ID = "social.chat.head"
)

// prompt is the open line's prompt in l's language.
func prompt(l *i18n.Localizer) string { return l.V(txtPrompt) + " " }

// lineHint is the keys of the open line in l's language, after how many
// log lines are hidden below when scrolled.
func lineHint(l *i18n.Localizer, scroll int) string {
	hint := l.T(txtHint)
	if scroll > 0 {
		hint = l.T(txtMore, "Count", scroll) + hint
	}
	return hint
}
