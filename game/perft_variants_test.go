package game

import (
	"os"
	"testing"
)

// Perft regression table for every combination of the generation options,
// from the start and from a middlegame position. The values were computed
// with Perft and cross-checked at every depth with the naive generator of
// internal/naive (FETAIX_PERFT_NAIVE=full repeats that check; by default the
// naive generator re-checks the shallower depths only, to stay fast).

// perftMiddlegame is a middlegame position, Black to move, with captures
// available to both sides within a few plies.
const perftMiddlegame = "bbbbb/b1bbb/1bw1w/w1ww1/wwwww b 0 3"

// perftVariants holds, per rule text, perft 1..N from the start and from
// perftMiddlegame.
var perftVariants = []struct {
	rules             string
	start, middlegame []uint64
}{
	{"",
		[]uint64{4, 5, 6, 12, 21, 80, 253, 924, 3489, 14397, 61329},
		[]uint64{3, 5, 16, 34, 238, 1560, 9243, 57777},
	},
	{"promotion=stop",
		[]uint64{4, 5, 6, 12, 21, 80, 253, 924, 3494, 14393, 61502},
		[]uint64{3, 5, 16, 34, 238, 1560, 9243, 57955},
	},
	{"promotion=continue",
		[]uint64{4, 5, 6, 12, 35, 141, 545, 2142, 9025, 40573, 190016},
		[]uint64{3, 5, 16, 36, 240, 1759, 10693, 69837},
	},
	{"removal=end",
		[]uint64{4, 5, 6, 12, 21, 80, 253, 924, 3489, 14396, 61300},
		[]uint64{3, 5, 16, 34, 238, 1560, 9243, 57751},
	},
	{"removal=end,promotion=stop",
		[]uint64{4, 5, 6, 12, 21, 80, 253, 924, 3494, 14392, 61473},
		[]uint64{3, 5, 16, 34, 238, 1560, 9243, 57929},
	},
	{"removal=end,promotion=continue",
		[]uint64{4, 5, 6, 12, 35, 141, 545, 2140, 9009, 40171, 187245},
		[]uint64{3, 5, 16, 36, 240, 1759, 10675, 69576},
	},
	{"majority",
		[]uint64{4, 5, 6, 12, 19, 53, 173, 604, 2263, 8961, 37491},
		[]uint64{3, 5, 16, 30, 222, 1469, 8528, 52999},
	},
	{"majority,promotion=stop",
		[]uint64{4, 5, 6, 12, 19, 53, 173, 606, 2262, 8995, 37768},
		[]uint64{3, 5, 16, 30, 222, 1469, 8538, 53309},
	},
	{"majority,promotion=continue",
		[]uint64{4, 5, 6, 12, 33, 110, 432, 1564, 6367, 26971, 122058},
		[]uint64{3, 5, 16, 30, 214, 1587, 9133, 59067},
	},
	{"majority,removal=end",
		[]uint64{4, 5, 6, 12, 19, 53, 173, 604, 2263, 8961, 37485},
		[]uint64{3, 5, 16, 30, 222, 1469, 8528, 52998},
	},
	{"majority,removal=end,promotion=stop",
		[]uint64{4, 5, 6, 12, 19, 53, 173, 606, 2262, 8995, 37762},
		[]uint64{3, 5, 16, 30, 222, 1469, 8538, 53308},
	},
	{"majority,removal=end,promotion=continue",
		[]uint64{4, 5, 6, 12, 33, 110, 432, 1563, 6362, 26936, 121612},
		[]uint64{3, 5, 16, 30, 214, 1587, 9117, 58945},
	},
	{"men-capture-backward",
		[]uint64{4, 5, 6, 12, 27, 99, 426, 1820, 7882, 36866, 183313},
		[]uint64{3, 5, 16, 35, 219, 1598, 9257, 60464},
	},
	{"men-capture-backward,promotion=stop",
		[]uint64{4, 5, 6, 12, 27, 99, 436, 1880, 8103, 37842, 188426},
		[]uint64{3, 5, 16, 34, 238, 1560, 9138, 57920},
	},
	{"men-capture-backward,promotion=continue",
		[]uint64{4, 5, 6, 12, 41, 160, 720, 3046, 13634, 65887, 335567},
		[]uint64{3, 5, 16, 36, 229, 1667, 10048, 67423},
	},
	{"men-capture-backward,removal=end",
		[]uint64{4, 5, 6, 12, 27, 99, 426, 1820, 7882, 36858, 183293},
		[]uint64{3, 5, 16, 35, 219, 1598, 9257, 60460},
	},
	{"men-capture-backward,removal=end,promotion=stop",
		[]uint64{4, 5, 6, 12, 27, 99, 436, 1871, 8054, 37425, 186612},
		[]uint64{3, 5, 16, 34, 238, 1560, 9138, 57901},
	},
	{"men-capture-backward,removal=end,promotion=continue",
		[]uint64{4, 5, 6, 12, 41, 160, 720, 3044, 13618, 65424, 332366},
		[]uint64{3, 5, 16, 36, 229, 1667, 10030, 67247},
	},
	{"men-capture-backward,majority",
		[]uint64{4, 5, 6, 12, 27, 89, 375, 1447, 5776, 24617, 116092},
		[]uint64{3, 5, 16, 29, 204, 1519, 8573, 55107},
	},
	{"men-capture-backward,majority,promotion=stop",
		[]uint64{4, 5, 6, 12, 27, 89, 385, 1499, 5916, 24970, 115751},
		[]uint64{3, 5, 16, 30, 222, 1469, 8476, 53491},
	},
	{"men-capture-backward,majority,promotion=continue",
		[]uint64{4, 5, 6, 12, 41, 146, 637, 2411, 9954, 43500, 207460},
		[]uint64{3, 5, 16, 30, 214, 1587, 9095, 59571},
	},
	{"men-capture-backward,majority,removal=end",
		[]uint64{4, 5, 6, 12, 27, 89, 375, 1447, 5776, 24617, 116098},
		[]uint64{3, 5, 16, 29, 204, 1519, 8573, 55105},
	},
	{"men-capture-backward,majority,removal=end,promotion=stop",
		[]uint64{4, 5, 6, 12, 27, 89, 385, 1495, 5904, 24883, 115516},
		[]uint64{3, 5, 16, 30, 222, 1469, 8476, 53489},
	},
	{"men-capture-backward,majority,removal=end,promotion=continue",
		[]uint64{4, 5, 6, 12, 41, 146, 637, 2410, 9949, 43458, 206860},
		[]uint64{3, 5, 16, 30, 214, 1587, 9079, 59452},
	},
}

