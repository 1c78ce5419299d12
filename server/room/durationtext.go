package room

import (
	"strings"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
)

// DurationText writes a duration as people do, e.g. "5 min", "30 s",
// "1 h 30 min", "2 min 5 s": whole seconds, rounded up under a minute so
// a wait is never said shorter than it is, and the zero parts left out.
func DurationText(d time.Duration) string { return DurationIn(nil, d) }

// The units of DurationIn.
const (
	txtUnitH   i18n.ID = "room.unit.h"
	txtUnitMin i18n.ID = "room.unit.min"
	txtUnitS   i18n.ID = "room.unit.s"
)

// DurationIn is DurationText in l's language ("5 min", "5 د").
func DurationIn(l *i18n.Localizer, d time.Duration) string {
	if d <= 0 {
		return l.T(txtUnitS, "N", 0)
	}
	d = (d + time.Second - 1).Truncate(time.Second)
	h, m, s := int(d/time.Hour), int(d/time.Minute)%60, int(d/time.Second)%60
	var parts []string
	for _, p := range []struct {
		n    int
		unit i18n.ID
	}{{h, txtUnitH}, {m, txtUnitMin}, {s, txtUnitS}} {
		if p.n > 0 {
			parts = append(parts, l.T(p.unit, "N", p.n))
		}
	}
	return strings.Join(parts, " ")
}

// durationSaid is a duration as a Said's argument: said in the reader's
// language (DurationIn).
type durationSaid time.Duration

// In is the duration in l's language.
func (d durationSaid) In(l *i18n.Localizer) string { return DurationIn(l, time.Duration(d)) }

// String is the duration in English.
func (d durationSaid) String() string { return DurationText(time.Duration(d)) }
