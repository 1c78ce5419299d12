package pdn

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// shuffleMullas plays, from a position of two mullas, a move each ply
// that captures nothing and lets the other capture nothing, until the
// game ends or n plies are played.
func shuffleMullas(t *testing.T, g *game.Game, n int) {
	t.Helper()
	for range n {
		if res, _ := g.Result(); res != game.Ongoing {
			return
		}
		p, rules := g.Position(), g.Rules()
		played := false
		for _, m := range p.LegalMoves(rules, nil) {
			if m.N != 0 || slices.ContainsFunc(p.Apply(m).LegalMoves(rules, nil), func(r game.Move) bool { return r.N != 0 }) {
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

// TestPlyLimitInTheRecord: a game drawn by the ply limit says why in its
// record, and the record reads back to the same ply.
func TestPlyLimitInTheRecord(t *testing.T) {
	start, err := game.ParsePosition("W4/5/5/5/3B1 w")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"repetition=0,no-progress=0", "majority,repetition=0,no-progress=0,removal=end"} {
		rules, err := game.ParseRules(text)
		if err != nil {
			t.Fatal(err)
		}
		g := game.NewGame(rules, start)
		shuffleMullas(t, g, game.MaxPlies+10)
		if res, why := g.Result(); res != game.Draw || why != game.PlyLimit {
			t.Fatalf("%s: after %d plies %v (%v); want a draw by the ply limit", text, g.Ply(), res, why)
		}
		pdn, err := Format(NewRecord(g))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(pdn, `[Termination "ply limit"]`) || !strings.Contains(pdn, `[Result "1/2-1/2"]`) {
			t.Fatalf("%s: the record does not say why it ended:\n%.400s", text, pdn)
		}
		recs, err := Parse(pdn)
		if err != nil || recs[0].Game.Ply() != game.MaxPlies {
			t.Fatalf("%s: the record does not read back: %v", text, err)
		}
	}
}

// TestAGameLongerThanTheLimitIsRefused: a record of more plies than
// MaxPlies does not read, strictly or leniently (which plays on after a
// draw by repetition or no progress, not after this one).
func TestAGameLongerThanTheLimitIsRefused(t *testing.T) {
	start, _ := game.ParsePosition("W4/5/5/5/3B1 w")
	rules, _ := game.ParseRules("repetition=0,no-progress=0")
	g := game.NewGame(rules, start)
	shuffleMullas(t, g, game.MaxPlies)
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
		if _, _, err := ParseWith(b.String(), Options{Strict: strict}); !errors.Is(err, game.ErrGameOver) {
			t.Errorf("a record of %d plies, strict %v: %v; want the game over", len(moves), strict, err)
		}
	}
}

// TestFENTagNeedsAStart: a record's FEN tag is read as a start, which
// needs a piece of each side.
func TestFENTagNeedsAStart(t *testing.T) {
	if _, _, err := ParseWith("[FEN \"5/5/5/2w2/5 w\"]\n*\n", Options{}); err == nil || !strings.Contains(err.Error(), "black has no piece") {
		t.Errorf("a FEN tag without black pieces: %v", err)
	}
}
