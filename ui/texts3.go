package ui

import (
	"errors"

	"github.com/fetaix/fetaix/internal/i18n"
)

// The texts of the theme names, the rule options' labels on the
// new-game form, the game footer's words of a paused game and of a draw
// offered, and the clipboard's and the file dialog's errors: the
// operating system's detail stays as the system says it, inside a
// sentence in the player's language.
const (
	txtThemeDefault      i18n.ID = "ui3.theme.default"
	txtThemeHighContrast i18n.ID = "ui3.theme.highContrast"
	txtThemeASCII        i18n.ID = "ui3.theme.ascii"
	txtResumeKey         i18n.ID = "ui3.key.resume"
	txtDrawPendingKey    i18n.ID = "ui3.key.drawPending"
	txtDrawPendingDesc   i18n.ID = "ui3.key.drawPending.desc"
	txtNoTerminal        i18n.ID = "ui3.copy.noTerminal"
	txtNoHome            i18n.ID = "ui3.file.noHome"
	txtDirUnreadable     i18n.ID = "ui3.file.dirUnreadable"
)

// themeIDs are the themes' names (prefs.Themes), by name.
var themeIDs = map[string]i18n.ID{
	"default":       txtThemeDefault,
	"high-contrast": txtThemeHighContrast,
	"ascii":         txtThemeASCII,
}

// themeLabel is theme name's name in l's language: "high-contrast",
// "contraste élevé" (name itself for a theme the catalogs do not know).
func themeLabel(l *i18n.Localizer, name string) string {
	if id, ok := themeIDs[name]; ok {
		return l.T(id)
	}
	return name
}

// ruleLabelIDs are the rule options' labels on the new-game form
// (game.RuleOptions), by option name: the name typed in --rules in
// English.
var ruleLabelIDs = map[string]i18n.ID{
	"men-capture-backward": "ui3.rule.menCaptureBackward",
	"majority":             "ui3.rule.majority",
	"removal":              "ui3.rule.removal",
	"promotion":            "ui3.rule.promotion",
	"repetition":           "ui3.rule.repetition",
	"no-progress":          "ui3.rule.noProgress",
}

// ruleLabel is rule option name's label on the new-game form in l's
// language (name itself in English and for an option the catalogs do
// not know).
func ruleLabel(l *i18n.Localizer, name string) string {
	if id, ok := ruleLabelIDs[name]; ok {
		return l.T(id)
	}
	return name
}

// errNoTerminal is a copy's error where there is no terminal to copy to.
var errNoTerminal = errors.New("no terminal to copy to")

// noHomeError is homePath's error: no home directory for ~, the
// system's reason Err.
type noHomeError struct{ Err error }

func (e *noHomeError) Error() string { return "no home directory for ~: " + e.Err.Error() }

func (e *noHomeError) Unwrap() error { return e.Err }

// errorText is err said in l's language: the errors of this package
// named in its words, the system's detail as the system says it.
func errorText(l *i18n.Localizer, err error) string {
	var home *noHomeError
	switch {
	case errors.Is(err, errNoTerminal):
		return l.T(txtNoTerminal)
	case errors.As(err, &home):
		return l.T(txtNoHome, "Err", home.Err.Error())
	}
	return err.Error()
}
