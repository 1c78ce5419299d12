package plural

import "testing"

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{0, "0 games"}, {1, "1 game"}, {2, "2 games"}, {-1, "-1 games"}} {
		if got := Count(tc.n, "game", "games"); got != tc.want {
			t.Errorf("Count(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}
