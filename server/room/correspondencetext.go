package room

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
)

// The texts of correspondence games (correspondence.go) that players see.

// ErrCorrespondenceNeedsKey refuses a correspondence game to a guest.
var ErrCorrespondenceNeedsKey = errors.New("correspondence games are for players with an SSH key: a guest could not come back to make their moves")

// errDaysAndClock refuses days per move with a live clock.
var errDaysAndClock = errors.New("a correspondence game has days per move, not a clock: choose one or the other")

// ErrBadDays is what a refusal of days per move that are not offered
// is (errors.Is); errBadDays says which are.
var ErrBadDays = errors.New("days per move not on offer")

// errBadDays refuses days per move that are not offered.
func errBadDays(days int) error {
	s := make([]string, len(CorrespondenceDays))
	for i, d := range CorrespondenceDays {
		s[i] = fmt.Sprint(d)
	}
	return refusalWith(ErrBadDays, txtBadDays, "Days", strings.Join(s, ", "), "Got", days)
}

// txtBadDays says errBadDays.
const txtBadDays i18n.ID = "refuse.terms.daysOffered"

// ErrTooManyCorrespondence refuses one more correspondence game.
var ErrTooManyCorrespondence = errors.New("too many correspondence games")

// ErrCorrespondenceFull refuses a correspondence room beyond
// MaxCorrespondenceRooms.
var ErrCorrespondenceFull = errors.New("the server holds as many correspondence games as it can; try again later, or play a live game")

// errTooManyCorrespondence says the player holds n games already.
func errTooManyCorrespondence(n int) error {
	return refusalCounted(ErrTooManyCorrespondence, "refuse.correspondence.mine", n)
}

// CorrespondenceWaitingHelp is the leave key's help in a correspondence
// room waiting for its second player.
var CorrespondenceWaitingHelp = "q: leave (the room waits " + DaysText(WaitingLapse) + " for an opponent: see your correspondence games)"

// daysPerMoveText names a correspondence time control: "1 day/move", "3
// days/move" (as game records write it, and store.importedGame reads it).
func daysPerMoveText(days int) string {
	return fmt.Sprintf("%d %s/move", days, Plural(days, "day"))
}

// DaysText writes a time of a day or more as a correspondence clock shows
// it: "2d 5h" (whole hours, rounded down, the zero hours left out: "3d").
func DaysText(d time.Duration) string { return DaysIn(nil, d) }

// DaysIn is DaysText in l's language: "2d 5h", "2 j 5 h".
func DaysIn(l *i18n.Localizer, d time.Duration) string {
	days, hours := int(d/Day), int(d%Day/time.Hour)
	if hours == 0 {
		return l.N(txtUnitDays, days)
	}
	return l.N(txtUnitDays, days) + " " + l.T(txtUnitHours, "N", hours)
}

// The units of DaysIn.
const (
	txtUnitDays  i18n.ID = "room.unit.days"
	txtUnitHours i18n.ID = "room.unit.hours"
)

// daysSaid is a time of days as a Said's argument (DaysIn).
type daysSaid time.Duration

// In is the time in l's language.
func (d daysSaid) In(l *i18n.Localizer) string { return DaysIn(l, time.Duration(d)) }

// String is the time in English.
func (d daysSaid) String() string { return DaysText(time.Duration(d)) }

// WaitingText says how many correspondence games wait for the player's
// move, as the lobby says it at connection ("" for none).
func WaitingText(l *i18n.Localizer, n int) string {
	if n == 0 {
		return ""
	}
	return l.N(txtCorrWaiting, n)
}

// The lobby's words of correspondence games in the catalogs.
const (
	txtCorrWaiting   i18n.ID = "room.corr.waiting"
	txtCorrLine      i18n.ID = "room.corr.line"
	txtCorrNoOpp     i18n.ID = "room.corr.waitsOpponent"
	txtCorrOver      i18n.ID = "room.corr.over"
	txtCorrYourMove  i18n.ID = "room.corr.yourMove"
	txtCorrTheirMove i18n.ID = "room.corr.theirMove"
	txtInProgress1   i18n.ID = "room.inProgress.one"
	txtInProgressN   i18n.ID = "room.inProgress.many"
)

// CorrespondenceLine is a row of the lobby's list of a player's
// correspondence games: the room, the opponent, whose move and the time
// left, the days per move. left writes a time left (a clock's text).
func CorrespondenceLine(l *i18n.Localizer, g Info, left func(time.Duration) string) string {
	opp := g.Opponent
	state := l.T(txtCorrNoOpp)
	switch {
	case g.Over:
		state = l.T(txtCorrOver)
	case g.YourMove:
		state = l.T(txtCorrYourMove, "Left", left(g.Left))
	case g.Started:
		state = l.T(txtCorrTheirMove, "Left", left(g.Left))
	}
	if opp == "" {
		opp = "?"
	}
	clock := g.Clock
	if g.Days > 0 {
		clock = l.N(txtChDaysMove, g.Days)
	}
	return l.T(txtCorrLine, "Code", g.Code, "Opponent", opp, "State", state, "Move", g.Ply/2+1, "Clock", clock)
}

// correspondenceWord marks the correspondence presets of the create-room
// form (TimeControl.Describe).
const correspondenceWord = "correspondence: come back to move"
