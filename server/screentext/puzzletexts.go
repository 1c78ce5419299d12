package screentext

import (
	"fmt"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/textsafe"
)

// The texts of the puzzles over SSH in the catalogs
// (catalog/puzzles.*.json): the lobby's puzzle of the day, the puzzle
// screen's note and messages, the puzzle and run leaderboards and a
// profile's puzzles. English is byte for byte the words the screens said
// before the catalogs (server/puzzletexts_test.go holds them).
const (
	NotRatedHere       i18n.ID = "puzzles.server.notRatedHere"
	PuzzleRatingUnread i18n.ID = "puzzles.server.ratingUnread"
	DailyLineID        i18n.ID = "puzzles.daily.line"
	PuzzleBoard        i18n.ID = "puzzles.board.title"
	PuzzleBoardEmpty   i18n.ID = "puzzles.board.empty"
	GuestsUnranked     i18n.ID = "puzzles.board.guests"
	NoPuzzleTried      i18n.ID = "puzzles.board.noneTried"
	RankUnread         i18n.ID = "puzzles.board.rankUnread"
	PuzzleRank         i18n.ID = "puzzles.board.rank"
	SolvedFailed       i18n.ID = "puzzles.board.solvedFailed"
	SolvedCountID      i18n.ID = "puzzles.count.solved"
	FailedCountID      i18n.ID = "puzzles.count.failed"
	ProfileNone        i18n.ID = "puzzles.profile.none"
	ProfileLine        i18n.ID = "puzzles.profile.line"
	HistoryHead        i18n.ID = "puzzles.profile.historyHead"
	HistorySolved      i18n.ID = "puzzles.profile.solved"
	HistoryHinted      i18n.ID = "puzzles.profile.hinted"
	HistoryFailed      i18n.ID = "puzzles.profile.failed"
	StreakBoard        i18n.ID = "puzzles.runs.streakTitle"
	TimedBoard         i18n.ID = "puzzles.runs.timedTitle"
	RunBoardEmptyID    i18n.ID = "puzzles.runs.empty"
	NoRunYet           i18n.ID = "puzzles.runs.noneYet"
	RunRank            i18n.ID = "puzzles.runs.rank"
	HourlyLimit        i18n.ID = "puzzles.server.hourlyLimit"
	RunTooSoonID       i18n.ID = "puzzles.server.runTooSoon"
)

// SolvedCount is "n solved" in l's language, n written by format ("%4d"
// in a column).
func SolvedCount(l *i18n.Localizer, n int, format string) string {
	return l.N(SolvedCountID, n, "N", fmt.Sprintf(format, n))
}

// FailedCount is "n failed" in l's language.
func FailedCount(l *i18n.Localizer, n int) string {
	return l.N(FailedCountID, n, "N", fmt.Sprint(n))
}

// RunLineIn is one run of a run leaderboard in l's language.
func RunLineIn(l *i18n.Localizer, rank int, name string, best int, day string) string {
	return fmt.Sprintf("%4d. %-*s ", rank, textsafe.MaxName, name) + SolvedCount(l, best, "%4d") + "  " + day
}

// PuzzleHistoryEntryIn is one attempt of a profile's history in l's
// language: its date, the puzzle's rating,
// the result and the rating's change.
func PuzzleHistoryEntryIn(l *i18n.Localizer, day string, puzzleR int, score float64, change int) string {
	result := HistoryFailed
	switch {
	case score >= 1:
		result = HistorySolved
	case score > 0:
		result = HistoryHinted
	}
	return fmt.Sprintf("%s  %4d  %-6s %+4d", day, puzzleR, l.T(result), change)
}
