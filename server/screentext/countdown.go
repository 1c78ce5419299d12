package screentext

import (
	"fmt"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/room"
)

// CountdownIn is ClockText in l's language (a correspondence clock's
// days and hours: room.DaysIn).
func CountdownIn(l *i18n.Localizer, d time.Duration) string {
	if d.Round(time.Second) >= room.Day {
		return room.DaysIn(l, d.Round(time.Second))
	}
	return ClockText(d)
}

// ClockText formats a remaining time as m:ss (h:mm:ss from an hour).
func ClockText(d time.Duration) string {
	d = d.Round(time.Second)
	if d >= room.Day { // a correspondence clock
		return room.DaysText(d)
	}
	h, m, sec := int(d.Hours()), int(d.Minutes())%60, int(d.Seconds())%60
	if h > 0 {
		return fmt.Sprintf("%d:%02d:%02d", h, m, sec)
	}
	return fmt.Sprintf("%d:%02d", m, sec)
}
