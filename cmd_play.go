package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/fetaix/fetaix/ui"
)

func init() {
	register(&command{name: playCommand, summary: "play in the terminal (the default command)", run: runPlay})
}

// playOptions parses the play command's flags into ui.Options; every bad
// value is an error before any screen opens.
func playOptions(args []string, stdout, stderr io.Writer) (ui.Options, error) {
	fs := newFlags("play", "[play] [--mode ai|hotseat|watch] [--color white|black] [--level 1-6]\n"+
		"       [--rules TEXT] [--position TEXT] [--theme NAME] [--ascii]\n\n"+
		"Opens the full-screen game. Keys: arrows/hjkl move the cursor, enter/space\n"+
		"select and move, a point name (c2) jumps there, u undo, t hint, n new game,\n"+
		"? all keys, q quit. The mouse works too (click or drag).", stdout, stderr)
	mode := fs.String("mode", "ai", "who plays: ai (you vs the computer), hotseat (two players), watch (computer vs computer)")
	color := fs.String("color", "white", "your colour against the computer: white or black")
	level := fs.Int("level", 2, "the computer's level, 1 (beginner) to 6 (master)")
	rules := fs.String("rules", "", "rule options, e.g. majority,removal=end (default: all defaults)")
	pos := fs.String("position", "", "start from this position text (default: the start position)")
	theme := fs.String("theme", "default", "colour theme: "+strings.Join(ui.ThemeNames(), ", "))
	ascii := fs.Bool("ascii", false, "draw the board and pieces with ASCII characters only")
	var o ui.Options
	if err := parseFlags(fs, args); err != nil {
		return o, err
	}
	var err error
	if o.Mode, err = ui.ParseMode(*mode); err != nil {
		return o, fmt.Errorf("--mode: %w", err)
	}
	if o.Color, err = ui.ParseColor(*color); err != nil {
		return o, fmt.Errorf("--color: %w", err)
	}
	if *level < 1 || *level > 6 {
		return o, fmt.Errorf("--level: want 1..6, got %d", *level)
	}
	o.Level = *level
	if o.Theme, err = ui.ParseTheme(*theme); err != nil {
		return o, fmt.Errorf("--theme: %w", err)
	}
	r, p, err := parseSetup(*rules, *pos)
	if err != nil {
		return o, err
	}
	o.Rules, o.Start = &r, &p
	o.ASCII = *ascii
	o.NoColor = os.Getenv("NO_COLOR") != ""
	o.MoveDelay = ui.DefaultMoveDelay
	return o, nil
}

func runPlay(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	o, err := playOptions(args, stdout, stderr)
	if err != nil {
		return err
	}
	o.Renderer = lipgloss.NewRenderer(os.Stdout)
	p := tea.NewProgram(ui.New(o), tea.WithAltScreen(), tea.WithMouseCellMotion(),
		tea.WithInput(stdin), tea.WithOutput(stdout))
	_, err = p.Run()
	return err
}
