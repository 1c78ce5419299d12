package screentext

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// The lines of the leaderboards and of a profile's puzzles.

// StandingLine is one player of a leaderboard.
func StandingLine(loc *i18n.Localizer, st store.Standing) string {
	games := loc.N(PagesGames, st.Games())
	return fmt.Sprintf("%4d. %-*s %12s  %4d %s  %d/%d/%d", st.Rank, textsafe.MaxName, room.ShownNameIn(loc, st.Player.Label(), st.Player.Bot),
		st.Rating, st.Games(), games+strings.Repeat(" ", max(5-ansi.StringWidth(games), 0)), st.Wins, st.Draws, st.Losses)
}

// PuzzleLine is one solver of the puzzle leaderboard, in l's language.
func PuzzleLine(l *i18n.Localizer, st store.PuzzleStanding) string {
	return fmt.Sprintf("%4d. %-*s %12s  ", st.Rank, textsafe.MaxName, st.Player.Label(), st.Rating) +
		l.T(SolvedFailed, "Solved", SolvedCount(l, st.Solved, "%4d"), "Failed", FailedCount(l, st.Failed))
}

// PuzzleProfileLine is a profile's line of the player's puzzles, in l's
// language.
func PuzzleProfileLine(l *i18n.Localizer, z *store.PuzzleStanding) string {
	if z == nil {
		return l.T(ProfileNone)
	}
	return l.T(ProfileLine, "Rating", z.Rating.String(), "Rank", z.Rank, "Solved", SolvedCount(l, z.Solved, "%d"),
		"Failed", FailedCount(l, z.Failed), "Best", z.Best)
}
