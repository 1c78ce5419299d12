package ui

import (
	"errors"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/refuse"
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
	txtPDNPlace          i18n.ID = "ui3.pdn.place"
	txtPDNPlaceMove      i18n.ID = "ui3.pdn.placeMove"
	txtPDNError          i18n.ID = "ui3.pdn.error"
	txtPDNIllegal        i18n.ID = "ui3.pdn.illegal"
	txtPDNAmbiguous      i18n.ID = "ui3.pdn.ambiguous"
	txtPDNMalformed      i18n.ID = "ui3.pdn.malformed"
	txtPDNFEN            i18n.ID = "ui3.pdn.fen"
	txtPDNRules          i18n.ID = "ui3.pdn.rules"
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
// named in its words, a malformed PDN file's place in the file too (what
// is wrong there as the reader says it), the system's detail as the
// system says it.
func errorText(l *i18n.Localizer, err error) string {
	var home *noHomeError
	var bad *pdn.Error
	switch {
	case errors.Is(err, errNoTerminal):
		return l.T(txtNoTerminal)
	case errors.As(err, &home):
		return l.T(txtNoHome, "Err", home.Err.Error())
	case errors.As(err, &bad) && l.Lang() != i18n.English:
		// the file's name before the place, as pdnfile.Read gives it
		file, _ := strings.CutSuffix(err.Error(), ": "+bad.Error())
		return l.T(txtPDNError, "File", file, "Place", pdnPlace(l, bad.Place), "Msg", pdnMsg(l, bad))
	}
	return err.Error()
}

// pdnMsg is what is wrong at a malformed PDN file's place, in l's
// language (internal/refuse): the rules' reasons (a move, the Rules or
// the FEN tag) and the reader's own.
func pdnMsg(l *i18n.Localizer, bad *pdn.Error) string {
	var pe *game.PositionError
	switch me, ok := errors.AsType[*game.MoveError](bad.Err); {
	case ok && bad.Msg == me.Error():
		id := txtPDNIllegal
		switch {
		case errors.Is(me, game.ErrAmbiguousMove):
			id = txtPDNAmbiguous
		case errors.Is(me, game.ErrMalformedMove):
			id = txtPDNMalformed
		}
		return l.T(id, "Move", strconv.Quote(me.Text), "Why", refuse.MoveWhy(l, me.Why))
	case errors.As(bad.Err, &pe) && bad.Msg == "tag FEN: "+bad.Err.Error():
		return l.T(txtPDNFEN, "Why", refuse.Position(l, bad.Err))
	case bad.Err != nil && bad.Msg == "tag Rules: "+bad.Err.Error():
		return l.T(txtPDNRules, "Why", refuse.Rules(l, bad.Err))
	}
	return refuse.PDN(l, bad.Msg)
}

// pdnPlace is a place in a PDN file (pdn.Place) in l's language: "line
// 12, column 5, move 7 (white)".
func pdnPlace(l *i18n.Localizer, p pdn.Place) string {
	if p.Move == 0 {
		return l.T(txtPDNPlace, "Line", p.Line, "Col", p.Col)
	}
	side := l.T(txtWhiteInSentence)
	if p.Side == game.Black {
		side = l.T(txtBlackInSentence)
	}
	return l.T(txtPDNPlaceMove, "Line", p.Line, "Col", p.Col, "Move", p.Move, "Side", side)
}
