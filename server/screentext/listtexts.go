package screentext

import (
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/room"
)

// InfoClockIn is the clock of a room of the lists (room.Info.Clock) in
// l's language: "5+3" as it is, "no clock" and "3 days/move" in words
// (ClockIn's).
func InfoClockIn(l *i18n.Localizer, r room.Info) string {
	switch {
	case r.Days > 0:
		return l.N(RoomDaysMove, r.Days)
	case r.Clock == (room.Options{}).ClockText():
		return l.T(RoomNoClock)
	}
	return r.Clock
}
