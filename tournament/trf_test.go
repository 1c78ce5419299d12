package tournament

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// trfPlayer is a player of a TRF (FIDE Tournament Report File, 2016)
// record: pairing number, rating, and per round the opponent (0 for none),
// and the result character.
type trfPlayer struct {
	num, rating int
	opp         []int
	res         []byte
	col         []byte // 'w', 'b' or '-'
}

// readTRF reads the players ("001" lines) of a TRF file. The columns are
// those of the TRF-16 format: number 5-8, rating 49-52, and each round's
// entry of 8 characters from column 92 on, 10 apart.
func readTRF(t *testing.T, path string) (players []trfPlayer, final int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []trfPlayer
	final = -1
	for _, line := range strings.FieldsFunc(string(data), func(r rune) bool { return r == '\n' || r == '\r' }) {
		if n, ok := strings.CutPrefix(line, "XXR "); ok {
			rounds, _ := strconv.Atoi(strings.TrimSpace(n))
			final = rounds - 1
		}
		if !strings.HasPrefix(line, "001") {
			continue
		}
		num, err1 := strconv.Atoi(strings.TrimSpace(line[4:8]))
		rating, _ := strconv.Atoi(strings.TrimSpace(line[48:52]))
		if err1 != nil {
			t.Fatalf("%s: %q", path, line)
		}
		p := trfPlayer{num: num, rating: rating}
		for at := 91; at+8 <= len(line); at += 10 {
			e := line[at : at+8]
			if strings.TrimSpace(e) == "" {
				break
			}
			o, err := strconv.Atoi(strings.TrimSpace(e[0:4]))
			if err != nil {
				t.Fatalf("%s: player %d: entry %q", path, num, e)
			}
			p.opp = append(p.opp, o)
			p.res = append(p.res, e[7])
			p.col = append(p.col, e[5])
		}
		out = append(out, p)
	}
	return out, final
}

// trfPoints is a result character's score in half-points.
func trfPoints(r byte) int {
	switch r {
	case '1', '+', 'W', 'U', 'F':
		return 2
	case '=', 'D', 'H':
		return 1
	}
	return 0
}

// played reports whether a round's entry is a game played over the board.
func (p trfPlayer) played(r int) bool {
	return r < len(p.opp) && p.opp[r] != 0 && strings.IndexByte("10=WDL", p.res[r]) >= 0
}

// absent reports whether the player was not paired in round r (0-based):
// an entry with no opponent that is no pairing-allocated bye.
func (p trfPlayer) absent(r int) bool {
	return r < len(p.opp) && p.opp[r] == 0 && p.res[r] != 'U'
}

// trfEntrants builds the pairing's view of the players present in round
// r (0-based) from the rounds before it.
func trfEntrants(ps []trfPlayer, r, final int) (es []entrant, nums []int, ok func(i, j int) bool) {
	score := func(p trfPlayer, upTo int) int {
		s := 0
		for k := 0; k < upTo && k < len(p.res); k++ {
			s += trfPoints(p.res[k])
		}
		return s
	}
	byNum := map[int]trfPlayer{}
	for _, p := range ps {
		byNum[p.num] = p
	}
	float := func(p trfPlayer, k int) floatKind {
		if k < 0 {
			return noFloat
		}
		if !p.played(k) {
			return floatedDown // did not play (a bye, a forfeit, absent): A.4.b
		}
		mine, theirs := score(p, k), score(byNum[p.opp[k]], k)
		switch {
		case mine > theirs:
			return floatedDown
		case mine < theirs:
			return floatedUp
		}
		return noFloat
	}
	for _, p := range ps {
		if p.absent(r) {
			continue
		}
		e := entrant{rank: p.num, score: score(p, r), floatLast: float(p, r-1), floatBefore: float(p, r-2),
			colour: trfColour(p, r)}
		e.colour.top = r == final && e.score > r // more than half the points so far, before the last round
		for k := 0; k < r; k++ {
			if k < len(p.res) && strings.IndexByte("UF+", p.res[k]) >= 0 {
				e.byeBlocked = true
			}
			if !p.played(k) {
				e.unplayed++
			}
		}
		es = append(es, e)
		nums = append(nums, p.num)
	}
	ok = func(i, j int) bool {
		a := byNum[nums[i]]
		for k := 0; k < r; k++ {
			if a.played(k) && a.opp[k] == nums[j] {
				return false
			}
		}
		return true
	}
	return es, nums, ok
}

// trfColour is a player's colour preference before round r (0-based),
// from the games played (Dutch A.6): absolute when the colour difference
// passes 1 or the last two games had the same colour, strong when it is
// ±1, mild when 0 (for the colour not played last).
func trfColour(p trfPlayer, r int) colourPref {
	cd := 0
	var last []byte
	for k := 0; k < r; k++ {
		if !p.played(k) {
			continue
		}
		switch p.col[k] {
		case 'w':
			cd++
		case 'b':
			cd--
		}
		last = append(last, p.col[k])
	}
	if len(last) == 0 {
		return colourPref{}
	}
	other := func(c byte) int8 {
		if c == 'w' {
			return -1
		}
		return +1
	}
	n := len(last)
	switch {
	case cd > 1:
		return colourPref{want: -1, strength: 3}
	case cd < -1:
		return colourPref{want: +1, strength: 3}
	case n >= 2 && last[n-1] == last[n-2]:
		return colourPref{want: other(last[n-1]), strength: 3}
	case cd == 1:
		return colourPref{want: -1, strength: 2}
	case cd == -1:
		return colourPref{want: +1, strength: 2}
	}
	return colourPref{want: other(last[n-1]), strength: 1}
}

