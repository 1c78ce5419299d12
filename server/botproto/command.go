package botproto

import (
	"errors"
	"fmt"
	"strings"

	"github.com/fetaix/fetaix/server/room"
)

// Command is one line a bot sent, parsed: its name, and its arguments
// (for chat, the text is the rest of the line, as one argument).
type Command struct {
	Name string
	Args []string
	// Opts are the options of seek and challenge.
	Opts room.Options
}

// wordsOf is how many words each command takes after its name; chat takes
// a text after its game as its last argument.
var wordsOf = map[string]int{
	"accept": 1, "decline": 1, "move": 2, "draw": 2, "takeback": 2, "resign": 1,
	"chat": 2, "seek": 2, "challenge": 3, "quit": 0,
	"tournaments": 0, "join": 1, "withdraw": 1, "berserk": 1,
}

// Parse reads one line (without its line break) into a command, or says
// what is wrong with it, as the error line's text.
func Parse(line string) (Command, error) {
	line = strings.TrimRight(line, "\r")
	if strings.TrimSpace(line) == "" {
		return Command{}, errors.New(textEmpty)
	}
	name, rest, _ := strings.Cut(strings.TrimLeft(line, " "), " ")
	n, ok := wordsOf[name]
	if !ok {
		return Command{}, fmt.Errorf(textUnknown, clip(name))
	}
	usage := fmt.Errorf(textUsage, name, usages[name])
	var args []string
	if name == "chat" {
		game, text, _ := strings.Cut(strings.TrimLeft(rest, " "), " ")
		if game == "" || strings.TrimSpace(text) == "" {
			return Command{}, usage
		}
		args = []string{game, text}
	} else {
		args = strings.Fields(rest)
	}
	if len(args) != n {
		return Command{}, usage
	}
	c := Command{Name: name, Args: args}
	switch name {
	case "draw":
		if !oneOf(args[1], "offer", "accept", "decline") {
			return Command{}, usage
		}
	case "takeback":
		if !oneOf(args[1], "accept", "decline") {
			return Command{}, usage
		}
	case "seek", "challenge":
		terms := args[len(args)-2:]
		if !oneOf(terms[0], "rated", "casual") {
			return Command{}, usage
		}
		opts, err := room.ParseTerms(terms)
		if err != nil {
			return Command{}, fmt.Errorf("%s: %w", name, err)
		}
		c.Opts = opts
	}
	return c, nil
}

func oneOf(w string, words ...string) bool {
	for _, x := range words {
		if w == x {
			return true
		}
	}
	return false
}

// clip shortens a word quoted back in an error line.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
