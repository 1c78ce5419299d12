// Package cli is fetaix's command line: every command and subcommand,
// their flags and help, and the exit status they end with. The program's
// main calls Run.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/fetaix/fetaix/docs"
	"github.com/fetaix/fetaix/internal/buildinfo"
)

// running is the build of fetaix that runs: the one Run was given, or
// what the binary says of itself.
var running = buildinfo.Read("", "")

// command is one command of fetaix, or one subcommand of another
// (fetaix tables build, fetaix solve verify).
type command struct {
	name    string
	summary string // one line for the command list (a command of fetaix)
	// usage, when set, is the help printed when help (help, -h, --help,
	// -help) stands where a subcommand would; without it, run's flags
	// print theirs.
	usage string
	// run executes the command with its arguments (after the name) when
	// the first names no subcommand; nil for a command that needs one.
	run func(args []string, stdin io.Reader, stdout, stderr io.Writer) error
	// sub are the command's subcommands, run when the first argument
	// names one.
	sub []*command
}

// execute runs c, named path on the command line ("tables", "match
// prove"), with args: the subcommand args[0] names, else c's help or c's
// own run. A command that needs a subcommand and is given none, or one it
// does not have, is a usage error naming its subcommands.
func (c *command) execute(path string, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		for _, s := range c.sub {
			if s.name == args[0] {
				return s.execute(path+" "+s.name, args[1:], stdin, stdout, stderr)
			}
		}
		if c.usage != "" && isHelp(args[0]) {
			fmt.Fprintln(stdout, c.usage)
			return flag.ErrHelp
		}
	}
	if c.run != nil {
		return c.run(args, stdin, stdout, stderr)
	}
	names := make([]string, len(c.sub))
	for i, s := range c.sub {
		names[i] = s.name
	}
	want := strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
	if len(args) == 0 {
		return &usageError{"want " + want, "see fetaix help " + path}
	}
	return &usageError{fmt.Sprintf("unknown subcommand %q", args[0]), "want " + want}
}

// isHelp reports whether arg asks for help in place of a subcommand.
func isHelp(arg string) bool {
	return arg == "help" || arg == "-h" || arg == "--help" || arg == "-help"
}

// commands holds the registered subcommands by name.
var commands = map[string]*command{}

// register adds a subcommand; each command's file calls it from init.
func register(c *command) { commands[c.name] = c }

// playCommand is the name of the command a bare "fetaix" (or one given only
// flags) runs.
const playCommand = "play"

// Run executes fetaix, the build b, with args (the command line after the
// program's name) and returns the exit status.
func Run(b buildinfo.Info, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	running = b
	return run(args, stdin, stdout, stderr)
}

// run executes fetaix with args and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	name, rest := playCommand, args
	if len(args) > 0 {
		switch a := args[0]; {
		case a == "--version" || a == "-version" || a == "version":
			fmt.Fprintf(stdout, "fetaix %s\n", running)
			return 0
		case isHelp(a):
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
	return exitCode(c.name, c.execute(c.name, rest, stdin, stdout, stderr), stderr)
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
	fmt.Fprintf(w, "fetaix %s: Fetaix (qireq), the Moroccan capture game on the Alquerque board\n\n", running.Version)
	fmt.Fprintln(w, "Usage:\n  fetaix [flags]             play in the terminal (see fetaix help play)\n  fetaix COMMAND [flags]\n\nCommands:")
	names := commandNames()
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "  help CMD   help for a command\n\nTopics (fetaix help TOPIC prints the documentation of one):")
	for _, t := range docs.Topics() {
		fmt.Fprintf(w, "  %-13s %s\n", t, docs.Title(t))
	}
	fmt.Fprintln(w, "\nfetaix --version prints the version, the revision it was built from and\nwhether that tree was modified.")
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
// the documentation (docs/TOPIC.md, drawn for the terminal by topicPage); for a name that is both (engine,
// tables) the command's help, a blank line, then the topic. Anything else
// is an error that lists both, exit status 2.
func help(name string, stdin io.Reader, stdout, stderr io.Writer) int {
	text, isTopic := docs.Topic(name)
	page := func() int {
		out, err := topicPage(text, stdin, stdout)
		if err != nil {
			fmt.Fprintf(stderr, "fetaix help: %s: %v\n", name, err)
			return 1
		}
		fmt.Fprintln(stdout, out)
		return 0
	}
	if c, ok := commands[name]; ok {
		code := exitCode(c.name, c.execute(c.name, []string{"-h"}, stdin, stdout, stderr), stderr)
		if code == 0 && isTopic {
			fmt.Fprintln(stdout)
			return page()
		}
		return code
	}
	if isTopic {
		return page()
	}
	fmt.Fprintf(stderr, "fetaix help: no command or topic %q (commands: %s; topics: %s)\n",
		name, strings.Join(commandNames(), ", "), strings.Join(docs.Topics(), ", "))
	return 2
}
