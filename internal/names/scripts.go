package names

import (
	"fmt"
	"slices"
	"unicode"
)

// A name is written in one script: characters of the Common and
// Inherited scripts (digits, punctuation, combining marks) go with any
// one other. As in UTS #39's "highly restrictive" level, Han may go with
// the scripts written beside it: Hiragana and Katakana (Japanese), Hangul
// (Korean), Bopomofo.

// scriptNames are the names of Go's script tables, sorted, with Latin
// first: most names are Latin.
var scriptNames = func() []string {
	var out []string
	for name := range unicode.Scripts {
		if name != "Latin" && name != "Common" && name != "Inherited" {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return append([]string{"Latin"}, out...)
}()

// scriptsWithHan are the sets of scripts one name may mix.
var scriptsWithHan = [][]string{
	{"Han", "Hiragana", "Katakana"},
	{"Han", "Hangul"},
	{"Han", "Bopomofo"},
}

// oneScript returns ErrScripts, naming the scripts, when s mixes them.
func oneScript(s string) error {
	var seen []string
	for _, r := range s {
		if unicode.In(r, unicode.Common, unicode.Inherited) {
			continue
		}
		if sc := scriptOf(r); sc != "" && !slices.Contains(seen, sc) {
			seen = append(seen, sc)
		}
	}
	if len(seen) <= 1 {
		return nil
	}
	for _, set := range scriptsWithHan {
		if !slices.ContainsFunc(seen, func(sc string) bool { return !slices.Contains(set, sc) }) {
			return nil
		}
	}
	return ScriptsError{First: seen[0], Second: seen[1]}
}

// ScriptsError is ErrScripts naming two of the scripts a name mixes
// (Unicode's names of them: "Latin", "Cyrillic").
type ScriptsError struct{ First, Second string }

// Error is "names may not mix scripts: Latin and Cyrillic".
func (e ScriptsError) Error() string {
	return fmt.Sprintf("%v: %s and %s", ErrScripts, e.First, e.Second)
}

// Unwrap is ErrScripts.
func (e ScriptsError) Unwrap() error { return ErrScripts }

// scriptOf names the script of r ("" for none, which Clean's other rules
// have refused).
func scriptOf(r rune) string {
	for _, name := range scriptNames {
		if unicode.Is(unicode.Scripts[name], r) {
			return name
		}
	}
	return ""
}
