package server

import (
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/names"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// TestRefusalsSaidInLanguages: the account page's refusals — a name
// refused by the policy or the store, a link code refused, a rename over
// its bounds with its wait — are said whole in French and Arabic
// (errText), and English keeps the errors' own words.
func TestRefusalsSaidInLanguages(t *testing.T) {
	fr := i18n.New(i18n.French, i18n.BidiTerminal)
	ar := i18n.New(i18n.Arabic, i18n.BidiTerminal)
	_, scripts := names.Clean("abcд")
	if scripts == nil {
		t.Fatal("a name mixing Latin and Cyrillic is taken")
	}
	rn := room.NewRenameQuota()
	now := time.Now()
	if err := rn.Take(1, now); err != nil {
		t.Fatal(err)
	}
	rename := rn.Take(1, now)
	for _, c := range []struct {
		err    error
		fr, ar string
	}{
		{scripts, "un nom ne peut mêler plusieurs écritures : Latin et Cyrillic", "لا يجوز أن يخلط الاسم بين أنظمة كتابة مختلفة: Latin وCyrillic"},
		{names.ErrEmpty, "un nom demande au moins une lettre ou un chiffre", "يحتاج الاسم إلى حرف أو رقم واحد على الأقل"},
		{names.ErrChatMarks, "un nom ne peut contenir ▸ ni ↳", "لا يجوز أن يحتوي الاسم على ▸ أو ↳"},
		{store.ErrNameTaken, "ce nom est déjà pris", "هذا الاسم مأخوذ"},
		{store.LookalikeError{Holder: "alice"}, "nom d'un joueur", "يشبه اسم لاعب موجود: alice"},
		{store.ErrBadCode, "ce code de liaison n'existe pas, ou il a expiré", "لا يوجد رمز الربط هذا، أو انتهت صلاحيته"},
		{store.ErrKeyHasHistory, "le joueur de cette clé a déjà ses propres parties", "للاعب هذا المفتاح مباريات"},
		{rename, "vous pouvez changer de nom une fois par minute et 3 fois par jour ; attendez une minute",
			"يمكنك تغيير اسمك مرة في الدقيقة، و3 مرات في اليوم؛ انتظر دقيقة"},
	} {
		if got := errText(nil, c.err); got != c.err.Error() {
			t.Errorf("English %q, want %q", got, c.err.Error())
		}
		if got := errText(fr, c.err); !strings.Contains(got, c.fr) {
			t.Errorf("French %q, want %q", got, c.fr)
		}
		if got := ar.Show(errText(ar, c.err)); !strings.HasPrefix(got, c.ar) {
			t.Errorf("Arabic %q, want %q", got, c.ar)
		}
	}
}
