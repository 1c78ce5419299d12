package game

import (
	"math/bits"
	"testing"
)

// walkRay is the reference for a line view: from s along d on a board
// occupied by occ, the empty points up to the first piece, that piece when
// the point beyond it is empty, and the empty points beyond it.
func walkRay(s Square, d Direction, occ uint32) (run, over, land uint32) {
	i := int8(0)
	for ; i < rayLen[s][d] && occ&raySq[s][d][i].Bit() == 0; i++ {
		run |= raySq[s][d][i].Bit()
	}
	if i == rayLen[s][d] {
		return run, 0, 0
	}
	t := raySq[s][d][i]
	for i++; i < rayLen[s][d] && occ&raySq[s][d][i].Bit() == 0; i++ {
		land |= raySq[s][d][i].Bit()
	}
	if land == 0 {
		return run, 0, 0
	}
	return run, t.Bit(), land
}

// TestLineViews checks every point's line views against a walk along each
// direction, for every occupancy of the point's lines (with and without
// the point itself and with noise off its lines).
func TestLineViews(t *testing.T) {
	checked := 0
	for s := Square(0); s < NumSquares; s++ {
		pl := &flyLines[s]
		lines := mullaReach(s)
		n := bits.OnesCount32(lines)
		for x := 0; x < 1<<n; x++ {
			occ := deposit(uint32(x), lines)
			if x&1 != 0 {
				occ |= s.Bit()
			}
			occ |= ^(lines | s.Bit()) & 0x1ffffff & uint32(x*2654435761)
			var v [4]*lineView
			pl.views(occ, &v)
			var reach, jumps uint32
			k := 0
			for d := Direction(0); d < numDirections; d++ {
				if rayLen[s][d] == 0 {
					continue
				}
				if k >= int(pl.nDirs) {
					t.Fatalf("%v: fewer directions listed than the point has", s)
				}
				ld := pl.dirs[k]
				k++
				run, over, land := walkRay(s, d, occ)
				got := v[ld.slot]
				if got.run&ld.side != run || got.over&ld.side != over || got.land&ld.side != land {
					t.Fatalf("%v along %d, occ %07x: view run %07x over %07x land %07x, walk %07x %07x %07x",
						s, d, occ, got.run&ld.side, got.over&ld.side, got.land&ld.side, run, over, land)
				}
				reach |= run
				jumps |= over
				checked++
			}
			if k != int(pl.nDirs) {
				t.Fatalf("%v: %d directions listed, the point has %d", s, pl.nDirs, k)
			}
			if r, j := pl.sight(occ); r != reach || j != jumps {
				t.Fatalf("%v occ %07x: sight %07x %07x, want %07x %07x", s, occ, r, j, reach, jumps)
			}
		}
	}
	if checked < 1_000_000 {
		t.Fatalf("only %d views checked", checked)
	}
}

// mullaReach returns every point on a line through s (a mulla's reach on
// an empty board), from the ray tables.
func mullaReach(s Square) uint32 {
	var reach uint32
	for d := Direction(0); d < numDirections; d++ {
		for _, p := range raySq[s][d][:rayLen[s][d]] {
			reach |= p.Bit()
		}
	}
	return reach
}

// deposit spreads the low bits of x over the set bits of mask, in order.
func deposit(x, mask uint32) uint32 {
	var out uint32
	for ; mask != 0; mask &= mask - 1 {
		if x&1 != 0 {
			out |= mask & -mask
		}
		x >>= 1
	}
	return out
}

// TestOverAt checks that overAt names, for every point p on a line
// through s, the slot of that line and the end of it p lies towards, and
// that the slots past a point's lines read as empty views.
func TestOverAt(t *testing.T) {
	for s := Square(0); s < NumSquares; s++ {
		pl := &flyLines[s]
		for p := Square(0); p < NumSquares; p++ {
			if p == s || mullaReach(s)&p.Bit() == 0 {
				continue
			}
			x := overAt[s][p]
			if x.slot() >= int(pl.n) || pl.line[x.slot()].mask&p.Bit() == 0 {
				t.Errorf("overAt[%v][%v] = slot %d, not the line through both", s, p, x.slot())
			}
			if endSide[s][x.end()]&p.Bit() == 0 {
				t.Errorf("overAt[%v][%v] = end %d, the other side of %v", s, p, x.end(), s)
			}
			if want := b2i(p > s); x.end() != want {
				t.Errorf("overAt[%v][%v] = end %d, want %d", s, p, x.end(), want)
			}
		}
		for k := pl.n; k < int8(len(pl.line)); k++ {
			if v := pl.line[k].view(0x1ffffff); *v != (lineView{}) {
				t.Errorf("%v: slot %d past its %d lines reads %+v", s, k, pl.n, *v)
			}
		}
	}
}
