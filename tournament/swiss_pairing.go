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
// and the colour criteria never decide anything. (They are implemented
// all the same, C.3, C.10 and C.11, for the tests that replay published
// chess events.) What it implements:
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
//   - Quality, in this order: C.5 the most pairs in the bracket; C.6 the
//     smallest PSD (A.8: the pairs' score differences and, for each
//     downfloater, its score less one win below the bracket's score,
//     sorted from the largest and compared in that order); C.7 the most
//     pairs in the next bracket, then the downfloaters of the highest
//     scores paired in it; C.10 and C.11 colours; C.12 to C.15 the fewest
//     players who downfloat (unpaired, or paired with a lower score) or
//     upfloat again after doing so in the previous round, then two rounds
//     before; C.16 to C.19 the lowest scores of those downfloating again
//     and of the opponents of those upfloating again. The topscorers'
//     colour criteria of the last round (C.8, C.9) are left out.
//   - Candidates (section D): an MDP is paired before residents, with the
//     residents in pairing-number order; a homogeneous bracket or
//     remainder puts its first p players in S1 and the rest in S2, and
//     tries S2's transpositions in lexicographic order, then exchanges of
//     one and two players between S1 and S2 (fewest exchanged, then the
//     smallest difference of the exchanged pairing numbers' sums), then,
//     only if none gives a pairing, any remaining way. The first
//     candidate no criterion can better is taken; otherwise the best of
//     at most candidateBudget candidates, the first of equals. Partial
//     candidates that cannot beat the best are cut off.
//   - Bye (A.5, C.2, and the 2025 Dutch's C.9): with an odd number of
//     players, before the brackets, the bye goes to the player of the
//     lowest score who has had no bye (nor a win without playing), the
//     fewest unplayed rounds, then the highest pairing number, such that
//     the others can all be paired.
//
// Tests replay published pairings (testdata/README): all 14 rounds of a
// 60-player event of bbpPairings' tests, and its C5 and C9 cases.

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
	nexts                  map[string]nextBracket
	next                   []int // the next bracket's residents
	exchangeLists          map[[2]int][]exchange
}

// nextAtBound reports whether c's next bracket is the best conceivable:
// every downfloater paired in it, and as many pairs as it has players.
func (b *bracketSearch) nextAtBound(c *candidate) bool {
	return len(b.next) == 0 || len(c.next.scores) == len(c.floaters) && 2*c.next.pairs >= len(c.floaters)+len(b.next)-1
}

// nextOf works out C.7 for the downfloaters fl: the most pairs of the
// next bracket (fl and its residents), and, greedily from the highest
// score (the vertex sets a matching covers form a matroid, so greedy is
// optimal), the downfloaters that some matching pairs all together.
func (b *bracketSearch) nextOf(fl []int) nextBracket {
	if len(b.next) == 0 {
		return nextBracket{}
	}
	key := slices.Sorted(slices.Values(fl))
	k := string(intsKey(key))
	if v, ok := b.nexts[k]; ok {
		return v
	}
	players := append(slices.Clone(key), b.next...)
	edge := func(x, y int) bool { return b.ok(players[x], players[y]) }
	n := nextBracket{pairs: maxMatching(len(players), edge)}
	order := slices.Clone(key)
	slices.SortFunc(order, func(x, y int) int {
		if c := cmp.Compare(b.es[y].score, b.es[x].score); c != 0 {
			return c
		}
		return b.byRank(x, y)
	})
	var covered []int
	for _, f := range order {
		if coverable(players, append(covered, f), b.ok) {
			covered = append(covered, f)
			n.scores = append(n.scores, b.es[f].score)
		}
	}
	b.nexts[k] = n
	return n
}

// coverable reports whether some matching of players (edges by ok)
// pairs every player of must: a perfect matching of the players, one
// dummy for each player not in must (joined to it alone), the dummies
// joined to each other, and one more dummy for an even count.
func coverable(players, must []int, ok func(i, j int) bool) bool {
	n := len(players)
	var free []int // players not in must, by index
	for i, p := range players {
		if !slices.Contains(must, p) {
			free = append(free, i)
		}
	}
	total := n + len(free)
	if total%2 == 1 {
		total++
	}
	edge := func(x, y int) bool {
		if x > y {
			x, y = y, x
		}
		switch {
		case y < n:
			return ok(players[x], players[y])
		case x >= n:
			return true // two dummies
		default: // x a player, y a dummy
			d := y - n
			return d < len(free) && free[d] == x
		}
	}
	return 2*maxMatching(total, edge) == total
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
	next     nextBracket
	quality
}

// nextBracket is what a candidate's downfloaters make of the next
// bracket (C.7): how many pairs it can have, and the scores of the
// downfloaters it can pair, from the highest (both to maximise).
type nextBracket struct {
	pairs  int
	scores []int
}

// compare orders n and m: negative when n is better.
func (n nextBracket) compare(m nextBracket) int {
	if c := cmp.Compare(m.pairs, n.pairs); c != 0 {
		return c
	}
	return slices.Compare(m.scores, n.scores)
}

