package notifyform

// The texts of the notifications page.
const (
	formTitle   = "Notifications"
	formIntro1  = "A short message to a web address when you are away: ntfy.sh,"
	formIntro2  = "or a chat service's webhook. Only what the lobby shows is sent."
	formURL     = "Address: "
	formTest    = "Send a test message"
	formHelp    = "↑/↓ choose · space turn on/off · enter save · esc back"
	formHelpURL = "an empty address turns the messages off"
	formSaved   = "saved: messages go to that address"
	formCleared = "saved: no messages are sent"
	formTesting = "sending a test message…"
	formTestOK  = "the test message was sent"
	formBusy    = "too many changes at once; wait a moment"
	formNoneYet = "save an address first"
	formNoStore = "your settings cannot be read now; try again later"
)

// errTestFailed says why the test message did not go.
func errTestFailed(err error) string { return "the test message failed: " + err.Error() }
