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

	"github.com/fetaix/fetaix/docs"
	"github.com/fetaix/fetaix/game"
)

// version is the program version; release builds may set it with
// -ldflags "-X main.version=...".
var version = "0.1.0-dev"

// command is one subcommand of fetaix.
type command struct {
	name    string
	summary string // one line for the command list
	// run executes the command with its arguments (after the name); for
	// a command with actions, when no action is named.
	run func(args []string, stdin io.Reader, stdout, stderr io.Writer) error
	// actions are the command's actions (fetaix tables build, fetaix
	// solve verify), run when the first argument names one.
	actions []action
}

// find returns c's action that args[0] names, if any.
func (c *command) find(args []string) (action, bool) {
	for _, a := range c.actions {
		if len(args) > 0 && args[0] == a.name {
			return a, true
		}
	}
	return action{}, false
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
				return help(args[1], stdin, stdout, stderr)
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
	if a, ok := c.find(rest); ok {
		return exitCode(c.name, a.run(rest[1:], stdin, stdout, stderr), stderr)
	}
	return exitCode(c.name, c.run(rest, stdin, stdout, stderr), stderr)
}

// exitCode reports err, if any, as command name's ("fetaix NAME: ...")
// and returns the exit status: 0 for none or a help; 2 for a command line
// that does not parse (a usageError, a flagError of a value refused); an
// error's own status (a signal's); else 1. docs/playing.md#exit-status says
// the rule.
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
	names := commandNames()
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "  help CMD   help for a command\n\nTopics (fetaix help TOPIC prints the documentation of one):")
	for _, t := range docs.Topics() {
		fmt.Fprintf(w, "  %-13s %s\n", t, docs.Title(t))
	}
	fmt.Fprintln(w, "\nfetaix --version prints the version.")
}

// commandNames returns the commands' names, sorted.
func commandNames() []string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// help prints the help of a command (its flags, as CMD -h) or a topic of
// the documentation (docs/TOPIC.md); for a name that is both (engine,
// tables) the command's help, a blank line, then the topic. Anything else
// is an error that lists both, exit status 2.
func help(name string, stdin io.Reader, stdout, stderr io.Writer) int {
	text, isTopic := docs.Topic(name)
	if c, ok := commands[name]; ok {
		code := exitCode(c.name, c.run([]string{"-h"}, stdin, stdout, stderr), stderr)
		if code == 0 && isTopic {
			fmt.Fprint(stdout, "\n"+text)
		}
		return code
	}
	if isTopic {
		fmt.Fprint(stdout, text)
		return 0
	}
	fmt.Fprintf(stderr, "fetaix help: no command or topic %q (commands: %s; topics: %s)\n",
		name, strings.Join(commandNames(), ", "), strings.Join(docs.Topics(), ", "))
	return 2
}

// parseSetup reads the --rules and --position flag values shared by several
// commands; an empty position means the start position, and a position
// must be one a game can start from (game.ParseStart).
func parseSetup(rulesText, positionText string) (game.Rules, game.Position, error) {
	r, err := game.ParseRules(rulesText)
	if err != nil {
		return r, game.Position{}, refused("rules", err)
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
		return &flagError{Flag: "position", Problem: fmt.Sprintf("%q: %s", pe.Text, pe.What), usage: true, err: err}
	}
	return refused("position", err)
}

// startCPUProfile starts writing a CPU profile to path and returns the
// function that stops it and closes the file.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		_ = f.Close() // the profile's error is the one to report
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	return func() {
		pprof.StopCPUProfile()
		// a profile cut short is seen when it is read; the command's
		// own result is what its exit status reports
		_ = f.Close()
	}, nil
}
