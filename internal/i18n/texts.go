package i18n

// The package's own texts: the errors of a bad --lang or --bidi and the
// note on a locale the catalogs do not hold. They stay in English: they
// are said before any language is chosen.
const (
	// badLangText is a bad language code's error: the value, the codes.
	badLangText = "unknown language %q: one of %s"
	// badBidiText is a bad bidi mode's error: the value.
	badBidiText = "unknown bidi mode %q: app (the program orders right-to-left text) or terminal (the terminal does)"
	// unknownLocaleText notes a locale with no catalog: the variable, its
	// value, the codes.
	unknownLocaleText = "%s=%s: no catalog for this language, English is used (there are: %s)"
)
