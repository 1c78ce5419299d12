package notify

import (
	"fmt"
	"strings"
)

// The texts a player reads: the messages sent, the settings page and
// the refusals of an address.

// Label names a kind on the settings page.
func Label(k Kind) string {
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

// Refusals of the settings page's requests.
const (
	textOff   = "the operator has turned notifications off on this server"
	textBusy  = "one test message per 30 seconds: wait a moment"
	textGuest = "notifications are for players with an SSH key"
)
