package i18n

import (
	"strings"
	"testing"
)

// env is a getenv over a map.
func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

// TestFromEnvPOSIXOrder checks LC_ALL, then LC_MESSAGES, then LANG, and
// the fallback to English with a note on a locale with no catalog.
func TestFromEnvPOSIXOrder(t *testing.T) {
	cases := []struct {
		env  map[string]string
		want Lang
		note bool
	}{
		{map[string]string{}, English, false},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, French, false},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "ar_MA.UTF-8"}, Arabic, false},
		{map[string]string{"LANG": "ar", "LC_MESSAGES": "fr_CA", "LC_ALL": "C"}, English, false},
		{map[string]string{"LANG": "ar_MA", "LC_ALL": ""}, Arabic, false},
		{map[string]string{"LANG": "xx_YY"}, English, true},
		{map[string]string{"LANG": "de_DE.UTF-8@euro"}, English, true},
		{map[string]string{"LANG": "POSIX"}, English, false},
	}
	for _, c := range cases {
		got, note := FromEnv(env(c.env))
		if got != c.want || (note != "") != c.note {
			t.Errorf("FromEnv(%v) = %s, %q; want %s, a note: %v", c.env, got, note, c.want, c.note)
		}
	}
}

// TestSettingWins checks that a setting beats the environment, and that
// a bad setting leaves the environment's choice.
func TestSettingWins(t *testing.T) {
	e := env(map[string]string{"LANG": "fr_FR.UTF-8"})
	if l, _ := Choose("ar", e); l != Arabic {
		t.Errorf("the setting ar gives %s", l)
	}
	if l, _ := Choose("", e); l != French {
		t.Errorf("no setting gives %s", l)
	}
	if l, _ := Choose("zz", e); l != French {
		t.Errorf("a bad setting gives %s", l)
	}
}

// TestParseErrors checks the errors of bad --lang and --bidi values.
func TestParseErrors(t *testing.T) {
	if _, err := ParseLang("zz"); err == nil || !strings.Contains(err.Error(), "en, fr, ar") {
		t.Errorf("ParseLang(zz) = %v", err)
	}
	if l, err := ParseLang("FR"); err != nil || l != French {
		t.Errorf("ParseLang(FR) = %v, %v", l, err)
	}
	if _, err := ParseBidi("rtl"); err == nil || !strings.Contains(err.Error(), "app") {
		t.Errorf("ParseBidi(rtl) = %v", err)
	}
	if b := BidiFromEnv(env(map[string]string{BidiEnv: "terminal"})); b != BidiTerminal {
		t.Errorf("FETAIX_BIDI=terminal gives %v", b)
	}
	if got := Environ([]string{"LANG=C", "TERM=xterm", "LANG=fr_FR.UTF-8"})("LANG"); got != "fr_FR.UTF-8" {
		t.Errorf("Environ = %q", got)
	}
}
