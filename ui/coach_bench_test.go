package ui

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
)

// BenchmarkCoachLook is the coach's look at one move (coachJudge, as its
// Cmd runs it), the proofs' book read beforehand: d2-c3 from the start,
// which the book proves to lose, and a capture of a six-piece position
// without the tables, which the coach lets pass.
func BenchmarkCoachLook(b *testing.B) {
	r := game.DefaultRules()
	if err := ai.PreloadBookRules(r); err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct{ name, pos, move string }{
		{"start-d2c3", game.StartPosition().String(), "d2-c3"},
		{"six-pieces", "5/b4/1b1b1/2b2/w1w2 w", "c1xc3xa3xa5"},
	} {
		p, err := game.ParsePosition(c.pos)
		if err != nil {
			b.Fatal(err)
		}
		mv, err := game.ParseMove(p, r, c.move)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				x := explore.New(explore.Options{Book: ai.DefaultBook(), NoLines: true})
				if f := coachJudge(context.Background(), x, p, r, mv); (f != nil) != (c.name == "start-d2c3") {
					b.Fatalf("flag %+v", f)
				}
			}
		})
	}
}
