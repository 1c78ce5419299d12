package plainsession

// Every text a player sees in a plain session over SSH, but the rooms'
// own refusals and notices, which it passes on as they are, and the
// game's lines (package plain).

// textNoPty is the one line of a session without a terminal that asked
// for a screen: the port, host and command, then the port and host and
// SSHCommand.
const textNoPty = "fetaix is a full-screen game: connect with a terminal, e.g. ssh -t -p %s %s%s; or without one, in plain mode (screen readers): ssh -p %s %s %s"

// Lines of the lobby.
const (
	textWelcome      = "Welcome to Fetaix in plain mode, %s. You are in the lobby. Type help for the commands."
	textLobby        = "You are in the lobby. Type help for the commands."
	textResumed      = "You are back at your seat in a game in progress."
	textNoGames      = "No games are being played."
	textGamesHead    = "%d %s in progress:"
	textGameRow      = "room %s: %s against %s, %s, move %d."
	textNoOpen       = "No open games. Type seek to open one, or quick for a quick match."
	textOpenHead     = "%d %s waiting for an opponent; type join and the room's code to take one:"
	textOpenRow      = "room %s: %s (%s), %s, %s, %s."
	textPlayers      = "%d %s connected."
	textPlayersIn    = "Playing now: %s."
	textBotsHead     = "The house bots, the computer at each level; type bot and a number to play one:"
	textBotRow       = "bot %d: %s."
	textBotBack      = "Back in the lobby."
	textBye          = "Goodbye."
	textUnknown      = "Unknown command %q. Type help for the lobby's commands."
	textEmpty        = "Type a command, or help for the list."
	textUsage        = "Usage: %s."
	textBadLevel     = "There is no bot %q: bots are 1 to 6."
	textIdle         = "Disconnected: nothing typed for %s."
	textShutdown     = "The server is going down. Goodbye."
	textYouAre       = "You are"
	textFull         = "You cannot open more games now: %s"
	textNotInLobby   = "%s works in a game. You are in the lobby: type help for its commands."
	textRatedNote    = "rated"
	textCasualNote   = "casual"
	textRuleDefaults = "default rules"
	textNoClock      = "no clock"
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
	textWaiting       = "Room %s is open: %s, %s. Waiting for an opponent. A friend joins with: join %s."
	textQuickWait     = "Quick match: waiting for an opponent in room %s."
	textBegins        = "The game begins in room %s: you play %s against %s, %s, %s."
	textGoesOn        = "The game goes on in room %s: you play %s against %s, %s, %s. The moves so far:"
	textSays          = "%s says: %s"
	textDrawOffered   = "%s offers a draw. Type draw to accept it, or play on."
	textYouOffer      = "You offer a draw."
	textAborted       = "The game is aborted: %s."
	textAfterGame     = "Type rematch to play again, leave to go back to the lobby, or quit."
	textClosed        = "The room has closed: %s."
	textClosedPlain   = "The room has closed."
	textLeft          = "You leave the room. You are in the lobby."
	textNoHint        = "No hints in a game against another player."
	textNotYourMove   = "It is not your move: %s is to move."
	textNotBegun      = "The game has not begun: waiting for an opponent."
	textOverAlready   = "The game is over. Type leave to go back to the lobby."
	textSaid          = "You say: %s"
	textRoomUnknown   = "Unknown command %q. Type a move, help for the commands, or leave."
	textClockNoClock  = "This game has no clock."
	textWatchWaiting  = "Room %s waits for its second player; its game is told here when it begins."
	textWatchBegins   = "You watch room %s: %s plays White, %s plays Black, %s, %s."
	textAfterWatch    = "Type leave to go back to the lobby, or quit."
	textWatching      = "You are watching this game; type leave to go back to the lobby."
	textRematchAsked  = "%s asks for a rematch. Type rematch to play again."
	textYouRematch    = "You ask for a rematch."
	textBotOffer      = "Nobody has come for %s. Type bot %d to play the house bot at level %d (%s) instead, or go on waiting."
	textNoBotHere     = "No house bot is offered here now: quick match offers one after a wait, at a level near your rating."
	textTakebackAsked = "%s asks to take back their last move. Type takeback to grant it, or play on."
	textYouTakeback   = "You ask to take back your last move."
	textTakenBackOne  = "The last move is taken back."
	textTakenBackMany = "The last %d moves are taken back."
	textNoRematch     = "A rematch is asked for once the game has ended."
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

// helpRoom adds a room's commands to a game's (plain's help).
var helpRoom = []string{
	"In a room also: say and a text, to chat; takeback: ask to take back your last move, or grant your opponent's request; rematch: ask for another game once one has ended; leave: back to the lobby (resign first if the game goes on).",
}

// usages of the lobby's commands that take words.
var usages = map[string]string{
	"join":  "join and a room's code, such as join K7QX",
	"watch": "watch and a room's code, such as watch K7QX",
	"bot":   "bot, a level 1 to 6, and white or black if you like, such as bot 2 or bot 2 black",
	"say":   "say and a text",
}
