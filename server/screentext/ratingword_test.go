package screentext

import (
	"testing"

	"github.com/fetaix/fetaix/internal/i18n"
)

// TestRatingWordInTheLanguage: an opponent's "unrated" and "guest" in
// the room's header are words of the reader's language; a number stays
// as it is, and English is as before.
func TestRatingWordInTheLanguage(t *testing.T) {
	t.Parallel()
	fr, ar := i18n.New(i18n.French, i18n.BidiApp), i18n.New(i18n.Arabic, i18n.BidiTerminal)
	for _, c := range []struct {
		l        *i18n.Localizer
		in, want string
	}{
		{nil, "unrated", "unrated"}, {nil, "guest", "guest"}, {nil, "1512?", "1512?"},
		{fr, "unrated", "sans cote"}, {fr, "guest", "invité"}, {fr, "1512?", "1512?"},
		{ar, "unrated", "بلا تقييم"}, {ar, "guest", "ضيف"},
	} {
		if got := RatingWord(c.l, c.in); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.l.Lang(), c.in, got, c.want)
		}
	}
}
