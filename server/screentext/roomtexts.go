package screentext

import (
	"strings"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/room"
)

// The room screen's words in the catalogs (internal/i18n/catalog/room.*.json):
// its header, its waiting page, its statuses and the notes it leaves the
// lobby. What the room itself says (its events, why a game ended) the
// room keeps as room.Said, said here in the session's language.
const (
	// RoomUnrated and RoomGuestRating stand in the header for the
	// rating of an opponent who has none yet, or plays as a guest.
	RoomUnrated       i18n.ID = "room.rival.unrated"
	RoomGuestRating   i18n.ID = "room.rival.guest"
	RoomNoteLeft      i18n.ID = "room.note.youLeft"
	RoomNoteClosed    i18n.ID = "room.note.closed"
	RoomNoteElsewhere i18n.ID = "room.note.elsewhere"
	RoomNoteLeftRoom  i18n.ID = "room.note.leftRoom"
	RoomNoteSeatKept  i18n.ID = "room.note.seatKept"
	RoomNoteSameKey   i18n.ID = "room.note.sameKey"
	RoomNoteLeftCorr  i18n.ID = "room.note.leftCorr"

	RoomRefused      i18n.ID = "room.status.refused"
	RoomConfirmLeave i18n.ID = "room.status.confirmLeave"
	RoomAborted      i18n.ID = "room.status.aborted"
	RoomOver         i18n.ID = "room.status.over"
	RoomWhiteWins    i18n.ID = "room.result.white"
	RoomBlackWins    i18n.ID = "room.result.black"
	RoomDraw         i18n.ID = "room.result.draw"

	RoomKeysTitle i18n.ID = "room.keysTitle"
	RoomKeyLeave  i18n.ID = "room.key.leave"

	RoomJoining      i18n.ID = "room.screen.joining"
	RoomQuickWait    i18n.ID = "room.wait.quick"
	RoomShare        i18n.ID = "room.wait.share"
	RoomWillPlay     i18n.ID = "room.wait.youWillPlay"
	RoomDrawnRandom  i18n.ID = "room.wait.random"
	RoomCasualAddr   i18n.ID = "room.wait.casualAddress"
	RoomCorrWaitHelp i18n.ID = "room.wait.corrHelp"

	RoomHead         i18n.ID = "room.head.room"
	RoomWatching     i18n.ID = "room.head.watching"
	RoomYouPlayWhite i18n.ID = "room.head.youPlayWhite"
	RoomYouPlayBlack i18n.ID = "room.head.youPlayBlack"
	RoomToken        i18n.ID = "room.head.token"
	RoomGameNo       i18n.ID = "room.head.gameNo"
	RoomRules        i18n.ID = "room.head.rules"
	RoomWatchers     i18n.ID = "room.head.watchers"
	RoomDisconnected i18n.ID = "room.head.disconnected"
	RoomAway         i18n.ID = "room.head.away"
	RoomHasLeft      i18n.ID = "room.head.hasLeft"
	RoomAborts       i18n.ID = "room.head.aborts"
	RoomTakebackAsk  i18n.ID = "room.head.takebackAsk"
	RoomDrawOffer    i18n.ID = "room.head.drawOffer"
	RoomYouOffer     i18n.ID = "room.head.youOffer"
	RoomRematchWant  i18n.ID = "room.head.rematch"
	RoomChatKey      i18n.ID = "room.head.chat"
	RoomYourRating   i18n.ID = "room.head.yourRating"
	RoomYourRatingN  i18n.ID = "room.head.yourRatingAfter"
	RoomRatings      i18n.ID = "room.head.ratings"
	RoomRatingsN     i18n.ID = "room.head.ratingsAfter"
	RoomVs           i18n.ID = "room.head.vs"
	RoomGuestProfile i18n.ID = "room.status.guestProfile"
	RoomNoProfile    i18n.ID = "room.status.noProfile"

	RoomWhite     i18n.ID = "room.side.white"
	RoomBlack     i18n.ID = "room.side.black"
	RoomRated     i18n.ID = "room.rated"
	RoomCasual    i18n.ID = "room.casual"
	RoomCasualWhy i18n.ID = "room.casualWhy"
	RoomNoClock   i18n.ID = "room.noClock"
	RoomDaysMove  i18n.ID = "room.daysPerMove"
	RoomRulesDflt i18n.ID = "room.rulesDefaults"
)

// RoomKeyDescs are the catalogs' descriptions of the room's keys, by the
// English one the sessions' key map gives them (keys.go).
var RoomKeyDescs = map[string]i18n.ID{
	"chat": "room.key.chat", "mute": "room.key.mute", "block": "room.key.block", "report": "room.key.report",
	"abort the game": "room.key.abort", room.BerserkKeyHelp: "room.key.berserk", "take back": "room.key.takeback",
	"decline take back": "room.key.declineTakeback", "bell": "room.key.bell", "profile": "room.key.profile",
	"leave": RoomKeyLeave,
}

// SideName is a side's name in l's language: "White", "Blancs".
func SideName(l *i18n.Localizer, c game.Color) string {
	if c == game.White {
		return l.T(RoomWhite)
	}
	return l.T(RoomBlack)
}

// YouPlay is the header's "you play White" of colour c.
func YouPlay(c game.Color) i18n.ID {
	if c == game.White {
		return RoomYouPlayWhite
	}
	return RoomYouPlayBlack
}

// ResultIn is a result in l's language: "White wins", "draw".
func ResultIn(l *i18n.Localizer, r game.Result) string {
	switch r {
	case game.WhiteWin:
		return l.T(RoomWhiteWins)
	case game.BlackWin:
		return l.T(RoomBlackWins)
	}
	return l.T(RoomDraw)
}

// RatedIn is State.RatedText in l's language: "rated", "casual", "casual
// (same address)".
func RatedIn(l *i18n.Localizer, st *room.State) string {
	switch {
	case st.Options.Rated && st.Casual != "":
		return l.T(RoomCasualWhy, "Why", room.CasualSaid(st.Casual).In(l))
	case st.Options.Rated:
		return l.T(RoomRated)
	}
	return l.T(RoomCasual)
}

// ClockIn is Options.ClockText in l's language: "5+3", "no clock", "3
// days/move".
func ClockIn(l *i18n.Localizer, o room.Options) string {
	switch {
	case o.Correspondence():
		return l.N(RoomDaysMove, o.DaysPerMove)
	case o.Clock <= 0:
		return l.T(RoomNoClock)
	}
	return o.ClockText()
}

// RulesIn is room.RulesText in l's language: the options as typed, or
// "defaults".
func RulesIn(l *i18n.Localizer, r game.Rules) string {
	if t := r.String(); t != "" {
		return t
	}
	return l.T(RoomRulesDflt)
}

// ShowStyled is the one-line text id shown in l's language (l.V) with the
// argument value, found in it, drawn by style: the code of a room, a
// token, in Latin letters.
func ShowStyled(l *i18n.Localizer, style func(...string) string, id i18n.ID, name, value string, args ...any) string {
	shown := l.V(id, append([]any{name, value}, args...)...)
	return strings.Replace(shown, value, style(value), 1)
}

// RatingWord is an opponent's rating as the header shows it in l's
// language: "1512?" as it is, "unrated" and "guest" in words.
func RatingWord(l *i18n.Localizer, r string) string {
	switch r {
	case "unrated":
		return l.T(RoomUnrated)
	case "guest":
		return l.T(RoomGuestRating)
	}
	return r
}
