package game

import "testing"

func TestPerftStart(t *testing.T) {
	want := []uint64{4, 5, 6, 12, 21, 80, 253, 924}
	p := StartPosition()
	for d, w := range want {
		if got := Perft(p, DefaultRules(), d+1); got != w {
			t.Errorf("perft(%d) = %d, want %d", d+1, got, w)
		}
	}
}
