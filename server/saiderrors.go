package server

import (
	"errors"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
)

// The errors the lobby says in the session's language.

// errText is err as the lobby says it: the account's refusal of changes
// made too fast, the store's and the name policy's refusals
// (screentext.StoreRefusalIn), or a room's refusal (room.RefusalIn), in loc's
// language; another error as it is.
func errText(loc *i18n.Localizer, err error) string {
	if errors.Is(err, errTooManyChanges) {
		return loc.T(screentext.AcctTooMany)
	}
	if text, ok := screentext.StoreRefusalIn(loc, err); ok {
		return text
	}
	return room.RefusalIn(loc, err)
}

// pageErrText is err as the pages say it: the pages' own refusals in
// loc's language, the others as they are.
func pageErrText(loc *i18n.Localizer, err error) string {
	if errors.Is(err, errGuestProfile) {
		return loc.T(screentext.PagesGuest)
	}
	return err.Error()
}

// saidErr is an error said to the player in their language: err's
// meaning (errors.Is sees it), text's words.
type saidErr struct {
	err  error
	text string
}

func (e saidErr) Error() string { return e.text }

func (e saidErr) Unwrap() error { return e.err }
