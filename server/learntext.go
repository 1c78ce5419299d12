package server

import (
	"fmt"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/locale"
)

// The words the lessons over SSH show a player (learn.go),
// in one place.

const (
	// labelLearn is the lobby's item that opens the lessons.
	labelLearn = "Learn to play"
	// learnKey is its key: a letter, so that the other items keep their
	// numbers.
	learnKey = "l"
)

// The catalogs' texts of the lessons over SSH (learn.*.json).
const (
	// txtLearnGuestNote is a guest's last row on the lessons' screen.
	txtLearnGuestNote i18n.ID = "learn.ssh.guestNote"
	// txtLearnUnkeptNote is that row for a key the store could not answer
	// for.
	txtLearnUnkeptNote i18n.ID = "learn.ssh.unkeptNote"
	// txtLearnReadFailed and txtLearnSaveFailed say the stored progress
	// could not be read, or written as the screen was left: {{.Err}}.
	txtLearnReadFailed i18n.ID = "learn.ssh.readFailed"
	txtLearnSaveFailed i18n.ID = "learn.ssh.saveFailed"
)

// learnOffer is the lobby's offer of the lessons to a new player.
func learnOffer() string { return locale.LearnOffer(nil, learnKey) }

// learnReadFailed says the stored progress could not be read.
func learnReadFailed(l *i18n.Localizer, err error) string {
	return l.T(txtLearnReadFailed, "Err", err.Error())
}

// learnSaveFailed says the progress could not be written as the screen
// was left.
func learnSaveFailed(l *i18n.Localizer, err error) string {
	return l.T(txtLearnSaveFailed, "Err", err.Error())
}

// The words of the puzzles over SSH (puzzles.go, puzzleratings.go,
// puzzleruns.go, puzzledaily.go), in the same place.

const (
	// puzzleNotCommitted is why an attempt at a puzzle not of the
	// committed set is not rated.
	puzzleNotCommitted = "not a committed puzzle"
	// runTooSoon is why a run's result is not kept.
	runTooSoon = "a run's result too soon after the last: not kept"
	// runUnknownMode is the error of a run of no known mode (%q: it).
	runUnknownMode = "no puzzle mode %q"
	// dailyKey opens the puzzle of the day from the lobby.
	dailyKey = "d"
	// streakBoardTitle and timedBoardTitle are the pages of the best runs.
	streakBoardTitle = "Puzzle streak leaderboard"
	timedBoardTitle  = "Puzzle timed leaderboard"
	// runBoardEmpty is said on a run leaderboard with no run.
	runBoardEmpty = "no runs ended yet"
	// runGuestRank is a guest's line on a run leaderboard.
	runGuestRank = "guests are not ranked (connect with an SSH key to be)"
	// runNoneYet is a key holder's line before their first run.
	runNoneYet = "you have ended no run yet"
)

// dailyLine is the lobby's line of the puzzle of the day: its task and
// rating.
func dailyLine(task string, rating int) string {
	return fmt.Sprintf("Puzzle of the day: %s (%d)", task, rating)
}

// runRankLine is a key holder's place on a run leaderboard.
func runRankLine(rank, best int) string {
	return fmt.Sprintf("you are #%d, best %d solved", rank, best)
}

// runLine is one run of a run leaderboard.
func runLine(rank int, name string, best int, day string) string {
	return fmt.Sprintf("%4d. %-*s %4d solved  %s", rank, textsafe.MaxName, name, best, day)
}

// puzzleHistoryHead heads a profile's last puzzle attempts: n shown of
// the total tried.
func puzzleHistoryHead(n, total int) string {
	return fmt.Sprintf("last %d of %d puzzles tried:", n, total)
}

// puzzleHistoryEntry is one attempt of a profile's history: its date,
// the puzzle's rating, the result and the rating's change.
func puzzleHistoryEntry(day string, puzzleR int, score float64, change int) string {
	result := "failed"
	switch {
	case score >= 1:
		result = "solved"
	case score > 0:
		result = "hinted"
	}
	return fmt.Sprintf("%s  %4d  %-6s %+4d", day, puzzleR, result, change)
}

// The words of the lobby's Tournaments item (tourneyscreen.go; the pages'
// own are server/tourneypage's).

const (
	// labelTourneys is the lobby's item of the Tournaments pages, and
	// tourneysKey its key: a letter, so that the other items keep their
	// numbers.
	labelTourneys = "Tournaments"
	tourneysKey   = "t"
	// eventGameNote is said as an event's game takes a player to its room.
	eventGameNote = "your tournament game: good luck!"
)
