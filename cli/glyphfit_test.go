package cli

import (
	"io"
	"testing"

	"github.com/fetaix/fetaix/prefs"
)

// TestPlayASCIIInAWideTerminal: run locally, fetaix reads the width of
// ambiguous glyphs from its own environment: a CJK locale, or
// RUNEWIDTH_EASTASIAN=1, draws the ASCII board; en_US.UTF-8, or
// RUNEWIDTH_EASTASIAN=0 over a CJK locale, the Unicode one.
func TestPlayASCIIInAWideTerminal(t *testing.T) {
	for _, c := range []struct {
		lang, eastAsian string
		ascii           bool
	}{
		{"ja_JP.UTF-8", "", true},
		{"en_US.UTF-8", "1", true},
		{"en_US.UTF-8", "", false},
		{"zh_CN.UTF-8", "0", false},
	} {
		t.Setenv("LC_ALL", "")
		t.Setenv("LC_CTYPE", "")
		t.Setenv("LANG", c.lang)
		t.Setenv("RUNEWIDTH_EASTASIAN", c.eastAsian)
		o, _, err := playOptions(nil, io.Discard, io.Discard, prefs.Defaults())
		if err != nil || o.ASCII != c.ascii {
			t.Errorf("LANG=%s RUNEWIDTH_EASTASIAN=%q: ASCII %v (%v), want %v", c.lang, c.eastAsian, o.ASCII, err, c.ascii)
		}
	}
}
