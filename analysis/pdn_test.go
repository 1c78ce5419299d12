package analysis

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// TestAnnotatedPDNRoundTrip writes the analysis of the planted table game
// as PDN and reads it back with the project's reader: the same moves,
// each mark's NAG, the comments and the better lines as variations.
func TestAnnotatedPDNRoundTrip(t *testing.T) {
	_, g, a := plantedAnalysis(t)
	rec := pdn.NewRecord(g)
	rec.SetComment(2, "a comment of the record")
	out := Annotate(rec, a)
	text, err := pdn.Format(out)
	if err != nil {
		t.Fatal(err)
	}
	recs, warnings, err := pdn.ParseWith(text, pdn.Options{})
	if err != nil || len(warnings) > 0 || len(recs) != 1 {
		t.Fatalf("reading it back: %v, warnings %v\n%s", err, warnings, text)
	}
	back := recs[0]
	if !sameMoves(back.Game, g) {
		t.Fatalf("moves read back %v, want %v", back.Game.Moves(), g.Moves())
	}
	if back.Tag(AnnotatorTag) != Annotator || !strings.Contains(back.Comment(0), a.DecisionText()) {
		t.Errorf("tag %q, first comment %q", back.Tag(AnnotatorTag), back.Comment(0))
	}
	if !strings.HasPrefix(back.Comment(2), "a comment of the record") {
		t.Errorf("the record's own comment is lost: %q", back.Comment(2))
	}
	marked := 0
	for _, mm := range a.Moves {
		ann := back.Annotation(mm.Ply)
		nag := mm.Mark.NAG()
		if nag == 0 && len(ann.NAGs) != 0 || nag != 0 && (len(ann.NAGs) != 1 || ann.NAGs[0] != nag) {
			t.Errorf("ply %d (%v): NAGs %v, want %d", mm.Ply, mm.Mark, ann.NAGs, nag)
		}
		if c := mm.Comment(); c != "" && !strings.Contains(back.Comment(mm.Ply), c) {
			t.Errorf("ply %d: comment %q, want it to hold %q", mm.Ply, back.Comment(mm.Ply), c)
		}
		if !mm.HasBetter {
			continue
		}
		marked++
		if len(ann.Variations) != 1 || !sameMoves(ann.Variations[0].Game, lineGame(g, mm)) {
			t.Errorf("ply %d: variations %v, want the better line %v", mm.Ply, ann.Variations, mm.Better.Line)
		}
	}
	if marked != 2 {
		t.Errorf("%d moves with a better line, want the two planted mistakes", marked)
	}
	if !strings.Contains(text, "$4") {
		t.Errorf("no blunder NAG in\n%s", text)
	}
}

// lineGame plays mm's better line from the position before it.
func lineGame(g *game.Game, mm MoveMark) *game.Game {
	lg := game.NewGame(g.Rules(), g.PositionAt(mm.Ply-1))
	for _, m := range mm.Better.Line {
		if lg.Play(m) != nil {
			break
		}
	}
	return lg
}

// sameMoves reports whether a and b play the same moves from the same
// start.
func sameMoves(a, b *game.Game) bool {
	am, bm := a.Moves(), b.Moves()
	if a.Start() != b.Start() || len(am) != len(bm) {
		return false
	}
	for i := range am {
		if !am[i].Same(bm[i]) {
			return false
		}
	}
	return true
}
