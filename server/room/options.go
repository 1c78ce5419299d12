package room

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

// Options are chosen by a room's creator.
type Options struct {
	Rules game.Rules
	Color ColorChoice
	// Clock is each side's initial time; 0 means no clock.
	Clock time.Duration
	// Increment is added to the mover's clock after each move.
	Increment time.Duration
	// DaysPerMove makes the room's games correspondence games: each move
	// gives the side to move this many days (one of CorrespondenceDays;
	// correspondence.go); 0 means a live game. It excludes Clock.
	DaysPerMove int
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
	// Event is the tournament event whose game the room holds
	// (server/tourney), 0 for none (eventroom.go): such a room plays
	// one game between the two players the event paired, and reports
	// it (Hub.EventGameOver).
	Event int64
}

// DefaultOptions returns default rules, random colour and no clock.
func DefaultOptions() Options { return Options{Rules: game.DefaultRules()} }

// ClockText describes the time control, e.g. "5+3", "no clock" or "3
// days/move" (as game records write it).
func (o Options) ClockText() string {
	if o.Correspondence() {
		return daysPerMoveText(o.DaysPerMove)
	}
	if o.Clock <= 0 {
		return "no clock"
	}
	return fmt.Sprintf("%g+%g", o.Clock.Minutes(), o.Increment.Seconds())
}

// RatedText says whether the room is rated, as rooms show it.
func (o Options) RatedText() string {
	if o.Rated {
		return "rated"
	}
	return "casual"
}

// MaxClock and MaxIncrement bound the clock a room may ask for.
const (
	MaxClock     = 24 * time.Hour
	MaxIncrement = time.Hour
)

// Validate refuses nonsense clock settings.
func (o Options) Validate() error {
	if o.Clock < 0 || o.Clock > MaxClock {
		return fmt.Errorf("clock: want 0 to %s, got %s", DurationText(MaxClock), DurationText(o.Clock))
	}
	if o.Increment < 0 || o.Increment > MaxIncrement {
		return fmt.Errorf("increment: want 0 to %s, got %s", DurationText(MaxIncrement), DurationText(o.Increment))
	}
	if o.Clock == 0 && o.Increment != 0 {
		return fmt.Errorf("increment %s needs a clock", DurationText(o.Increment))
	}
	return o.validateCorrespondence()
}

// RulesText names rules as rooms show them: their options, or
// "defaults".
func RulesText(r game.Rules) string {
	if t := r.String(); t != "" {
		return t
	}
	return "defaults"
}
