package room

import (
	"fmt"
	"strings"
	"time"
)

// DurationText writes a duration as people do, e.g. "5 min", "30 s",
// "1 h 30 min", "2 min 5 s": whole seconds, rounded up under a minute so
// a wait is never said shorter than it is, and the zero parts left out.
func DurationText(d time.Duration) string {
	if d <= 0 {
		return "0 s"
	}
	d = (d + time.Second - 1).Truncate(time.Second)
	h, m, s := int(d/time.Hour), int(d/time.Minute)%60, int(d/time.Second)%60
	var parts []string
	for _, p := range []struct {
		n    int
		unit string
	}{{h, "h"}, {m, "min"}, {s, "s"}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.unit))
		}
	}
	return strings.Join(parts, " ")
}
