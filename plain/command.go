package plain

import (
	"errors"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/refuse"
)

// Kind is what a command line asks for.
type Kind uint8

// The kinds of commands of a game.
const (
	Move   Kind = iota // a move in notation (Command.Move)
	Board              // the whole position
	Pieces             // one side's pieces (Command.Color)
	Rank               // one rank (Command.Rank, 1 to 5)
	File               // one file (Command.File, 'a' to 'e')
	Moves              // the legal moves
	Hint               // the engine's suggestion
	Clock              // the clocks
	Help               // the commands
	Resign             // resign the game
	Draw               // offer a draw, or accept the one offered
	Quit               // leave
)

// Command is one line typed in a game, parsed.
type Command struct {
	Kind  Kind
	Text  string // the move as typed (Move)
	Color game.Color
	Rank  int
	File  byte
}

// words are the commands that are words, by name.
var words = map[string]Kind{
	"board": Board, "pieces": Pieces, "rank": Rank, "file": File, "moves": Moves,
	"hint": Hint, "clock": Clock, "help": Help, "resign": Resign, "draw": Draw, "quit": Quit,
}

// IsWord reports whether name is one of a game's command words (so that
// a session with commands of its own passes those to Parse).
func IsWord(name string) bool { _, ok := words[name]; return ok }

// Parse reads one line typed in a game: a command word, or else a move
// (to be checked against the position by ParseMove). Case and spaces
// around the words do not matter.
func (v Voice) Parse(line string) (Command, error) {
	f := strings.Fields(strings.ToLower(line))
	if len(f) == 0 {
		return Command{}, v.say(txtEmptyLine)
	}
	k, ok := words[f[0]]
	if !ok {
		if len(f) == 1 && looksLikeMove(f[0]) {
			return Command{Kind: Move, Text: f[0]}, nil
		}
		return Command{}, v.say(txtUnknown, "Command", strconv.Quote(clip(strings.TrimSpace(line))))
	}
	c := Command{Kind: k}
	switch k {
	case Pieces, Rank, File:
		if len(f) != 2 {
			return Command{}, v.say(txtUsage, "Usage", v.t(usages[f[0]]))
		}
		return v.withArg(c, f[1])
	}
	if len(f) != 1 {
		return Command{}, v.say(txtUnknown, "Command", strconv.Quote(clip(strings.TrimSpace(line))))
	}
	return c, nil
}

// withArg reads the word after pieces, rank or file.
func (v Voice) withArg(c Command, w string) (Command, error) {
	switch c.Kind {
	case Pieces:
		col, err := game.ParseColor(w)
		if err != nil {
			return Command{}, v.say(txtBadColor, "Word", strconv.Quote(clip(w)))
		}
		c.Color = col
	case Rank:
		if len(w) != 1 || w[0] < '1' || w[0] > '5' {
			return Command{}, v.say(txtBadRank, "Word", strconv.Quote(clip(w)))
		}
		c.Rank = int(w[0] - '0')
	case File:
		if len(w) != 1 || w[0] < 'a' || w[0] > 'e' {
			return Command{}, v.say(txtBadFile, "Word", strconv.Quote(clip(w)))
		}
		c.File = w[0]
	}
	return c, nil
}

// looksLikeMove reports whether w is made of a move's characters: a
// point first, then points, dashes and x (":" read as x, as in PDN).
func looksLikeMove(w string) bool {
	if len(w) < 2 || w[0] < 'a' || w[0] > 'z' || w[1] < '0' || w[1] > '9' {
		return false
	}
	return strings.Trim(w, "abcdefghijklmnopqrstuvwxyz0123456789-:") == ""
}

// ParseMove reads text as a move of the side to move in p under r, as
// the TUI reads a typed move (game.ParseMove: "a1xe5" stands for the one
// capture that goes there). The error says, in one line, why not and
// what is legal.
func (v Voice) ParseMove(p game.Position, r game.Rules, text string) (game.Move, error) {
	text = strings.ReplaceAll(text, ":", "x")
	m, err := game.ParseMove(p, r, text)
	if err == nil {
		return m, nil
	}
	moves := p.LegalMoves(r, nil)
	legal := v.moveList(moves)
	var me *game.MoveError
	switch {
	case errors.Is(err, game.ErrAmbiguousMove) && errors.As(err, &me):
		return m, v.say(txtAmbiguous, "Move", clip(text), "Why", refuse.MoveWhy(v.loc, me.Why))
	case errors.Is(err, game.ErrIllegalMove) && len(moves) > 0 && moves[0].IsCapture() && !strings.Contains(text, "x"):
		return m, v.say(txtMustTake, "Move", clip(text), "Moves", legal)
	case errors.Is(err, game.ErrIllegalMove):
		return m, v.say(txtIllegal, "Move", clip(text), "Moves", legal)
	}
	return m, v.say(txtNotAMove, "Move", clip(text), "Moves", legal)
}

// clip shortens a word quoted back in an error line.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
