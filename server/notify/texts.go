package notify

import (
	"errors"
	"fmt"
	"strings"

	"github.com/fetaix/fetaix/internal/i18n"
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

// The messages' words in the catalogs, in the recipient's language.
const (
	txtYourMove  i18n.ID = "pages.message.yourMove"
	txtStarted   i18n.ID = "pages.message.started"
	txtChallenge i18n.ID = "pages.message.challenge"
	txtGameOver  i18n.ID = "pages.message.gameOver"
	txtInRoom    i18n.ID = "pages.message.inRoom"
	txtRated     i18n.ID = "pages.message.rated"
	txtCasual    i18n.ID = "pages.message.casual"
	txtWhy       i18n.ID = "pages.message.why"
	txtAndMore   i18n.ID = "pages.message.andMore"
	txtTest      i18n.ID = "pages.message.test"
)

// outcomes say how a game ended for the recipient, by Event.Outcome.
var outcomes = [...]i18n.ID{"pages.message.ended", "pages.message.won", "pages.message.lost", "pages.message.draw"}

// line is an event as the message says it, in l's language: one line,
// only what the lobby shows.
func line(l *i18n.Localizer, e Event) string {
	rated := l.T(txtCasual)
	if e.Rated {
		rated = l.T(txtRated)
	}
	room := ""
	if e.Code != "" {
		room = " " + l.T(txtInRoom, "Code", e.Code)
	}
	args := []any{"Opponent", e.Opponent, "Room", room, "Clock", e.Clock, "Rated", rated}
	var s string
	switch e.Kind {
	case YourMove:
		s = l.T(txtYourMove, args...)
	case Started:
		s = l.T(txtStarted, args...)
	case Challenge:
		s = l.T(txtChallenge, args...)
	case GameOver:
		res := l.T(outcomes[e.Outcome])
		if e.Reason != "" {
			res = l.T(txtWhy, "Result", res, "Reason", e.Reason)
		}
		s = l.T(txtGameOver, append(args, "Result", res)...)
	}
	return l.Show(s)
}

// messagePrefix starts every line of a message: where it comes from.
const messagePrefix = "fetaix: "

// message is the body of one POST, in l's language: a line per event,
// and how many more there were beyond MaxBatchEvents.
func message(l *i18n.Localizer, lines []string, more int) string {
	var b strings.Builder
	for _, ln := range lines {
		b.WriteString(messagePrefix + ln + "\n")
	}
	if more > 0 {
		b.WriteString(messagePrefix + l.Show(l.T(txtAndMore, "Count", more)) + "\n")
	}
	return b.String()
}

// testMessage is the body of the settings page's test message, in l's
// language.
func testMessage(l *i18n.Localizer) string { return messagePrefix + l.Show(l.T(txtTest)) + "\n" }

// Refusals of an address, as the settings page shows them.
var (
	errEmptyURL    = fmt.Errorf("type the web address messages go to, e.g. https://ntfy.sh/your-topic")
	errNotHTTPS    = fmt.Errorf("only https:// addresses are allowed")
	errHTTPNotLoop = fmt.Errorf("http:// is allowed only to this machine (localhost); use https://")
	errNoHost      = fmt.Errorf("the address has no host: write it as https://host/path")
)

// tooLongError refuses an address of n characters, above MaxURLLen.
type tooLongError struct{ n int }

func (e tooLongError) Error() string {
	return fmt.Sprintf("the address is %d characters long; at most %d are allowed", e.n, MaxURLLen)
}

// errTooLong refuses an address above MaxURLLen.
func errTooLong(n int) error { return tooLongError{n} }

// errNotURL refuses an address that does not parse.
var errNotURL = errors.New("that is not a web address: write it as https://host/path")

// errBadURL refuses an address that does not parse.
func errBadURL() error { return errNotURL }

// refusals are the settings page's refusals by their IDs in the catalogs.
var refusals = []struct {
	err error
	id  i18n.ID
}{
	{errEmptyURL, "pages.notify.err.empty"},
	{errNotHTTPS, "pages.notify.err.notHTTPS"},
	{errHTTPNotLoop, "pages.notify.err.httpNotLoop"},
	{errNoHost, "pages.notify.err.noHost"},
	{errNotURL, "pages.notify.err.notURL"},
	{ErrOff, "pages.notify.off"},
	{ErrBusy, "pages.notify.err.busy"},
	{ErrGuest, "pages.notify.guest"},
}

// Text is err, a refusal of the settings page's (Save, Test, Load), as
// the page says it in l's language; another error as it is.
func Text(l *i18n.Localizer, err error) string {
	for _, r := range refusals {
		if errors.Is(err, r.err) {
			return l.T(r.id)
		}
	}
	var long tooLongError
	if errors.As(err, &long) {
		return l.T("pages.notify.err.tooLong", "Length", long.n, "Max", MaxURLLen)
	}
	var addr *AddressError
	if errors.As(err, &addr) {
		return l.T("pages.notify.err.notPublic", "Address", addr.IP.String())
	}
	return err.Error()
}

// Refusals of the settings page's requests.
const (
	textOff   = "the operator has turned notifications off on this server"
	textBusy  = "one test message per 30 seconds: wait a moment"
	textGuest = "notifications are for players with an SSH key"
)
