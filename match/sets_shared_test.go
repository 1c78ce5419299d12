package match

import (
	"slices"
	"testing"
)

// sharedStarts lists, for two committed sets (in the order of Sets), the
// starts both hold, as pairs of their numbers from 1. The conversion set
// and the hard set's first run were walked with the same seed, so three of
// the conversion set's positions passed the hard set's filter too; the sets
// are kept as they were measured, these three in both: their figures
// (docs/measurements.md) are of the sets as they are. A pair not listed
// shares nothing.
var sharedStarts = map[[2]string][][2]int{
	{"conversion", "hard"}: {{1, 1}, {8, 3}, {55, 9}},
}

// TestSetsShared: two committed sets have in common exactly the starts
// sharedStarts lists (the same position with the same better side), so a
// figure of one set is not counted again, unknown, in another's.
func TestSetsShared(t *testing.T) {
	for i, a := range Sets {
		as, _ := NamedStarts(a)
		for _, b := range Sets[i+1:] {
			bs, _ := NamedStarts(b)
			var got [][2]int
			for j, s := range as {
				for k, u := range bs {
					if s.Position == u.Position && s.Better == u.Better {
						got = append(got, [2]int{j + 1, k + 1})
					}
				}
			}
			if want := sharedStarts[[2]string{a, b}]; !slices.Equal(got, want) {
				t.Errorf("%s and %s share starts %v, want %v", a, b, got, want)
			}
		}
	}
}
