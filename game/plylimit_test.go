package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
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
		pdn, err := FormatPDN(NewRecord(g))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(pdn, `[Termination "ply limit"]`) || !strings.Contains(pdn, `[Result "1/2-1/2"]`) {
			t.Fatalf("%s: the record does not say why it ended:\n%.400s", text, pdn)
		}
		recs, err := ParsePDN(pdn)
		if err != nil || recs[0].Game.Ply() != MaxPlies {
			t.Fatalf("%s: the record does not read back: %v", text, err)
		}
	}
	g := NewGame(DefaultRules(), start)
	shuffleMullas(t, g, MaxPlies)
	if _, why := g.Result(); why == PlyLimit || g.Ply() >= MaxPlies {
		t.Fatalf("the defaults' game reached the ply limit (%v after %d plies)", why, g.Ply())
	}
}

// TestAGameLongerThanTheLimitIsRefused: a record of more plies than
// MaxPlies does not read, strictly or leniently (which plays on after a
// draw by repetition or no progress, not after this one).
func TestAGameLongerThanTheLimitIsRefused(t *testing.T) {
	start, _ := ParsePosition("W4/5/5/5/3B1 w")
	rules, _ := ParseRules("repetition=0,no-progress=0")
	g := NewGame(rules, start)
	shuffleMullas(t, g, MaxPlies)
	moves := append(g.Moves(), g.Position().LegalMoves(rules, nil)[0])
	var b strings.Builder
	b.WriteString("[Rules \"repetition=0,no-progress=0\"]\n[FEN \"W4/5/5/5/3B1 w 0 1\"]\n\n")
	for i, m := range moves {
		if i%2 == 0 {
			fmt.Fprintf(&b, "%d. ", i/2+1)
		}
		b.WriteString(m.String() + " ")
	}
	b.WriteString("*\n")
	for _, strict := range []bool{true, false} {
		if _, _, err := ParsePDNWith(b.String(), PDNOptions{Strict: strict}); !errors.Is(err, ErrGameOver) {
			t.Errorf("a record of %d plies, strict %v: %v; want the game over", len(moves), strict, err)
		}
	}
}
