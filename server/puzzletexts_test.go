package server

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/store"
)

// TestPuzzlePagesInTheLanguage: the puzzle and run leaderboards' rows and
// a profile's puzzles are in French and Arabic, the counts in their
// plural forms; English is the words the pages said before the catalogs,
// byte for byte.
func TestPuzzlePagesInTheLanguage(t *testing.T) {
	st := store.PuzzleStanding{Rank: 2, Player: store.Player{ID: 1, Name: "alice"}, Rating: rating.New(), Solved: 1, Failed: 3, Best: 4}
	fr, ar := i18n.New(i18n.French, i18n.BidiTerminal), i18n.New(i18n.Arabic, i18n.BidiTerminal)
	for _, c := range []struct{ got, want string }{
		{screentext.PuzzleLine(nil, st), fmt.Sprintf("%4d. %-*s %12s  %4d solved, %d failed", 2, textsafe.MaxName, "alice", st.Rating, 1, 3)},
		{screentext.PuzzleProfileLine(nil, &st), fmt.Sprintf("puzzles: %s · #2 · 1 solved, 3 failed · best streak 4", st.Rating)},
		{screentext.PuzzleProfileLine(nil, nil), "puzzles: none tried yet"},
		{screentext.RunLineIn(nil, 1, "alice", 7, "2026-12-07"), "   1. " + fmt.Sprintf("%-*s", textsafe.MaxName, "alice") + "    7 solved  2026-12-07"},
		{screentext.PuzzleHistoryEntryIn(nil, "2026-12-07", 1500, 0.5, -3), "2026-12-07  1500  hinted   -3"},
		{i18n.New(i18n.English, i18n.BidiApp).T(screentext.HistoryHead, "N", 2, "Total", 5), "last 2 of 5 puzzles tried:"},
		{(*i18n.Localizer)(nil).T(screentext.RunRank, "Rank", 1, "Solved", screentext.SolvedCount(nil, 7, "%d")), "you are #1, best 7 solved"},
		{(*i18n.Localizer)(nil).T(screentext.DailyLineID, "Task", "White to play and win", "Rating", 1400), "Puzzle of the day: White to play and win (1400)"},
		{(*i18n.Localizer)(nil).T(screentext.StreakBoard), screentext.StreakBoardTitle},
		{(*i18n.Localizer)(nil).T(screentext.NoRunYet), "you have ended no run yet"},
		{(*i18n.Localizer)(nil).T(screentext.GuestsUnranked), "guests are not ranked (connect with an SSH key to be)"},
		{(*i18n.Localizer)(nil).T(screentext.TimedBoard), screentext.TimedBoardTitle},
		{(*i18n.Localizer)(nil).T(screentext.RunBoardEmptyID), "no runs ended yet"},
	} {
		if c.got != c.want {
			t.Errorf("English %q, want %q", c.got, c.want)
		}
	}
	for _, c := range []struct {
		got   string
		words []string
	}{
		{screentext.PuzzleLine(fr, st), []string{"   1 résolu, 3 échecs"}},
		{screentext.PuzzleProfileLine(fr, &st), []string{"problèmes : ", " · n° 2 · 1 résolu, 3 échecs · meilleure série 4"}},
		{screentext.RunLineIn(fr, 1, "alice", 7, "2026-12-07"), []string{"   7 résolus  2026-12-07"}},
		{screentext.PuzzleHistoryEntryIn(fr, "2026-12-07", 1500, 1, 9), []string{"résolu"}},
		{screentext.PuzzleLine(ar, st), []string{"لغز محلول", "3 محاولات فاشلة"}},
		{screentext.PuzzleProfileLine(ar, &st), []string{"الألغاز: ", "أفضل سلسلة"}},
		{ar.T(screentext.RunRank, "Rank", 1, "Solved", screentext.SolvedCount(ar, 2, "%d")), []string{"لغزان محلولان"}},
	} {
		got := ar.Show(c.got) // in the terminal's order: the isolates taken out
		for _, w := range c.words {
			if !strings.Contains(got, w) {
				t.Errorf("%q: no %q", got, w)
			}
		}
		if strings.Contains(c.got, "solved") || strings.Contains(c.got, "failed") {
			t.Errorf("English in %q", c.got)
		}
	}
}

// TestPuzzleErrorsSaidInTheLanguage: a run's result too soon is said in
// the session's language and is still errRunTooSoon.
func TestPuzzleErrorsSaidInTheLanguage(t *testing.T) {
	fr := i18n.New(i18n.French, i18n.BidiTerminal)
	err := error(saidErr{errRunTooSoon, fr.T(screentext.RunTooSoonID)})
	if !errors.Is(err, errRunTooSoon) || !strings.Contains(err.Error(), "trop tôt") {
		t.Errorf("%v: not errRunTooSoon, or not in French", err)
	}
	if got := (*i18n.Localizer)(nil).T(screentext.RunTooSoonID); got != errRunTooSoon.Error() {
		t.Errorf("English %q, want %q", got, errRunTooSoon.Error())
	}
}
