package tournament

import (
	"cmp"
	"errors"
	"slices"
)

// ErrNoPairing is returned when a round cannot be paired: no way to pair
// every present player (but the one with the bye) without a repeat
// pairing, a second bye, or two players who may not meet.
var ErrNoPairing = errors.New("tournament: no pairing of this round avoids repeats")

// The swiss pairing below is the FIDE (Dutch) System, FIDE Handbook
// C.04.3 (version approved at the 87th FIDE Congress, Baku 2016, with the
// 2017 terms and guidelines; https://handbook.fide.com/chapter/C0403),
// for events where colours play no part: every pairing is a two-game
// match with colours swapped, so no player ever has a colour preference
// and the Dutch colour criteria (C.3 and C.8 to C.11) never decide
// anything. What it implements, and where it simplifies:
//
//   - Order (A.2): by score, then pairing number (rank in the initial
//     list: rating, then joining order).
//   - Brackets (A.3): each scoregroup from the top, with the players left
//     unpaired by the bracket above (moved-down players, MDPs) in front.
//   - Absolute criteria: C.1 no two players meet twice (nor two the
//     caller's MayMeet keeps apart); C.2 no second pairing-allocated bye.
//   - Completion (C.4): a bracket's pairing is taken only if every player
//     left (its downfloaters and the brackets below) can still be paired;
//     it is checked exactly, by a maximum matching.
//   - Quality: C.5 the most pairs in the bracket; C.6 the smallest PSD
//     (A.8: the pairs' score differences and, for each downfloater, its
//     score less one win below the bracket's score, sorted from the
//     largest and compared in that order); then the float criteria C.12
//     to C.15: the fewest downfloaters who downfloated in the previous
//     round, MDP opponents who upfloated in it, then the same two rounds
//     before. C.7 (the next bracket's pairs and PSD) and C.16 to C.19
//     (the score differences of repeated floats) are not applied.
//   - Candidates (section D): an MDP is paired before residents, with the
//     residents in pairing-number order; a homogeneous bracket or
//     remainder puts its first p players in S1 and the rest in S2, and
//     tries S2's transpositions in lexicographic order, then exchanges of
//     one and two players between S1 and S2 (fewest exchanged, then the
//     smallest difference of the exchanged pairing numbers' sums), then,
//     only if none gives a pairing, any remaining way. The first
//     candidate with no criterion to better is taken; otherwise the best
//     of at most candidateBudget candidates, the first of equals.
//   - Bye (A.5, C.2, and the 2025 Dutch's C.9): with an odd number of
//     players, before the brackets, the bye goes to the player of the
//     lowest score who has had no bye (nor a win without playing), the
//     fewest unplayed rounds, then the highest pairing number, such that
//     the others can all be paired.
//
// Tests replay published pairings (testdata/README): round 1 of a
// 60-player event of bbpPairings' tests and its bye cases.

// floatKind is a player's float in one round (A.4.b).
type floatKind int8

const (
	noFloat     floatKind = iota
	floatedDown           // played a lower score, or did not play
	floatedUp             // played a higher score
)

// entrant is a player as the pairing sees them.
type entrant struct {
	rank        int // pairing number: 1 for the first of the initial list
	score       int // in units where a win is winUnits
	byeBlocked  bool
	unplayed    int       // rounds without a played match
	floatLast   floatKind // float in the previous round
	floatBefore floatKind // float two rounds before
	colour      colourPref
}

// colourPref is a player's colour preference (Dutch A.6). A swiss event
// of two-game matches gives every player both colours each round, so
// its players have none (the zero value) and the colour rules below
// never decide; they are there so that the tests can replay published
// chess events, whose pairings they shape.
type colourPref struct {
	want     int8 // +1 White, -1 Black, 0 none
	strength int8 // 0 none, 1 mild, 2 strong, 3 absolute
	top      bool // a topscorer (A.7), who may meet a player of the same absolute preference
}

// colourClash reports whether a pair fails C.3: two players of the same
// absolute preference, neither a topscorer.
func colourClash(a, b colourPref) bool {
	return a.strength == 3 && b.strength == 3 && a.want == b.want && !a.top && !b.top
}

