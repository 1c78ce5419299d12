package server

import (
	"strings"
	"sync"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/ui"
)

// The room screen's words in the catalogs (internal/i18n/catalog/room.*.json):
// its header, its waiting page, its statuses and the notes it leaves the
// lobby. What the room itself says (its events, why a game ended) the
// room keeps as room.Said, said here in the session's language.
const (
	txtRoomNoteLeft      i18n.ID = "room.note.youLeft"
	txtRoomNoteClosed    i18n.ID = "room.note.closed"
	txtRoomNoteElsewhere i18n.ID = "room.note.elsewhere"
	txtRoomNoteLeftRoom  i18n.ID = "room.note.leftRoom"
	txtRoomNoteSeatKept  i18n.ID = "room.note.seatKept"
	txtRoomNoteSameKey   i18n.ID = "room.note.sameKey"
	txtRoomNoteLeftCorr  i18n.ID = "room.note.leftCorr"

	txtRoomRefused      i18n.ID = "room.status.refused"
	txtRoomConfirmLeave i18n.ID = "room.status.confirmLeave"
	txtRoomAborted      i18n.ID = "room.status.aborted"
	txtRoomOver         i18n.ID = "room.status.over"
	txtRoomWhiteWins    i18n.ID = "room.result.white"
	txtRoomBlackWins    i18n.ID = "room.result.black"
	txtRoomDraw         i18n.ID = "room.result.draw"

	txtRoomKeysTitle i18n.ID = "room.keysTitle"
	txtRoomKeyLeave  i18n.ID = "room.key.leave"

	txtRoomJoining      i18n.ID = "room.screen.joining"
	txtRoomQuickWait    i18n.ID = "room.wait.quick"
	txtRoomShare        i18n.ID = "room.wait.share"
	txtRoomWillPlay     i18n.ID = "room.wait.youWillPlay"
	txtRoomDrawnRandom  i18n.ID = "room.wait.random"
	txtRoomCasualAddr   i18n.ID = "room.wait.casualAddress"
	txtRoomCorrWaitHelp i18n.ID = "room.wait.corrHelp"

	txtRoomHead         i18n.ID = "room.head.room"
	txtRoomWatching     i18n.ID = "room.head.watching"
	txtRoomYouPlayWhite i18n.ID = "room.head.youPlayWhite"
	txtRoomYouPlayBlack i18n.ID = "room.head.youPlayBlack"
	txtRoomToken        i18n.ID = "room.head.token"
	txtRoomGameNo       i18n.ID = "room.head.gameNo"
	txtRoomRules        i18n.ID = "room.head.rules"
	txtRoomWatchers     i18n.ID = "room.head.watchers"
	txtRoomDisconnected i18n.ID = "room.head.disconnected"
	txtRoomAway         i18n.ID = "room.head.away"
	txtRoomHasLeft      i18n.ID = "room.head.hasLeft"
	txtRoomAborts       i18n.ID = "room.head.aborts"
	txtRoomTakebackAsk  i18n.ID = "room.head.takebackAsk"
	txtRoomDrawOffer    i18n.ID = "room.head.drawOffer"
	txtRoomYouOffer     i18n.ID = "room.head.youOffer"
	txtRoomRematchWant  i18n.ID = "room.head.rematch"
	txtRoomChatKey      i18n.ID = "room.head.chat"
	txtRoomYourRating   i18n.ID = "room.head.yourRating"
	txtRoomYourRatingN  i18n.ID = "room.head.yourRatingAfter"
	txtRoomRatings      i18n.ID = "room.head.ratings"
	txtRoomRatingsN     i18n.ID = "room.head.ratingsAfter"
	txtRoomVs           i18n.ID = "room.head.vs"
	txtRoomGuestProfile i18n.ID = "room.status.guestProfile"
	txtRoomNoProfile    i18n.ID = "room.status.noProfile"

	txtRoomWhite     i18n.ID = "room.side.white"
	txtRoomBlack     i18n.ID = "room.side.black"
	txtRoomRated     i18n.ID = "room.rated"
	txtRoomCasual    i18n.ID = "room.casual"
	txtRoomCasualWhy i18n.ID = "room.casualWhy"
	txtRoomNoClock   i18n.ID = "room.noClock"
	txtRoomDaysMove  i18n.ID = "room.daysPerMove"
	txtRoomRulesDflt i18n.ID = "room.rulesDefaults"
)

