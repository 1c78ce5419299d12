package webdoor

import (
	"net/http"
	"strings"

	"golang.org/x/text/language"

	"github.com/fetaix/fetaix/internal/i18n"
)

// The page's language: the best of the catalogs' languages for the
// browser's Accept-Language (English when none fits). A session's close
// reasons are in the language of its hello (navigator.language, the
// session's LANG) when the catalogs hold it, else in the request's.

// langTags are the catalogs' languages as tags, in i18n.Langs' order.
var langTags = func() []language.Tag {
	tags := make([]language.Tag, len(i18n.Langs))
	for i, l := range i18n.Langs {
		tags[i] = language.Make(string(l))
	}
	return tags
}()

// matcher matches a browser's languages to the catalogs'.
var matcher = language.NewMatcher(langTags)

// requestLang is the language of the request's Accept-Language.
func requestLang(r *http.Request) i18n.Lang {
	prefs, _, err := language.ParseAcceptLanguage(r.Header.Get("Accept-Language"))
	if err != nil || len(prefs) == 0 {
		return i18n.English
	}
	_, i, conf := matcher.Match(prefs...)
	if conf == language.No {
		return i18n.English
	}
	return i18n.Langs[i]
}

// helloLang is the language of a hello's LANG ("fr_FR.UTF-8"), or def
// when the catalogs do not hold it.
func helloLang(env string, def i18n.Lang) i18n.Lang {
	if env == "" {
		return def
	}
	code, _, _ := strings.Cut(env, "_")
	code, _, _ = strings.Cut(code, ".")
	if l, err := i18n.ParseLang(code); err == nil {
		return l
	}
	return def
}

// localizer gives the web texts of a language, in logical order: the
// browser orders right-to-left text itself.
func localizer(l i18n.Lang) *i18n.Localizer { return i18n.New(l, i18n.BidiTerminal) }