// pairingText is a round's pairing as sorted lines "a-b" (a < b) and
// "a-bye".
func pairingText(pairs [][2]int, bye int) []string {
	var out []string
	for _, p := range pairs {
		out = append(out, fmt.Sprintf("%d-%d", min(p[0], p[1]), max(p[0], p[1])))
	}
	if bye > 0 {
		out = append(out, fmt.Sprintf("%d-bye", bye))
	}
	slices.Sort(out)
	return out
}

// trfRound is round r's (0-based) published pairing.
func trfRound(ps []trfPlayer, r int) []string {
	var pairs [][2]int
	bye := 0
	for _, p := range ps {
		if r >= len(p.opp) {
			continue
		}
		switch {
		case p.opp[r] == 0 && p.res[r] == 'U':
			bye = p.num
		case p.opp[r] > p.num:
			pairs = append(pairs, [2]int{p.num, p.opp[r]})
		}
	}
	return pairingText(pairs, bye)
}

// ourRound pairs round r (0-based) of the record.
func ourRound(t *testing.T, ps []trfPlayer, r, final int) []string {
	es, nums, ok := trfEntrants(ps, r, final)
	pairs, bye, err := pairDutch(es, ok)
	if err != nil {
		t.Fatalf("round %d: %v", r+1, err)
	}
	for i := range pairs {
		pairs[i] = [2]int{nums[pairs[i][0]], nums[pairs[i][1]]}
	}
	b := 0
	if bye >= 0 {
		b = nums[bye]
	}
	return pairingText(pairs, b)
}

// readExpected reads a bbpPairings output file: the number of pairs, then
// "white black" lines, "n 0" for the bye.
func readExpected(t *testing.T, path string) []string {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Fields(strings.ReplaceAll(string(data), "\r", "\n"))
	var pairs [][2]int
	bye := 0
	for i := 1; i+1 < len(lines); i += 2 {
		a, _ := strconv.Atoi(lines[i])
		b, _ := strconv.Atoi(lines[i+1])
		if b == 0 {
			bye = a
		} else {
			pairs = append(pairs, [2]int{a, b})
		}
	}
	return pairingText(pairs, bye)
}

// nextRound is the 0-based round a record's expected output pairs: the
// one after the last with a game or a bye.
func nextRound(ps []trfPlayer) int {
	r := 0
	for _, p := range ps {
		for k := range p.opp {
			if p.opp[k] != 0 || p.res[k] == 'U' {
				r = max(r, k+1)
			}
		}
	}
	return r
}

// TestPublishedDutchPairings pairs the published examples of
// testdata/README and compares with their published pairings.
func TestPublishedDutchPairings(t *testing.T) {
	for _, name := range []string{"bbp_dutch_2025_C5", "bbp_dutch_2025_C9"} {
		ps, final := readTRF(t, "testdata/"+name+".input")
		r := nextRound(ps)
		got, want := ourRound(t, ps, r, final), readExpected(t, "testdata/"+name+".output.expected")
		if !slices.Equal(got, want) {
			t.Errorf("%s round %d: pairing %v, published %v", name, r+1, got, want)
		}
	}
}

// replayExact are the rounds of bbpPairings' issue_7 event the engine
// pairs as published; the others are compared and logged.
var replayExact = []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14}

// TestReplayPublishedTournament replays a 60-player, 14-round event
// (bbpPairings' issue_7), each round paired from the results before it,
// with the players' colour preferences from the record (a chess event's
// pairings depend on them), and compares with the pairings played: the
// rounds of replayExact must be as published.
func TestReplayPublishedTournament(t *testing.T) {
	ps, final := readTRF(t, "testdata/bbp_issue_7.input")
	rounds := 0
	for _, p := range ps {
		rounds = max(rounds, len(p.opp))
	}
	same := 0
	for r := range rounds {
		got, want := ourRound(t, ps, r, final), trfRound(ps, r)
		if slices.Contains(replayExact, r+1) && !slices.Equal(got, want) {
			t.Errorf("round %d: pairing %v, published %v", r+1, got, want)
		}
		if slices.Equal(got, want) {
			same++
			continue
		}
		var miss []string
		for _, g := range got {
			if !slices.Contains(want, g) {
				miss = append(miss, g)
			}
		}
		t.Logf("round %d: %d of %d pairs differ: ours %v", r+1, len(miss), len(want), miss)
	}
	t.Logf("%d of %d rounds as published", same, rounds)
	// The record's next round, as bbpPairings pairs it now, under the
	// 2025 Dutch rules (the record's rounds were paired under the earlier
	// ones, which this package follows): logged only.
	want := readExpected(t, "testdata/bbp_issue_7.output.expected")
	got := ourRound(t, ps, rounds, final)
	t.Logf("round %d (bbpPairings' expected output, 2025 rules): same %v", rounds+1, slices.Equal(got, want))
}
