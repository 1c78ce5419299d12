package screentext

import (
	"testing"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/names"
	"github.com/fetaix/fetaix/store"
)

// TestStoreRefusalsEnglish: the catalog's English of each store and
// name refusal is the error's own text, so that a change to one shows.
func TestStoreRefusalsEnglish(t *testing.T) {
	var en *i18n.Localizer
	for _, r := range storeRefusalIDs {
		if got := en.T(r.id); got != r.err.Error() {
			t.Errorf("%s: %q, the error says %q", r.id, got, r.err.Error())
		}
	}
	if got, want := en.T(txtNameScriptsMixed, "First", "Latin", "Second", "Greek"), (names.ScriptsError{First: "Latin", Second: "Greek"}).Error(); got != want {
		t.Errorf("scripts: %q, want %q", got, want)
	}
	if got, want := en.T(txtNameLookalike, "Name", "bob"), (store.LookalikeError{Holder: "bob"}).Error(); got != want {
		t.Errorf("lookalike: %q, want %q", got, want)
	}
	if got := en.T(txtNameChatMarks, "Note", "▸", "Continued", "↳"); got != names.ErrChatMarks.Error() {
		t.Errorf("chat marks: %q, want %q", got, names.ErrChatMarks.Error())
	}
}
