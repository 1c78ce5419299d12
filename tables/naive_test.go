package tables

import (
	"fmt"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// A deliberately simple retrograde solver, to check the tables against:
// every position of a few pieces, both sides to move, as a map; with the
// no-progress rule on, one state per count 0..limit; passes over all the
// states until nothing changes. It shares no code with the tables but the
// rules (game).

// naiveKey is a state: the boards, the side to move, the no-progress count.
type naiveKey struct {
	white, black, mullas uint32
	stm                  game.Color
	count                int
}

func keyOf(p *game.Position, count int) naiveKey {
	return naiveKey{p.Pieces(game.White), p.Pieces(game.Black), p.Mullas(game.White) | p.Mullas(game.Black), p.SideToMove(), count}
}

// naivePositions returns every position of 2..n pieces, each side with
// one at least, both sides to move.
func naivePositions(n int) []game.Position {
	var out []game.Position
	var place func(from, left int, white, black, mullas uint32)
	place = func(from, left int, white, black, mullas uint32) {
		if white != 0 && black != 0 {
			for _, stm := range []game.Color{game.White, game.Black} {
				if p, err := game.PositionFromBoards(white, black, mullas, stm); err == nil {
					out = append(out, p)
				}
			}
		}
		if left == 0 {
			return
		}
		for s := from; s < game.NumSquares; s++ {
			b := uint32(1) << uint(s)
			place(s+1, left-1, white|b, black, mullas)
			place(s+1, left-1, white|b, black, mullas|b)
			place(s+1, left-1, white, black|b, mullas)
			place(s+1, left-1, white, black|b, mullas|b)
		}
	}
	place(0, n, 0, 0, 0)
	return out
}

// naiveSolve returns the value of every state: without the no-progress
// rule the distance to the end (win d > 0, loss -(d+1), draw 0) with the
// count 0; with it, for each count 0..limit, only the outcome (win 1, loss
// -1, draw 0), as the rule decides it state by state.
func naiveSolve(r game.Rules, n int) map[naiveKey]int {
	limit := r.NoProgress
	type edge struct {
		child int  // the position moved to, by number; -1: its side to move has no piece
		reset bool // a capture or a man's move: the count starts again
	}
	positions := naivePositions(n)
	number := map[naiveKey]int{}
	for i := range positions {
		number[keyOf(&positions[i], 0)] = i
	}
	edges := make([][]edge, len(positions))
	for i := range positions {
		p := &positions[i]
		men := p.Men(p.SideToMove())
		for _, m := range p.LegalMoves(r, nil) {
			child := p.Apply(m)
			e := edge{child: -1, reset: m.Captured != 0 || men&m.From.Bit() != 0}
			if child.Pieces(child.SideToMove()) != 0 {
				e.child = number[keyOf(&child, 0)]
			}
			edges[i] = append(edges[i], e)
		}
	}
	states := limit + 1
	vals := make([]int, len(positions)*states) // position i, count c at i*states+c
	for changed := true; changed; {
		changed = false
		for i := range positions {
			for count := 0; count <= limit; count++ {
				var v int
				switch {
				case len(edges[i]) == 0:
					v = -1
				case limit > 0 && count >= limit:
					v = 0
				default:
					best, worst, allWin := 1<<30, 0, true
					for _, e := range edges[i] {
						cv := -1
						if e.child >= 0 {
							next := 0
							if limit > 0 && !e.reset {
								next = count + 1
							}
							cv = vals[e.child*states+next]
						}
						switch {
						case cv < 0:
							best = min(best, -cv)
							allWin = false
						case cv > 0:
							worst = max(worst, cv+1)
						default:
							allWin = false
						}
					}
					switch {
					case best < 1<<30:
						v = best
					case allWin:
						v = -(worst + 1)
					}
					if limit > 0 && v != 0 { // outcomes only
						v = map[bool]int{true: 1, false: -1}[v > 0]
					}
				}
				if vals[i*states+count] != v {
					vals[i*states+count] = v
					changed = true
				}
			}
		}
	}
	out := make(map[naiveKey]int, len(vals))
	for i := range positions {
		for count := 0; count <= limit; count++ {
			out[keyOf(&positions[i], count)] = vals[i*states+count]
		}
	}
	return out
}

// withCount returns p with the no-progress count n.
func withCount(p game.Position, n int) game.Position {
	f := strings.Fields(p.String())
	q, err := game.ParsePosition(fmt.Sprintf("%s %s %d 1", f[0], f[1], n))
	if err != nil {
		panic(err)
	}
	return q
}
