package plain

// Every text the plain mode writes to a player. Each line reads well
// aloud: whole words, no symbols but the moves' and points' own names.

// Names of the pieces and sides, as lines say them.
const (
	textWhite   = "White"
	textBlack   = "Black"
	textMan     = "man"
	textMulla   = "mulla"
	textEmpty   = "empty"
	textMen     = "men"
	textMullas  = "mullas"
	textMinute  = "minute"
	textMinutes = "minutes"
	textSecond  = "second"
	textSeconds = "seconds"
)

// Lines about the game.
const (
	textPlays       = "%s plays %s."
	textCaptures    = " Captures %s."
	textPromotes    = " The man on %s becomes a mulla."
	textToMove      = "%s to move."
	textMustCapture = "%s to move; %s must capture: %s."
	textYourMove    = " Your move."
	textGameStarts  = "New game: you play %s, the computer plays %s at level %d (%s). Type help for the commands."
	textResultWin   = "Game over: %s wins (%s)."
	textResultDraw  = "Game over: a draw (%s)."
	textGameEnded   = "The game has ended. Type quit to leave."
	textBye         = "Goodbye."
	textEngineFail  = "The computer could not choose a move; the game stops."
	textQueued      = "The computer waits for its turn at the server's engines: %d ahead."
)

// Why a game against the computer ended, as the full screen says it.
const (
	textNoPiecesLeft = "%s has no pieces left"
	textNoLegalMove  = "%s has no legal move"
	textResignedWhy  = "%s resigned"
	textRepeated     = "the same position for the %s time"
	textNoProgress   = "%d plies without a capture or a man move"
	textPlyLimit     = "%d plies played, the most a game lasts"
)

// ordinals name the repetitions that draw.
var ordinals = map[int]string{2: "second", 3: "third", 4: "fourth", 5: "fifth"}

// Lines answering commands.
const (
	textRankLine     = "Rank %d: %s."
	textFileLine     = "File %c: %s."
	textPointIs      = "%s %s"
	textPieces       = "%s has %s: %s."
	textPiecesNone   = "%s has no pieces."
	textOneOn        = "a %s on %s"
	textManyOn       = "%s on %s"
	textMovesOne     = "%s has 1 legal move: %s."
	textMovesMany    = "%s has %d legal moves: %s."
	textMovesMust    = " Captures are compulsory."
	textNoMoves      = "%s has no legal move."
	textHint         = "Hint: %s."
	textNoClock      = "This game has no clock."
	textClocks       = "Clocks: White %s, Black %s."
	textNotYourTurn  = "It is not your move: %s is to move."
	textOver         = "The game is over."
	textResigned     = "You resign."
	textDrawDeclined = "The computer declines the draw; play on."
	textDrawAccepted = "The computer accepts the draw."
	textBoardHead    = "Board, rank 5 at the top, files a to e:"
)

// Errors, each on one line, saying what is legal.
const (
	textUnknown   = "Unknown command %q. Type a move such as c2-c3, or help for the commands."
	textEmptyLine = "Type a move such as c2-c3, or help for the commands."
	textTooLong   = "That line is too long: at most %d characters. Type help for the commands."
	textUsage     = "Usage: %s."
	textNotAMove  = "%s is not a move: write c2-c3 for a step, a1xc3xe5 for captures. Legal moves: %s."
	textIllegal   = "%s is not legal. Legal moves: %s."
	textMustTake  = "%s is not legal: a capture is compulsory. Legal moves: %s."
	textAmbiguous = "%s is ambiguous: %s. Write every landing point."
	textBadRank   = "There is no rank %q: ranks are 1 to 5."
	textBadFile   = "There is no file %q: files are a to e."
	textBadColor  = "Say pieces white or pieces black, not %q."
)

// helpLines is the answer to help in a game; the lobby has its own.
var helpLines = []string{
	"Commands in a game:",
	"a move in notation: c2-c3 for a step or a mulla's slide, a1xc3xe5 for captures, or a1xe5 when only one capture goes there;",
	"board: the whole position, rank 5 down to rank 1, each point named with what stands on it;",
	"pieces white, pieces black: where that side's men and mullas stand;",
	"rank 3, file c: one rank or one file;",
	"moves: the legal moves; hint: the computer's suggestion; clock: the time left;",
	"resign; draw: offer a draw, or accept one offered; quit: leave; help: this list.",
}

// usages of the commands that take a word.
var usages = map[string]string{
	"pieces": "pieces white, or pieces black",
	"rank":   "rank followed by 1 to 5, such as rank 3",
	"file":   "file followed by a to e, such as file c",
}
