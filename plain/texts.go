package plain

import (
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/internal/i18n"
)

// Every text the plain mode writes to a player, as the catalogs' IDs
// (internal/i18n/catalog): each line reads well aloud, whole words, no
// symbols but the moves' and points' own names. The catalogs hold the
// English, French and Arabic; moves, points and the command words stay
// as typed in every language.

// Names of the sides and of what stands on a point, as lines say them.
const (
	txtWhite      i18n.ID = "ui.side.white"
	txtBlack      i18n.ID = "ui.side.black"
	txtEmpty      i18n.ID = "plain.point.empty"
	txtWhiteMan   i18n.ID = "plain.point.whiteMan"
	txtWhiteMulla i18n.ID = "plain.point.whiteMulla"
	txtBlackMan   i18n.ID = "plain.point.blackMan"
	txtBlackMulla i18n.ID = "plain.point.blackMulla"
	txtPointIs    i18n.ID = "plain.point.is"
	txtMen        i18n.ID = "plain.count.men"
	txtMullas     i18n.ID = "plain.count.mullas"
	txtMinutes    i18n.ID = "plain.count.minutes"
	txtSeconds    i18n.ID = "plain.count.seconds"
	txtTenths     i18n.ID = "plain.count.tenths"
	txtAnd        i18n.ID = "plain.list.and"
	txtMore       i18n.ID = "plain.list.more"
	txtThen       i18n.ID = "plain.list.then"
	txtComma      i18n.ID = "plain.list.comma"
)

// Lines about the game.
const (
	txtPlays       i18n.ID = "plain.game.plays"
	txtCaptures    i18n.ID = "plain.game.captures"
	txtPromotes    i18n.ID = "plain.game.promotes"
	txtToMove      i18n.ID = "plain.game.toMove"
	txtMustCapture i18n.ID = "plain.game.mustCapture"
	txtYourMove    i18n.ID = "plain.game.yourMove"
	txtGameStarts  i18n.ID = "plain.game.starts"
	txtResultWin   i18n.ID = "plain.game.wins"
	txtResultDraw  i18n.ID = "plain.game.draw"
	txtGameEnded   i18n.ID = "plain.game.ended"
	txtBye         i18n.ID = "plain.game.bye"
	txtEngineFail  i18n.ID = "plain.game.engineFail"
	txtQueued      i18n.ID = "plain.game.queued"
)

// Why a game ended, as the full screen says it.
const (
	txtNoPiecesLeft i18n.ID = "ui.over.noPieces"
	txtNoLegalMove  i18n.ID = "ui.over.noMoves"
	txtResignedWhy  i18n.ID = "ui.over.resigned"
	txtRepeated     i18n.ID = "ui.over.repetition"
	txtNoProgress   i18n.ID = "ui.over.noProgress"
	txtPlyLimit     i18n.ID = "ui.over.plyLimit"
	txtPlies        i18n.ID = "ui.plies"
)

// levelNames name the computer's levels, weakest first (levels.All), in
// the catalogs' words of the full screen's form.
var levelNames = [levels.Max - levels.Min + 1]i18n.ID{
	"ui2.level.beginner", "ui2.level.novice", "ui2.level.casual",
	"ui2.level.club", "ui2.level.expert", "ui2.level.master",
}

// ordinals name the repetitions that draw, in English (the other
// catalogs write the count).
var ordinals = map[int]string{2: "second", 3: "third", 4: "fourth", 5: "fifth"}

// Lines answering commands.
const (
	txtRankLine     i18n.ID = "plain.ask.rank"
	txtFileLine     i18n.ID = "plain.ask.file"
	txtPieces       i18n.ID = "plain.ask.pieces"
	txtPiecesNone   i18n.ID = "plain.ask.piecesNone"
	txtManOn        i18n.ID = "plain.ask.manOn"
	txtMenOn        i18n.ID = "plain.ask.menOn"
	txtMullaOn      i18n.ID = "plain.ask.mullaOn"
	txtMullasOn     i18n.ID = "plain.ask.mullasOn"
	txtMoves        i18n.ID = "plain.ask.moves"
	txtMovesMust    i18n.ID = "plain.ask.movesMust"
	txtNoMoves      i18n.ID = "plain.ask.noMoves"
	txtHint         i18n.ID = "plain.ask.hint"
	txtNoClock      i18n.ID = "plain.ask.noClock"
	txtClocks       i18n.ID = "plain.ask.clocks"
	txtNotYourTurn  i18n.ID = "plain.ask.notYourTurn"
	txtOver         i18n.ID = "plain.ask.over"
	txtResigned     i18n.ID = "plain.ask.resigned"
	txtDrawDeclined i18n.ID = "plain.ask.drawDeclined"
	txtDrawAccepted i18n.ID = "plain.ask.drawAccepted"
	txtBoardHead    i18n.ID = "plain.ask.boardHead"
)

// Errors, each on one line, saying what is legal.
const (
	txtUnknown   i18n.ID = "plain.err.unknown"
	txtEmptyLine i18n.ID = "plain.err.empty"
	txtTooLong   i18n.ID = "plain.err.tooLong"
	txtUsage     i18n.ID = "plain.err.usage"
	txtNotAMove  i18n.ID = "plain.err.notAMove"
	txtIllegal   i18n.ID = "plain.err.illegal"
	txtMustTake  i18n.ID = "plain.err.mustTake"
	txtAmbiguous i18n.ID = "plain.err.ambiguous"
	txtBadRank   i18n.ID = "plain.err.badRank"
	txtBadFile   i18n.ID = "plain.err.badFile"
	txtBadColor  i18n.ID = "plain.err.badColor"
)

// helpLines is the answer to help in a game; the lobby has its own.
var helpLines = []i18n.ID{
	"plain.help.title",
	"plain.help.move",
	"plain.help.board",
	"plain.help.pieces",
	"plain.help.rankFile",
	"plain.help.moves",
	"plain.help.end",
}

// usages of the commands that take a word.
var usages = map[string]i18n.ID{
	"pieces": "plain.usage.pieces",
	"rank":   "plain.usage.rank",
	"file":   "plain.usage.file",
}