// perftNaiveDepth is how deep the naive generator re-checks the table by
// default.
const perftNaiveDepth = 7

func TestPerftVariants(t *testing.T) {
	full := os.Getenv("FETAIX_PERFT_NAIVE") == "full"
	if len(perftVariants) != len(allRuleCombos()) {
		t.Fatalf("the table has %d option combinations, want %d", len(perftVariants), len(allRuleCombos()))
	}
	seen := map[Rules]bool{}
	for _, v := range perftVariants {
		r := mustRules(t, v.rules)
		seen[r] = true
		for _, pv := range []struct {
			text string
			want []uint64
		}{{StartText, v.start}, {perftMiddlegame, v.middlegame}} {
			p := mustPosition(t, pv.text)
			for i, want := range pv.want {
				d := i + 1
				if got := Perft(p, r, d); got != want {
					t.Errorf("rules %q position %q: Perft(%d) = %d, want %d", v.rules, pv.text, d, got, want)
				}
				if full || d <= perftNaiveDepth {
					if got := naivePerft(nFromPosition(p), r, d); got != want {
						t.Errorf("rules %q position %q: naive perft(%d) = %d, want %d", v.rules, pv.text, d, got, want)
					}
				}
			}
		}
	}
	for _, r := range allRuleCombos() {
		if !seen[r] {
			t.Errorf("rules %q missing from the table", r.String())
		}
	}
}
