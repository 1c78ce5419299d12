// Package i18n holds the message catalogs of the texts a player sees, in
// English, French and Arabic (catalog/*.json, embedded, looked up with
// go-i18n and the CLDR plural rules), the choice of a language from a
// setting or the POSIX environment, and the visual order of Arabic lines
// for the terminals that do not reorder text (golang.org/x/text's bidi).
package i18n
