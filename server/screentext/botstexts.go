package screentext

import (
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/housebot"
)

// The house bots' screen's words in the catalogs (botsscreen.go), and the
// other texts of the games the lobby opens (soloscreen.go, seekscreen.go).
const (
	BotsTitle     i18n.ID = "pages.bots.title"
	BotsNote      i18n.ID = "pages.bots.note"
	BotsBack      i18n.ID = "pages.bots.back"
	BotsHelp      i18n.ID = "pages.bots.help"
	BotsLabel     i18n.ID = "pages.bots.label"
	ChatOfGame    i18n.ID = "pages.solo.chat"
	ChatFirstOf   i18n.ID = "pages.solo.chatFirst"
	PairedByQuick i18n.ID = "pages.quick.paired"
)

// LevelNames name the computer's levels, weakest first (levels.All).
var LevelNames = [levels.Max - levels.Min + 1]i18n.ID{
	"pages.level.beginner", "pages.level.novice", "pages.level.casual",
	"pages.level.club", "pages.level.expert", "pages.level.master",
}

// LevelStrengths describe the levels as the house bots' list does,
// weakest first (housebot's words).
var LevelStrengths = [levels.Max - levels.Min + 1]i18n.ID{
	"pages.bots.strength1", "pages.bots.strength2", "pages.bots.strength3",
	"pages.bots.strength4", "pages.bots.strength5", "pages.bots.strength6",
}

// BotLabel is a house bot's line in the list in loc's language:
// housebot.Bot.Label's words.
func BotLabel(loc *i18n.Localizer, b housebot.Bot) string {
	i := b.Level - levels.Min
	return loc.V(BotsLabel, "Name", loc.T(LevelNames[i]), "Level", b.Level, "Strength", loc.T(LevelStrengths[i]))
}
