package cli

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/i18n"
)

// TestLanguageFlagsOverTheEnvironment: --lang beats LANG, LANG decides
// without it, a locale with no catalog is English with a note, and bad
// --lang and --bidi values are errors naming the flag.
func TestLanguageFlagsOverTheEnvironment(t *testing.T) {
	t.Parallel()
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	fr := env(map[string]string{"LANG": "fr_FR.UTF-8", i18n.BidiEnv: "terminal"})
	l, note, err := localizer("ar", "", fr)
	if err != nil || l.Lang() != i18n.Arabic || note != "" || l.Bidi() != i18n.BidiTerminal {
		t.Errorf("--lang ar over LANG=fr: %v %q %v %v", l.Lang(), note, l.Bidi(), err)
	}
	if l, _, _ := localizer("", "app", fr); l.Lang() != i18n.French || l.Bidi() != i18n.BidiApp {
		t.Errorf("LANG=fr with --bidi app: %v %v", l.Lang(), l.Bidi())
	}
	if l, note, _ := localizer("", "", env(map[string]string{"LANG": "xx_YY"})); l.Lang() != i18n.English || !strings.Contains(note, "LANG=xx_YY") {
		t.Errorf("LANG=xx_YY: %v, note %q", l.Lang(), note)
	}
	if _, _, err := localizer("zz", "", fr); err == nil || !strings.Contains(err.Error(), "--lang") {
		t.Errorf("--lang zz: %v", err)
	}
	if _, _, err := localizer("", "rtl", fr); err == nil || !strings.Contains(err.Error(), "--bidi") {
		t.Errorf("--bidi rtl: %v", err)
	}
}
