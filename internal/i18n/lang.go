package i18n

import (
	"fmt"
	"strings"
)

// Lang is a language the catalogs hold, by its ISO 639-1 code.
type Lang string

// The languages of the catalogs.
const (
	English Lang = "en"
	French  Lang = "fr"
	Arabic  Lang = "ar"
)

// Langs lists the languages of the catalogs, English (the default) first.
var Langs = []Lang{English, French, Arabic}

// RTL says the language is written right to left.
func (l Lang) RTL() bool { return l == Arabic }

// Names lists the languages' codes, for flags' help and errors: "en, fr, ar".
func Names() string {
	names := make([]string, len(Langs))
	for i, l := range Langs {
		names[i] = string(l)
	}
	return strings.Join(names, ", ")
}

// ParseLang reads a language's code as a setting or a flag gives it ("fr",
// "FR"); anything else is an error naming the codes known.
func ParseLang(s string) (Lang, error) {
	code := Lang(strings.ToLower(strings.TrimSpace(s)))
	for _, l := range Langs {
		if code == l {
			return l, nil
		}
	}
	return English, fmt.Errorf(badLangText, s, Names())
}

// fromLocale reads a POSIX locale name ("fr_FR.UTF-8", "ar_MA", "fr",
// "en_US@euro") as one of the catalogs' languages; ok is false for a
// language the catalogs do not hold. "C" and "POSIX" are English.
func fromLocale(locale string) (l Lang, ok bool) {
	name := locale
	if i := strings.IndexAny(name, ".@"); i >= 0 {
		name = name[:i]
	}
	if name == "C" || name == "POSIX" {
		return English, true
	}
	if i := strings.IndexAny(name, "_-"); i >= 0 {
		name = name[:i]
	}
	for _, c := range Langs {
		if strings.EqualFold(name, string(c)) {
			return c, true
		}
	}
	return English, false
}

// FromEnv chooses the language from a POSIX environment, as setlocale
// does for messages: the first of LC_ALL, LC_MESSAGES and LANG that is set
// and not empty decides. A locale whose language the catalogs do not hold
// ("xx_YY", "de_DE.UTF-8") means English, and note says so, for a log or a
// one-time line; note is "" otherwise.
func FromEnv(getenv func(string) string) (l Lang, note string) {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := getenv(name)
		if v == "" {
			continue
		}
		if l, ok := fromLocale(v); ok {
			return l, ""
		}
		return English, fmt.Sprintf(unknownLocaleText, name, v, Names())
	}
	return English, ""
}

// Choose is the language in force: the setting when there is one (a
// flag, or the setting stored for a key), else the environment's.
func Choose(setting string, getenv func(string) string) (Lang, string) {
	if setting != "" {
		if l, err := ParseLang(setting); err == nil {
			return l, ""
		}
	}
	return FromEnv(getenv)
}

// Environ turns a list of NAME=value pairs (an SSH session's environment)
// into a getenv function; the last pair of a name wins.
func Environ(pairs []string) func(string) string {
	return func(name string) string {
		v := ""
		for _, p := range pairs {
			if k, val, ok := strings.Cut(p, "="); ok && k == name {
				v = val
			}
		}
		return v
	}
}
