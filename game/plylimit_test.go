package game

import (
	"errors"
	"slices"
	"testing"
)

// shuffleMullas plays, from a position of two mullas, a move each ply
// that captures nothing and lets the other capture nothing, until the
// game ends or n plies are played.
func shuffleMullas(t *testing.T, g *Game, n int) {
	t.Helper()
	for range n {
		if res, _ := g.Result(); res != Ongoing {
			return
		}
		p, rules := g.Position(), g.Rules()
		played := false
		for _, m := range p.LegalMoves(rules, nil) {
			if m.N != 0 || slices.ContainsFunc(p.Apply(m).LegalMoves(rules, nil), func(r Move) bool { return r.N != 0 }) {
				continue
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			played = true
			break
		}
		if !played {
			t.Fatalf("no quiet move in %v", p)
		}
	}
}

// TestPlyLimitDrawsEveryRuleSet: without the repetition and no-progress
// draws, two mullas shuffling would play for ever; the game is a draw
// after MaxPlies plies, the next move is refused, and the record says
// why; a game with the defaults is drawn long before.
func TestPlyLimitDrawsEveryRuleSet(t *testing.T) {
	start, err := ParsePosition("W4/5/5/5/3B1 w")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"repetition=0,no-progress=0", "majority,repetition=0,no-progress=0,removal=end"} {
		rules, err := ParseRules(text)
		if err != nil {
			t.Fatal(err)
		}
		g := NewGame(rules, start)
		shuffleMullas(t, g, MaxPlies+10)
		if res, why := g.Result(); res != Draw || why != PlyLimit || g.Ply() != MaxPlies {
			t.Fatalf("%s: after %d plies %v (%v); want a draw by the ply limit at %d", text, g.Ply(), res, why, MaxPlies)
		}
		if err := g.Play(g.Position().LegalMoves(rules, nil)[0]); !errors.Is(err, ErrGameOver) {
			t.Fatalf("%s: a move past the limit: %v", text, err)
		}
	}
	g := NewGame(DefaultRules(), start)
	shuffleMullas(t, g, MaxPlies)
	if _, why := g.Result(); why == PlyLimit || g.Ply() >= MaxPlies {
		t.Fatalf("the defaults' game reached the ply limit (%v after %d plies)", why, g.Ply())
	}
}
