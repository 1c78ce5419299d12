package match

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// playedGame is the game of those moves from the position text.
func playedGame(t *testing.T, from string, moves ...string) *game.Game {
	t.Helper()
	p, err := game.ParseStart(from)
	if err != nil {
		t.Fatal(err)
	}
	g := game.NewGame(game.DefaultRules(), p)
	for _, m := range moves {
		if _, err := g.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return g
}

// TestJudgeFindsTheLosingMoves: over 3-piece tables, with a proof search
// for the 4-piece positions, each move that throws away a win or a draw
// is judged one error, of its mover, with the values before and after;
// the moves that keep their value are judged and not errors.
func TestJudgeFindsTheLosingMoves(t *testing.T) {
	o := &Oracle{Rules: game.DefaultRules(), Tables: proveTables(t), Nodes: 60000}
	for _, c := range []struct {
		from  string
		moves []string
		want  []string // the errors
	}{
		// White wins, b2-a2 draws; Black draws, a5-b4 loses
		{"b3b/5/5/1w1w1/5 w 0 10", []string{"b2-a2", "a5-b4"}, []string{
			"ply 1, white: b3b/5/5/1w1w1/5 w 0 10, b2-a2: win → draw",
			"ply 2, black: b3b/5/5/w2w1/5 b 0 10, a5-b4: draw → loss"}},
		// White wins and keeps the win; Black, lost, can lose no more
		{"b3b/5/5/1w1w1/5 w 0 10", []string{"b2-b3", "a5-a4"}, nil},
		// a draw, d1-d4 loses it; Black's capture keeps its win
		{"B3B/5/5/5/3WW w 1 10", []string{"d1-d4", "e5xc3"}, []string{
			"ply 1, white: B3B/5/5/5/3WW w 1 10, d1-d4: draw → loss"}},
	} {
		g := playedGame(t, c.from, c.moves...)
		got, err := o.Judge(context.Background(), g, nil)
		if err != nil {
			t.Fatal(err)
		}
		var errs []string
		for _, e := range got.Errors {
			errs = append(errs, e.String())
		}
		if strings.Join(errs, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s %v: errors\n%s\nwant\n%s", c.from, c.moves, strings.Join(errs, "\n"), strings.Join(c.want, "\n"))
		}
		if got.Moves != [2]int{1, 1} || got.Unjudged != [2]int{} {
			t.Errorf("%s %v: %v moves, %v unjudged; want 1 each, all judged", c.from, c.moves, got.Moves, got.Unjudged)
		}
	}
	if o.Figures.BySearch == 0 || o.Figures.ByTables == 0 {
		t.Errorf("figures %+v: want values from the search and from the tables", o.Figures)
	}
}

// TestJudgeWithoutSearch: with no proof search, the 4-piece positions
// stay open and their moves unjudged, but the tables after a capture and
// a start's proven value still judge what they decide; a proven value
// that the search contradicts is an error.
func TestJudgeWithoutSearch(t *testing.T) {
	o := &Oracle{Rules: game.DefaultRules(), Tables: proveTables(t)}
	g := playedGame(t, "B3B/5/5/5/3WW w 1 10", "d1-d4", "e5xc3")
	got, err := o.Judge(context.Background(), g, nil)
	if err != nil {
		t.Fatal(err)
	}
	// d1-d4: before and after open; e5xc3: after a 3-piece loss for
	// White, so before a win for Black (the move shows it): judged
	if len(got.Errors) != 0 || got.Unjudged != [2]int{1, 0} {
		t.Errorf("no search: %v errors, %v unjudged; want none, and White's move unjudged", got.Errors, got.Unjudged)
	}
	start := &Start{Better: game.White, Value: Drawn}
	got, err = (&Oracle{Rules: game.DefaultRules(), Tables: proveTables(t)}).Judge(context.Background(), g, start)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Errors) != 1 || got.Errors[0].String() != "ply 1, white: B3B/5/5/5/3WW w 1 10, d1-d4: draw → loss" || got.Unjudged != [2]int{} {
		t.Errorf("a proven draw: errors %v, %v unjudged; want White's d1-d4 judged an error, nothing unjudged", got.Errors, got.Unjudged)
	}
	// a start wrongly said drawn: the values contradict each other
	wrong := &Start{Better: game.Black, Value: Drawn}
	if _, err := (&Oracle{Rules: game.DefaultRules(), Tables: proveTables(t), Nodes: 60000}).Judge(context.Background(), playedGame(t, "b3b/5/5/1w1w1/5 w 0 10", "b2-b3"), wrong); err == nil {
		t.Error("a start proven drawn that the search proves won: no error")
	}
}

// TestNarrowAlong: a move into a position lost for the opponent shows the
// position before it won; a position lost for its mover shows the next
// won for the other side; values that cannot both hold are an error.
func TestNarrowAlong(t *testing.T) {
	vals := []Bounds{openBounds, exactly(lossRank), openBounds}
	if err := narrowAlong(vals); err != nil {
		t.Fatal(err)
	}
	if want := []Bounds{exactly(winRank), exactly(lossRank), exactly(winRank)}; !slices.Equal(vals, want) {
		t.Errorf("got %v, want %v", vals, want)
	}
	vals = []Bounds{exactly(drawRank), openBounds, exactly(winRank)}
	if err := narrowAlong(vals); err != nil {
		t.Fatal(err)
	}
	if want := []Bounds{exactly(drawRank), {drawRank, winRank}, exactly(winRank)}; !slices.Equal(vals, want) {
		t.Errorf("got %v, want %v", vals, want)
	}
	if err := narrowAlong([]Bounds{exactly(drawRank), exactly(lossRank)}); err == nil {
		t.Error("a draw before a move into the opponent's loss: no error")
	}
}

// TestTruthTallyUnexplained: a proven win drawn by its better side, or a
// proven draw lost, with no error judged against that side is counted
// unexplained; with an error of that side's, it is explained.
func TestTruthTallyUnexplained(t *testing.T) {
	won := &Start{Better: game.White, Value: Won}
	drawn := &Start{Better: game.White, Value: Drawn}
	errOf := func(c game.Color) []MoveTruth {
		return []MoveTruth{{Mover: c, Was: exactly(winRank), Now: exactly(drawRank)}}
	}
	var tt TruthTally
	for _, g := range []Game{
		{A: game.White, Start: won, Result: game.Draw, Truth: &GameTruth{}},                                          // A: unexplained
		{A: game.Black, Start: won, Result: game.Draw, Truth: &GameTruth{Errors: errOf(game.White)}},                 // B: explained
		{A: game.White, Start: won, Result: game.WinFor(game.White), Truth: &GameTruth{}},                            // kept
		{A: game.Black, Start: drawn, Result: game.WinFor(game.White), Truth: &GameTruth{}},                          // A, Black, lost a draw: unexplained
		{A: game.White, Start: drawn, Result: game.WinFor(game.Black), Truth: &GameTruth{Errors: errOf(game.Black)}}, // A lost with Black's error only: unexplained
	} {
		tt.add(g)
	}
	if tt.A.Unexplained != 3 || tt.B.Unexplained != 0 || tt.Games != 5 {
		t.Errorf("unexplained A %d, B %d in %d games; want 3, 0 in 5", tt.A.Unexplained, tt.B.Unexplained, tt.Games)
	}
}
