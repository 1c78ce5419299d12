package ai

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestPromotionRaceSeen: the evaluation scores a man that can step onto
// its far rank (promote-now, promote-next), so a sacrifice that frees a
// man's way to promotion is chosen at the depth where the man reaches the
// rank before it, not only where it promotes. The position is from hard2
// position 9 (match/positions/hard2.txt, a proven win for Black) after
// 12. b1-c1 in a game the top level lost against the sparring engine:
// 12... c3-d2 13. e3xc3 d2-e1 gives a man for a mulla, and the man on e3
// then runs to e1. Without the terms the search prefers b5-c5 up to depth
// 12 and finds c3-d2 from depth 13 (627 k nodes); with them, from depth
// 11 (191 k nodes).
func TestPromotionRaceSeen(t *testing.T) {
	r := game.DefaultRules()
	p := mustPosition(t, "bb2b/b3b/wwbbw/w3w/w1w2 b 0 12")
	res := New(4).Search(context.Background(), game.NewGame(r, p), Limits{Depth: 12}, nil)
	if res.Move.String() != "c3-d2" {
		t.Errorf("depth 12: %s, score %d (PV %s), want the sacrifice c3-d2", res.Move, res.Score, pvText(res.PV))
	}
}
