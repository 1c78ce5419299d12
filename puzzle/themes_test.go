package puzzle

import (
	"slices"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
)

// themeCase is a hand-made line: a position (the rules page's text), the
// line's moves and the goal.
type themeCase struct {
	position, line, goal string
}

// themesOf returns Themes of tc under the default rules.
func themesOf(t *testing.T, tc themeCase) []string {
	t.Helper()
	r := game.DefaultRules()
	p, err := game.ParsePosition(tc.position)
	if err != nil {
		t.Fatal(err)
	}
	var line []game.Move
	q := p
	for _, text := range strings.Fields(tc.line) {
		m, err := game.ParseMove(q, r, text)
		if err != nil {
			t.Fatalf("%s: %v", tc.position, err)
		}
		line = append(line, m)
		q = q.Apply(m)
	}
	return Themes(r, p, line, tc.goal)
}

// TestThemesOnHandMadeLines: each theme is found in a line that has it
// and not in lines that lack it (each a near miss: the same motif but
// one step short).
func TestThemesOnHandMadeLines(t *testing.T) {
	for _, tc := range []struct {
		theme   string
		with    []themeCase
		without []themeCase
	}{
		{ThemeChain,
			// a1 takes a2 and a4
			[]themeCase{{"5/b4/5/b4/w4 w", "a1xa3xa5", GoalWin}},
			// one piece taken
			[]themeCase{{"b4/b4/5/b4/w4 w", "a1xa3", GoalWin}}},
		{ThemeSacrifice,
			// b1-b2 gives the man to b3xb1, which must take it, then the
			// mulla takes back; the same as the line's last move; a
			// mulla's capture of a man that gives the mulla to a4xa2
			[]themeCase{{"5/5/1b3/5/1w2W w", "b1-b2 b3xb1 e1xa1", GoalWin}, {"5/5/1b3/5/1w2W w", "b1-b2", GoalWin}, {"b4/b4/5/b4/W4 w", "a1xa3", GoalWin}},
			// a man for a man (a4xa2 must reply), as the line's last
			// move and within it; a step that gives nothing; a capture
			// of the last piece
			[]themeCase{{"b4/b4/5/b4/w4 w", "a1xa3", GoalWin}, {"b4/b4/5/b4/w3W w", "a1xa3 a4xa2 e1-e2", GoalWin}, {"5/5/1b3/5/1w2W w", "b1-c1", GoalWin}, {"5/5/5/b4/w4 w", "a1xa3", GoalWin}}},
		{ThemePromotion,
			[]themeCase{{"5/2w2/5/5/B4 w", "c4-c5", GoalWin}, {"5/b4/5/b4/w4 w", "a1xa3xa5", GoalWin}},
			// a sideways step; a mulla that reaches the far rank
			[]themeCase{{"5/2w2/5/5/B4 w", "c4-b4", GoalWin}, {"5/2W2/5/5/B4 w", "c4-c5", GoalWin}}},
		{ThemeMulla,
			// from afar (a2 over b2 c2 to d2), landing far beyond (a2 over
			// b2 to d2), and a mulla's long take-back
			[]themeCase{{"5/5/5/W2b1/5 w", "a2xe2", GoalWin}, {"5/5/5/Wb3/5 w", "a2xd2", GoalWin}, {"5/5/1b3/5/1w2W w", "b1-b2 b3xb1 e1xa1", GoalWin}},
			// the mulla next to the piece, landing next to it; a man's capture
			[]themeCase{{"5/5/5/Wb3/5 w", "a2xc2", GoalWin}, {"5/5/5/2Wb1/5 w", "c2xe2", GoalWin}, {"5/b4/5/b4/w4 w", "a1xa3xa5", GoalWin}}},
		{ThemeBlocking,
			// b1-b2 leaves Black's a2 no move
			[]themeCase{{"5/5/w4/b1w2/ww3 w", "b1-b2", GoalWin}},
			// c2-c3 leaves it b2; taking Black's last piece is no block
			[]themeCase{{"5/5/w4/b1w2/ww3 w", "c2-c3", GoalWin}, {"5/5/5/b4/w4 w", "a1xa3", GoalWin}}},
		{ThemeQuiet,
			[]themeCase{{"5/5/w4/b1w2/ww3 w", "b1-b2", GoalWin}, {"5/5/1b3/5/1w2W w", "b1-b2 b3xb1 e1xa1", GoalWin}},
			// captures only; a step that is the only legal move
			[]themeCase{{"5/b4/5/b4/w4 w", "a1xa3xa5", GoalWin}, {"5/2bbw/5/5/5 w", "e4-e5", GoalWin}}},
		{ThemeSaveDraw,
			[]themeCase{{"5/5/w4/b1w2/ww3 w", "b1-b2", GoalDraw}},
			[]themeCase{{"5/5/w4/b1w2/ww3 w", "b1-b2", GoalWin}}},
		{ThemeEndgame,
			// three pieces, a win in two moves
			[]themeCase{{"5/5/1b3/5/1w2W w", "b1-b2 b3xb1 e1xa1", GoalWin}},
			// the draw; a win in one move with a theme of its own; the
			// same line among seven pieces
			[]themeCase{{"5/5/1b3/5/1w2W w", "b1-b2 b3xb1 e1xa1", GoalDraw}, {"5/b4/5/b4/w4 w", "a1xa3xa5", GoalWin}, {"3bb/5/1b3/3ww/1w2W w", "b1-b2 b3xb1 e1xa1", GoalWin}}},
	} {
		for _, c := range tc.with {
			if got := themesOf(t, c); !slices.Contains(got, tc.theme) {
				t.Errorf("%s %s (%s): themes %v, want %s", c.position, c.line, c.goal, got, tc.theme)
			}
		}
		for _, c := range tc.without {
			if got := themesOf(t, c); slices.Contains(got, tc.theme) {
				t.Errorf("%s %s (%s): themes %v, want no %s", c.position, c.line, c.goal, got, tc.theme)
			}
		}
	}
}

