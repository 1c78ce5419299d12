package screentext

import (
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
	ChatOfGame    i18n.ID = "pages.solo.chat"
	ChatFirstOf   i18n.ID = "pages.solo.chatFirst"
	PairedByQuick i18n.ID = "pages.quick.paired"
)

// BotLabel is a house bot's line in the list in loc's language, ordered
// for the screen (housebot.Bot.LabelIn).
func BotLabel(loc *i18n.Localizer, b housebot.Bot) string { return loc.Show(b.LabelIn(loc)) }
