package room

import (
	"strings"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// The IDs of what a room says to everyone in it (Said): its events and
// why its games end, in the catalogs (internal/i18n/catalog/room.*.json).
const (
	txtClauseSep i18n.ID = "room.clauseSep"
	// txtVerbatim is a line kept as it was written (a server's notice,
	// a store's problem), in English.
	txtVerbatim i18n.ID = "room.verbatim"

	txtEvAborted        i18n.ID = "room.ev.aborted"
	txtEvNotArchived    i18n.ID = "room.ev.notArchived"
	txtEvGameOver       i18n.ID = "room.ev.gameOver"
	txtEvPlayed         i18n.ID = "room.ev.played"
	txtEvDrawLapsed     i18n.ID = "room.ev.drawLapsed"
	txtEvResigned       i18n.ID = "room.ev.resigned"
	txtEvDrawAccepted   i18n.ID = "room.ev.drawAccepted"
	txtEvDrawOffered    i18n.ID = "room.ev.drawOffered"
	txtEvDrawDeclined   i18n.ID = "room.ev.drawDeclined"
	txtEvTbDeclined     i18n.ID = "room.ev.takebackDeclined"
	txtEvRematchAsked   i18n.ID = "room.ev.rematchAsked"
	txtEvRematch        i18n.ID = "room.ev.rematch"
	txtEvBack           i18n.ID = "room.ev.back"
	txtEvOpened         i18n.ID = "room.ev.opened"
	txtEvJoined         i18n.ID = "room.ev.joined"
	txtEvLeft           i18n.ID = "room.ev.left"
	txtEvDisconnected   i18n.ID = "room.ev.disconnected"
	txtEvNotBack        i18n.ID = "room.ev.notBack"
	txtEvCasual         i18n.ID = "room.ev.casual"
	txtEvTbAsked        i18n.ID = "room.ev.takebackAsked"
	txtEvTookBack       i18n.ID = "room.ev.tookBack"
	txtEvTbLapsed       i18n.ID = "room.ev.takebackLapsed"
	txtEvLeftWaiting    i18n.ID = "room.ev.leftWaiting"
	txtEvLeftOpen       i18n.ID = "room.ev.leftOpen"
	txtEvPaired         i18n.ID = "room.ev.paired"
	txtEvBerserk        i18n.ID = "room.ev.berserk"
	txtEvRestored       i18n.ID = "room.ev.restored"
	txtEvRenamed        i18n.ID = "room.ev.renamed"
	txtWhyAbortedGame   i18n.ID = "room.why.abortedGame"
	txtWhyResigned      i18n.ID = "room.why.resigned"
	txtWhyDrawAgreed    i18n.ID = "room.why.drawAgreed"
	txtWhyTimeWhite     i18n.ID = "room.why.timeWhite"
	txtWhyTimeBlack     i18n.ID = "room.why.timeBlack"
	txtWhyLeftGame      i18n.ID = "room.why.leftGame"
	txtWhyNoShow        i18n.ID = "room.why.noShow"
	txtWhyAbortedPrefix i18n.ID = "room.why.aborted"
	txtNoticeEmpty      i18n.ID = "room.notice.empty"
	txtNoticeKept       i18n.ID = "room.notice.kept"
	txtNoticeBanned     i18n.ID = "room.notice.banned"
	txtCasualGuest      i18n.ID = "room.casual.guest"
	txtCasualLinked     i18n.ID = "room.casual.linked"
	txtCasualAddress    i18n.ID = "room.casual.address"
	txtCasualNoShow     i18n.ID = "room.casual.noShow"
	// txtNoticeDown is DownNotice in the catalogs (social.*.json).
	txtNoticeDown i18n.ID = "social.notice.down"
)

// DownNotice is the notice of a server that stops, as Hub.Shutdown is
// given it: the rooms say it in each reader's language (noticeSaid).
const DownNotice = "the server is going down"

// noticeSaid is a room's closing notice given in English, as the room
// says it: DownNotice in each reader's language, any other as written.
func noticeSaid(notice string) Said {
	if notice == DownNotice {
		return say(txtNoticeDown)
	}
	return verbatim(notice)
}

// reasonIDs are the IDs of the game's own reasons for its end, by
// game.Reason.
var reasonIDs = [...]i18n.ID{game.NoPieces: "room.reason.noPieces", game.NoMoves: "room.reason.noMoves",
	game.Repetition: "room.reason.repetition", game.NoProgress: "room.reason.noProgress",
	game.Resignation: "room.reason.resignation", game.AgreedDraw: "room.reason.agreedDraw",
	game.PlyLimit: "room.reason.plyLimit"}

// reasonSaid is a game's own reason for its end, as a room says it.
func reasonSaid(r game.Reason) Said {
	if int(r) <= 0 || int(r) >= len(reasonIDs) {
		return Said{}
	}
	return say(reasonIDs[r])
}

// verbatim is a line said as it was written, in English: a notice
// written elsewhere (a server's shutdown, a store's problem).
func verbatim(text string) Said { return say(txtVerbatim, "Text", text) }

// casualIDs are the IDs of why a rated room's game is casual (Fair.admit),
// by the English words the room keeps in Casual.
var casualIDs = map[string]i18n.ID{"a guest": txtCasualGuest, "linked keys": txtCasualLinked,
	"same address": txtCasualAddress, noShowCasual: txtCasualNoShow}

// CasualSaid is why a rated room's game is casual (State.Casual), as a
// room says it.
func CasualSaid(why string) Said {
	if id, ok := casualIDs[why]; ok {
		return say(id)
	}
	return verbatim(why)
}

// timeRanOut is the reason of a side whose clock ran out.
func timeRanOut(side game.Color) Said {
	if side == game.White {
		return say(txtWhyTimeWhite)
	}
	return say(txtWhyTimeBlack)
}

// AbortedWhy is why the aborted game was aborted ("bob resigned"), as
// players read it: Reason without its "aborted: ".
func (s *State) AbortedWhy() Said {
	if s.ReasonSaid.ID == txtWhyAbortedPrefix && len(s.ReasonSaid.Args) == 2 {
		if w, ok := s.ReasonSaid.Args[1].(Said); ok {
			return w
		}
	}
	return verbatim(strings.TrimPrefix(s.Reason, "aborted: "))
}
