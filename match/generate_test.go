package match

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// TestCriteriaJudge: a quiet position a search scores clearly better for
// one side is kept with that side as the better one; an even one, one
// with a capture pending, one after a quiet mulla move, one with too few
// pieces and one far beyond the range are not; with Positional, neither
// is one where the better side leads in material.
func TestCriteriaJudge(t *testing.T) {
	c := Criteria{Depth: 6, MinScore: 150, MaxScore: 400, MinPieces: 7}
	e := ai.New(1)
	for _, tc := range []struct {
		pos    string
		ok     bool
		better game.Color
	}{
		{"2b1b/2b2/w3w/3w1/1w3 w 0 19", true, game.White}, // five men against three
		{"2b1b/2b2/w3w/3w1/1w3 b 0 19", true, game.White}, // the same, Black to move
		{"2b1b/2b2/w3w/3w1/1w3 w 3 19", false, 0},         // after quiet moves
		{"bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 1", false, 0}, // even
		{"2b1b/2b2/w2bw/3w1/1w3 w 0 19", false, 0},        // d3 takes c3
		{"5/2b2/w3w/3w1/1w3 w 0 19", false, 0},            // six pieces
		{"WW1W1/5/5/b1w1b/w4 w 0 30", false, 0},           // far beyond the range
	} {
		c.Positional = false
		p, err := game.ParsePosition(tc.pos)
		if err != nil {
			t.Fatal(err)
		}
		s, ok := c.Judge(context.Background(), e, game.NewGame(game.DefaultRules(), p))
		if ok != tc.ok || (ok && (s.Better != tc.better || s.Position != p || s.Note == "")) {
			t.Errorf("%s: judged %v %+v, want %v (better %s)", tc.pos, ok, s, tc.ok, tc.better)
		}
		if tc.ok {
			// five men against three: a lead in material
			c.Positional = true
			if _, ok := c.Judge(context.Background(), e, game.NewGame(game.DefaultRules(), p)); ok {
				t.Errorf("%s: kept as positional", tc.pos)
			}
		}
	}
}

// TestGeneratorDeterministic: the generator's starts meet its criteria,
// and the same seed gives the same starts while another gives others.
func TestGeneratorDeterministic(t *testing.T) {
	gen := Generator{Rules: game.DefaultRules(), Seed: 7, Count: 2, Margin: 80, MinPly: 8, MaxPly: 20,
		Criteria: Criteria{Depth: 5, MinScore: 150, MaxScore: 400, MinPieces: 7}}
	first, err := gen.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := gen.Run(context.Background(), nil)
	gen.Seed = 8
	other, _ := gen.Run(context.Background(), nil)
	if len(first) != 2 || len(again) != 2 {
		t.Fatalf("%d and %d starts, want 2", len(first), len(again))
	}
	for i := range first {
		if first[i] != again[i] {
			t.Errorf("start %d: %s, then %s", i+1, first[i], again[i])
		}
		if first[i] == other[i] {
			t.Errorf("start %d: seeds 7 and 8 both give %s", i+1, first[i])
		}
		p := first[i].Position
		if p.NoProgress() != 0 || p.Count(game.White)+p.Count(game.Black) < 7 {
			t.Errorf("start %d: %s", i+1, first[i])
		}
	}
}
