package server

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/server/room"
)

// timeControl is a clock as players name it: minutes for each side, and
// seconds added after each move (0 minutes: untimed).
type timeControl struct{ minutes, seconds int }

// timeControls are the create-room form's presets, the first the default;
// the form offers a custom one after them.
var timeControls = []timeControl{{0, 0}, {1, 0}, {3, 2}, {5, 3}, {10, 5}, {15, 10}}

// Bounds of a custom time control, within room.Options.Validate's.
const (
	maxClockMinutes  = int(room.MaxClock / time.Minute)
	maxIncrementSecs = int(room.MaxIncrement / time.Second)
	customClockChars = 9 // "1440+3600"
)

func (tc timeControl) clock() time.Duration     { return time.Duration(tc.minutes) * time.Minute }
func (tc timeControl) increment() time.Duration { return time.Duration(tc.seconds) * time.Second }

// describe names the time control as the create-room form shows it, e.g.
// "3+2 · 3 min + 2 s a move".
func (tc timeControl) describe() string {
	if tc.minutes == 0 {
		return "untimed"
	}
	o := room.Options{Clock: tc.clock(), Increment: tc.increment()}
	s := o.ClockText() + " · " + room.DurationText(tc.clock())
	if tc.seconds > 0 {
		s += " + " + room.DurationText(tc.increment()) + " a move"
	}
	return s
}

// timeControl returns the form's time control: the preset chosen, or the
// custom one typed.
func (l *lobby) timeControl() (timeControl, error) {
	if l.clock < len(timeControls) {
		return timeControls[l.clock], nil
	}
	return parseTimeControl(l.custom.Value())
}

// parseTimeControl reads a custom time control, "minutes+seconds" or
// "minutes", e.g. "20+15".
func parseTimeControl(s string) (timeControl, error) {
	bad := fmt.Errorf("clock: type minutes+seconds a move, e.g. 20+15 (1 to %d minutes, 0 to %d seconds); got %q",
		maxClockMinutes, maxIncrementSecs, s)
	m, inc, _ := strings.Cut(strings.TrimSpace(s), "+")
	if inc == "" {
		inc = "0"
	}
	tc := timeControl{}
	var err1, err2 error
	tc.minutes, err1 = strconv.Atoi(strings.TrimSpace(m))
	tc.seconds, err2 = strconv.Atoi(strings.TrimSpace(inc))
	if err1 != nil || err2 != nil || tc.minutes < 1 || tc.minutes > maxClockMinutes || tc.seconds < 0 || tc.seconds > maxIncrementSecs {
		return timeControl{}, bad
	}
	return tc, nil
}
