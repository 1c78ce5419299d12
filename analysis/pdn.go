package analysis

import (
	"slices"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// AnnotatorTag names the analysis in an annotated record's Annotator tag.
const AnnotatorTag = "Annotator"

// Annotator is the Annotator tag's value of an annotated record.
const Annotator = "fetaix analyse"

// Annotate returns a copy of rec, the record of a's game, with the
// analysis written in: each mistake's NAG (Mark.NAG) and a comment after
// it saying the mark, what the move played gives and the better move with
// its value, the better move's line as a variation, a comment on the move
// that decided the game, the headline (Analysis.Headline) before the
// first move, and an Annotator tag. What rec already says (its comments,
// marks, NAGs and variations) is kept, the analysis's added after it.
func Annotate(rec *pdn.Record, a *Analysis) *pdn.Record {
	out := *rec
	out.Tags = slices.Clone(rec.Tags)
	out.Comments = slices.Clone(rec.Comments)
	out.Annotations = slices.Clone(rec.Annotations)
	out.SetTag(AnnotatorTag, Annotator)
	addComment(&out, 0, a.Headline())
	g := a.Game
	for _, mm := range a.Moves {
		ann := out.Annotation(mm.Ply)
		if nag := mm.Mark.NAG(); nag != 0 && !slices.Contains(ann.NAGs, nag) {
			ann.NAGs = append(slices.Clone(ann.NAGs), nag)
		}
		if mm.HasBetter && len(mm.Better.Line) > 0 {
			if v := lineVariation(g.Rules(), g.PositionAt(mm.Ply-1), mm.Better); v != nil {
				ann.Variations = append(slices.Clone(ann.Variations), v)
			}
		}
		if !ann.IsZero() {
			out.SetAnnotation(mm.Ply, ann)
		}
		addComment(&out, mm.Ply, mm.Comment())
		if a.Decided.Ply == mm.Ply {
			addComment(&out, mm.Ply, a.DecisionText())
		}
	}
	return &out
}

// addComment adds text to the comment after move i of rec.
func addComment(rec *pdn.Record, i int, text string) {
	if text == "" {
		return
	}
	if c := rec.Comment(i); c != "" {
		text = c + " " + text
	}
	rec.SetComment(i, text)
}

// lineVariation returns mv's line from p as a variation, its value in a
// comment after its first move; the line ends at its first move that is
// not legal. Nil when not even the first is.
func lineVariation(r game.Rules, p game.Position, mv explore.Move) *pdn.Variation {
	vg := game.NewGame(r, p)
	for _, m := range mv.Line {
		if vg.Play(m) != nil {
			break
		}
	}
	if vg.Ply() == 0 {
		return nil
	}
	v := &pdn.Variation{Game: vg}
	v.Comments = []string{"", Describe(mv.Verdict)}
	return v
}
