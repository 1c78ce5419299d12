package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// action is one action of a command that has several (fetaix archive
// export, fetaix tables build, …).
type action struct {
	name string
	run  func(args []string, stdin io.Reader, stdout, stderr io.Writer) error
}

// runActions runs the action of command cmd that args[0] names, or prints
// usage for help; a missing or unknown action is a usage error naming
// the actions.
func runActions(cmd, usage string, actions []action, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	names := make([]string, len(actions))
	for i, a := range actions {
		names[i] = a.name
	}
	want := strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
	if len(args) == 0 {
		return &usageError{"want " + want, "see fetaix help " + cmd}
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprintln(stdout, usage)
		return flag.ErrHelp
	}
	for _, a := range actions {
		if a.name == args[0] {
			return a.run(args[1:], stdin, stdout, stderr)
		}
	}
	return &usageError{fmt.Sprintf("unknown action %q", args[0]), "want " + want}
}
