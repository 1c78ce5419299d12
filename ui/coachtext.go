package ui

import (
	"regexp"
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/prefs"
)

// Every text of the coach (coach.go) a player sees.

// coachOffKeyName is the key that turns the coach off in its question
// (the catalogs' txtCoachOffKey says what it does).
const (
	coachOffKeyName = "o"
)

// coachChoiceIDs are the values of the new-game form's line of the coach
// (its label and help are the catalogs' txtFormCoach and
// txtFormCoachHelp), indexed by Coach.
var coachChoiceIDs = [...]i18n.ID{"learn.coach.off", "learn.coach.on", "learn.coach.auto"}

// coachChoices are those values in l's language, in logical order (the
// form orders the value shown for the screen): "off", "désactivé".
func coachChoices(l *i18n.Localizer) []string {
	out := make([]string, len(coachChoiceIDs))
	for i, id := range coachChoiceIDs {
		out[i] = l.T(id)
	}
	return out
}

// coachOffText is the status line once the coach is turned off.
func coachOffText(l *i18n.Localizer) string { return l.T(txtCoachOff) }

// coachWhat says what a flagged move does: misses a proven win, or throws
// a proven draw away.
func coachWhat(l *i18n.Localizer, f *coachFlag) string {
	if f.before.Low == explore.Win {
		return l.T(txtCoachMissesWin)
	}
	return l.T(txtCoachThrowsDraw)
}

// boundsIDs are the catalogs' words of explore.Bounds' values, by their
// English (Bounds.String).
var boundsIDs = map[string]i18n.ID{
	"win": "ui.value.win", "draw": "ui.value.draw", "loss": "ui.value.loss",
	"draw or better": "ui.value.drawOrBetter", "draw or worse": "ui.value.drawOrWorse",
	"not a win": "ui.value.notWin", "unknown": "ui.value.unknown",
}

// boundsText is a proven value in l's language: "draw", "nulle".
func boundsText(l *i18n.Localizer, b explore.Bounds) string {
	if id, ok := boundsIDs[b.String()]; ok {
		return l.T(id)
	}
	return b.String()
}

// coachValues is the value before and after a flagged move, for the
// mover: "draw → loss".
func coachValues(l *i18n.Localizer, f *coachFlag) string {
	return l.T(txtCoachValues, "Before", boundsText(l, f.before), "After", boundsText(l, f.after))
}

// coachQuestion is the coach's question on a flagged move, answers its
// keys ("(y/n, o turns the coach off)").
func coachQuestion(l *i18n.Localizer, f *coachFlag, answers string) string {
	return l.T(txtCoachQuestion, "Move", f.move, "What", coachWhat(l, f), "Values", coachValues(l, f), "By", coachBy(l, f.by), "Answers", answers)
}

// coachNote is the coach's flag on the status line, when another question
// or screen is open: undo is the undo key.
func coachNote(l *i18n.Localizer, f *coachFlag, undo string) string {
	return l.T(txtCoachNote, "Move", f.move, "What", coachWhat(l, f), "Values", coachValues(l, f), "By", coachBy(l, f.by), "Undo", undo)
}

// coachKept is the status line once the person keeps a flagged move.
func coachKept(l *i18n.Localizer, f *coachFlag) string {
	return l.T(txtCoachKept, "Move", f.move, "Values", coachValues(l, f))
}

// coachTookBack is the status line once the coach's question took a move
// back.
func coachTookBack(l *i18n.Localizer, f *coachFlag) string {
	return l.T(txtCoachTookBack, "Move", f.move, "Value", boundsText(l, f.before))
}

// coachByIDs are the words of what proves a value (explore.Verdict.By),
// by their English.
var coachByIDs = map[string]i18n.ID{
	"proof": "learn.coach.by.proof", "proof search (checked)": "learn.coach.by.search",
	"rules: no move left": "learn.coach.by.noMove", "rules: no-progress limit": "learn.coach.by.noProgress",
}

// coachByTables is the tables' part of what proves a value.
var coachByTables = regexp.MustCompile(`^tables \(up to ([0-9]+) pieces\)$`)

// coachBy is what proves a value (explore.Verdict.By: its parts
// separated by "; ") in l's language; a part it does not know stays as
// it is.
func coachBy(l *i18n.Localizer, by string) string {
	if l.Lang() == i18n.English {
		return by
	}
	parts := strings.Split(by, "; ")
	for i, p := range parts {
		if id, ok := coachByIDs[p]; ok {
			parts[i] = l.T(id)
		} else if m := coachByTables.FindStringSubmatch(p); m != nil {
			n, _ := strconv.Atoi(m[1]) // digits: the pattern's
			parts[i] = l.N("learn.coach.by.tables", n)
		} else if src, ok := strings.CutPrefix(p, "proof "); ok {
			parts[i] = l.T("learn.coach.by.proofOf", "Source", src)
		}
	}
	return strings.Join(parts, l.T("learn.coach.by.sep"))
}

// coachHelpText is the coach's part of the help screen; on says whether
// it speaks in the game shown.
func coachHelpText(l *i18n.Localizer, on bool) string {
	state := l.T(txtCoachHelpOff)
	if on {
		state = l.T(txtCoachHelpOn)
	}
	return l.T(txtCoachHelp, "Off", coachOffKeyName+" "+l.T(txtCoachOffKey), "Games", strconv.Itoa(prefs.CoachGames), "State", state)
}

// coachHelp is the coach's part of the help screen in width w: its title
// in style head, its text wrapped to at most textW.
func (m *Model) coachHelp(head lipgloss.Style, w, textW int) string {
	l := m.opts.Lang
	return head.Render(l.ShowLines(ansi.Wrap(l.T(txtFormCoach), w, ""))) + "\n" + l.ShowLines(ansi.Wrap(coachHelpText(l, m.coachActive()), min(w, textW), ""))
}
