package match

import (
	"context"
	"fmt"

	"github.com/fetaix/fetaix/game"
)

// A match's games judged against the truth: each move is judged by the
// values, with perfect play, of the positions before and after it, as an
// Oracle knows them. A move that turns its mover's win into a draw or a
// loss, or its draw into a loss, is a value-changing error: whatever the
// opponent does after it, the mover gets less than it had. A move whose
// values the Oracle does not know well enough is left unjudged, never
// guessed.

// MoveTruth is one move judged.
type MoveTruth struct {
	Ply      int // the move's number among the game's plies, from 1
	Mover    game.Color
	Position game.Position // before the move
	Move     game.Move
	// Was and Now are the mover's value before and after the move, as
	// far as they are known
	Was, Now Bounds
}

// Lost reports whether the move is known to lose value: a win turned
// into a draw or a loss, or a draw into a loss.
func (m MoveTruth) Lost() bool { return m.Was.Lo > m.Now.Hi }

// Judged reports whether the move is known either to keep its mover's
// value or to lose some of it.
func (m MoveTruth) Judged() bool {
	return m.Lost() || m.Now.Lo >= m.Was.Hi || m.Was.Hi == lossRank
}

// String prints the move and its values: "ply 17, white: bbb1b/... w 0 9,
// d2-c3: win → draw".
func (m MoveTruth) String() string {
	return fmt.Sprintf("ply %d, %s: %s, %s: %s → %s", m.Ply, m.Mover, m.Position, m.Move, m.Was, m.Now)
}

// GameTruth is a game's moves judged, by colour.
type GameTruth struct {
	Moves, Unjudged [2]int      // the moves of each colour, and those not judged
	Errors          []MoveTruth // the moves that lost value, in order
}

// ErrorsOf returns the number of c's errors.
func (t GameTruth) ErrorsOf(c game.Color) int {
	n := 0
	for _, e := range t.Errors {
		if e.Mover == c {
			n++
		}
	}
	return n
}

// Judge judges the moves of g, played from start (nil: no proven value
// for it). The values are those of the positions alone, their history
// not counted, but for the last move's when it ended the game: then the
// game's result (a third repetition's draw is the draw it made). The
// values known of each position are narrowed by the game's own moves
// (a position is worth at least what its mover's move kept, and at most
// what the mover had before) and kept by the Oracle.
func (o *Oracle) Judge(ctx context.Context, g *game.Game, start *Start) (GameTruth, error) {
	var t GameTruth
	n := g.Ply()
	vals := make([]Bounds, n+1) // for the side to move of each position
	for i := range vals {
		var err error
		if vals[i], err = o.Value(ctx, g.PositionAt(i)); err != nil {
			return t, err
		}
	}
	if start != nil && start.Value != Unproven {
		v := [...]int8{Won: winRank, Drawn: drawRank, Lost: lossRank}[start.Value]
		if g.Start().SideToMove() != start.Better {
			v = -v
		}
		var ok bool
		if vals[0], ok = vals[0].meet(exactly(v)); !ok {
			return t, fmt.Errorf("%s: proven %s for the better side, but its value is %s for the side to move", g.Start(), start.Value, vals[0])
		}
	}
	if err := narrowAlong(vals); err != nil {
		return t, fmt.Errorf("%s: %w", g.Start(), err)
	}
	for i, b := range vals {
		o.narrow(g.PositionAt(i), b)
	}
	last := vals[n].flip() // the last move's value for its mover
	if res, _ := g.Result(); res != game.Ongoing && n > 0 {
		last = exactly(drawRank)
		if w := g.PositionAt(n - 1).SideToMove(); res != game.Draw {
			last = exactly(lossRank)
			if res == game.WinFor(w) {
				last = exactly(winRank)
			}
		}
	}
	for k, m := range g.Moves() {
		p := g.PositionAt(k)
		mt := MoveTruth{Ply: k + 1, Mover: p.SideToMove(), Position: p, Move: m, Was: vals[k], Now: vals[k+1].flip()}
		if k == n-1 {
			mt.Now = last
		}
		t.Moves[mt.Mover]++
		switch {
		case mt.Lost():
			t.Errors = append(t.Errors, mt)
		case !mt.Judged():
			t.Unjudged[mt.Mover]++
		}
	}
	return t, nil
}

// narrowAlong narrows the values of a game's positions (each for its side
// to move) by its moves: a position is worth to its mover at least what
// the position after its move is (v(P) ≥ -v(Q)), and the position after
// is worth to the other side at least what the mover's is not (v(Q) ≥
// -v(P)). Bounds that then contradict each other are an error: a source
// is wrong.
func narrowAlong(vals []Bounds) error {
	for k := len(vals) - 2; k >= 0; k-- {
		vals[k].Lo = max(vals[k].Lo, -vals[k+1].Hi)
	}
	for k := 1; k < len(vals); k++ {
		vals[k].Lo = max(vals[k].Lo, -vals[k-1].Hi)
	}
	for k, b := range vals {
		if b.Lo > b.Hi {
			return fmt.Errorf("ply %d: the values known contradict each other", k)
		}
	}
	return nil
}
