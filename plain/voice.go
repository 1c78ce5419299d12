package plain

import (
	"strings"
	"time"

	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// Voice says the plain mode's lines in one language. It always writes
// right-to-left text in logical order, the order a screen reader reads,
// whatever --bidi says: no line is reordered for display. The zero Voice
// speaks English.
type Voice struct {
	loc *i18n.Localizer
}

// NewVoice returns the voice of language l ("" is English).
func NewVoice(l i18n.Lang) Voice {
	if l == "" || l == i18n.English {
		return Voice{}
	}
	return Voice{loc: i18n.New(l, i18n.BidiTerminal)}
}

// Lang is the voice's language.
func (v Voice) Lang() i18n.Lang { return v.loc.Lang() }

// t is a text of the catalogs in logical order, without isolate marks.
func (v Voice) t(id i18n.ID, args ...any) string { return v.loc.Show(v.loc.T(id, args...)) }

// n is t for a text that agrees with a count.
func (v Voice) n(id i18n.ID, count int, args ...any) string {
	return v.loc.Show(v.loc.N(id, count, args...))
}

// say is a Message of a text of the catalogs.
func (v Voice) say(id i18n.ID, args ...any) Message { return Message(v.t(id, args...)) }

// Text is a text of the catalogs, for a package that passes its own IDs.
func (v Voice) Text(id i18n.ID, args ...any) string { return v.t(id, args...) }

// Localizer is the voice's localizer, for a package that says its own
// texts (a room's lines) in the voice's language; nil: English.
func (v Voice) Localizer() *i18n.Localizer { return v.loc }

// Said is a text said in the voice's language, as the voice writes its
// lines: a value that says itself in a language (a room's line).
func (v Voice) Said(s interface{ In(*i18n.Localizer) string }) string { return v.loc.Show(s.In(v.loc)) }

// LevelName is the name of the computer's level n (levels.Min to
// levels.Max): "beginner", "débutant".
func (v Voice) LevelName(n int) string {
	return v.t(levelNames[min(max(n, levels.Min), levels.Max)-levels.Min])
}

// english is the zero Voice, of the package's functions.
var english Voice

// SideName is White or Black.
func SideName(c game.Color) string { return english.SideName(c) }

// RankLine describes rank (1 to 5) point by point, a to e.
func RankLine(p game.Position, rank int) string { return english.RankLine(p, rank) }

// FileLine describes file ('a' to 'e') point by point, 1 to 5.
func FileLine(p game.Position, file byte) string { return english.FileLine(p, file) }

// BoardLines describe the position: a heading, ranks 5 down to 1, and
// who is to move.
func BoardLines(p game.Position, r game.Rules) []string { return english.BoardLines(p, r) }

// PiecesLine says where c's men and mullas stand.
func PiecesLine(p game.Position, c game.Color) string { return english.PiecesLine(p, c) }

// MovesLine lists the side to move's legal moves.
func MovesLine(p game.Position, r game.Rules) string { return english.MovesLine(p, r) }

// ToMoveLine says who is to move, and the captures they must choose from.
func ToMoveLine(p game.Position, r game.Rules) string { return english.ToMoveLine(p, r) }

// MoveLine tells a move played in before.
func MoveLine(before game.Position, m game.Move) string { return english.MoveLine(before, m) }

// ResultLine tells how a game ended; why is in words.
func ResultLine(res game.Result, why string) string { return english.ResultLine(res, why) }

// ClockText says a time left in words a screen reader reads.
func ClockText(d time.Duration) string { return english.ClockText(d) }

// ClocksLine tells both clocks.
func ClocksLine(white, black time.Duration) string { return english.ClocksLine(white, black) }

// WhyOver says why g ended, as the full screen does.
func WhyOver(g *game.Game) string { return english.WhyOver(g) }

// Describe answers the commands that look at the position (see
// Voice.Describe), in English.
func Describe(c Command, p game.Position, r game.Rules, over bool) []string {
	return english.Describe(c, p, r, over)
}

// Parse reads one line typed in a game (see Voice.Parse), its errors in
// English.
func Parse(line string) (Command, error) { return english.Parse(line) }

// ParseMove reads text as a move (see Voice.ParseMove), its errors in
// English.
func ParseMove(p game.Position, r game.Rules, text string) (game.Move, error) {
	return english.ParseMove(p, r, text)
}

// HelpLines are the lines that answer help in a game, in English.
func HelpLines() []string { return english.HelpLines() }

// HelpLines are the lines that answer help in a game.
func (v Voice) HelpLines() []string {
	lines := make([]string, len(helpLines))
	for i, id := range helpLines {
		lines[i] = v.t(id)
	}
	return lines
}

// Count is a text of the catalogs that agrees with a count.
func (v Voice) Count(id i18n.ID, n int, args ...any) string { return v.n(id, n, args...) }

// YourMove is the words added to a line that gives the player the move.
func (v Voice) YourMove() string { return v.t(txtYourMove) }

// TooLong is the error line of a line over MaxLine.
func (v Voice) TooLong() Message { return v.say(txtTooLong, "Max", MaxLine) }

// decimal writes a number with the language's decimal sign.
func (v Voice) decimal(s string) string {
	if v.Lang() == i18n.French {
		return strings.ReplaceAll(s, ".", ",")
	}
	return s
}