// winUnits is the score of one win in the units the pairing is given
// (match points: 2 a won match; in the tests' chess records, half-points).
// A downfloater's PSD entry is its score less (the bracket's score less
// one win).
const winUnits = 2

// candidateBudget bounds the candidates one bracket's search weighs.
const candidateBudget = 4000

// nodeBudget bounds one bracket's search steps, so that a large event
// with many repeat pairings cannot hold the round up.
const nodeBudget = 2_000_000

// pairDutch pairs es, whose indices name the players; ok(i, j) reports
// whether i and j may meet (never met, may meet). It returns the pairs,
// the bye's index (-1 for none) and ErrNoPairing when no pairing exists.
func pairDutch(es []entrant, ok func(i, j int) bool) (pairs [][2]int, bye int, err error) {
	may := ok
	ok = func(i, j int) bool { return may(i, j) && !colourClash(es[i].colour, es[j].colour) }
	all := make([]int, len(es))
	for i := range all {
		all[i] = i
	}
	order := func(a, b int) int {
		if c := cmp.Compare(es[b].score, es[a].score); c != 0 {
			return c
		}
		return cmp.Compare(es[a].rank, es[b].rank)
	}
	slices.SortFunc(all, order)
	perfect := func(list []int) bool {
		if len(list)%2 != 0 {
			return false
		}
		return 2*maxMatching(len(list), func(a, b int) bool { return ok(list[a], list[b]) }) == len(list)
	}
	bye = -1
	if len(all)%2 == 1 {
		cands := slices.Clone(all)
		slices.SortFunc(cands, func(a, b int) int {
			if c := cmp.Compare(es[a].score, es[b].score); c != 0 {
				return c
			}
			if c := cmp.Compare(es[a].unplayed, es[b].unplayed); c != 0 {
				return c
			}
			return cmp.Compare(es[b].rank, es[a].rank)
		})
		for _, c := range cands {
			if es[c].byeBlocked {
				continue
			}
			rest := slices.DeleteFunc(slices.Clone(all), func(x int) bool { return x == c })
			if perfect(rest) {
				bye = c
				all = rest
				break
			}
		}
		if bye < 0 {
			return nil, -1, ErrNoPairing
		}
	}
	if !perfect(all) {
		return nil, -1, ErrNoPairing
	}
	b := &bracketSearch{es: es, ok: ok, perfect: perfect}
	var floaters []int
	for i := 0; i < len(all); {
		j := i
		for j < len(all) && es[all[j]].score == es[all[i]].score {
			j++
		}
		ps, fl := b.pair(floaters, all[i:j], all[j:])
		pairs = append(pairs, ps...)
		floaters = fl
		i = j
	}
	if len(floaters) > 0 {
		// The last bracket's search ran out of budget before it found a
		// pairing of everyone; completion held above it, so its players
		// can all be paired: take a maximum matching's pairs.
		size, mate := matching(len(floaters), func(a, b int) bool { return ok(floaters[a], floaters[b]) })
		if 2*size != len(floaters) {
			return nil, -1, ErrNoPairing // cannot happen: completion held
		}
		for a, m := range mate {
			if a < m {
				pairs = append(pairs, [2]int{floaters[a], floaters[m]})
			}
		}
	}
	return pairs, bye, nil
}

// bracketSearch pairs one bracket after another.
type bracketSearch struct {
	es      []entrant
	ok      func(i, j int) bool
	perfect func([]int) bool

	// the current bracket's search
	mdps, residents, lower []int
	p                      int // pairs wanted
	resScore               int
	best                   *candidate
	bound                  []int // the smallest PSD conceivable
	seen, nodes            int
	done                   bool
	completion             map[string]bool
	exchangeLists          map[[2]int][]exchange
}

// exchanges returns exchanges(n1, n2), made once per event's pairing.
func (b *bracketSearch) exchanges(n1, n2 int) []exchange {
	if b.exchangeLists == nil {
		b.exchangeLists = map[[2]int][]exchange{}
	}
	k := [2]int{n1, n2}
	if xs, ok := b.exchangeLists[k]; ok {
		return xs
	}
	xs := exchanges(n1, n2)
	b.exchangeLists[k] = xs
	return xs
}

