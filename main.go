// Command fetaix plays Fetaix (qireq), the Moroccan capture game on the 5×5
// Alquerque board, in the terminal, over SSH, and as command-line tools.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"sort"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// version is the program version; release builds may set it with
// -ldflags "-X main.version=...".
var version = "0.1.0-dev"

// command is one subcommand of fetaix.
type command struct {
	name    string
	summary string // one line for the command list
	// run executes the command with its arguments (after the name).
	run func(args []string, stdin io.Reader, stdout, stderr io.Writer) error
}

// commands holds the registered subcommands by name.
var commands = map[string]*command{}

// register adds a subcommand; each command's file calls it from init.
func register(c *command) { commands[c.name] = c }

// playCommand is the name of the command a bare "fetaix" (or one given only
// flags) runs.
const playCommand = "play"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes fetaix with args and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	name, rest := playCommand, args
	if len(args) > 0 {
		switch a := args[0]; {
		case a == "--version" || a == "-version" || a == "version":
			fmt.Fprintf(stdout, "fetaix %s\n", version)
			return 0
		case a == "help" || a == "-h" || a == "--help" || a == "-help":
			if len(args) > 1 {
				if c, ok := commands[args[1]]; ok {
					return exitCode(c.name, c.run([]string{"-h"}, stdin, stdout, stderr), stderr)
				}
				fmt.Fprintf(stderr, "fetaix: unknown command %q\n", args[1])
				return 2
			}
			usage(stdout)
			return 0
		case !strings.HasPrefix(a, "-"):
			name, rest = a, args[1:]
		}
	}
	c, ok := commands[name]
	if !ok {
		if name == playCommand {
			usage(stdout)
			return 0
		}
		fmt.Fprintf(stderr, "fetaix: unknown command %q (see fetaix help)\n", name)
		return 2
	}
	return exitCode(c.name, c.run(rest, stdin, stdout, stderr), stderr)
}

// exitCode reports err, if any, as command name's ("fetaix NAME: ...")
// and returns the exit status: 0 for none or a help, 2 for a usage error,
// an error's own status, else 1.
func exitCode(name string, err error, stderr io.Writer) int {
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return 0
	}
	fmt.Fprintf(stderr, "fetaix %s: %v\n", name, err)
	var st interface{ status() int } // a signal's, or a command's own
	if errors.As(err, &st) {
		return st.status()
	}
	return 1
}

// usage prints the command list.
func usage(w io.Writer) {
	fmt.Fprintf(w, "fetaix %s: Fetaix (qireq), the Moroccan capture game on the Alquerque board\n\n", version)
	fmt.Fprintln(w, "Usage:\n  fetaix [flags]             play in the terminal (see fetaix help play)\n  fetaix COMMAND [flags]\n\nCommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "  help CMD   help for a command\n\nfetaix --version prints the version.")
}

// parseSetup reads the --rules and --position flag values shared by several
// commands; an empty position means the start position, and a position
// must be one a game can start from (game.ParseStart).
func parseSetup(rulesText, positionText string) (game.Rules, game.Position, error) {
	r, err := game.ParseRules(rulesText)
	if err != nil {
		return r, game.Position{}, flagErr("rules", err)
	}
	if positionText == "" {
		return r, game.StartPosition(), nil
	}
	p, err := game.ParseStart(positionText)
	if err != nil {
		return r, p, positionFlagError(err)
	}
	return r, p, nil
}

// positionFlagError is a position text's error as --position's, naming
// the text once: `--position: "TEXT": what is wrong`.
func positionFlagError(err error) error {
	var pe *game.PositionError
	if errors.As(err, &pe) && pe.Text != "" {
		return &flagError{Flag: "position", Problem: fmt.Sprintf("%q: %s", pe.Text, pe.What), err: err}
	}
	return flagErr("position", err)
}

// startCPUProfile starts writing a CPU profile to path and returns the
// function that stops it and closes the file.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}
