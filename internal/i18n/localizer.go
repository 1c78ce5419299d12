package i18n

import (
	"embed"
	"encoding/json"
	"strings"
	"sync"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// ID names a text of the catalogs. The code declares each as a constant
// of this type (in its package's texts file); TestCatalogsComplete checks
// that every ID is in every catalog and every catalog key is one.
type ID string

//go:embed catalog/*.json
var catalogFS embed.FS

// bundle holds the three catalogs, read once on first use.
var bundle = sync.OnceValue(func() *goi18n.Bundle {
	b := goi18n.NewBundle(language.English)
	b.RegisterUnmarshalFunc("json", json.Unmarshal)
	for _, l := range Langs {
		for _, f := range catalogFiles(l) {
			if _, err := b.LoadMessageFileFS(catalogFS, f); err != nil {
				panic("i18n: catalog " + f + ": " + err.Error()) // embedded: checked by the tests
			}
		}
	}
	return b
})

// catalogFiles are a language's catalog files: catalog/LANG.json and
// catalog/AREA.LANG.json (one area of the program each, as go-i18n names
// them; a key is in one file only).
func catalogFiles(l Lang) []string {
	var out []string
	ents, _ := catalogFS.ReadDir("catalog") // embedded: it is there
	for _, e := range ents {
		n := e.Name()
		if n == string(l)+".json" || strings.HasSuffix(n, "."+string(l)+".json") {
			out = append(out, "catalog/"+n)
		}
	}
	return out
}

// Localizer gives a session's texts in its language and bidi mode. The
// nil *Localizer gives English: code that is given none speaks as before.
// A Localizer is safe for concurrent use.
type Localizer struct {
	lang Lang
	bidi Bidi
	loc  *goi18n.Localizer
}

// New returns the localizer of a language and a bidi mode.
func New(l Lang, b Bidi) *Localizer {
	return &Localizer{lang: l, bidi: b, loc: goi18n.NewLocalizer(bundle(), string(l))}
}

// Lang is the localizer's language (English for nil).
func (l *Localizer) Lang() Lang {
	if l == nil {
		return English
	}
	return l.lang
}

// Bidi is the localizer's bidi mode.
func (l *Localizer) Bidi() Bidi {
	if l == nil {
		return BidiApp
	}
	return l.bidi
}

// T returns the text id in logical order, its arguments (name, value
// pairs, as the catalog's {{.Name}} names them) filled in: a text to
// keep, put with others, wrap or give as an argument of another. Show
// orders a line of it for the screen.
func (l *Localizer) T(id ID, args ...any) string {
	return l.localize(id, nil, args)
}

// N is T for a text that agrees with a count (the catalog's plural forms,
// by the language's CLDR rules); the count is {{.Count}} in the text.
func (l *Localizer) N(id ID, count int, args ...any) string {
	return l.localize(id, count, args)
}

// V is the text id ready to show on one line: Show(T(id, args...)).
func (l *Localizer) V(id ID, args ...any) string { return l.Show(l.T(id, args...)) }

// Show returns s, a line of text in logical order, ready to write to the
// terminal: for a right-to-left language in BidiApp mode in visual order
// (Visual), else as it is. Call it on each line as laid out (after
// wrapping), never on a line that is then cut or wrapped.
func (l *Localizer) Show(s string) string { return l.show(s) }

// ShowLines is Show on each line of s (a text as wrapped).
func (l *Localizer) ShowLines(s string) string {
	if l == nil || !l.lang.RTL() || l.bidi == BidiTerminal || !strings.Contains(s, "\n") {
		return l.show(s)
	}
	lines := strings.Split(s, "\n")
	for i, line := range lines {
		lines[i] = l.show(line)
	}
	return strings.Join(lines, "\n")
}

// show orders a logical text for the screen.
func (l *Localizer) show(s string) string {
	if l == nil || !l.lang.RTL() || l.bidi == BidiTerminal {
		return stripIsolates(s)
	}
	return Visual(s)
}

// localize fills in a text, or finds it kept (memo.go); a text missing
// from every catalog (which the tests forbid) shows as its ID.
func (l *Localizer) localize(id ID, count any, args []any) string {
	k, keep := memoKeyOf(l.Lang(), id, count, args)
	if keep {
		if s, ok := memoGet(k); ok {
			return s
		}
	}
	s := l.fill(id, count, args)
	if keep {
		memoPut(k, s)
	}
	return s
}

// fill fills in a text with go-i18n (localize, when the text is not kept).
func (l *Localizer) fill(id ID, count any, args []any) string {
	loc := l.localizer()
	data := make(map[string]any, len(args)/2+1)
	rtl := l != nil && l.lang.RTL()
	for i := 0; i+1 < len(args); i += 2 {
		name, _ := args[i].(string)
		v := args[i+1]
		if s, ok := v.(string); ok && rtl {
			v = isolateLTR(s)
		}
		data[name] = v
	}
	if count != nil {
		data["Count"] = count
	}
	s, err := loc.Localize(&goi18n.LocalizeConfig{MessageID: string(id), TemplateData: data, PluralCount: count})
	if err != nil && s == "" {
		return string(id)
	}
	return s
}

// english is the localizer of the nil *Localizer.
var english = sync.OnceValue(func() *goi18n.Localizer { return goi18n.NewLocalizer(bundle(), string(English)) })

// localizer returns go-i18n's localizer, English for nil.
func (l *Localizer) localizer() *goi18n.Localizer {
	if l == nil {
		return english()
	}
	return l.loc
}
