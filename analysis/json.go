package analysis

import (
	"encoding/json"
	"io"

	"github.com/fetaix/fetaix/explore"
)

// MoveJSON is one move of an analysis as the JSON output writes it, one
// object a line (see docs/analysis.md).
type MoveJSON struct {
	Game   int    `json:"game"`   // the game's number in its file, from 1
	Ply    int    `json:"ply"`    // from 1
	Number int    `json:"number"` // the move number
	Side   string `json:"side"`   // "white" or "black", who played it
	Move   string `json:"move"`
	Mark   string `json:"mark"` // Mark.String
	NAG    int    `json:"nag"`  // Mark.NAG, 0 for none
	// Before is what is proven of the position before the move for Side:
	// "win", "draw", "loss", "draw or better", "draw or worse" or
	// "unknown".
	Before string    `json:"before"`
	Played ValueJSON `json:"played"`
	// Drop is the fall of the engine's score in centi-men (engine marks
	// between two scores; null where a forced result is involved).
	Drop   *int       `json:"drop"`
	Better *ValueJSON `json:"better"` // null when there is none
	// Decided is set on the move after which the game was decided.
	Decided bool `json:"decided"`
	// Hint is the hint's move and its search's depth, where the analysis
	// checked an engine's mistake against it; null elsewhere.
	Hint *HintJSON `json:"hint"`
}

// HintJSON is the hint's move in a position and the depth its search
// reached.
type HintJSON struct {
	Move  string `json:"move"`
	Depth int    `json:"depth"`
}

// ValueJSON is what is known of a move: the explorer's fields, with the
// line it starts.
type ValueJSON struct {
	Move   string `json:"move"`
	Value  string `json:"value"`  // "win", "draw", "loss" or "unknown", for its player
	Low    string `json:"low"`    // what is proven: the value is from low to high
	High   string `json:"high"`   // (low "loss" and high "win": nothing)
	Source string `json:"source"` // "proof", "table", "search", or "" for nothing known
	By     string `json:"by"`     // which proof or tables prove it

	Plies *int     `json:"plies"` // a proven win's or loss's plies, when known
	Score *int     `json:"score"` // the engine's score in centi-men, when searched
	Mate  *int     `json:"mate"`  // a forced result the search found: plies, < 0 a loss
	Depth *int     `json:"depth"` // the search's depth, when searched
	Line  []string `json:"line"`  // the line it starts, in notation
}

// valueJSON returns mv as JSON.
func valueJSON(mv explore.Move) ValueJSON {
	b := bounds(mv.Bounds)
	v := ValueJSON{Move: mv.Move.String(), Value: string(b.Value()), Low: string(b.Low), High: string(b.High),
		Source: string(mv.Source), By: mv.By, Line: []string{}}
	if mv.Plies >= 0 && (b.Value() == explore.Win || b.Value() == explore.Loss) {
		v.Plies = ptr(mv.Plies)
	}
	if searched(mv.Verdict) {
		v.Score, v.Depth = ptr(mv.Score), ptr(mv.Depth)
		if mv.Mate != 0 {
			v.Mate = ptr(mv.Mate)
		}
	}
	for _, m := range mv.Line {
		v.Line = append(v.Line, m.String())
	}
	return v
}

func ptr(n int) *int { return &n }

// JSON returns the analysis of each move, in order, of game number n.
func (a *Analysis) JSON(n int) []MoveJSON {
	out := make([]MoveJSON, 0, len(a.Moves))
	for _, mm := range a.Moves {
		j := MoveJSON{Game: n, Ply: mm.Ply, Number: mm.Number, Side: mm.Side.String(), Move: mm.Move.String(),
			Mark: mm.Mark.String(), NAG: mm.Mark.NAG(), Before: bounds(mm.Before).String(), Played: valueJSON(mm.Played),
			Decided: a.Decided.Ply == mm.Ply}
		if mm.Scored {
			j.Drop = ptr(mm.Drop)
		}
		if mm.HasBetter {
			b := valueJSON(mm.Better)
			j.Better = &b
		}
		if mm.HintDepth > 0 {
			j.Hint = &HintJSON{Move: mm.Hint.String(), Depth: mm.HintDepth}
		}
		out = append(out, j)
	}
	return out
}

// WriteJSON writes the analysis of game number n to w, one object a line
// for each move.
func (a *Analysis) WriteJSON(w io.Writer, n int) error {
	enc := json.NewEncoder(w)
	for _, j := range a.JSON(n) {
		if err := enc.Encode(j); err != nil {
			return err
		}
	}
	return nil
}
