package game

import "math/bits"

// Line views: what a mulla (a flying piece) sees along each line through
// its point, read from a table instead of walked ray by ray. A line's
// occupancy is gathered into a small index with one multiplication (the
// points of a line are evenly spaced, so one constant moves each of them
// to its own bit of the product); the table row of (line, point) then
// holds, for each occupancy and for both ends of the line, the empty
// points up to the first piece, that piece when it can be jumped, and the
// empty points beyond it. Slides, mobility, capture threats and the
// generator's flying captures all read these rows.

// lineView is what a piece sees from its point along one line, toward
// both the line's low end (end 0, the lower point indexes) and its high
// end (1) in each set: endSide splits them. Twelve bytes a view keep the
// table within the first-level cache.
type lineView struct {
	run  uint32 // the empty points up to the first piece
	over uint32 // that first piece when the point beyond it is empty
	land uint32 // the empty points beyond over, up to the next piece
}

// endSide[s][end]: the points on the end side of s (end 0: lower
// indexes, 1: higher), which split a view from s into its two ends
// (pointSlots entries).
var endSide [pointSlots][2]uint32

// gatherShift is where a line's gathered occupancy starts in the product.
const gatherShift = 32

// lineRef is one line through a point: the line's points, the multiplier
// that gathers their occupancy into an index, and the first table row of
// the point on that line.
type lineRef struct {
	mul  uint64
	mask uint32
	row  uint32
}

// lineViews holds every row; rows are 2^n views long for a line of n
// points (2016 views in all).
var lineViews [2048]lineView

// view returns what the point sees along the line on a board occupied by
// occ (the point's own occupancy does not matter).
func (l *lineRef) view(occ uint32) *lineView {
	i := l.row + uint32(uint64(occ&l.mask)*l.mul>>gatherShift)&31
	return &lineViews[i&uint32(len(lineViews)-1)]
}

// pointLines lists the lines through a point along which a piece can move,
// and its directions in Direction order, each as (line slot, end). The
// slots past n hold a line with no points, whose view is empty, so that
// all four can be read without a loop.
type pointLines struct {
	n     int8
	nDirs int8
	line  [4]lineRef
	dirs  [numDirections]lineDir
}

// lineDir is one direction from a point: the slot in pointLines.line of
// its line, and the side of the point toward the end it heads to (its
// endSide).
type lineDir struct {
	slot int8
	side uint32
}

// views fills v with the point's views along each of its lines.
func (pl *pointLines) views(occ uint32, v *[4]*lineView) {
	for k := range pl.line[:pl.n] {
		v[k] = pl.line[k].view(occ)
	}
}

// sight returns what a piece on the point sees along all its lines: the
// empty points it can slide to, and the pieces (of any colour: the caller
// masks the enemy's) it could jump first. All four slots are read, with
// no loop.
func (pl *pointLines) sight(occ uint32) (reach, jumps uint32) {
	v0, v1, v2, v3 := pl.line[0].view(occ), pl.line[1].view(occ), pl.line[2].view(occ), pl.line[3].view(occ)
	return v0.run | v1.run | v2.run | v3.run, v0.over | v1.over | v2.over | v3.over
}

// flyLines[sq]: the lines and directions of a mulla on sq (pointSlots
// entries; those past the last point are unused).
var flyLines [pointSlots]pointLines

// lineSide names one side of a point on one of its lines: the line's
// slot in pointLines.line times two, plus the end (0 low, 1 high).
type lineSide uint8

// slot returns the line's slot in pointLines.line.
func (x lineSide) slot() int { return int(x>>1) & 3 }

// end returns the end of the line, the index of lineView's pairs.
func (x lineSide) end() int { return int(x) & 1 }

// overAt[s][p]: the side of s that the point p lies on, for p on a line
// through s (p is what a view from s shows as over when it can be
// jumped). Both sizes are pointSlots.
var overAt [pointSlots][pointSlots]lineSide

