package screentext

import (
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/housebot"
)

// The words of the room's chat that the room screen says itself (its
// mute key), quick match's offer of a house bot, and the server's notice
// as it stops, in the catalogs (internal/i18n/catalog/social.*.json).
// The chat box's own words are server/chatbox's.
const (
	ChatMuteForPlayers i18n.ID = "social.mute.forPlayers"
	ChatUnmuted        i18n.ID = "social.mute.off"
	ChatMutedNow       i18n.ID = "social.mute.on"
	ChatMutedRow       i18n.ID = "social.mute.row"

	// SessionDown is a session's last line when the server stops before
	// it begins, SessionDownSaved when it stops during it.
	SessionDown      i18n.ID = "social.notice.sessionDown"
	SessionDownSaved i18n.ID = "social.notice.sessionDownSaved"
	// SessionIdle ends a session left without input: {{.Wait}} is how
	// long.
	SessionIdle i18n.ID = "social.notice.idle"

	// BotOfferText is quick match's offer of a house bot while a player
	// waits (BotOffer).
	BotOfferText i18n.ID = "social.bots.offer"
)

// BotOffer is quick match's offer of the house bot at level n, taken by
// key, in loc's language, ordered for the screen.
func BotOffer(loc *i18n.Localizer, n int, key string) string {
	return loc.V(BotOfferText, "Level", n, "Name", loc.T(housebot.LevelNames[n-levels.Min]), "Key", key)
}
