package rating

import (
	"fmt"
	"time"
)

// Class is a kind of game rated separately: a player's strength without a
// clock says little about it with one, nor about a game of a move a day.
type Class int8

// The rating classes.
const (
	Untimed        Class = iota // no clock
	Clock                       // with a clock, whatever its time
	Correspondence              // days per move (correspondence games)
)

// Classes lists every class, in the order they are shown.
var Classes = []Class{Untimed, Clock, Correspondence}

var classNames = [...]string{"untimed", "clock", "correspondence"}

// ClassOf returns the class of a game with the given time on each
// player's clock: Untimed for none (zero), Clock otherwise. (A
// correspondence game is of class Correspondence, whatever its days.)
func ClassOf(clock time.Duration) Class {
	if clock > 0 {
		return Clock
	}
	return Untimed
}

// String returns the class's name as stored and typed: "untimed",
// "clock" or "correspondence".
func (c Class) String() string {
	if c < 0 || int(c) >= len(classNames) {
		return fmt.Sprintf("Class(%d)", int8(c))
	}
	return classNames[c]
}

// Valid reports whether c is one of Classes.
func (c Class) Valid() bool { return c >= 0 && int(c) < len(classNames) }

// Title returns the class as a heading: "Untimed", "With a clock" or
// "Correspondence".
func (c Class) Title() string {
	switch c {
	case Clock:
		return "With a clock"
	case Correspondence:
		return "Correspondence"
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
	return 0, fmt.Errorf("no rating class %q (want untimed, clock or correspondence)", s)
}