// roomKeyDescs are the catalogs' descriptions of the room's keys, by the
// English one the sessions' key map gives them (keys.go).
var roomKeyDescs = map[string]i18n.ID{
	"chat": "room.key.chat", "mute": "room.key.mute", "block": "room.key.block", "report": "room.key.report",
	"abort the game": "room.key.abort", room.BerserkKeyHelp: "room.key.berserk", "take back": "room.key.takeback",
	"decline take back": "room.key.declineTakeback", "bell": "room.key.bell", "profile": "room.key.profile",
	"leave": txtRoomKeyLeave,
}

// roomGameKeysByLang are roomGameKeys with the leave key said in a
// language (ui.LocalizedKeys says the game's own keys), by language and
// bidi mode: made once each, a bounded few, and shared as roomGameKeys is.
var roomGameKeysByLang sync.Map

// roomGameKeysIn is roomGameKeys with the leave key said in l's language.
func roomGameKeysIn(l *i18n.Localizer) *ui.KeyMap {
	if l.Lang() == i18n.English {
		return roomGameKeys
	}
	type at struct {
		l i18n.Lang
		b i18n.Bidi
	}
	if km, ok := roomGameKeysByLang.Load(at{l.Lang(), l.Bidi()}); ok {
		return km.(*ui.KeyMap)
	}
	km := *roomGameKeys
	km.Quit.SetHelp(km.Quit.Help().Key, l.V(txtRoomKeyLeave))
	shared, _ := roomGameKeysByLang.LoadOrStore(at{l.Lang(), l.Bidi()}, &km)
	return shared.(*ui.KeyMap)
}

// corrLineIn is room.CorrespondenceLine in l's language, its clocks too.
func corrLineIn(l *i18n.Localizer) func(room.Info) string {
	return func(r room.Info) string {
		return room.CorrespondenceLine(l, r, func(d time.Duration) string { return countdownIn(l, d) })
	}
}

// sideName is a side's name in l's language: "White", "Blancs".
func sideName(l *i18n.Localizer, c game.Color) string {
	if c == game.White {
		return l.T(txtRoomWhite)
	}
	return l.T(txtRoomBlack)
}

// youPlay is the header's "you play White" of colour c.
func youPlay(c game.Color) i18n.ID {
	if c == game.White {
		return txtRoomYouPlayWhite
	}
	return txtRoomYouPlayBlack
}

// resultIn is a result in l's language: "White wins", "draw".
func resultIn(l *i18n.Localizer, r game.Result) string {
	switch r {
	case game.WhiteWin:
		return l.T(txtRoomWhiteWins)
	case game.BlackWin:
		return l.T(txtRoomBlackWins)
	}
	return l.T(txtRoomDraw)
}

// ratedIn is State.RatedText in l's language: "rated", "casual", "casual
// (same address)".
func ratedIn(l *i18n.Localizer, st *room.State) string {
	switch {
	case st.Options.Rated && st.Casual != "":
		return l.T(txtRoomCasualWhy, "Why", room.CasualSaid(st.Casual).In(l))
	case st.Options.Rated:
		return l.T(txtRoomRated)
	}
	return l.T(txtRoomCasual)
}

// clockIn is Options.ClockText in l's language: "5+3", "no clock", "3
// days/move".
func clockIn(l *i18n.Localizer, o room.Options) string {
	switch {
	case o.Correspondence():
		return l.N(txtRoomDaysMove, o.DaysPerMove)
	case o.Clock <= 0:
		return l.T(txtRoomNoClock)
	}
	return o.ClockText()
}

// rulesIn is room.RulesText in l's language: the options as typed, or
// "defaults".
func rulesIn(l *i18n.Localizer, r game.Rules) string {
	if t := r.String(); t != "" {
		return t
	}
	return l.T(txtRoomRulesDflt)
}

// showStyled is the one-line text id shown in l's language (l.V) with the
// argument value, found in it, drawn by style: the code of a room, a
// token, in Latin letters.
func showStyled(l *i18n.Localizer, style func(...string) string, id i18n.ID, name, value string, args ...any) string {
	shown := l.V(id, append([]any{name, value}, args...)...)
	return strings.Replace(shown, value, style(value), 1)
}
