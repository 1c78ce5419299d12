package ai

import (
	"math/bits"

	"github.com/fetaix/fetaix/game"
)

// Move ordering: the table move first, then captures by the number (and
// kind) of pieces taken, then killer moves, then quiet moves by the
// history heuristic. Moves are picked one at a time (selection), so a
// cut-off early skips the sorting of the rest.

const (
	scoreTT      = 1 << 30
	scoreCapture = 1 << 24 // plus 4096 per piece, 1024 more per mulla
	scoreKiller  = 1 << 22
	historyMax   = 1 << 20
)

// history is the history heuristic table: per colour, from and to, a score
// grown by quiet moves that caused cut-offs, and kept, scaled down, from
// one search to the next (age). It is indexed by the points'
// low five bits, so lookups need no bounds checks.
type history [2][32][32]int32

// reward raises a quiet move's history after a cut-off at depth.
func (h *history) reward(c game.Color, m *game.Move, depth int) {
	v := &h[c&1][m.From&31][m.To&31]
	*v += int32(depth * depth)
	if *v > historyMax {
		for i := range h[c&1] {
			for j := range h[c&1][i] {
				h[c&1][i][j] /= 2
			}
		}
	}
}

// moveKey packs what identifies a move (from, to, captured set) into one
// word; noKey matches no move.
func moveKey(m *game.Move) uint64 {
	return uint64(uint8(m.From)) | uint64(uint8(m.To))<<8 | uint64(m.Captured)<<16
}

const noKey = ^uint64(0)

// killerKey is the key of a killer slot, noKey when it is empty.
func killerKey(k *game.Move) uint64 {
	if k.From == k.To {
		return noKey
	}
	return moveKey(k)
}

// scoreMoves fills scores for moves in p: tt is the table hit (may have no
// move), killers the two killer moves of this ply.
func scoreMoves(p *game.Position, moves []game.Move, scores []int32, tt *ttHit, killers *[2]game.Move, h *history) {
	us := p.SideToMove()
	hist := &h[us&1]
	theirMullas := p.Mullas(us.Other())
	ttKey, k0, k1 := tt.moveKey(), killerKey(&killers[0]), killerKey(&killers[1])
	scores = scores[:len(moves)]
	for i := range moves {
		m := &moves[i]
		key := moveKey(m)
		var s int32
		switch {
		case key == ttKey:
			s = scoreTT
		case m.Captured != 0:
			s = captureScore(m, theirMullas)
		case m.Promote:
			s = scoreKiller + 1
		case key == k0:
			s = scoreKiller
		case key == k1:
			s = scoreKiller - 1
		default:
			s = hist[m.From&31][m.To&31]
		}
		scores[i] = s
	}
}

// captureScore is the ordering score of the capture m: more pieces first,
// mullas before men, a promotion before none.
func captureScore(m *game.Move, theirMullas uint32) int32 {
	s := scoreCapture + 4096*int32(bits.OnesCount32(m.Captured)) + 1024*int32(bits.OnesCount32(m.Captured&theirMullas))
	if m.Promote {
		s += 512
	}
	return s
}

// pickBits is the width of a move's index in pickNext's packed key, and
// pickSpan its largest value. A position has far more legal moves than
// game.MaxMoves at times (a mulla's captures, one per landing point and
// captured set: thousands), but fewer than pickSpan: at most 12 capturing
// pieces, 25 landing points and 2^12 sets of captured pieces, about 1.2 M.
// The scores, below 2^31, keep their order shifted by pickBits in an int64.
const (
	pickBits = 24
	pickSpan = 1<<pickBits - 1
)

// pickNext swaps the best-scored move of moves[i:] into place i; among
// equal scores the earliest. The scan keeps a packed (score, index) key
// and takes its maximum with arithmetic: a data-dependent branch here was
// the search's most mispredicted one (Go's max compiles to a branch).
func pickNext(moves []game.Move, scores []int32, i int) {
	if len(moves)-i < 2 {
		return
	}
	best := int64(scores[i])<<pickBits | int64(pickSpan-i)
	for j := i + 1; j < len(moves) && j < len(scores); j++ {
		k := int64(scores[j])<<pickBits | int64(pickSpan-j)
		d := best - k
		best -= d & (d >> 63) // max(best, k) without a branch
	}
	if b := pickSpan - int(best&pickSpan); b != i {
		moves[i], moves[b] = moves[b], moves[i]
		scores[i], scores[b] = scores[b], scores[i]
	}
}

// age scales the history down between searches: the next search (the
// game's next move, two plies on) starts from its order, while what it
// learns itself soon outweighs it.
func (h *history) age() {
	for c := range h {
		for i := range h[c] {
			for j := range h[c][i] {
				h[c][i][j] /= 4
			}
		}
	}
}
