package notify

import (
	"fmt"
	"strings"
)

// The texts a player reads: the messages sent, the settings page and
// the refusals of an address.

// kindLabel names a kind on the settings page.
func kindLabel(k Kind) string {
	switch k {
	case YourMove:
		return "your move in a correspondence game"
	case Started:
		return "a game you were waiting for has started"
	case Challenge:
		return "a challenge"
	case GameOver:
		return "a game over while you were away"
	}
	return "?"
}

// line is an event as the message says it: one line, only what the
// lobby shows.
func line(e Event) string {
	rated := "casual"
	if e.Rated {
		rated = "rated"
	}
	room := ""
	if e.Code != "" {
		room = " in room " + e.Code
	}
	switch e.Kind {
	case YourMove:
		return fmt.Sprintf("your move against %s%s (%s, %s)", e.Opponent, room, e.Clock, rated)
	case Started:
		return fmt.Sprintf("%s joined your game%s (%s, %s): it has started", e.Opponent, room, e.Clock, rated)
	case Challenge:
		return fmt.Sprintf("%s challenges you to a game%s (%s, %s)", e.Opponent, room, e.Clock, rated)
	case GameOver:
		res := [...]string{"it ended", "you won", "you lost", "a draw"}[e.Outcome]
		if e.Reason != "" {
			res += " (" + e.Reason + ")"
		}
		return fmt.Sprintf("game over against %s%s (%s, %s): %s", e.Opponent, room, e.Clock, rated, res)
	}
	return ""
}

// messagePrefix starts every line of a message: where it comes from.
const messagePrefix = "fetaix: "

// message is the body of one POST: a line per event, and how many more
// there were beyond MaxBatchEvents.
func message(lines []string, more int) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(messagePrefix + l + "\n")
	}
	if more > 0 {
		fmt.Fprintf(&b, "%sand %d more\n", messagePrefix, more)
	}
	return b.String()
}

// testMessage is the body of the settings page's test message.
const testMessage = messagePrefix + "a test message: your reminders will come here\n"

// Refusals of an address, as the settings page shows them.
var (
	errEmptyURL    = fmt.Errorf("type the web address messages go to, e.g. https://ntfy.sh/your-topic")
	errNotHTTPS    = fmt.Errorf("only https:// addresses are allowed")
	errHTTPNotLoop = fmt.Errorf("http:// is allowed only to this machine (localhost); use https://")
	errNoHost      = fmt.Errorf("the address has no host: write it as https://host/path")
)

// errTooLong refuses an address above MaxURLLen.
func errTooLong(n int) error {
	return fmt.Errorf("the address is %d characters long; at most %d are allowed", n, MaxURLLen)
}

// errBadURL refuses an address that does not parse.
func errBadURL() error { return fmt.Errorf("that is not a web address: write it as https://host/path") }

// Texts of the settings page.
const (
	formTitle   = "Notifications"
	formIntro1  = "A short message to a web address when you are away: ntfy.sh,"
	formIntro2  = "or a chat service's webhook. Only what the lobby shows is sent."
	formURL     = "Address: "
	formTest    = "Send a test message"
	formHelp    = "↑/↓ choose · space turn on/off · enter save · esc back"
	formHelpURL = "an empty address turns the messages off"
	formOff     = "the operator has turned notifications off on this server"
	formSaved   = "saved: messages go to that address"
	formCleared = "saved: no messages are sent"
	formTesting = "sending a test message…"
	formTestOK  = "the test message was sent"
	formBusy    = "wait a moment before another test message"
	formGuest   = "notifications are for players with an SSH key"
	formNoneYet = "save an address first"
	formNoStore = "your settings cannot be read now; try again later"
)

// errTestFailed says why the test message did not go.
func errTestFailed(err error) string { return "the test message failed: " + err.Error() }
