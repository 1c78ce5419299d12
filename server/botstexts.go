package server

import (
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/housebot"
)

// The house bots' screen's words in the catalogs (botsscreen.go), and the
// other texts of the games the lobby opens (soloscreen.go, seekscreen.go).
const (
	txtBotsTitle     i18n.ID = "pages.bots.title"
	txtBotsNote      i18n.ID = "pages.bots.note"
	txtBotsBack      i18n.ID = "pages.bots.back"
	txtBotsHelp      i18n.ID = "pages.bots.help"
	txtBotsLabel     i18n.ID = "pages.bots.label"
	txtChatOfGame    i18n.ID = "pages.solo.chat"
	txtChatFirstOf   i18n.ID = "pages.solo.chatFirst"
	txtPairedByQuick i18n.ID = "pages.quick.paired"
)

// levelNames name the computer's levels, weakest first (levels.All).
var levelNames = [levels.Max - levels.Min + 1]i18n.ID{
	"pages.level.beginner", "pages.level.novice", "pages.level.casual",
	"pages.level.club", "pages.level.expert", "pages.level.master",
}

// levelStrengths describe the levels as the house bots' list does,
// weakest first (housebot's words).
var levelStrengths = [levels.Max - levels.Min + 1]i18n.ID{
	"pages.bots.strength1", "pages.bots.strength2", "pages.bots.strength3",
	"pages.bots.strength4", "pages.bots.strength5", "pages.bots.strength6",
}

// botLabel is a house bot's line in the list in loc's language:
// housebot.Bot.Label's words.
func botLabel(loc *i18n.Localizer, b housebot.Bot) string {
	i := b.Level - levels.Min
	return loc.V(txtBotsLabel, "Name", loc.T(levelNames[i]), "Level", b.Level, "Strength", loc.T(levelStrengths[i]))
}
