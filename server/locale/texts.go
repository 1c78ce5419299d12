package locale

import (
	"strings"

	"github.com/fetaix/fetaix/internal/i18n"
)

// The lobby's words in the catalogs.
const (
	txtAsk        i18n.ID = "lobby.ask"
	txtMenuHelp   i18n.ID = "lobby.menuHelp"
	txtStraightIn i18n.ID = "lobby.straightIn"
	txtOrWatch    i18n.ID = "lobby.orWatch"
	txtBackToGame i18n.ID = "lobby.menu.backToGame"
	txtLanguageIs i18n.ID = "lobby.account.languageIs"
	txtLangName   i18n.ID = "lobby.langName"
	txtNotSaved   i18n.ID = "lobby.account.langNotSaved"
	txtLearnOffer i18n.ID = "lobby.learnOffer"
	txtTitle      i18n.ID = "lobby.title"
	txtGuest      i18n.ID = "lobby.signedInGuest"
	txtSignedInAs i18n.ID = "lobby.signedInAs"
	// txtSignedInAsGuest greets a guest by the name they gave.
	txtSignedInAsGuest i18n.ID = "lobby.signedInAsGuest"
	txtHello           i18n.ID = "lobby.hello"

	txtRoomTitle       i18n.ID = "room.title"
	txtWaitingSecond   i18n.ID = "room.waitingSecond"
	txtBackToLobby     i18n.ID = "room.backToLobby"
	txtWaitingOpponent i18n.ID = "room.waitingOpponent"
	txtLeaveRoom       i18n.ID = "room.leave"
)

// menuLabels are the lobby menu's items by their English label (the
// label the server's code keeps and compares), and their IDs.
var menuLabels = map[string]i18n.ID{
	"Play the computer":         "lobby.menu.computer",
	"Puzzles":                   "lobby.menu.puzzles",
	"Learn to play":             "lobby.menu.learn",
	"Create a room":             "lobby.menu.create",
	"Join a room by code":       "lobby.menu.join",
	"Quick match":               "lobby.menu.quick",
	"Watch a game":              "lobby.menu.watch",
	"Tournaments":               "lobby.menu.tourneys",
	"Players and games":         "lobby.menu.pages",
	"Your name and keys":        "lobby.menu.account",
	"Open games":                "lobby.menu.open",
	"Your correspondence games": "lobby.menu.corr",
	"Quit":                      "lobby.menu.quit",
}

// backToGame is the English start of the menu's item that goes back to a
// kept seat: "Back to your game in room K7QM".
const backToGame = "Back to your game in room "

// Label is a lobby menu item's label, given in English, in l's language,
// ready to show; a label the catalogs do not hold stays as it is.
func Label(l *i18n.Localizer, english string) string {
	if id, ok := menuLabels[english]; ok {
		return l.V(id)
	}
	for en, id := range menuLabels { // with news after it: "Quick match (5+3, 0 waiting)"
		if strings.HasPrefix(english, en+" ") {
			rest := english[len(en)+1:]
			sep, news := "", rest
			if after, ok := strings.CutPrefix(rest, "· "); ok {
				sep, news = "· ", after
			}
			return l.Show(l.T(id) + " " + sep + i18n.Isolate(news))
		}
	}
	if code, ok := strings.CutPrefix(english, backToGame); ok {
		return l.V(txtBackToGame, "Code", code)
	}
	return english
}

// Ask is the lobby's question over its menu.
func Ask(l *i18n.Localizer) string { return l.V(txtAsk) }

// MenuHelp is the line of the menu's keys; shortcuts names the items'
// keys ("1-9/p").
func MenuHelp(l *i18n.Localizer, shortcuts string) string {
	return l.V(txtMenuHelp, "Keys", shortcuts)
}

// StraightIn says the ssh command that goes straight into a room (hint:
// the command).
func StraightIn(l *i18n.Localizer, hint string) string { return l.V(txtStraightIn, "Command", hint) }

// OrWatch says the ssh command that watches a room (hint: the command).
func OrWatch(l *i18n.Localizer, hint string) string { return l.V(txtOrWatch, "Command", hint) }

// languages names each language of the catalogs in itself, for the
// account page's item that changes the language: a reader of any of them
// finds it.
const languages = "English · français · "

// arabicName is Arabic's name in itself.
const arabicName = "العربية"

// LanguageChoice is the account page's item that changes the language,
// its Arabic word ordered for the screen in l's bidi mode.
func LanguageChoice(l *i18n.Localizer) string {
	if l.Bidi() == i18n.BidiApp {
		return languages + i18n.Visual(arabicName)
	}
	return languages + arabicName
}

// LanguageIs is the message after a change: the language now in force,
// named in itself, in logical order (the lobby orders its message's
// lines as it wraps them).
func LanguageIs(l *i18n.Localizer) string {
	return l.T(txtLanguageIs, "Name", l.T(txtLangName))
}

// NotSaved says the language chosen could not be kept for the key (in
// logical order, as LanguageIs).
func NotSaved(l *i18n.Localizer, err error) string {
	return l.T(txtNotSaved, "Error", err.Error())
}

// LearnOffer is the offer of the lessons under a new key's first menu,
// in logical order (the lobby orders each line as it wraps it); key is
// the lessons' key.
func LearnOffer(l *i18n.Localizer, key string) string { return l.T(txtLearnOffer, "Key", key) }

// Title is the lobby's title.
func Title(l *i18n.Localizer) string { return l.V(txtTitle) }

// SignedInGuest is the lobby's greeting of a guest with no name.
func SignedInGuest(l *i18n.Localizer) string { return l.V(txtGuest) }

// SignedInAs is the lobby's greeting of a player by name.
func SignedInAs(l *i18n.Localizer, name string) string { return l.V(txtSignedInAs, "Name", name) }

// SignedInAsGuest is the lobby's greeting of a guest by the name they
// gave: "signed in as amina (guest)".
func SignedInAsGuest(l *i18n.Localizer, name string) string {
	return l.V(txtSignedInAsGuest, "Name", name)
}

// Hello is the lobby's greeting of a key holder who has chosen a name.
func Hello(l *i18n.Localizer, name string) string { return l.V(txtHello, "Name", name) }

// RoomTitle is the title of a room's waiting screen (code: the room's).
func RoomTitle(l *i18n.Localizer, code string) string { return l.V(txtRoomTitle, "Code", code) }

// WaitingSecond is what a spectator of a room with one player reads.
func WaitingSecond(l *i18n.Localizer) string { return l.V(txtWaitingSecond) }

// BackToLobby is the key that goes back to the lobby from a room.
func BackToLobby(l *i18n.Localizer) string { return l.V(txtBackToLobby) }

// WaitingOpponent is what a player alone in a room reads.
func WaitingOpponent(l *i18n.Localizer) string { return l.V(txtWaitingOpponent) }

// LeaveRoom is the key that leaves a room no one has joined.
func LeaveRoom(l *i18n.Localizer) string { return l.V(txtLeaveRoom) }
