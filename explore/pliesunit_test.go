package explore

import (
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestValueTextSaysWhatPliesCount: a proven value's plies are named by
// what they count, which depends on the no-progress rule: with it on, the
// plies to the next capture or man move (the tables' distance), not to
// the end; with it off, to the end. Before, both read "win in 1".
func TestValueTextSaysWhatPliesCount(t *testing.T) {
	on, off := game.DefaultRules(), game.DefaultRules()
	off.NoProgress = 0
	for _, c := range []struct {
		v    Verdict
		r    game.Rules
		want string
	}{
		{Verdict{Bounds: exactly(Win), Plies: 1}, on, "win, 1 ply to a capture or man move"},
		{Verdict{Bounds: exactly(Loss), Plies: 6}, on, "loss, 6 plies to a capture or man move"},
		{Verdict{Bounds: exactly(Win), Plies: 1}, off, "win in 1 ply"},
		{Verdict{Bounds: exactly(Win), Plies: 7}, off, "win in 7 plies"},
		{Verdict{Bounds: exactly(Draw), Plies: -1}, on, "draw"},
		{Verdict{Bounds: Bounds{Draw, Win}, Plies: -1}, on, "draw or better"},
	} {
		if got := c.v.ValueText(c.r); got != c.want {
			t.Errorf("%v %d plies, no-progress %d: %q, want %q", c.v.Bounds, c.v.Plies, c.r.NoProgress, got, c.want)
		}
	}
	if PliesTo(on) != PliesToProgress || PliesTo(off) != PliesToEnd {
		t.Errorf("PliesTo: %q with the rule on, %q off", PliesTo(on), PliesTo(off))
	}
}