// candidate is a bracket's pairing: its pairs, its downfloaters, and
// its quality (lower is better).
type candidate struct {
	pairs    [][2]int
	floaters []int
	psd      []int
	// C.10, C.11 (colours), then C.12 to C.15 (floats)
	floats [6]int
}

// better reports whether c is better than d by the criteria C.6, C.10
// to C.15 (C.5 is fixed by the search's p).
func (c *candidate) better(d *candidate) bool {
	if x := slices.Compare(c.psd, d.psd); x != 0 {
		return x < 0
	}
	return slices.Compare(c.floats[:], d.floats[:]) < 0
}

// pair pairs the bracket of mdps (in order) and residents (by pairing
// number) above lower, returning its pairs and downfloaters.
func (b *bracketSearch) pair(mdps, residents, lower []int) ([][2]int, []int) {
	all := append(slices.Clone(mdps), residents...)
	pmax := maxMatching(len(all), func(x, y int) bool { return b.ok(all[x], all[y]) })
	b.mdps, b.residents, b.lower = mdps, residents, lower
	b.resScore = b.es[residents[0]].score
	b.completion = map[string]bool{}
	for p := pmax; p >= 0; p-- {
		b.p, b.best, b.seen, b.nodes, b.done = p, nil, 0, 0, false
		b.bound = b.psdBound()
		b.mdpStep(0, nil, nil, make([]bool, len(b.es)))
		if b.best != nil {
			return b.best.pairs, b.best.floaters
		}
	}
	return nil, all // unreachable while completion holds above
}

// psdBound is the PSD of the best conceivable candidate: the first MDPs
// paired, the rest of the bracket's downfloaters residents.
func (b *bracketSearch) psdBound() []int {
	var psd []int
	paired := min(len(b.mdps), b.p)
	for i, m := range b.mdps {
		if i < paired {
			psd = append(psd, b.es[m].score-b.resScore)
		} else {
			psd = append(psd, b.es[m].score-b.resScore+winUnits)
		}
	}
	for range len(b.residents) - 2*(b.p-paired) - (paired) {
		psd = append(psd, winUnits)
	}
	for range b.p - paired {
		psd = append(psd, 0) // pairs of residents
	}
	slices.SortFunc(psd, func(x, y int) int { return cmp.Compare(y, x) })
	return psd
}

// floatsLeft is how many of the bracket's players must downfloat.
func (b *bracketSearch) floatsLeft() int { return len(b.mdps) + len(b.residents) - 2*b.p }

// mdpStep pairs MDP k on: with each free resident in order, then (if
// floats remain) not at all.
func (b *bracketSearch) mdpStep(k int, pairs [][2]int, fl []int, used []bool) {
	if b.done {
		return
	}
	if b.nodes++; b.nodes > nodeBudget {
		b.done = true
		return
	}
	if b.hopeless(pairs) {
		return
	}
	if k == len(b.mdps) {
		b.remainder(pairs, fl, used)
		return
	}
	m := b.mdps[k]
	if len(pairs) < b.p {
		for _, r := range b.residents {
			if !used[r] && b.ok(m, r) {
				used[r] = true
				b.mdpStep(k+1, append(pairs, [2]int{m, r}), fl, used)
				used[r] = false
			}
		}
	}
	if len(fl) < b.floatsLeft() {
		b.mdpStep(k+1, pairs, append(fl, m), used)
	}
}

// remainder pairs the residents the MDPs left: transpositions, then
// exchanges of one and two, then any way.
func (b *bracketSearch) remainder(pairs [][2]int, fl []int, used []bool) {
	var rem []int
	for _, r := range b.residents {
		if !used[r] {
			rem = append(rem, r)
		}
	}
	q := b.p - len(pairs)
	if q < 0 || 2*q > len(rem) {
		return
	}
	s1, s2 := rem[:q], rem[q:]
	for _, ex := range b.exchanges(len(s1), len(s2)) {
		n1, n2 := slices.Clone(s1), slices.Clone(s2)
		for i := range ex.from1 {
			n1[ex.from1[i]], n2[ex.from2[i]] = s2[ex.from2[i]], s1[ex.from1[i]]
		}
		slices.SortFunc(n1, b.byRank)
		slices.SortFunc(n2, b.byRank)
		b.transpose(n1, n2, 0, pairs, fl, make([]bool, len(n2)))
		if b.done {
			return
		}
	}
	if b.best == nil {
		b.anyWay(rem, 0, q, pairs, fl, make([]bool, len(rem)))
	}
}

