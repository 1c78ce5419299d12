// Package pdn reads and writes the game records of Fetaix in PDN
// (Portable Draughts Notation); the rules they record are package game's.
//
// A record is a tag section, then movetext ending with a result:
//
//	[Event "Club evening"]
//	[Site "?"]
//	[Date "2026.11.29"]
//	[White "Ann"]
//	[Black "Computer level 3"]
//	[Result "0-1"]
//	[GameType "Fetaix"]
//	[Rules "men-capture-backward=off,majority=off,removal=immediate,promotion=end,repetition=3,no-progress=50"]
//	[Termination "resignation"]
//
//	{opening comment} 1. d2-c3! $14 (1. c2-c3 c4xc2) 1... b4xd2 2. e1xc3
//	{a comment after White's move} 2... d4xd2 0-1
//
// Tag values are quoted; inside them \" is a quote and \\ a backslash.
// Moves are in the game's notation and numbered from the start position's
// move number: "N." before White's move, "N..." before a Black move that
// starts the movetext or follows a comment or a variation. A comment {...}
// belongs to the point of the game just before it: Comments[0] is before
// the first move, Comments[i] follows move i; several comments at one
// point are joined with a space. A move may carry a move mark ("!", "?",
// "!!", "??", "!?", "?!") written against it, NAGs ("$14") and variations:
// "( ... )" holds moves played instead of it, from the position before it,
// with their own comments, marks, NAGs and nested variations. They are
// kept in Annotations[i] and written in that order: the move and its
// mark, the NAGs, the comment, the variations. A file may hold several
// records.
//
// The reader is lenient by default (see Options): it also reads the
// PDN 3.0 results (2-0, 0-2, 1-1, and 0-0 as *), a comment after the
// result (joined to the last comment), "1. ..." and "1 ..." before a Black
// move, moves numbered from 1 after a FEN tag of a later move, a raw
// backslash in a tag value and a GameType in any letter case, and warns
// where the record disagrees with its position.
//
// The writer derives these tags from the game and writes them in this
// order after the Event, Site, Date, White and Black tags: Result,
// GameType "Fetaix", Rules (the rules with every option spelled out, so a
// record keeps its meaning even if a default changes), FEN (the start
// position text, only when it is not the start position) and Termination
// (the Reason when the game is over, e.g. "resignation" or "draw agreed").
// The reader plays every move, refuses an illegal one with its move number,
// re-applies a resignation or agreed draw from Termination, and checks that
// the result agrees with the final position: leniently, a result that does
// not (such as "*" on a finished game) is replaced by the position's, and
// moves after a draw by repetition or no progress are kept, each time with
// a warning.
package pdn
