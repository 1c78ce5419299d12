package server

import "fmt"

// The words the lessons over SSH show a player (learn.go, learnsave.go),
// in one place.

const (
	// labelLearn is the lobby's item that opens the lessons.
	labelLearn = "Learn to play"
	// learnKey is its key: a letter, so that the other items keep their
	// numbers.
	learnKey = "l"
	// learnGuestNote is a guest's last row on the lessons' screen.
	learnGuestNote = "your stars are kept until you disconnect: use an SSH key to keep them"
	// learnUnkeptNote is that row for a key the store could not answer for.
	learnUnkeptNote = "your stars cannot be kept now: they last for this session only"
)

// learnOffer is the lobby's offer of the lessons to a new player.
func learnOffer() string {
	return fmt.Sprintf("New here? Press %s to learn to play (any other key: not now)", learnKey)
}

// learnReadFailed says the stored progress could not be read.
func learnReadFailed(err error) string { return "your lesson progress cannot be read: " + err.Error() }

// learnSaveFailed says the progress could not be written as the screen
// was left.
func learnSaveFailed(err error) string {
	return "your lesson progress could not be saved: " + err.Error()
}
