package screentext

import (
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/locale"
)

// The words the lessons over SSH show a player (learn.go),
// in one place.

const (
	// LabelLearn is the lobby's item that opens the lessons.
	LabelLearn = "Learn to play"
	// LearnKey is its key: a letter, so that the other items keep their
	// numbers.
	LearnKey = "l"
)

// The catalogs' texts of the lessons over SSH (learn.*.json).
const (
	// LearnGuestNote is a guest's last row on the lessons' screen.
	LearnGuestNote i18n.ID = "learn.ssh.guestNote"
	// LearnUnkeptNote is that row for a key the store could not answer
	// for.
	LearnUnkeptNote i18n.ID = "learn.ssh.unkeptNote"
	// LearnReadFailedID and LearnSaveFailedID say the stored progress
	// could not be read, or written as the screen was left: {{.Err}}.
	LearnReadFailedID i18n.ID = "learn.ssh.readFailed"
	LearnSaveFailedID i18n.ID = "learn.ssh.saveFailed"
)

// LearnOffer is the lobby's offer of the lessons to a new player.
func LearnOffer() string { return locale.LearnOffer(nil, LearnKey) }

// LearnReadFailed says the stored progress could not be read.
func LearnReadFailed(l *i18n.Localizer, err error) string {
	return l.T(LearnReadFailedID, "Err", err.Error())
}

// LearnSaveFailed says the progress could not be written as the screen
// was left.
func LearnSaveFailed(l *i18n.Localizer, err error) string {
	return l.T(LearnSaveFailedID, "Err", err.Error())
}

// The words of the puzzles over SSH (puzzles.go, puzzleratings.go,
// puzzleruns.go, puzzledaily.go), in the same place.

const (
	// PuzzleNotCommitted is why an attempt at a puzzle not of the
	// committed set is not rated.
	PuzzleNotCommitted = "not a committed puzzle"
	// RunTooSoon is why a run's result is not kept.
	RunTooSoon = "a run's result too soon after the last: not kept"
	// RunUnknownMode is the error of a run of no known mode (%q: it).
	RunUnknownMode = "no puzzle mode %q"
	// DailyKey opens the puzzle of the day from the lobby.
	DailyKey = "d"
	// StreakBoardTitle and TimedBoardTitle are the pages of the best runs.
	StreakBoardTitle = "Puzzle streak leaderboard"
	// TimedBoardTitle is the page of the best timed runs.
	TimedBoardTitle = "Puzzle timed leaderboard"
)

// The words of the lobby's Tournaments item (tourneyscreen.go; the pages'
// own are server/tourneypage's).

const (
	// LabelTourneys is the lobby's item of the Tournaments pages, and
	// TourneysKey its key: a letter, so that the other items keep their
	// numbers.
	LabelTourneys = "Tournaments"
	// TourneysKey is the key of LabelTourneys.
	TourneysKey = "t"
	// EventGameNote is said as an event's game takes a player to its room.
	EventGameNote = "your tournament game: good luck!"
)
