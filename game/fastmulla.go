package game

import "math/bits"

// Mullas' captures for the perft counter, counted or written as children
// without building moves. Two capture paths of one mulla are the same
// move when they share (to, captured set); on this board that needs three
// captures or more, so only those paths are checked against a short list
// of the mulla's finished ones. (Two paths taking the same pieces in the
// same order differ in a landing and so would need a line of six points
// to go on along it; in the other order, four lines meeting in six
// points in the right order, which the board does not have either.
// TestMullaShortCapturesUnique checks it.)

// mullaWalk walks the capture paths of mullas, one mulla at a time.
type mullaWalk struct {
	t          fastBoard // generating: the board turned (fastBoard.turned)
	from       uint32    // the mulla's origin, as a bit
	removalEnd bool
	tally      *chainTally  // counting: finished paths are added here
	out        []fastBoard  // generating: the board after each finished path
	long       []mullaFinal // finished paths of three or more captures
}

// mullaFinal identifies a finished path: its final point and captures.
type mullaFinal struct {
	to       int
	captured uint32
}

// walk walks every capture of the mullas flyers on b (occupied: occ).
func (w *mullaWalk) walk(b *fastBoard, flyers, occ uint32) {
	if w.tally == nil {
		w.t = b.turned()
	}
	for ; flyers != 0; flyers &= flyers - 1 {
		s := bits.TrailingZeros32(flyers)
		w.from = 1 << s
		w.long = w.long[:0]
		w.captures(s, occ&^w.from, b.them, 0, 0)
	}
}

// captures walks the captures from cur, the path having taken captured
// (k pieces). It reports whether there was one. The four lines of cur
// (the empty line filling the slots it lacks) are read at once, and the
// enemy pieces they show as jumpable are walked one by one.
func (w *mullaWalk) captures(cur int, occ, opp, captured uint32, k int) bool {
	pl := &flyLines[cur&(pointSlots-1)]
	v := [4]*lineView{pl.line[0].view(occ), pl.line[1].view(occ), pl.line[2].view(occ), pl.line[3].view(occ)}
	caps := (v[0].over | v[1].over | v[2].over | v[3].over) & opp
	if caps == 0 {
		return false
	}
	at, side := &overAt[cur&(pointSlots-1)], &endSide[cur&(pointSlots-1)]
	for ; caps != 0; caps &= caps - 1 {
		o := bits.TrailingZeros32(caps)
		x := at[o&(pointSlots-1)]
		w.landings(uint32(1)<<o, v[x.slot()].land&side[x.end()], occ, opp, captured, k)
	}
	return true
}

// landings continues a path that takes over, onto each point of lands.
func (w *mullaWalk) landings(over, lands, occ, opp, captured uint32, k int) {
	opp &^= over
	if !w.removalEnd {
		occ &^= over
	}
	captured |= over
	k++
	var ends uint32
	for l := lands; l != 0; l &= l - 1 {
		to := bits.TrailingZeros32(l)
		if mullaOver[to&(pointSlots-1)]&opp == 0 || !w.captures(to, occ, opp, captured, k) {
			ends |= 1 << to
		}
	}
	if ends != 0 {
		w.finish(ends, captured, k)
	}
}

// finish records the finished paths of k captures ending on the points
// ends, but for those whose move an earlier path made already.
func (w *mullaWalk) finish(ends, captured uint32, k int) {
	if k >= 3 {
		for e := ends; e != 0; e &= e - 1 {
			to := bits.TrailingZeros32(e)
			for _, f := range w.long {
				if f.to == to && f.captured == captured {
					ends &^= 1 << to
					break
				}
			}
			if ends&(1<<to) != 0 {
				w.long = append(w.long, mullaFinal{to: to, captured: captured})
			}
		}
	}
	if w.tally != nil {
		w.tally.add(k, bits.OnesCount32(ends))
		return
	}
	from, captured := turn(w.from), turn(captured)
	for te := turn(ends); te != 0; te &= te - 1 {
		to := te & -te
		w.out = append(w.out, w.t.turnedChild(from, to, captured, to))
	}
}

// count returns the number of capture moves of the mullas flyers on a
// board occupied by occ, with the opponent's pieces opp (not under the
// majority rule, which needs the paths' lengths: walk with a tally
// counts those).
func (w *mullaWalk) count(flyers, occ, opp uint32) int {
	n := 0
	for ; flyers != 0; flyers &= flyers - 1 {
		s := bits.TrailingZeros32(flyers)
		w.long = w.long[:0]
		c, _ := w.countFrom(s, occ&^(1<<s), opp, 0, 0)
		n += c
	}
	return n
}

// countFrom returns the number of capture paths going on from cur, the
// path having taken captured (k pieces), less those whose move an
// earlier path made already, and whether any capture goes on from cur.
// Each landing's count is returned up the path, with no tally to keep.
func (w *mullaWalk) countFrom(cur int, occ, opp, captured uint32, k int) (int, bool) {
	pl := &flyLines[cur&(pointSlots-1)]
	v := [4]*lineView{pl.line[0].view(occ), pl.line[1].view(occ), pl.line[2].view(occ), pl.line[3].view(occ)}
	caps := (v[0].over | v[1].over | v[2].over | v[3].over) & opp
	if caps == 0 {
		return 0, false
	}
	at, side := &overAt[cur&(pointSlots-1)], &endSide[cur&(pointSlots-1)]
	k++
	n := 0
	for ; caps != 0; caps &= caps - 1 {
		o := bits.TrailingZeros32(caps)
		x := at[o&(pointSlots-1)]
		over := uint32(1) << o
		lands := v[x.slot()].land & side[x.end()]
		opp, occ, captured := opp&^over, occ, captured|over
		if !w.removalEnd {
			occ &^= over
		}
		for ; lands != 0; lands &= lands - 1 {
			to := bits.TrailingZeros32(lands)
			if mullaOver[to&(pointSlots-1)]&opp != 0 {
				if c, on := w.countFrom(to, occ, opp, captured, k); on {
					n += c
					continue
				}
			}
			if k < 3 || w.first(to, captured) {
				n++
			}
		}
	}
	return n, true
}

// first reports whether no earlier path of the mulla ended on to having
// taken captured, and records this one.
func (w *mullaWalk) first(to int, captured uint32) bool {
	for _, f := range w.long {
		if f.to == to && f.captured == captured {
			return false
		}
	}
	w.long = append(w.long, mullaFinal{to: to, captured: captured})
	return true
}
