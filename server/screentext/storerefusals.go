package screentext

import (
	"errors"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/names"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/store"
)

// The refusals of the store and of the name policy (internal/names) that
// a player meets on the lobby's account page — a name refused, a link
// code refused — are English errors of packages that know no language;
// here they are said in the player's, each by its catalog text, the
// details (the scripts a name mixes, the player whose name it looks
// like) as arguments.

// storeRefusalIDs are the catalog's texts of the refusals without
// details.
var storeRefusalIDs = []struct {
	err error
	id  i18n.ID
}{
	{names.ErrEmpty, "refuse.name.empty"}, {names.ErrInvisible, "refuse.name.invisible"},
	{names.ErrMarks, "refuse.name.marks"}, {names.ErrReserved, "refuse.name.reserved"},
	{names.ErrAddress, "refuse.name.address"}, {names.ErrScripts, "refuse.name.scripts"},
	{store.ErrNameTaken, "refuse.name.taken"},
	{store.ErrBadCode, "refuse.link.badCode"}, {store.ErrAlreadyLinked, "refuse.link.alreadyLinked"},
	{store.ErrKeyHasHistory, "refuse.link.keyHasHistory"}, {store.ErrBadKey, "refuse.link.noKey"},
}

// The refusals with details.
const (
	txtNameScriptsMixed i18n.ID = "refuse.name.scriptsMixed"
	txtNameLookalike    i18n.ID = "refuse.name.lookalike"
	txtNameChatMarks    i18n.ID = "refuse.name.chatMarks"
)

// StoreRefusalIn is err in loc's language when it is one of the store's
// or the name policy's refusals; ok false for another error, and for
// every error in English (its own words).
func StoreRefusalIn(loc *i18n.Localizer, err error) (text string, ok bool) {
	if loc.Lang() == i18n.English {
		return "", false
	}
	if se, is := errors.AsType[names.ScriptsError](err); is {
		return loc.T(txtNameScriptsMixed, "First", se.First, "Second", se.Second), true
	}
	if le, is := errors.AsType[store.LookalikeError](err); is {
		return loc.T(txtNameLookalike, "Name", le.Holder), true
	}
	if errors.Is(err, names.ErrChatMarks) {
		return loc.T(txtNameChatMarks, "Note", textsafe.NoteMark, "Continued", textsafe.ContinuedMark), true
	}
	for _, r := range storeRefusalIDs {
		if errors.Is(err, r.err) {
			return loc.T(r.id), true
		}
	}
	return "", false
}
