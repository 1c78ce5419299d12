package screentext

import (
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/rating"
)

// The words of the lobby's pages over the store in the catalogs
// (lobbypages.go, pagecontent.go).
const (
	PagesTitle       i18n.ID = "pages.pages.title"
	PagesFindTitle   i18n.ID = "pages.pages.findTitle"
	PagesFindHelp    i18n.ID = "pages.pages.findHelp"
	PagesMenuHelp    i18n.ID = "pages.pages.menuHelp"
	PagesPageHelp    i18n.ID = "pages.pages.pageHelp"
	PagesInRoomHelp  i18n.ID = "pages.pages.inRoomHelp"
	PagesGuest       i18n.ID = "pages.pages.guestProfile"
	PagesBoard       i18n.ID = "pages.pages.leaderboard"
	PagesNoRated     i18n.ID = "pages.pages.noRated"
	PagesNoRatedYet  i18n.ID = "pages.pages.youNoRated"
	PagesNoRatedCls  i18n.ID = "pages.pages.youNoRatedClass"
	PagesRankErr     i18n.ID = "pages.pages.rankErr"
	PagesYouAre      i18n.ID = "pages.pages.youAre"
	PagesGames       i18n.ID = "pages.pages.games"
	PagesNoProfile   i18n.ID = "pages.pages.noProfile"
	PagesTypeName    i18n.ID = "pages.pages.typeName"
	PagesNoSuchName  i18n.ID = "pages.pages.noSuchName"
	PagesNoGames     i18n.ID = "pages.pages.noGames"
	PagesSince       i18n.ID = "pages.pages.since"
	PagesClassLine   i18n.ID = "pages.pages.classLine"
	PagesEveryGame   i18n.ID = "pages.pages.everyGame"
	PagesLevelRecord i18n.ID = "pages.pages.levelRecord"
	PagesVsComputer  i18n.ID = "pages.pages.vsComputer"
	PagesRecent      i18n.ID = "pages.pages.recent"
	PagesRecentHead  i18n.ID = "pages.pages.recentHead"
	PagesClassRank   i18n.ID = "pages.pages.classRank"
)

// PagesLabels are the pages' menu items by their English label, and
// their IDs.
var PagesLabels = map[string]i18n.ID{
	"Leaderboard":        PagesBoard,
	"Your profile":       "pages.pages.yourProfile",
	"A player's profile": PagesFindTitle,
	"Recent games":       PagesRecent,
	"Puzzle leaderboard": PuzzleBoard, // the titles of the puzzles' pages (puzzletexts.go)
	StreakBoardTitle:     StreakBoard,
	TimedBoardTitle:      TimedBoard,
}

// ClassTitles name the rating classes (rating.Class.Title's words).
var ClassTitles = map[rating.Class]i18n.ID{
	rating.Untimed:        "pages.class.untimed",
	rating.Clock:          "pages.class.clock",
	rating.Correspondence: "pages.class.correspondence",
}

// ClassWords name the rating classes inside a line, as a list of games
// says a rated game's class (rating.Class.String's words: "clock").
var ClassWords = map[rating.Class]i18n.ID{
	rating.Untimed:        "lobby3.games.class.untimed",
	rating.Clock:          "lobby3.games.class.clock",
	rating.Correspondence: "lobby3.games.class.correspondence",
}

// ClassTitle is class c's title in loc's language.
func ClassTitle(loc *i18n.Localizer, c rating.Class) string {
	return classIn(loc, ClassTitles, c, c.Title())
}

// ClassWord is class c inside a line in loc's language.
func ClassWord(loc *i18n.Localizer, c rating.Class) string {
	return classIn(loc, ClassWords, c, c.String())
}

// classIn is class c's text of ids in loc's language, english for a
// class ids lacks.
func classIn(loc *i18n.Localizer, ids map[rating.Class]i18n.ID, c rating.Class, english string) string {
	if id, ok := ids[c]; ok {
		return loc.T(id)
	}
	return english
}
