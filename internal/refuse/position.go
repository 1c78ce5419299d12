package refuse

import (
	"errors"
	"regexp"
	"strconv"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// positionReasons are the reasons of game.ParsePosition and
// game.ParseStart (game.PositionError.What); a value typed is quoted as
// it was.
var positionReasons = []pattern{
	{regexp.MustCompile(`^want 2 or 4 fields \(board, side to move, \[no-progress count, move number\]\), got (\d+)$`), "refuse.pos.fields", []string{"Count"}},
	{regexp.MustCompile(`^want 5 ranks separated by '/', got (\d+)$`), "refuse.pos.ranks", []string{"Count"}},
	{regexp.MustCompile(`^rank (\d+) has more than 5 points$`), "refuse.pos.rankLong", []string{"Rank"}},
	{regexp.MustCompile(`^bad character (.+) in rank (\d+) \(want w, b, W, B, 1-5 or \.\)$`), "refuse.pos.badChar", []string{"Char", "Rank"}},
	{regexp.MustCompile(`^white man on ([a-e][1-5]), its own far rank \(it would be a mulla\)$`), "refuse.pos.farRankWhite", []string{"Point"}},
	{regexp.MustCompile(`^black man on ([a-e][1-5]), its own far rank \(it would be a mulla\)$`), "refuse.pos.farRankBlack", []string{"Point"}},
	{regexp.MustCompile(`^rank (\d+) has (\d+) points, want 5$`), "refuse.pos.rankPoints", []string{"Rank", "Count"}},
	{regexp.MustCompile(`^bad side to move (".*") \(want w or b\)$`), "refuse.pos.side", []string{"Value"}},
	{regexp.MustCompile(`^bad no-progress count (".*") \(want a number from 0 to (\d+)\)$`), "refuse.pos.noProgress", []string{"Value", "Most"}},
	{regexp.MustCompile(`^bad move number (".*") \(want a number from 1 to (\d+)\)$`), "refuse.pos.moveNumber", []string{"Value", "Most"}},
	{regexp.MustCompile(`^white has (\d+) pieces, at most (\d+) allowed$`), "refuse.pos.tooManyWhite", []string{"Count", "Most"}},
	{regexp.MustCompile(`^black has (\d+) pieces, at most (\d+) allowed$`), "refuse.pos.tooManyBlack", []string{"Count", "Most"}},
	{regexp.MustCompile(`^white has no piece \(a game starts with a piece of each side\)$`), "refuse.pos.noneWhite", nil},
	{regexp.MustCompile(`^black has no piece \(a game starts with a piece of each side\)$`), "refuse.pos.noneBlack", nil},
}

// The whole refusal of a position text.
const (
	txtPosition      i18n.ID = "refuse.pos.text"
	txtPositionEmpty i18n.ID = "refuse.pos.empty"
)

// Position is why game.ParsePosition or game.ParseStart refused a
// position text, err, in l's language: the text quoted as it was typed,
// then what is wrong with it; another error as it is, in English.
func Position(l *i18n.Localizer, err error) string {
	pe, ok := errors.AsType[*game.PositionError](err)
	if !ok || l.Lang() == i18n.English {
		return err.Error()
	}
	if pe.Text == "" && pe.What == "" {
		return l.T(txtPositionEmpty)
	}
	return l.T(txtPosition, "Text", strconv.Quote(pe.Text), "What", say(l, positionReasons, pe.What))
}
