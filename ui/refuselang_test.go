package ui

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/i18n"
)

// TestTypedRefusalsInLanguages: on the game screen, at 80×24, a typed
// move the rules refuse says why in French and in Arabic — the reason an
// illegal move is refused and the detail of an ambiguous one, which come
// from the rules' English (internal/refuse) — and English keeps its
// words.
func TestTypedRefusalsInLanguages(t *testing.T) {
	const twoWays = "5/1b1b1/5/1b1b1/2w2 w" // c1xc5 goes by a3 or e3
	for _, tc := range []struct {
		name string
		lang *i18n.Localizer
		pos  string
		text string
		want []string
	}{
		{"en_illegal", nil, "", "c3-c4", []string{"c3-c4 is not legal: no piece on c3"}},
		{"en_ambiguous", nil, twoWays, "c1xc5", []string{"c1xc5 is ambiguous: it could be c1xa3xc5, c1xe3xc5; give every landing point"}},
		{"fr_illegal", i18n.New(i18n.French, i18n.BidiTerminal), "", "c3-c4", []string{"c3-c4 : coup illégal : aucune pièce en c3"}},
		{"fr_ambiguous", i18n.New(i18n.French, i18n.BidiTerminal), twoWays, "c1xc5",
			[]string{"ambigu : ce peut être c1xa3xc5, c1xe3xc5 ; donnez chaque point d'arrivée"}},
		{"ar_illegal", i18n.New(i18n.Arabic, i18n.BidiTerminal), "", "c3-c4", []string{"c3-c4: نقلة غير قانونية: لا قطعة في c3"}},
		{"ar_ambiguous", i18n.New(i18n.Arabic, i18n.BidiTerminal), twoWays, "c1xc5",
			[]string{"ملتبسة: قد تكون c1xa3xc5, c1xe3xc5؛ اذكر كل نقاط الهبوط"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := Options{Mode: ModeHotseat, Lang: tc.lang}
			if tc.pos != "" {
				o.Start = mustPos(t, tc.pos)
			}
			m := newTest(t, o, 80, 24)
			typeText(t, m, tc.text)
			keys(t, m, "enter")
			status := tc.lang.Show(m.status)
			for _, w := range tc.want {
				if !strings.Contains(status, w) {
					t.Errorf("status %q lacks %q", status, w)
				}
			}
			if tc.lang != nil && (strings.Contains(status, "could be") || strings.Contains(status, "not legal")) {
				t.Errorf("status %q is English", status)
			}
			checkFits(t, view(m))
		})
	}
}