// initLineViews builds flyLines and lineViews from the ray tables (it
// runs at the end of the ray tables' init).
func initLineViews() {
	// A line starts at a point with nothing behind it along a rising
	// direction (North, NorthEast, East, NorthWest) and room ahead.
	rows := 0
	for s := Square(0); s < NumSquares; s++ {
		for _, d := range [...]Direction{North, NorthEast, East, NorthWest} {
			if rayLen[s][d] == 0 || rayLen[s][d.Opposite()] != 0 {
				continue
			}
			pts := append([]Square{s}, raySq[s][d][:rayLen[s][d]]...)
			var mask uint32
			for _, p := range pts {
				mask |= p.Bit()
			}
			mul := gatherMultiplier(pts)
			for i, p := range pts {
				ref := lineRef{mask: mask, row: uint32(rows), mul: mul}
				fillLineRow(pts, i, &ref)
				rows += 1 << len(pts)
				pl := &flyLines[p]
				pl.line[pl.n] = ref
				pl.n++
			}
		}
	}
	if rows >= len(lineViews) {
		panic("game: line view table too small")
	}
	// the empty line: its one view, past the last row, stays empty
	for s := Square(0); s < NumSquares; s++ {
		pl := &flyLines[s]
		for k := pl.n; k < int8(len(pl.line)); k++ {
			pl.line[k] = lineRef{row: uint32(rows)}
		}
		for k := range pl.line[:pl.n] {
			for m := pl.line[k].mask &^ s.Bit(); m != 0; m &= m - 1 {
				p := bits.TrailingZeros32(m)
				overAt[s][p] = lineSide(k<<1 | b2i(p > int(s)))
			}
		}
	}
	for s := Square(0); s < NumSquares; s++ {
		below := s.Bit() - 1
		endSide[s] = [2]uint32{below, (1<<NumSquares - 1) &^ below &^ s.Bit()}
	}
	// directions in Direction order, each on the slot of its line
	for s := Square(0); s < NumSquares; s++ {
		pl := &flyLines[s]
		for d := Direction(0); d < numDirections; d++ {
			if rayLen[s][d] == 0 {
				continue
			}
			next := raySq[s][d][0].Bit()
			for k := int8(0); k < pl.n; k++ {
				if pl.line[k].mask&next != 0 {
					pl.dirs[pl.nDirs] = lineDir{slot: k, side: endSide[s][b2i(risingDir[d])]}
					pl.nDirs++
				}
			}
		}
	}
}

// gatherMultiplier returns a multiplier that moves the occupancy of the
// evenly spaced points pts (ascending) to bits gatherShift.. of the
// product, one bit per point, in order or reversed: each point gets its
// own shift, and the spacing keeps the other partial products out of the
// index's bits (or its carries). It tries both orders on every occupancy
// of the line and panics if neither gathers exactly.
func gatherMultiplier(pts []Square) uint64 {
	n := len(pts)
	for _, reversed := range []bool{false, true} {
		var mul uint64
		for i, p := range pts {
			t := i
			if reversed {
				t = n - 1 - i
			}
			mul |= 1 << uint(gatherShift+t-int(p))
		}
		ok := true
		for x := 0; x < 1<<n && ok; x++ {
			var occ uint32
			want := 0
			for i, p := range pts {
				if x>>i&1 != 0 {
					occ |= p.Bit()
					if reversed {
						want |= 1 << (n - 1 - i)
					} else {
						want |= 1 << i
					}
				}
			}
			ok = int(uint64(occ)*mul>>gatherShift&31) == want
		}
		if ok {
			return mul
		}
	}
	panic("game: no gather multiplier for a line")
}

// fillLineRow fills the views of the point pts[at] on the line pts for
// every occupancy of the line.
func fillLineRow(pts []Square, at int, ref *lineRef) {
	for x := 0; x < 1<<len(pts); x++ {
		var occ uint32
		for i, p := range pts {
			if x>>i&1 != 0 {
				occ |= p.Bit()
			}
		}
		v := ref.view(occ)
		for _, step := range [2]int{-1, 1} {
			i := at + step
			for ; i >= 0 && i < len(pts) && occ&pts[i].Bit() == 0; i += step {
				v.run |= pts[i].Bit()
			}
			if i < 0 || i >= len(pts) {
				continue
			}
			over := pts[i]
			var land uint32
			for i += step; i >= 0 && i < len(pts) && occ&pts[i].Bit() == 0; i += step {
				land |= pts[i].Bit()
			}
			if land != 0 {
				v.over |= over.Bit()
				v.land |= land
			}
		}
	}
}
