package server

import (
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/rating"
)

// The words of the lists of archived games (gamelist.go) in the catalogs
// (lobby3.*.json).
const (
	txtGameRow        i18n.ID = "lobby3.games.row"
	txtGameVsComputer i18n.ID = "lobby3.games.vsComputer"
	txtGameRated      i18n.ID = "lobby3.games.rated"
	txtGameImported   i18n.ID = "lobby3.games.imported"
)

// gameClassIDs name a rated game's class in a list's row (rating.Class's
// String in English: "clock").
var gameClassIDs = map[rating.Class]i18n.ID{
	rating.Untimed:        "lobby3.games.class.untimed",
	rating.Clock:          "lobby3.games.class.clock",
	rating.Correspondence: "lobby3.games.class.correspondence",
}

// gameClass is class c as a list's row says it in loc's language.
func gameClass(loc *i18n.Localizer, c rating.Class) string {
	if id, ok := gameClassIDs[c]; ok {
		return loc.T(id)
	}
	return c.String()
}
