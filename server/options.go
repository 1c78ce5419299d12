package server

import (
	"fmt"
	"time"

	"github.com/fetaix/fetaix/game"
)

// ColorChoice is the colour a room's creator asks for.
type ColorChoice int8

// Colour choices for a room's creator.
const (
	ChooseRandom ColorChoice = iota
	ChooseWhite
	ChooseBlack
)

// String names the choice as the lobby shows it.
func (c ColorChoice) String() string {
	return [...]string{"random", "white", "black"}[c]
}

// RoomOptions are chosen by a room's creator.
type RoomOptions struct {
	Rules game.Rules
	Color ColorChoice
	// Clock is each side's initial time; 0 means no clock.
	Clock time.Duration
	// Increment is added to the mover's clock after each move.
	Increment time.Duration
	// Quick marks a room made by quick match: it pairs the next player
	// waiting. (Every room closes at once if its creator leaves before a
	// second player joined.)
	Quick bool
	// Open lists the room in the lobby's open games, for anyone to take
	// the second seat, until it is taken; a room not open is found by its
	// code alone.
	Open bool
	// Rated asks for the room's games to count for the ratings: only key
	// holders may open such a room, and a game counts only between two
	// of them under the default rules (the store decides, too).
	Rated bool
}

// DefaultRoomOptions returns default rules, random colour and no clock.
func DefaultRoomOptions() RoomOptions { return RoomOptions{Rules: game.DefaultRules()} }

// ClockText describes the time control, e.g. "5+3" or "no clock" (as game records write it).
func (o RoomOptions) ClockText() string {
	if o.Clock <= 0 {
		return "no clock"
	}
	return fmt.Sprintf("%g+%g", o.Clock.Minutes(), o.Increment.Seconds())
}

// RatedText says whether the room is rated, as rooms show it.
func (o RoomOptions) RatedText() string {
	if o.Rated {
		return "rated"
	}
	return "casual"
}

// maxClock and maxIncrement bound the clock a room may ask for.
const (
	maxClock     = 24 * time.Hour
	maxIncrement = time.Hour
)

// Validate refuses nonsense clock settings.
func (o RoomOptions) Validate() error {
	if o.Clock < 0 || o.Clock > maxClock {
		return fmt.Errorf("clock: want 0 to %s, got %s", durationText(maxClock), durationText(o.Clock))
	}
	if o.Increment < 0 || o.Increment > maxIncrement {
		return fmt.Errorf("increment: want 0 to %s, got %s", durationText(maxIncrement), durationText(o.Increment))
	}
	if o.Clock == 0 && o.Increment != 0 {
		return fmt.Errorf("increment %s needs a clock", durationText(o.Increment))
	}
	return nil
}

// rulesText names rules as rooms show them: their options, or
// "defaults".
func rulesText(r game.Rules) string {
	if t := r.String(); t != "" {
		return t
	}
	return "defaults"
}
