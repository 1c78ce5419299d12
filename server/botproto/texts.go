package botproto

// Every text the bot protocol writes, but the rooms' and challenges' own
// refusals, which it passes on as they are.

// NotABot is the one line a key that is not a bot account gets.
const NotABot = "this key is not a bot account: make it one from the account page or ask the operator (fetaix admin bot NAME)"

// Texts of the account page's item that makes a player a bot account.
const (
	MakeBotLabel   = "Make this player a bot account (for good)"
	MakeBotConfirm = "A bot account is a program's: its keys play through ssh -T HOST bot (docs/bot.md); it is shown as BOT everywhere and kept out of quick match with humans. This cannot be undone. Enter makes it so; any other key goes back."
	MadeBot        = "you are a bot account now: connect your bot with ssh -T HOST bot"
)

// Texts of error lines.
const (
	textLineTooLong  = "line too long"
	textEmpty        = "empty line"
	textUnknown      = "unknown command %q: want accept, decline, move, draw, takeback, resign, chat, seek, challenge, tournaments, join, withdraw, berserk or quit"
	textUsage        = "%s: usage: %s"
	textNoGame       = "%s: no game %q of yours"
	textFlood        = "too many commands: at most %g a second"
	textFloodEnd     = "too many commands: the session ends"
	textTooManyGames = "%s: you play %d games already, the most a bot session may"
	textNoName       = "challenge: %s"
	textAborted      = "aborted"
	textClosed       = "the room closed"
	textNoTakeback   = "there is no takeback request to answer"
	textNotBegun     = "the game has not started"
	textNoSuchName   = "no player is named %s"
	textStoreDown    = "the players cannot be read now; try again later"
	textNoEvents     = "%s: this server runs no tournaments"
	textNoEventID    = "%s: %q is not an event's number (see tournaments)"
)

// usages of the commands, by name, for error lines.
var usages = map[string]string{
	"accept":      "accept ID",
	"decline":     "decline ID",
	"move":        "move GAMEID MOVE",
	"draw":        "draw GAMEID offer|accept|decline",
	"takeback":    "takeback GAMEID accept|decline",
	"resign":      "resign GAMEID",
	"chat":        "chat GAMEID TEXT",
	"seek":        "seek rated|casual M+I|none",
	"challenge":   "challenge NAME rated|casual M+I|none",
	"quit":        "quit",
	"tournaments": "tournaments",
	"join":        "join EVENTID",
	"withdraw":    "withdraw EVENTID",
	"berserk":     "berserk GAMEID",
}