// quality is a candidate's colour and float criteria, lower is better,
// compared in order: C.10 and C.11 (colours), C.12 to C.15 (how many
// downfloat or upfloat again, from the previous round and from two rounds
// before), then C.16 to C.19 (the scores of those downfloating again and
// of the opponents of those upfloating again, each list sorted from the
// highest score).
type quality struct {
	counts [6]int
	scores [4][]int
}

// compare orders q and r: negative when q is better.
func (q *quality) compare(r *quality) int {
	if c := slices.Compare(q.counts[:], r.counts[:]); c != 0 {
		return c
	}
	for i := range q.scores {
		if c := slices.Compare(q.scores[i], r.scores[i]); c != 0 {
			return c
		}
	}
	return 0
}

// add puts a score in a list sorted from the highest.
func addScore(list []int, s int) []int {
	i, _ := slices.BinarySearchFunc(list, s, func(x, y int) int { return cmp.Compare(y, x) })
	return slices.Insert(list, i, s)
}

// better reports whether c is better than d by the criteria C.6 and C.10
// to C.19, with C.7 after C.6 (C.5 is fixed by the search's p).
func (c *candidate) better(d *candidate) bool {
	if x := slices.Compare(c.psd, d.psd); x != 0 {
		return x < 0
	}
	if x := c.next.compare(d.next); x != 0 {
		return x < 0
	}
	return c.compare(&d.quality) < 0
}

// pair pairs the bracket of mdps (in order) and residents (by pairing
// number) above lower, returning its pairs and downfloaters.
func (b *bracketSearch) pair(mdps, residents, lower []int) ([][2]int, []int) {
	all := append(slices.Clone(mdps), residents...)
	pmax := maxMatching(len(all), func(x, y int) bool { return b.ok(all[x], all[y]) })
	b.mdps, b.residents, b.lower = mdps, residents, lower
	b.resScore = b.es[residents[0]].score
	b.completion = map[string]bool{}
	b.nexts = map[string]nextBracket{}
	b.next = nil
	for _, x := range lower {
		if b.es[x].score != b.es[lower[0]].score {
			break
		}
		b.next = append(b.next, x)
	}
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

// enter counts a node of the search and says whether it goes on from
// pairs: not once the search is done or past nodeBudget (which ends it),
// nor when pairs cannot lead to a better pairing (hopeless).
func (b *bracketSearch) enter(pairs [][2]int) bool {
	if b.done {
		return false
	}
	if b.nodes++; b.nodes > nodeBudget {
		b.done = true
		return false
	}
	return !b.hopeless(pairs)
}

// mdpStep pairs MDP k on: with each free resident in order, then (if
// floats remain) not at all.
func (b *bracketSearch) mdpStep(k int, pairs [][2]int, fl []int, used []bool) {
	if !b.enter(pairs) {
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
	if !b.enter(pairs) {
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
	if !b.enter(pairs) {
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
	if b.best == nil || !slices.Equal(b.best.psd, b.bound) || !b.nextAtBound(b.best) {
		return false
	}
	var part quality
	b.pairQuality(pairs, &part)
	return part.compare(&b.best.quality) >= 0
}

// pairQuality adds the pairs' part of the quality to q: colours, and the
// floats of a pair of unequal scores (the higher downfloats, the lower
// upfloats: A.4.b). Adding pairs only makes q worse, so a partial
// pairing's q bounds every completion's.
func (b *bracketSearch) pairQuality(pairs [][2]int, q *quality) {
	for _, pr := range pairs {
		hi, lo := b.es[pr[0]], b.es[pr[1]]
		if hi.colour.want != 0 && hi.colour.want == lo.colour.want {
			q.counts[0]++                                                              // C.10: one of them lacks their colour
			q.counts[1] += boolInt(hi.colour.strength >= 2 && lo.colour.strength >= 2) // C.11: a strong one
		}
		if hi.score <= lo.score {
			continue
		}
		if hi.floatLast == floatedDown {
			q.counts[2]++
		}
		if lo.floatLast == floatedUp {
			q.counts[3]++
			q.scores[1] = addScore(q.scores[1], hi.score)
		}
		if hi.floatBefore == floatedDown {
			q.counts[4]++
		}
		if lo.floatBefore == floatedUp {
			q.counts[5]++
			q.scores[3] = addScore(q.scores[3], hi.score)
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
	b.pairQuality(pairs, &c.quality)
	c.next = b.nextOf(fl)
	for _, x := range fl {
		e := b.es[x]
		c.psd = append(c.psd, e.score-b.resScore+winUnits)
		if e.floatLast == floatedDown {
			c.counts[2]++
			c.scores[0] = addScore(c.scores[0], e.score)
		}
		if e.floatBefore == floatedDown {
			c.counts[4]++
			c.scores[2] = addScore(c.scores[2], e.score)
		}
	}
	slices.SortFunc(c.psd, func(x, y int) int { return cmp.Compare(y, x) })
	b.seen++
	if b.best == nil || c.better(b.best) {
		if b.completes(fl) {
			b.best = c
		}
	}
	if b.best != nil && slices.Equal(b.best.psd, b.bound) && b.nextAtBound(b.best) && b.best.counts == [6]int{} || b.seen >= candidateBudget {
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
