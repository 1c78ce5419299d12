package room

import (
	"errors"

	"github.com/fetaix/fetaix/internal/i18n"
)

// refusalIDs are the catalogs' IDs of the refusals a room gives a
// player's requests in a game, by their error.
var refusalIDs = []struct {
	err error
	id  i18n.ID
}{
	{ErrNotYourTurn, "room.err.notYourTurn"}, {ErrSpectator, "room.err.spectator"},
	{ErrNotSeated, "room.err.notSeated"}, {ErrWaiting, "room.err.waiting"}, {ErrOver, "room.err.over"},
	{ErrNotOver, "room.err.notOver"}, {ErrRoomClosed, "room.err.closed"}, {ErrNoOffer, "room.err.noOffer"},
	{ErrDrawOffered, "room.err.drawOffered"}, {ErrOpponentOut, "room.err.opponentOut"},
	{ErrStale, "room.err.stale"}, {ErrNoAbort, "room.err.noAbort"}, {ErrNoTakeback, "room.err.noTakeback"},
	{ErrNothingBack, "room.err.nothingBack"}, {ErrTakebackRated, "room.err.takebackRated"},
	{ErrTakebackAsked, "room.err.takebackAsked"}, {ErrEventRematch, "room.err.eventRematch"},
	{ErrEventTakeback, "room.err.eventTakeback"}, {ErrBerserkNoEvent, "room.err.berserkNoEvent"},
	{ErrBerserkNoClock, "room.err.berserkNoClock"}, {ErrBerserkMoved, "room.err.berserkMoved"},
	{ErrBerserkAgain, "room.err.berserkAgain"}, {ErrChatEmpty, "room.err.chatEmpty"},
	{ErrChatBusy, "room.err.chatBusy"},
	// the lobby's
	{ErrNoRoom, "room.err.noRoom"}, {ErrRatedNeedsKey, "room.err.ratedNeedsKey"}, {ErrRoomFull, "room.err.roomFull"},
	{ErrBadToken, "room.err.badToken"}, {ErrSeatInUse, "room.err.seatInUse"}, {ErrTooManyRooms, "room.err.tooManyRooms"},
	{ErrRoomsTooFast, "room.err.roomsTooFast"}, {ErrShuttingDown, "room.err.shuttingDown"},
	{ErrNoSeatKept, "room.err.noSeatKept"}, {ErrSeekTaken, "room.err.seekTaken"},
	{ErrChallengeGone, "room.err.challengeGone"}, {ErrChallengeGuest, "room.err.challengeGuest"},
	{ErrChallengeSelf, "room.err.challengeSelf"}, {ErrChallengeAway, "room.err.challengeAway"},
	{ErrChallengeBlocked, "room.err.challengeBlocked"}, {ErrChallengesTo, "room.err.challengesTo"},
	{ErrCorrespondenceNeedsKey, "room.err.corrNeedsKey"}, {ErrCorrespondenceFull, "room.err.corrFull"},
}

// RefusalIn is a room's refusal err in l's language (of a request in a
// game, or the lobby's of a room, a seat, a challenge): its own text in
// English, and an error the catalogs do not hold as it is.
func RefusalIn(l *i18n.Localizer, err error) string {
	if l.Lang() != i18n.English {
		if s, ok := detailIn(l, err); ok {
			return s
		}
		var muted MutedError
		if errors.As(err, &muted) {
			return mutedIn(l, muted.Sanction)
		}
		for _, r := range refusalIDs {
			if errors.Is(err, r.err) {
				return l.T(r.id)
			}
		}
	}
	return err.Error()
}
