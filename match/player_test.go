package match

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/ai"
)

// TestParsePlayerThreads: threads=N gives the player's engine N search
// threads, alone or among weight overrides; without it a player searches
// with one; a count outside 1..ai.MaxThreads is refused.
func TestParsePlayerThreads(t *testing.T) {
	for _, tc := range []struct {
		spec    string
		threads int
	}{
		{"movetime", 1},
		{"6", 1},
		{"movetime,threads=2", 2},
		{"depth=6,mullas=250,threads=3", 3},
	} {
		p, err := ParsePlayer(tc.spec, 50*time.Millisecond, 1)
		if err != nil {
			t.Fatalf("%q: %v", tc.spec, err)
		}
		if got := p.Engine.Threads(); got != tc.threads {
			t.Errorf("%q: %d threads, want %d", tc.spec, got, tc.threads)
		}
		if p.Name != tc.spec && !strings.HasPrefix(p.Name, "level ") {
			t.Errorf("%q: named %q", tc.spec, p.Name)
		}
	}
	if p, _ := ParsePlayer("movetime,threads=2", 50*time.Millisecond, 1); p.Limits.MoveTime != 50*time.Millisecond {
		t.Errorf("movetime,threads=2: limits %+v", p.Limits)
	}
	for _, bad := range []string{"movetime,threads=0", "movetime,threads=" + strconv.Itoa(ai.MaxThreads+1), "movetime,threads=two", "movetime,threads"} {
		if _, err := ParsePlayer(bad, 50*time.Millisecond, 1); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
