package refuse

import (
	"regexp"

	"github.com/fetaix/fetaix/internal/i18n"
)

// pdnReasons are the PDN reader's reasons (game/pdn, pdn.Error's Msg)
// for a file it cannot read, but for those of the rules (a move, the
// Rules and FEN tags), which have their own. What the reader found there
// is translated when it is an end (foundIDs); a tag's name and a value
// are quoted as they were.
var pdnReasons = []pattern{
	{regexp.MustCompile(`^variation never closed: expected '\)' before the end of the file$`), "refuse.pdn.variationOpen", nil},
	{regexp.MustCompile(`^unexpected end of the file: expected a move or a result \(1-0, 0-1, 1/2-1/2 or \*\)$`), "refuse.pdn.endOfFile", nil},
	{regexp.MustCompile(`^expected a move, a move number, a comment \{\.\.\.\} or a result, found (.+)$`), "refuse.pdn.wantMove", []string{"Found"}},
	{regexp.MustCompile(`^expected move number (\d+\.(?:\.\.)?) \(white to move\), found (.+)$`), "refuse.pdn.numberWhite", []string{"N", "Found"}},
	{regexp.MustCompile(`^expected move number (\d+\.(?:\.\.)?) \(black to move\), found (.+)$`), "refuse.pdn.numberBlack", []string{"N", "Found"}},
	{regexp.MustCompile(`^comment never closed: expected '\}' before the end of the file$`), "refuse.pdn.commentOpen", nil},
	{regexp.MustCompile(`^tag (\S+) given twice \(first on line (\d+)\)$`), "refuse.pdn.tagTwice", []string{"Tag", "Line"}},
	{regexp.MustCompile(`^expected a tag name \(letters, digits or _, starting with a letter\), found (.+)$`), "refuse.pdn.tagName", []string{"Found"}},
	{regexp.MustCompile(`^tag (\S+): value never closed: expected '"' before the end of the line$`), "refuse.pdn.valueOpen", []string{"Tag"}},
	{regexp.MustCompile(`^tag (\S+): bad escape: expected \\" or \\\\, found \\ then (.+)$`), "refuse.pdn.escape", []string{"Tag", "Found"}},
	{regexp.MustCompile(`^tag (\S+): expected '"' starting its value, found (.+)$`), "refuse.pdn.valueStart", []string{"Tag", "Found"}},
	{regexp.MustCompile(`^tag (\S+): expected '\]' closing the tag, found (.+)$`), "refuse.pdn.tagClose", []string{"Tag", "Found"}},
	{regexp.MustCompile(`^GameType (".*"): not a Fetaix game \(expected (".*")\)$`), "refuse.pdn.gameType", []string{"Value", "Want"}},
	{regexp.MustCompile(`^result (\S+) differs from the Result tag (".*") on line (\d+)$`), "refuse.pdn.resultTag", []string{"Result", "Value", "Line"}},
	{regexp.MustCompile(`^result (\S+), but the game is over: (\S+) \((.+)\)$`), "refuse.pdn.resultOver", []string{"Result", "Over", "Why"}},
	{regexp.MustCompile(`^Termination (".*") needs the result 1-0 or 0-1, not (\S+)$`), "refuse.pdn.termWin", []string{"Value", "Result"}},
	{regexp.MustCompile(`^Termination (".*") needs the result 1/2-1/2, not (\S+)$`), "refuse.pdn.termDraw", []string{"Value", "Result"}},
	{regexp.MustCompile(`^Termination (".*"), but the game is not over$`), "refuse.pdn.termNotOver", []string{"Value"}},
	{regexp.MustCompile(`^Termination (".*"), but the game ended (\S+) by (.+)$`), "refuse.pdn.termEnded", []string{"Value", "Over", "Why"}},
}

// argWords are the words of the rules' and the reader's own that stand
// in a reason as an argument, by the argument's name, said in the
// reader's language: what the reader found when it is no character of
// the file ("Found"), the reasons a game ends (game.Reason, "Why").
var argWords = map[string]map[string]i18n.ID{
	"Found": {"the end of the file": "refuse.pdn.foundEOF", "the end of the line": "refuse.pdn.foundEOL"},
	"Why": {"no pieces left": "ui2.reason.noPieces", "no legal move": "ui2.reason.noMoves",
		"threefold repetition": "ui2.reason.repetition", "no progress": "ui2.reason.noProgress",
		"resignation": "ui2.reason.resignation", "draw agreed": "ui2.reason.agreedDraw", "ply limit": "ui2.reason.plyLimit"},
}

// PDN is msg, the PDN reader's reason for a file it cannot read
// (pdn.Error's Msg), in l's language; as it is when no pattern knows it
// or l speaks English.
func PDN(l *i18n.Localizer, msg string) string { return say(l, pdnReasons, msg) }
