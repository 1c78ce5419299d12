package plainsession

import "github.com/fetaix/fetaix/internal/i18n"

// Every text a player sees in a plain session over SSH, but the rooms'
// own lines (why a game ended, why a room closed, a refusal), which it
// says in the player's language from the room's catalog IDs (room.Said,
// room.RefusalIn), and the game's lines (package plain). The texts below
// in English stay so: the
// hint to a client without a terminal (said before a session, on its
// standard error), the words of a sanction's line (server/room's
// English), and the archive's records and notices, as the screen's.

// txtNoPty is the one line of a session without a terminal that asked
// for a screen: {{.Port}} is "-p PORT " (empty on port 22), then the
// host, the command and SSHCommand.
const txtNoPty i18n.ID = "lobby3.plain.noPty"

// textNoClock is the archive record's clock of a game without one, as
// the screen's.
const textNoClock = "no clock"

// txtNotArchived tells the player, once, that their games against the
// house bots are beyond the archive's quota: {{.Why}} says the quota.
const txtNotArchived i18n.ID = "lobby3.plain.notArchived"

// Texts of the archive of games against the house bots, as the screen's.
const (
	textLeftGame     = "interrupted: the player left"
	textComputerName = "Fetaix level %d (%s)"
	textSoloEvent    = "%s vs the computer"
)

// The texts of the lobby and the rooms a plain session speaks in the
// player's language, as the catalogs' IDs (internal/i18n/catalog).
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

// The lobby's texts in the catalogs.
const (
	txtNoGames    i18n.ID = "plain.lobby.noGames"
	txtGameRow    i18n.ID = "plain.lobby.gameRow"
	txtNoOpen     i18n.ID = "plain.lobby.noOpen"
	txtOpenRow    i18n.ID = "plain.lobby.openRow"
	txtPlayersIn  i18n.ID = "plain.lobby.playersIn"
	txtBotsHead   i18n.ID = "plain.lobby.botsHead"
	txtBotRow     i18n.ID = "plain.lobby.botRow"
	txtUnknown    i18n.ID = "plain.lobby.unknown"
	txtEmpty      i18n.ID = "plain.lobby.empty"
	txtBadLevel   i18n.ID = "plain.lobby.badLevel"
	txtIdle       i18n.ID = "plain.lobby.idle"
	txtNotInLobby i18n.ID = "plain.lobby.notInLobby"
	txtRatedNote  i18n.ID = "plain.lobby.rated"
	txtCasualNote i18n.ID = "plain.lobby.casual"
	txtUsageJoin  i18n.ID = "plain.usage.join"
	txtUsageWatch i18n.ID = "plain.usage.watch"
	txtUsageBot   i18n.ID = "plain.usage.bot"
	txtGamesHead  i18n.ID = "plain.lobby.gamesHead"
	txtOpenHead   i18n.ID = "plain.lobby.openHead"
	txtPlayers    i18n.ID = "plain.lobby.players"
)

// helpLobby is the answer to help in the lobby.
var helpLobby = []i18n.ID{
	"plain.help.lobbyTitle",
	"plain.help.lobbyLists",
	"plain.help.lobbyQuick",
	"plain.help.lobbySeek",
	"plain.help.lobbyCreate",
	"plain.help.lobbyJoin",
	"plain.help.lobbyBots",
	"plain.help.lobbyEnd",
}
