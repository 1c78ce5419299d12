package rating

import (
	"fmt"
	"time"
)

// Class is a kind of game rated separately: a player's strength without a
// clock says little about it with one.
type Class int8

// The rating classes.
const (
	Untimed Class = iota // no clock
	Clock                // with a clock, whatever its time
)

// Classes lists every class, in the order they are shown.
var Classes = []Class{Untimed, Clock}

var classNames = [...]string{"untimed", "clock"}

// ClassOf returns the class of a game with the given time on each
// player's clock: Untimed for none (zero), Clock otherwise.
func ClassOf(clock time.Duration) Class {
	if clock > 0 {
		return Clock
	}
	return Untimed
}

// String returns the class's name as stored and typed: "untimed" or
// "clock".
func (c Class) String() string {
	if c < 0 || int(c) >= len(classNames) {
		return fmt.Sprintf("Class(%d)", int8(c))
	}
	return classNames[c]
}

// Title returns the class as a heading: "Untimed" or "With a clock".
func (c Class) Title() string {
	if c == Clock {
		return "With a clock"
	}
	return "Untimed"
}

// ParseClass returns the class named s (as String gives it).
func ParseClass(s string) (Class, error) {
	for i, n := range classNames {
		if s == n {
			return Class(i), nil
		}
	}
	return 0, fmt.Errorf("no rating class %q (want untimed or clock)", s)
}