func (b *bracketSearch) byRank(x, y int) int { return cmp.Compare(b.es[x].rank, b.es[y].rank) }

// transpose pairs s1[i] with each free s2 player in order.
func (b *bracketSearch) transpose(s1, s2 []int, i int, pairs [][2]int, fl []int, used []bool) {
	if b.done {
		return
	}
	if b.nodes++; b.nodes > nodeBudget {
		b.done = true
		return
	}
	if b.hopeless(pairs) {
		return
	}
	if i == len(s1) {
		out := slices.Clone(fl)
		for j, x := range s2 {
			if !used[j] {
				out = append(out, x)
			}
		}
		b.weigh(pairs, out)
		return
	}
	for j, x := range s2 {
		if !used[j] && b.ok(s1[i], x) {
			used[j] = true
			b.transpose(s1, s2, i+1, append(pairs, [2]int{s1[i], x}), fl, used)
			used[j] = false
			if b.done {
				return
			}
		}
	}
}

// anyWay pairs rem's players in order, each with a later one or not at
// all, until q pairs: every candidate the exchanges did not reach.
func (b *bracketSearch) anyWay(rem []int, i, q int, pairs [][2]int, fl []int, used []bool) {
	if b.done {
		return
	}
	if b.nodes++; b.nodes > nodeBudget {
		b.done = true
		return
	}
	if b.hopeless(pairs) {
		return
	}
	for i < len(rem) && used[i] {
		i++
	}
	if q == 0 || i == len(rem) {
		if q > 0 {
			return
		}
		out := slices.Clone(fl)
		for j := i; j < len(rem); j++ {
			if !used[j] {
				out = append(out, rem[j])
			}
		}
		b.weigh(pairs, out)
		return
	}
	used[i] = true
	for j := i + 1; j < len(rem); j++ {
		if !used[j] && b.ok(rem[i], rem[j]) {
			used[j] = true
			b.anyWay(rem, i+1, q-1, append(pairs, [2]int{rem[i], rem[j]}), fl, used)
			used[j] = false
		}
	}
	b.anyWay(rem, i+1, q, pairs, append(fl, rem[i]), used)
	used[i] = false
}

// hopeless reports whether no candidate completing pairs can be better
// than the best found (an equal one would not replace it, being found
// later): the best has the smallest PSD conceivable, and the pairs'
// colour and upfloat counts, which only grow as pairs are added, are
// already no better than the best's in the criteria's order.
func (b *bracketSearch) hopeless(pairs [][2]int) bool {
	if b.best == nil || !slices.Equal(b.best.psd, b.bound) {
		return false
	}
	var part [6]int
	b.pairCounts(pairs, &part)
	return slices.Compare(part[:], b.best.floats[:]) >= 0
}

// pairCounts adds the pairs' colour (C.10, C.11) and upfloat (C.13,
// C.15) counts to q.
func (b *bracketSearch) pairCounts(pairs [][2]int, q *[6]int) {
	for _, pr := range pairs {
		x, y := b.es[pr[0]].colour, b.es[pr[1]].colour
		if x.want != 0 && x.want == y.want {
			q[0]++                                              // C.10: one of them lacks their colour
			q[1] += boolInt(x.strength >= 2 && y.strength >= 2) // C.11: a strong one
		}
		if slices.Contains(b.mdps, pr[0]) && !slices.Contains(b.mdps, pr[1]) {
			up := b.es[pr[1]]
			q[3] += boolInt(up.floatLast == floatedUp)
			q[5] += boolInt(up.floatBefore == floatedUp)
		}
	}
}

