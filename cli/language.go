package cli

import (
	"github.com/fetaix/fetaix/internal/i18n"
)

// The flags of the language and of the order of right-to-left text, for
// the commands that open the TUI.
const (
	langFlagHelp = "the language of the screens: en, fr or ar (default: LC_ALL, LC_MESSAGES or LANG, else en)"
	bidiFlagHelp = "who orders right-to-left text (Arabic): app, the program (for terminals that do not), or terminal, for those that do (VTE, Konsole, mlterm, macOS Terminal) (default: " + i18n.BidiEnv + ", else app)"
)

// localizer is the localizer the flags --lang and --bidi choose, the
// environment (getenv) deciding what they leave: the language from LC_ALL,
// LC_MESSAGES or LANG, the bidi mode from FETAIX_BIDI. A bad flag value
// is an error naming the flag; a locale with no catalog means English and
// a note to show once.
func localizer(lang, bidi string, getenv func(string) string) (l *i18n.Localizer, note string, err error) {
	chosen, note := i18n.FromEnv(getenv)
	if lang != "" {
		if chosen, err = i18n.ParseLang(lang); err != nil {
			return nil, "", refused("lang", err)
		}
		note = ""
	}
	mode := i18n.BidiFromEnv(getenv)
	if bidi != "" {
		if mode, err = i18n.ParseBidi(bidi); err != nil {
			return nil, "", refused("bidi", err)
		}
	}
	return i18n.New(chosen, mode), note, nil
}
