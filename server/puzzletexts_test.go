package server

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/store"
)

// TestPuzzlePagesInTheLanguage: the puzzle and run leaderboards' rows and
// a profile's puzzles are in French and Arabic, the counts in their
// plural forms; English is the words of learntext.go, byte for byte.
func TestPuzzlePagesInTheLanguage(t *testing.T) {
	st := store.PuzzleStanding{Rank: 2, Player: store.Player{ID: 1, Name: "alice"}, Rating: rating.New(), Solved: 1, Failed: 3, Best: 4}
	fr, ar := i18n.New(i18n.French, i18n.BidiTerminal), i18n.New(i18n.Arabic, i18n.BidiTerminal)
	for _, c := range []struct{ got, want string }{
		{puzzleLine(nil, st), fmt.Sprintf("%4d. %-*s %12s  %4d solved, %d failed", 2, textsafe.MaxName, "alice", st.Rating, 1, 3)},
		{puzzleProfileLine(nil, &st), fmt.Sprintf("puzzles: %s · #2 · 1 solved, 3 failed · best streak 4", st.Rating)},
		{puzzleProfileLine(nil, nil), "puzzles: none tried yet"},
		{runLineIn(nil, 1, "alice", 7, "2026-12-07"), runLine(1, "alice", 7, "2026-12-07")},
		{puzzleHistoryEntryIn(nil, "2026-12-07", 1500, 0.5, -3), puzzleHistoryEntry("2026-12-07", 1500, 0.5, -3)},
		{i18n.New(i18n.English, i18n.BidiApp).T(txtHistoryHead, "N", 2, "Total", 5), puzzleHistoryHead(2, 5)},
		{(*i18n.Localizer)(nil).T(txtRunRank, "Rank", 1, "Solved", solvedCount(nil, 7, "%d")), runRankLine(1, 7)},
		{(*i18n.Localizer)(nil).T(txtDailyLine, "Task", "White to play and win", "Rating", 1400), dailyLine("White to play and win", 1400)},
		{(*i18n.Localizer)(nil).T(txtStreakBoard), streakBoardTitle},
		{(*i18n.Localizer)(nil).T(txtNoRunYet), runNoneYet},
		{(*i18n.Localizer)(nil).T(txtGuestsUnranked), runGuestRank},
		{(*i18n.Localizer)(nil).T(txtTimedBoard), timedBoardTitle},
		{(*i18n.Localizer)(nil).T(txtRunBoardEmpty), runBoardEmpty},
	} {
		if c.got != c.want {
			t.Errorf("English %q, want %q", c.got, c.want)
		}
	}
	for _, c := range []struct {
		got   string
		words []string
	}{
		{puzzleLine(fr, st), []string{"   1 résolu, 3 échecs"}},
		{puzzleProfileLine(fr, &st), []string{"problèmes : ", " · n° 2 · 1 résolu, 3 échecs · meilleure série 4"}},
		{runLineIn(fr, 1, "alice", 7, "2026-12-07"), []string{"   7 résolus  2026-12-07"}},
		{puzzleHistoryEntryIn(fr, "2026-12-07", 1500, 1, 9), []string{"résolu"}},
		{puzzleLine(ar, st), []string{"لغز محلول", "3 محاولات فاشلة"}},
		{puzzleProfileLine(ar, &st), []string{"الألغاز: ", "أفضل سلسلة"}},
		{ar.T(txtRunRank, "Rank", 1, "Solved", solvedCount(ar, 2, "%d")), []string{"لغزان محلولان"}},
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
	err := error(saidErr{errRunTooSoon, fr.T(txtRunTooSoon)})
	if !errors.Is(err, errRunTooSoon) || !strings.Contains(err.Error(), "trop tôt") {
		t.Errorf("%v: not errRunTooSoon, or not in French", err)
	}
	if got := (*i18n.Localizer)(nil).T(txtRunTooSoon); got != errRunTooSoon.Error() {
		t.Errorf("English %q, want %q", got, errRunTooSoon.Error())
	}
}
