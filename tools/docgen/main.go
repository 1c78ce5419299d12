// Command docgen makes the pictures of the documentation from the
// program's own output. "go run ./tools/docgen board" prints the game
// screen at 80×24 as the TUI draws it, colours stripped;
// "go run ./tools/docgen board -w README.md" writes it into README.md
// between its board markers. A test checks that the committed picture is
// what the command makes.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/ui"
)

// The markers around the picture in README.md: the fenced block between
// them is the picture.
const (
	beginMarker = "<!-- board: go run ./tools/docgen board -w README.md -->"
	endMarker   = "<!-- end of board -->"
)

// openingMoves are played before the picture: a short opening after which
// White, the player at the keyboard, must capture.
var openingMoves = []string{"c2-c3", "c4xc2"}

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "docgen:", err)
		os.Exit(2)
	}
}

// run does what the command line asks: "board" prints the picture,
// "board -w FILE" writes it into FILE between the markers.
func run(args []string, stdout io.Writer) error {
	switch {
	case len(args) == 1 && args[0] == "board":
		pic, err := board()
		if err != nil {
			return err
		}
		_, err = io.WriteString(stdout, pic)
		return err
	case len(args) == 3 && args[0] == "board" && args[1] == "-w":
		return writeBoard(args[2])
	}
	return errors.New("usage: docgen board [-w FILE]")
}

// board returns the game screen at 80×24 as the TUI draws it, without
// colours, each line's trailing spaces cut: a game against the computer
// after a short opening, the cursor on a piece that must capture and that
// piece selected, so that its targets show.
func board() (string, error) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for _, mv := range openingMoves {
		if _, err := g.PlayText(mv); err != nil {
			return "", fmt.Errorf("opening move %s: %w", mv, err)
		}
	}
	m := ui.New(ui.Options{Mode: ui.ModeAI, Color: game.White, Level: 3, Game: g})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	for _, k := range []string{"c", "1", "enter"} {
		m.Update(keypress.Key(k))
	}
	lines := strings.Split(ansi.Strip(m.Content()), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n") + "\n", nil
}

// writeBoard puts the picture into the file at path, in the fenced block
// between the markers.
func writeBoard(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	pic, err := board()
	if err != nil {
		return err
	}
	out, err := replaceBlock(string(data), pic)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.WriteFile(path, []byte(out), 0o644)
}

// replaceBlock returns text with the block between the markers replaced
// by pic in a fenced block.
func replaceBlock(text, pic string) (string, error) {
	before, rest, ok := strings.Cut(text, beginMarker+"\n")
	_, after, ok2 := strings.Cut(rest, endMarker)
	if !ok || !ok2 {
		return "", fmt.Errorf("no %q ... %q block", beginMarker, endMarker)
	}
	return before + beginMarker + "\n```text\n" + pic + "```\n" + endMarker + after, nil
}

// committedBoard returns the picture held in text between the markers.
func committedBoard(text string) (string, error) {
	_, rest, ok := strings.Cut(text, beginMarker+"\n```text\n")
	pic, _, ok2 := strings.Cut(rest, "```\n"+endMarker)
	if !ok || !ok2 {
		return "", fmt.Errorf("no %q ... %q block", beginMarker, endMarker)
	}
	return pic, nil
}
