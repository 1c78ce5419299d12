package game

import "testing"

// TestResultAllocatesNothing: asking a game whether it is over builds no
// move list on the heap (a server asks at every move of every room). That
// a blocked side loses is TestGameBlockedSideLoses; that HasMoves agrees
// with the naive generator, the differential test.
func TestResultAllocatesNothing(t *testing.T) {
	g := NewGame(DefaultRules(), StartPosition())
	if n := testing.AllocsPerRun(100, func() { g.Result() }); n != 0 {
		t.Errorf("Game.Result allocates %v times a call, want 0", n)
	}
}
