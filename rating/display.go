package rating

import (
	"fmt"
	"math"
)

// ProvisionalRD is the deviation above which a rating is provisional:
// shown with a "?", as it says little yet. A newcomer's deviation of 350
// falls below it after 10 to 12 games against established players.
const ProvisionalRD = 110

// Provisional reports whether the deviation is above ProvisionalRD.
func (r Rating) Provisional() bool { return r.RD > ProvisionalRD }

// String shows the rating and its deviation, rounded: "1612 ±48", or
// "1500? ±350" while provisional.
func (r Rating) String() string {
	mark := ""
	if r.Provisional() {
		mark = "?"
	}
	return fmt.Sprintf("%d%s ±%d", round(r.R), mark, round(r.RD))
}

// Short shows the rating alone, rounded, as lists and headers show it
// beside a name: "1612", or "1500?" while provisional.
func (r Rating) Short() string {
	if r.Provisional() {
		return fmt.Sprintf("%d?", round(r.R))
	}
	return fmt.Sprintf("%d", round(r.R))
}

// Change shows how the shown rating moved from before to after: "+12",
// "-7", or "±0".
func Change(before, after Rating) string {
	switch d := round(after.R) - round(before.R); {
	case d > 0:
		return fmt.Sprintf("+%d", d)
	case d < 0:
		return fmt.Sprintf("%d", d)
	}
	return "±0"
}

func round(x float64) int { return int(math.Round(x)) }