// weigh rates a complete candidate and keeps it if it is the best yet
// and the players below can still all be paired.
func (b *bracketSearch) weigh(pairs [][2]int, fl []int) {
	c := &candidate{pairs: slices.Clone(pairs), floaters: slices.Clone(fl)}
	for _, pr := range pairs {
		c.psd = append(c.psd, b.es[pr[0]].score-b.es[pr[1]].score)
	}
	b.pairCounts(pairs, &c.floats)
	for _, x := range fl {
		c.psd = append(c.psd, b.es[x].score-b.resScore+winUnits)
		c.floats[2] += boolInt(b.es[x].floatLast == floatedDown)
		c.floats[4] += boolInt(b.es[x].floatBefore == floatedDown)
	}
	slices.SortFunc(c.psd, func(x, y int) int { return cmp.Compare(y, x) })
	b.seen++
	if b.best == nil || c.better(b.best) {
		if b.completes(fl) {
			b.best = c
		}
	}
	if b.best != nil && slices.Equal(b.best.psd, b.bound) && b.best.floats == [6]int{} || b.seen >= candidateBudget {
		b.done = true
	}
}

// completes reports whether the downfloaters fl and the brackets below
// can all be paired (C.4), remembering the answers by floater set.
func (b *bracketSearch) completes(fl []int) bool {
	if len(b.lower) == 0 {
		return len(fl) == 0 // the last bracket leaves nobody
	}
	key := slices.Sorted(slices.Values(fl))
	k := string(intsKey(key))
	if v, ok := b.completion[k]; ok {
		return v
	}
	v := b.perfect(append(key, b.lower...))
	b.completion[k] = v
	return v
}

func intsKey(xs []int) []byte {
	out := make([]byte, 0, 4*len(xs))
	for _, x := range xs {
		out = append(out, byte(x), byte(x>>8), byte(x>>16), ',')
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// maxTwoExchangeProduct bounds the brackets whose exchanges of two are
// listed: beyond it (S1's size times S2's) the search goes from the
// exchanges of one to any way.
const maxTwoExchangeProduct = 400

// exchange swaps S1's players at from1 with S2's at from2.
type exchange struct{ from1, from2 []int }

// exchanges lists the exchanges of none, one and two players between S1
// (n1 players) and S2 (n2), in the Dutch order (D.2): fewest exchanged,
// then the smallest difference between the sums of the pairing numbers
// moved from S2 and from S1, then the S1 players of the highest numbers
// and the S2 players of the lowest first.
func exchanges(n1, n2 int) []exchange {
	out := []exchange{{}}
	if n1 == 0 || n2 == 0 {
		return out
	}
	// Bracket sequence numbers: S1 is 1..n1, S2 n1+1..n1+n2.
	var ones, twos []exchange
	for i := range n1 {
		for j := range n2 {
			ones = append(ones, exchange{[]int{i}, []int{j}})
		}
	}
	if n1 >= 2 && n2 >= 2 && n1*n2 <= maxTwoExchangeProduct {
		for i1 := range n1 {
			for i2 := i1 + 1; i2 < n1; i2++ {
				for j1 := range n2 {
					for j2 := j1 + 1; j2 < n2; j2++ {
						twos = append(twos, exchange{[]int{i1, i2}, []int{j1, j2}})
					}
				}
			}
		}
	}
	key := func(e exchange) int {
		d := 0
		for _, j := range e.from2 {
			d += n1 + j + 1
		}
		for _, i := range e.from1 {
			d -= i + 1
		}
		return d
	}
	sortEx := func(xs []exchange) {
		slices.SortStableFunc(xs, func(a, b exchange) int {
			if c := cmp.Compare(key(a), key(b)); c != 0 {
				return c
			}
			// The S1 players of the highest numbers first.
			for k := len(a.from1) - 1; k >= 0; k-- {
				if c := cmp.Compare(b.from1[k], a.from1[k]); c != 0 {
					return c
				}
			}
			// The S2 players of the lowest numbers first.
			return slices.Compare(a.from2, b.from2)
		})
	}
	sortEx(ones)
	sortEx(twos)
	return append(append(out, ones...), twos...)
}
