package puzzle

import (
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// checkLine fails unless line is legal in turn from p under r and at
// most ExplainPlies long.
func checkLine(t *testing.T, r game.Rules, p game.Position, line []game.Move) {
	t.Helper()
	if len(line) > ExplainPlies {
		t.Errorf("a line of %d plies, want at most %d", len(line), ExplainPlies)
	}
	for i, m := range line {
		if !isLegal(r, p, m) {
			t.Fatalf("move %d %s of the line is not legal in %s", i+1, m, p)
		}
		p = p.Apply(m)
	}
}

// wrongMoves returns the legal moves of p other than want.
func wrongMoves(r game.Rules, p game.Position, want game.Move) []game.Move {
	var out []game.Move
	for _, m := range p.LegalMoves(r, nil) {
		if !m.Same(want) {
			out = append(out, m)
		}
	}
	return out
}

// TestExplainByTables: where the tables cover the position after a
// wrong move, Explain gives the tables' exact value for the defender (a
// win after a wrong move of a draw puzzle; a draw or a win after one of
// a win puzzle, both seen) and their best line, legal from there, the
// defender's move first, which keeps that value at its first move.
func TestExplainByTables(t *testing.T) {
	set := testSet(t)
	r := set.Rules()
	pzs := append([]Puzzle{{Position: "5/b2b1/5/W4/5 b 0 1", Solution: []string{"a4-b4", "a2-a3", "d4-e3"}, Goal: GoalDraw, Source: SourceTable}},
		generated(t, 40, 5)...)
	seen := map[string]bool{}
	for _, pz := range pzs {
		p, _ := pz.Start()
		line, err := pz.Line(r)
		if err != nil {
			t.Fatal(err)
		}
		for _, wrong := range wrongMoves(r, p, line[0]) {
			after := p.Apply(wrong)
			v, err := set.Probe(after)
			if err != nil {
				t.Fatal(err)
			}
			ex := Explain(r, set, p, wrong, pz.Goal)
			if ex.By != ExplainedByTables || ex.Value != v.Outcome || ex.AtLeast || ex.Defender != after.SideToMove() {
				t.Fatalf("%s after %s: %+v, want the tables' %v for %v", pz.Position, wrong, ex, v.Outcome, after.SideToMove())
			}
			if pz.Goal == GoalWin && v.Outcome == tables.Loss || pz.Goal == GoalDraw && v.Outcome != tables.Win {
				t.Fatalf("%s: %s keeps the %s, the puzzle says it does not", pz.Position, wrong, pz.Goal)
			}
			checkLine(t, r, after, ex.Line)
			if v.Outcome != tables.Loss && after.CountMoves(r, nil) > 0 {
				if len(ex.Line) == 0 {
					t.Fatalf("%s after %s: no line", pz.Position, wrong)
				}
				if keeps, err := Keeps(set, after, ex.Line[0], v.Outcome); err != nil || !keeps {
					t.Errorf("%s after %s: the line's %s lets the defender's %v go", pz.Position, wrong, ex.Line[0], v.Outcome)
				}
			}
			seen[pz.Goal+" "+v.Outcome.String()] = true
		}
	}
	for _, want := range []string{"draw win", "win draw", "win win"} {
		if !seen[want] {
			t.Errorf("no %s puzzle whose wrong move gives the defender a %s among those tried: %v", want[:4], want[4:], seen)
		}
	}
}

// TestExplainByProof: where the tables do not cover the position after
// the wrong move (a 4-piece puzzle, 3-piece tables; or no tables), the
// value is the proof's (a win puzzle's defender does not lose) and the
// line the engine's, legal, short, found within the engine's time.
func TestExplainByProof(t *testing.T) {
	set := testSet(t)
	r := set.Rules()
	pz := Puzzle{Position: "1W3/5/3bB/5/w4 b 0 1", Solution: []string{"d3-d2", "a1-b1", "e3-e5"}, Goal: GoalWin, Source: SourceTable}
	p, _ := pz.Start()
	wrong, err := game.ParseMove(p, r, "d3-c3")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []*tables.Set{set, nil} {
		start := time.Now()
		ex := Explain(r, s, p, wrong, pz.Goal)
		if took := time.Since(start); took > 10*ExplainEngineTime {
			t.Errorf("Explain took %v", took)
		}
		if ex.By != ExplainedByProof || ex.Value != tables.Draw || !ex.AtLeast || ex.Defender != game.White {
			t.Fatalf("tables %v: %+v, want White at least a draw by the proof", s != nil, ex)
		}
		if len(ex.Line) == 0 {
			t.Fatal("no engine line")
		}
		checkLine(t, r, p.Apply(wrong), ex.Line)
	}
	draw := Explain(r, nil, p, wrong, GoalDraw)
	if draw.Value != tables.Win || draw.AtLeast {
		t.Errorf("a draw puzzle's wrong move: %+v, want the defender's win", draw)
	}
}
