package match

import (
	"context"
	"fmt"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
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

// TestGeneratorHard: with Hard, the generator keeps, among the starts it
// makes without, exactly those that the engine playing itself at Hard
// fails to convert at least once in two games, and says in each note
// how many it converted; with Defender too, those the better side at
// Hard fails to win in one game against the defender at Defender. Its
// games make it a long check.
func TestGeneratorHard(t *testing.T) {
	longtest.Skip(t, "plays the Hard filter's games")
	gen := Generator{Rules: game.DefaultRules(), Seed: 7, Count: 60, Margin: 80, MinPly: 8, MaxPly: 20,
		Criteria: Criteria{Depth: 5, MinScore: 150, MaxScore: 400, MinPieces: 7}}
	plain, err := gen.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		hard, defender ai.Limits
		games          int
		note           string
	}{
		{ai.Limits{Depth: 3}, ai.Limits{}, 2, "at depth 3"},
		{ai.Limits{Depth: 3}, ai.Limits{Depth: 4}, 1, "at depth 3 against depth 4"},
	} {
		gen.Hard, gen.Defender, gen.Count = tc.hard, tc.defender, 2
		checkHard(t, gen, plain, tc.games, tc.note)
	}
}

// checkHard checks that gen's starts are those of plain (gen's without
// the filter) that the better side fails to win in some of its games
// (Hard against Hard, or Hard against Defender), with notes saying
// "converted N/games " then note.
func checkHard(t *testing.T, gen Generator, plain []Start, games int, note string) {
	t.Helper()
	hard, err := gen.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	// converted is how often the better side wins the games of s.
	converted := func(s Start) int {
		player := func(l ai.Limits) *Player {
			return &Player{Player: ai.Player{Engine: ai.New(1), Limits: l}}
		}
		b := player(gen.Hard)
		if games == 1 {
			b = player(gen.Defender)
		}
		c := Config{A: player(gen.Hard), B: b, Games: games, Rules: gen.Rules, Seed: gen.Seed, MaxPlies: hardMaxPlies, Starts: []Start{s}}
		tally, _, err := Run(context.Background(), c, nil)
		if err != nil {
			t.Fatal(err)
		}
		return tally.AsBetter.Wins + tally.AsDefender.Losses
	}
	rejected, i := 0, 0
	for _, s := range plain {
		if i == len(hard) {
			break
		}
		h := hard[i]
		if h.Position != s.Position || h.Better != s.Better {
			if n := converted(s); n != games {
				t.Errorf("%s: converted %d/%d but left out", s, n, games)
			}
			rejected++
			continue
		}
		n := converted(s)
		if want := fmt.Sprintf("%s, converted %d/%d %s", s.Note, n, games, note); n == games || h.Note != want {
			t.Errorf("kept %s: converted %d/%d, note %q want %q", h, n, games, h.Note, want)
		}
		i++
	}
	if i != len(hard) {
		t.Fatalf("kept %d starts, %d of them among the first %d without the filter", len(hard), i, len(plain))
	}
	if rejected == 0 {
		t.Errorf("%s: the filter left none out: the test shows nothing", note)
	}
}

// TestGeneratorResumes: a run given an earlier run's progress (its first
// start and the walks it had tried then) makes the same starts as a run
// from nothing, trying no walk twice.
func TestGeneratorResumes(t *testing.T) {
	gen := Generator{Rules: game.DefaultRules(), Seed: 7, Count: 3, Margin: 80, MinPly: 8, MaxPly: 20,
		Criteria: Criteria{Depth: 5, MinScore: 150, MaxScore: 400, MinPieces: 7}}
	var walks []int
	whole, err := gen.Run(context.Background(), func(_ Start, w int) { walks = append(walks, w) })
	if err != nil || len(whole) != 3 {
		t.Fatalf("%d starts, error %v", len(whole), err)
	}
	gen.From = Progress{Starts: whole[:1], Walks: walks[0]}
	var again []int
	resumed, err := gen.Run(context.Background(), func(_ Start, w int) { again = append(again, w) })
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(resumed) != fmt.Sprint(whole) || fmt.Sprint(again) != fmt.Sprint(walks[1:]) {
		t.Errorf("resumed after walk %d: %v at walks %v, want %v at %v", walks[0], resumed, again, whole, walks[1:])
	}
}
