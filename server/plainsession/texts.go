package plainsession

import "github.com/fetaix/fetaix/internal/i18n"

// Every text a player sees in a plain session over SSH, but the rooms'
// own refusals and notices, which it passes on as they are, and the
// game's lines (package plain).

// textNoPty is the one line of a session without a terminal that asked
// for a screen: the port, host and command, then the port and host and
// SSHCommand.
const textNoPty = "fetaix is a full-screen game: connect with a terminal, e.g. ssh -t -p %s %s%s; or without one, in plain mode (screen readers): ssh -p %s %s %s"

// Lines of the lobby.
const (
	textNoGames    = "No games are being played."
	textGamesHead  = "%d %s in progress:"
	textGameRow    = "room %s: %s against %s, %s, move %d."
	textNoOpen     = "No open games. Type seek to open one, or quick for a quick match."
	textOpenHead   = "%d %s waiting for an opponent; type join and the room's code to take one:"
	textOpenRow    = "room %s: %s (%s), %s, %s, %s."
	textPlayers    = "%d %s connected."
	textPlayersIn  = "Playing now: %s."
	textBotsHead   = "The house bots, the computer at each level; type bot and a number to play one:"
	textBotRow     = "bot %d: %s."
	textUnknown    = "Unknown command %q. Type help for the lobby's commands."
	textEmpty      = "Type a command, or help for the list."
	textUsage      = "Usage: %s."
	textBadLevel   = "There is no bot %q: bots are 1 to 6."
	textIdle       = "Disconnected: nothing typed for %s."
	textYouAre     = "You are"
	textFull       = "You cannot open more games now: %s"
	textNotInLobby = "%s works in a game. You are in the lobby: type help for its commands."
	textRatedNote  = "rated"
	textCasualNote = "casual"
	textNoClock    = "no clock"
)

// Texts of the archive of games against the house bots, as the screen's.
const (
	textNotArchived  = "Your games are not archived for now: %s."
	textLeftGame     = "interrupted: the player left"
	textComputerName = "Fetaix level %d (%s)"
	textSoloEvent    = "%s vs the computer"
	textYourLastGame = "your last game"
)

// Lines of a room.
const (
	textRoomUnknown = "Unknown command %q. Type a move, help for the commands, or leave."
)

// helpLobby is the answer to help in the lobby.
var helpLobby = []string{
	"Commands in the lobby:",
	"games: the games being played; open: the open games waiting for an opponent; players: who is connected;",
	"quick: a quick match with the next player who asks;",
	"seek, then optionally rated or casual, a clock such as 5+3 or none, and white, black or random: open a game anyone may take;",
	"create, with the same words: open a room for a friend, who joins with its code;",
	"join and a room's code, such as join K7QX: sit in that room, or take that open game; watch and a room's code: watch its game;",
	"bots: the house bots; bot, a level 1 to 6, and white or black, such as bot 2 black: play the computer at once (you are White unless you say);",
	"help: this list; quit: leave.",
}

// usages of the lobby's commands that take words.
var usages = map[string]string{
	"join":  "join and a room's code, such as join K7QX",
	"watch": "watch and a room's code, such as watch K7QX",
	"bot":   "bot, a level 1 to 6, and white or black if you like, such as bot 2 or bot 2 black",
}

// The texts of the lobby and the rooms a plain session speaks in the
// player's language, as the catalogs' IDs (internal/i18n/catalog); the
// English texts above are the ones not yet in the catalogs.
const (
	txtWelcome       i18n.ID = "plain.lobby.welcome"
	txtLobby         i18n.ID = "plain.lobby.here"
	txtResumed       i18n.ID = "plain.lobby.resumed"
	txtBye           i18n.ID = "plain.game.bye"
	txtShutdown      i18n.ID = "plain.lobby.shutdown"
	txtBotBack       i18n.ID = "plain.lobby.botBack"
	txtLeft          i18n.ID = "plain.room.left"
	txtClosed        i18n.ID = "plain.room.closed"
	txtClosedPlain   i18n.ID = "plain.room.closedPlain"
	txtWatchWaiting  i18n.ID = "plain.room.watchWaiting"
	txtQuickWait     i18n.ID = "plain.room.quickWait"
	txtWaiting       i18n.ID = "plain.room.waiting"
	txtNoClockShown  i18n.ID = "plain.room.noClock"
	txtRuleDefaults  i18n.ID = "plain.room.defaultRules"
	txtAborted       i18n.ID = "plain.room.aborted"
	txtAfterGame     i18n.ID = "plain.room.afterGame"
	txtAfterWatch    i18n.ID = "plain.room.afterWatch"
	txtWatchBegins   i18n.ID = "plain.room.watchBegins"
	txtBegins        i18n.ID = "plain.room.begins"
	txtGoesOn        i18n.ID = "plain.room.goesOn"
	txtSays          i18n.ID = "plain.room.says"
	txtDrawOffered   i18n.ID = "plain.room.drawOffered"
	txtYouOffer      i18n.ID = "plain.room.youOffer"
	txtNoHint        i18n.ID = "plain.room.noHint"
	txtNotYourMove   i18n.ID = "plain.ask.notYourTurn"
	txtNotBegun      i18n.ID = "plain.room.notBegun"
	txtOverAlready   i18n.ID = "plain.room.overAlready"
	txtSaid          i18n.ID = "plain.room.said"
	txtClockNoClock  i18n.ID = "plain.ask.noClock"
	txtWatching      i18n.ID = "plain.room.watching"
	txtRematchAsked  i18n.ID = "plain.room.rematchAsked"
	txtYouRematch    i18n.ID = "plain.room.youRematch"
	txtBotOffer      i18n.ID = "plain.room.botOffer"
	txtNoBotHere     i18n.ID = "plain.room.noBotHere"
	txtTakebackAsked i18n.ID = "plain.room.takebackAsked"
	txtYouTakeback   i18n.ID = "plain.room.youTakeback"
	txtNoRematch     i18n.ID = "plain.room.noRematch"
	txtTakenBack     i18n.ID = "plain.room.takenBack"
)

// helpRoom adds a room's commands to a game's (plain's help).
var helpRoom = []i18n.ID{"plain.help.room"}

// txtUsageSay is the usage of say.
const txtUsageSay i18n.ID = "plain.usage.say"

// txtUsage is a usage line: "Usage: …."
const txtUsage i18n.ID = "plain.err.usage"
