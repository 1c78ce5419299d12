package notifyform

import (
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/notify"
)

// The texts of the notifications page in the catalogs.
const (
	formTitle   i18n.ID = "pages.notify.title"
	formIntro1  i18n.ID = "pages.notify.intro1"
	formIntro2  i18n.ID = "pages.notify.intro2"
	formURL     i18n.ID = "pages.notify.address"
	formTest    i18n.ID = "pages.notify.test"
	formHelp    i18n.ID = "pages.notify.help"
	formHelpURL i18n.ID = "pages.notify.helpURL"
	formSaved   i18n.ID = "pages.notify.saved"
	formCleared i18n.ID = "pages.notify.cleared"
	formTesting i18n.ID = "pages.notify.testing"
	formTestOK  i18n.ID = "pages.notify.testOK"
	formBusy    i18n.ID = "pages.notify.busy"
	formNoneYet i18n.ID = "pages.notify.noneYet"
	formNoStore i18n.ID = "pages.notify.noStore"
	formFailed  i18n.ID = "pages.notify.testFailed"
)

// kindLabels name the kinds of events on the page (notify.Label's words).
var kindLabels = map[notify.Kind]i18n.ID{
	notify.YourMove:  "pages.notify.kind.yourMove",
	notify.Started:   "pages.notify.kind.started",
	notify.Challenge: "pages.notify.kind.challenge",
	notify.GameOver:  "pages.notify.kind.gameOver",
}

// kindLabel is kind k's label in l's language.
func kindLabel(l *i18n.Localizer, k notify.Kind) string {
	if id, ok := kindLabels[k]; ok {
		return l.T(id)
	}
	return notify.Label(k)
}

// errText is err as the page says it: notify's refusals in l's language
// (notify.Text), the others as they are.
func errText(l *i18n.Localizer, err error) string { return notify.Text(l, err) }

// errTestFailed says why the test message did not go.
func errTestFailed(l *i18n.Localizer, err error) string {
	return l.T(formFailed, "Error", notify.Text(l, err))
}
