package server

import (
	"errors"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/rating"
)

// The words of the lobby's pages over the store in the catalogs
// (lobbypages.go, pagecontent.go).
const (
	txtPagesTitle       i18n.ID = "pages.pages.title"
	txtPagesFindTitle   i18n.ID = "pages.pages.findTitle"
	txtPagesFindHelp    i18n.ID = "pages.pages.findHelp"
	txtPagesMenuHelp    i18n.ID = "pages.pages.menuHelp"
	txtPagesPageHelp    i18n.ID = "pages.pages.pageHelp"
	txtPagesInRoomHelp  i18n.ID = "pages.pages.inRoomHelp"
	txtPagesGuest       i18n.ID = "pages.pages.guestProfile"
	txtPagesBoard       i18n.ID = "pages.pages.leaderboard"
	txtPagesNoRated     i18n.ID = "pages.pages.noRated"
	txtPagesGuestRank   i18n.ID = "pages.pages.guestRank"
	txtPagesNoRatedYet  i18n.ID = "pages.pages.youNoRated"
	txtPagesNoRatedCls  i18n.ID = "pages.pages.youNoRatedClass"
	txtPagesRankErr     i18n.ID = "pages.pages.rankErr"
	txtPagesYouAre      i18n.ID = "pages.pages.youAre"
	txtPagesGames       i18n.ID = "pages.pages.games"
	txtPagesNoProfile   i18n.ID = "pages.pages.noProfile"
	txtPagesTypeName    i18n.ID = "pages.pages.typeName"
	txtPagesNoSuchName  i18n.ID = "pages.pages.noSuchName"
	txtPagesNoGames     i18n.ID = "pages.pages.noGames"
	txtPagesSince       i18n.ID = "pages.pages.since"
	txtPagesClassLine   i18n.ID = "pages.pages.classLine"
	txtPagesEveryGame   i18n.ID = "pages.pages.everyGame"
	txtPagesLevelRecord i18n.ID = "pages.pages.levelRecord"
	txtPagesVsComputer  i18n.ID = "pages.pages.vsComputer"
	txtPagesRecent      i18n.ID = "pages.pages.recent"
	txtPagesRecentHead  i18n.ID = "pages.pages.recentHead"
	txtPagesClassRank   i18n.ID = "pages.pages.classRank"
)

// pagesLabels are the pages' menu items by their English label, and
// their IDs.
var pagesLabels = map[string]i18n.ID{
	"Leaderboard":               txtPagesBoard,
	"Your profile":              "pages.pages.yourProfile",
	"A player's profile":        txtPagesFindTitle,
	"Recent games":              txtPagesRecent,
	"Puzzle leaderboard":        "pages.pages.puzzleBoard",
	"Puzzle streak leaderboard": "pages.pages.streakBoard",
	"Puzzle timed leaderboard":  "pages.pages.timedBoard",
}

// classTitles name the rating classes (rating.Class.Title's words).
var classTitles = map[rating.Class]i18n.ID{
	rating.Untimed:        "pages.class.untimed",
	rating.Clock:          "pages.class.clock",
	rating.Correspondence: "pages.class.correspondence",
}

// classTitle is class c's title in loc's language.
func classTitle(loc *i18n.Localizer, c rating.Class) string {
	if id, ok := classTitles[c]; ok {
		return loc.T(id)
	}
	return c.Title()
}

// pageErrText is err as the pages say it: the pages' own refusals in
// loc's language, the others as they are.
func pageErrText(loc *i18n.Localizer, err error) string {
	if errors.Is(err, errGuestProfile) {
		return loc.T(txtPagesGuest)
	}
	return err.Error()
}
