package chatbox

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// TestChatBoxInLanguages: the chat box's own words (its line's prompt and
// keys, a spectator's mark, the takeback's note) are said in the
// session's language, what a player says stays as written, and English
// is as before: store.ChatLine.String's lines.
func TestChatBoxInLanguages(t *testing.T) {
	fr, ar := i18n.New(i18n.French, i18n.BidiApp), i18n.New(i18n.Arabic, i18n.BidiTerminal)
	carol := room.ChatMsg{ChatLine: store.ChatLine{Author: "carol" + room.GuestMark, Spectator: true, At: time.Now(), Text: "nice move"}}
	note := room.ChatMsg{ChatLine: store.ChatLine{At: time.Now(), Text: "bob took back 2. c1xc3 (alice agreed)"},
		Said: room.Said{ID: "room.ev.tookBack", Args: []any{"Name", "bob", "Moves", "2. c1xc3", "Other", "alice"}}}
	same := func(s string) string { return s }
	for _, m := range []room.ChatMsg{carol, note} {
		if got := Line(nil, m); got != m.String() {
			t.Errorf("English: %q, want %q", got, m.String())
		}
	}
	cases := []struct {
		l    *i18n.Localizer
		want []string
	}{
		{nil, []string{" say: ", "enter send · esc close", "carol (guest) (spectator): nice move", "▸ bob took back 2. c1xc3 (alice agreed)"}},
		{fr, []string{" message : ", "enter envoyer · esc fermer", "carol (invité) (spectateur) : nice move", "▸ bob a annulé 2. c1xc3 (accord de alice)"}},
		{ar, []string{"رسالتك:", "إرسال", "إغلاق", "متفرج", "ضيف", "nice move", "تراجع", "بموافقة"}},
	}
	for _, c := range cases {
		b := New(c.l)
		rows := []string{b.LineRow(60, func(s string) string { return s })}
		for _, m := range []room.ChatMsg{carol, note} {
			rows = append(rows, Rows(c.l, same, m, 60)...)
		}
		text := ansi.Strip(strings.Join(rows, "\n"))
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%v: no %q in\n%s", c.l.Lang(), w, text)
			}
		}
		for _, r := range rows {
			if ansi.StringWidth(r) > 80 {
				t.Errorf("%v: a row wider than 80: %q", c.l.Lang(), r)
			}
		}
	}
	// ordered for the screen by the program, a row keeps its head first
	arApp := i18n.New(i18n.Arabic, i18n.BidiApp)
	if r := Rows(arApp, same, note, 60)[0]; !strings.HasPrefix(r, "▸ ") {
		t.Errorf("Arabic, the note's row: %q", r)
	}
	fake := room.ChatMsg{ChatLine: store.ChatLine{Author: "bob", Text: "مرحبا ▸ fake"}}
	if r := Rows(arApp, same, fake, 60)[0]; !strings.HasPrefix(r, "bob") {
		t.Errorf("Arabic, a player's row: %q", r)
	}
	b := New(nil)
	b.Field.SetValue("half typed")
	b.SetLang(fr)
	if b.Field.Value() != "half typed" || !strings.Contains(b.LineRow(60, func(s string) string { return s }), "message :") {
		t.Errorf("SetLang: %q, %q", b.Field.Value(), b.LineRow(60, func(s string) string { return s }))
	}
	b.Scroll = 3
	if got := lineHint(fr, b.Scroll); got != "↓ 3 de plus · enter envoyer · esc fermer" {
		t.Errorf("scrolled: %q", got)
	}
	if got := lineHint(nil, 3); got != "↓ 3 more · enter send · esc close" {
		t.Errorf("scrolled, English: %q", got)
	}
}
