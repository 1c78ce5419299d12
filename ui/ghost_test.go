package ui

import "testing"

// TestMullaLandingGhost: the targets of a selected mulla, and the target
// where a man's move ends on the far rank, show the mulla it will be
// there; a man's other targets keep the target mark.
func TestMullaLandingGhost(t *testing.T) {
	for _, tc := range []struct {
		pos, from string
		want      map[string]string // point: its cell
	}{
		{"4b/5/5/5/W4 w", "a1", map[string]string{"a2": " ◎ ", "c3": " ◎ ", "e1": " ◎ "}},
		{"4b/w4/5/5/5 w", "a4", map[string]string{"a5": " ◎ ", "b4": " * "}},
		{"5/5/5/1b3/w4 w", "a1", map[string]string{"c3": " * "}}, // a capture that does not promote
		{"5/1b3/w4/5/5 w", "a3", map[string]string{"c5": " ◎ "}}, // a capture ending on the far rank
		{"5/w4/5/5/4B b", "e1", map[string]string{"e5": " ◉ ", "d2": " ◉ "}},
	} {
		t.Run(tc.pos, func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, tc.pos)}, 120, 40)
			click(t, m, tc.from)
			if m.sel.from != sq(t, tc.from) {
				t.Fatalf("%s not selected: %q", tc.from, m.status)
			}
			for p, want := range tc.want {
				m.cursor = sq(t, tc.from)
				if got := cell(t, m, p); got != want {
					t.Errorf("%s shows %q, want %q", p, got, want)
				}
			}
		})
	}
}
