package server

import (
	"fmt"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/textsafe"
)

// The texts of the puzzles over SSH in the catalogs
// (catalog/puzzles.*.json): the lobby's puzzle of the day, the puzzle
// screen's note and messages, the puzzle and run leaderboards and a
// profile's puzzles. English is byte for byte the words of learntext.go
// (dailyLine, runRankLine, …), which the tests still name.
const (
	txtNotRatedHere       i18n.ID = "puzzles.server.notRatedHere"
	txtPuzzleRatingUnread i18n.ID = "puzzles.server.ratingUnread"
	txtDailyLine          i18n.ID = "puzzles.daily.line"
	txtPuzzleBoard        i18n.ID = "puzzles.board.title"
	txtPuzzleBoardEmpty   i18n.ID = "puzzles.board.empty"
	txtGuestsUnranked     i18n.ID = "puzzles.board.guests"
	txtNoPuzzleTried      i18n.ID = "puzzles.board.noneTried"
	txtRankUnread         i18n.ID = "puzzles.board.rankUnread"
	txtPuzzleRank         i18n.ID = "puzzles.board.rank"
	txtSolvedFailed       i18n.ID = "puzzles.board.solvedFailed"
	txtSolvedCount        i18n.ID = "puzzles.count.solved"
	txtFailedCount        i18n.ID = "puzzles.count.failed"
	txtProfileNone        i18n.ID = "puzzles.profile.none"
	txtProfileLine        i18n.ID = "puzzles.profile.line"
	txtHistoryHead        i18n.ID = "puzzles.profile.historyHead"
	txtHistorySolved      i18n.ID = "puzzles.profile.solved"
	txtHistoryHinted      i18n.ID = "puzzles.profile.hinted"
	txtHistoryFailed      i18n.ID = "puzzles.profile.failed"
	txtStreakBoard        i18n.ID = "puzzles.runs.streakTitle"
	txtTimedBoard         i18n.ID = "puzzles.runs.timedTitle"
	txtRunBoardEmpty      i18n.ID = "puzzles.runs.empty"
	txtNoRunYet           i18n.ID = "puzzles.runs.noneYet"
	txtRunRank            i18n.ID = "puzzles.runs.rank"
	txtHourlyLimit        i18n.ID = "puzzles.server.hourlyLimit"
	txtRunTooSoon         i18n.ID = "puzzles.server.runTooSoon"
)

// saidErr is an error said to the player in their language: err's
// meaning (errors.Is sees it), text's words.
type saidErr struct {
	err  error
	text string
}

func (e saidErr) Error() string { return e.text }
func (e saidErr) Unwrap() error { return e.err }

// solvedCount is "n solved" in l's language, n written by format ("%4d"
// in a column).
func solvedCount(l *i18n.Localizer, n int, format string) string {
	return l.N(txtSolvedCount, n, "N", fmt.Sprintf(format, n))
}

// failedCount is "n failed" in l's language.
func failedCount(l *i18n.Localizer, n int) string {
	return l.N(txtFailedCount, n, "N", fmt.Sprint(n))
}

// runLineIn is one run of a run leaderboard (runLine) in l's language.
func runLineIn(l *i18n.Localizer, rank int, name string, best int, day string) string {
	return fmt.Sprintf("%4d. %-*s ", rank, textsafe.MaxName, name) + solvedCount(l, best, "%4d") + "  " + day
}

// puzzleHistoryEntryIn is one attempt of a profile's history
// (puzzleHistoryEntry) in l's language: its date, the puzzle's rating,
// the result and the rating's change.
func puzzleHistoryEntryIn(l *i18n.Localizer, day string, puzzleR int, score float64, change int) string {
	result := txtHistoryFailed
	switch {
	case score >= 1:
		result = txtHistorySolved
	case score > 0:
		result = txtHistoryHinted
	}
	return fmt.Sprintf("%s  %4d  %-6s %+4d", day, puzzleR, l.T(result), change)
}
