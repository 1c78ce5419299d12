package solve

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// leafKind says why a position ends the search.
type leafKind int8

const (
	notLeaf        leafKind = iota
	leafTerminal            // the side to move has no move: it loses
	leafNoProgress          // the no-progress count reached the limit: a draw
	leafTable               // the endgame tables cover it
)

// leaf is the outcome of a leaf for its side to move.
type leaf struct {
	kind    leafKind
	outcome tables.Outcome
}

// classify says whether p, whose legal moves are moves, is a leaf, and its
// outcome then. Only the position decides: never its history.
func classify(p *game.Position, moves []game.Move, r game.Rules, set *tables.Set) (leaf, error) {
	switch {
	case len(moves) == 0:
		return leaf{leafTerminal, tables.Loss}, nil
	case r.NoProgress > 0 && p.NoProgress() >= r.NoProgress:
		return leaf{leafNoProgress, tables.Draw}, nil
	case set != nil && p.Count(game.White)+p.Count(game.Black) <= set.Pieces():
		v, err := set.Probe(*p)
		if errors.Is(err, tables.ErrNotCovered) {
			return leaf{}, nil
		}
		if err != nil {
			return leaf{}, fmt.Errorf("probing %s: %w", p, err)
		}
		return leaf{leafTable, v.Outcome}, nil
	}
	return leaf{}, nil
}

// winsFor reports whether the leaf is a win for x, given the side to move.
func (l leaf) winsFor(x, toMove game.Color) bool {
	if toMove == x {
		return l.outcome == tables.Win
	}
	return l.outcome == tables.Loss
}

// progressKey orders boards along any play: a capture lowers the pieces, a
// promotion the men, a man's forward step raises the men's advance; other
// moves (mulla moves, men's sideways steps) keep it. Two boards with
// different keys never repeat one another; a move that changes the key is
// irreversible.
func progressKey(p *game.Position) [3]int {
	adv := 0
	for c := game.White; c <= game.Black; c++ {
		for b := p.Men(c); b != 0; b &= b - 1 {
			r := bits.TrailingZeros32(b) / 5
			if c == game.Black {
				r = 4 - r
			}
			adv += r
		}
	}
	men := bits.OnesCount32(p.Men(game.White) | p.Men(game.Black))
	return [3]int{bits.OnesCount32(p.Occupied()), men, adv}
}