// TestThemesWhole: a line's themes are exactly those it has, in
// AllThemes' order.
func TestThemesWhole(t *testing.T) {
	for _, tc := range []struct {
		c    themeCase
		want []string
	}{
		{themeCase{"5/5/1b3/5/1w2W w", "b1-b2 b3xb1 e1xa1", GoalWin}, []string{ThemeSacrifice, ThemeMulla, ThemeQuiet, ThemeEndgame}},
		{themeCase{"5/b4/5/b4/w4 w", "a1xa3xa5", GoalDraw}, []string{ThemeChain, ThemePromotion, ThemeSaveDraw}},
		{themeCase{"5/5/w4/b1w2/ww3 w", "b1-b2", GoalWin}, []string{ThemeBlocking, ThemeQuiet}},
	} {
		if got := themesOf(t, tc.c); !slices.Equal(got, tc.want) {
			t.Errorf("%s %s: themes %v, want %v", tc.c.position, tc.c.line, got, tc.want)
		}
	}
}

// TestThemesFallBack: a line with none of the themes' motifs still gets
// one: endgame up to six pieces; beyond, mulla when the solver's mulla
// plays, else endgame.
func TestThemesFallBack(t *testing.T) {
	for _, tc := range []struct {
		c    themeCase
		want string
	}{
		{themeCase{"b4/b4/5/b4/w4 w", "a1xa3", GoalWin}, ThemeEndgame},     // 4 pieces, a man takes one
		{themeCase{"bbb2/5/5/2wb1/ww3 w", "c2xe2", GoalWin}, ThemeEndgame}, // 7 pieces, a man takes one
		{themeCase{"bbb2/5/5/2Wb1/ww3 w", "c2xe2", GoalWin}, ThemeMulla},   // 7 pieces, a mulla takes one next to it
	} {
		if got := themesOf(t, tc.c); !slices.Equal(got, []string{tc.want}) {
			t.Errorf("%s %s: themes %v, want [%s]", tc.c.position, tc.c.line, got, tc.want)
		}
	}
}

// TestGeneratedPuzzlesHaveThemes: every puzzle Generate makes from the
// tables of up to 4 pieces has at least one theme, each a known one, no
// theme twice, in AllThemes' order; the themes are what Themes finds of
// its line; and the set shows more than a few themes.
func TestGeneratedPuzzlesHaveThemes(t *testing.T) {
	set, err := testtables.Default(checkedPieces)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	err = Generate(t.Context(), set, Options{Count: 300, MinPieces: 3, Seed: 12}, func(pz Puzzle) error {
		if len(pz.Themes) == 0 {
			t.Errorf("%s: no theme", pz.Position)
		}
		last := -1
		for _, th := range pz.Themes {
			i := slices.Index(AllThemes, th)
			if i <= last {
				t.Errorf("%s: themes %v: unknown, repeated or out of order", pz.Position, pz.Themes)
			}
			last = i
			seen[th]++
		}
		line, err := pz.Line(set.Rules())
		if err != nil {
			t.Fatal(err)
		}
		p, _ := pz.Start()
		if want := Themes(set.Rules(), p, line, pz.Goal); !slices.Equal(pz.Themes, want) {
			t.Errorf("%s: themes %v, Themes says %v", pz.Position, pz.Themes, want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) < 5 {
		t.Errorf("themes %v: want at least 5 of the %d", seen, len(AllThemes))
	}
	t.Logf("themes of 300 puzzles: %v", seen)
}
