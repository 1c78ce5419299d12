package room

import (
	"errors"
	"strconv"
	"strings"
	"time"
)

// TimeControl is a time control as the create-room form offers it:
// minutes for each side and seconds added after each move (0 minutes:
// untimed), or days per move (a correspondence game, correspondence.go).
type TimeControl struct{ Minutes, Seconds, Days int }

// TimeControls are the create-room form's presets, the first the default:
// the live ones, then the correspondence ones (CorrespondenceDays); the
// form offers a custom live one after them.
var TimeControls = append([]TimeControl{{0, 0, 0}, {1, 0, 0}, {3, 2, 0}, {5, 3, 0}, {10, 5, 0}, {15, 10, 0}},
	daysControls()...)

// daysControls are the correspondence presets.
func daysControls() []TimeControl {
	tcs := make([]TimeControl, len(CorrespondenceDays))
	for i, d := range CorrespondenceDays {
		tcs[i] = TimeControl{Days: d}
	}
	return tcs
}

// Bounds of a custom time control, within Options.Validate's.
const (
	MaxClockMinutes  = int(MaxClock / time.Minute)
	MaxIncrementSecs = int(MaxIncrement / time.Second)
	CustomClockChars = 9 // "1440+3600"
)

// Options returns o with the time control tc.
func (tc TimeControl) Options(o Options) Options {
	o.Clock, o.Increment = time.Duration(tc.Minutes)*time.Minute, time.Duration(tc.Seconds)*time.Second
	o.DaysPerMove = tc.Days
	return o
}

// Describe names the time control as the create-room form shows it, e.g.
// "3+2 · 3 min + 2 s a move", "3 days/move · correspondence".
func (tc TimeControl) Describe() string {
	o := tc.Options(Options{})
	switch {
	case tc.Days > 0:
		return o.ClockText() + " · " + correspondenceWord
	case tc.Minutes == 0:
		return "untimed"
	}
	s := o.ClockText() + " · " + DurationText(o.Clock)
	if tc.Seconds > 0 {
		s += " + " + DurationText(o.Increment) + " a move"
	}
	return s
}

// ErrBadTimeControl is ParseTimeControl's refusal of a text that is no
// time control (its error says what one is, and what was typed).
var ErrBadTimeControl = errors.New("bad time control")

// ParseTimeControl reads a custom time control, "minutes+seconds" or
// "minutes", e.g. "20+15".
func ParseTimeControl(s string) (TimeControl, error) {
	bad := refusalWith(ErrBadTimeControl, "refuse.clock.bad",
		"Minutes", MaxClockMinutes, "Seconds", MaxIncrementSecs, "Typed", strconv.Quote(s))
	m, inc, _ := strings.Cut(strings.TrimSpace(s), "+")
	if inc == "" {
		inc = "0"
	}
	tc := TimeControl{}
	var err1, err2 error
	tc.Minutes, err1 = strconv.Atoi(strings.TrimSpace(m))
	tc.Seconds, err2 = strconv.Atoi(strings.TrimSpace(inc))
	if err1 != nil || err2 != nil || tc.Minutes < 1 || tc.Minutes > MaxClockMinutes || tc.Seconds < 0 || tc.Seconds > MaxIncrementSecs {
		return TimeControl{}, bad
	}
	return tc, nil
}
