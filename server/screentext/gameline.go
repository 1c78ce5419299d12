package screentext

import (
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// GameLine is one archived game in a list in loc's language: when, who,
// the result, and what it counted for.
func GameLine(loc *i18n.Localizer, g store.GameSummary) string {
	kind := loc.T(RoomCasual)
	switch {
	case g.Level > 0:
		kind = loc.T(txtGameVsComputer, "Level", g.Level)
	case g.Rated:
		kind = loc.T(txtGameRated, "Class", ClassWord(loc, g.Class), "White", signed(g.WhiteChange), "Black", signed(g.BlackChange))
	case g.Imported:
		kind = loc.T(txtGameImported)
	}
	return loc.T(txtGameRow, "When", g.Played.Format("2006-01-02 15:04"),
		"White", room.ShownNameIn(loc, g.White.Name, g.White.Bot), "Black", room.ShownNameIn(loc, g.Black.Name, g.Black.Bot),
		"Result", g.Result.String(), "Kind", kind)
}

// signed is a rating change as players read it: "+12", "-7", "±0".
func signed(change float64) string {
	return rating.Change(rating.Rating{}, rating.Rating{R: change})
}

// The words of the lists of archived games (GameLine) in the catalogs
// (lobby3.*.json).
const (
	txtGameRow        i18n.ID = "lobby3.games.row"
	txtGameVsComputer i18n.ID = "lobby3.games.vsComputer"
	txtGameRated      i18n.ID = "lobby3.games.rated"
	txtGameImported   i18n.ID = "lobby3.games.imported"
)
