package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// flagError is a mistake about one flag, said as every command says it:
// "fetaix CMD: --flag: what is wrong (what is wanted)" (exitCode adds the
// command). A command line that does not parse exits with status 2: no
// such flag, no value, a value the flag does not take (of the wrong type,
// out of range, bad rule or position text), flags that do not go
// together. What fails once the command line is read (a file named by a
// flag that cannot be read, an address that cannot be listened on:
// flagErr) exits with 1, as every other error does; docs/playing.md#exit-status
// says the rule.
//
// A flag the command has is named as its help lists it, --name, however
// the command line wrote it (-name works too); one it does not have is
// named as typed (typed), since no --name exists: "-d: no such flag".
type flagError struct {
	Flag    string // without dashes
	typed   string // the flag as typed, dashes and all, for one that does not exist
	Problem string // what is wrong
	Want    string // what is wanted; "" when the problem says it
	usage   bool   // a command-line form error
	err     error  // the error Problem says, if any
}

// flagErr is err as the error of flag name: "--name: err", for what
// failed once the command line was read (exit status 1).
func flagErr(name string, err error) error {
	return &flagError{Flag: name, Problem: err.Error(), err: err}
}

// refused is err as the error of flag name whose value the command does
// not take: "--name: err", exit status 2.
func refused(name string, err error) error {
	return &flagError{Flag: name, Problem: err.Error(), usage: true, err: err}
}

// refusedf is refused with the problem said by format and args.
func refusedf(name, format string, args ...any) error {
	return &flagError{Flag: name, Problem: fmt.Sprintf(format, args...), usage: true}
}

// Unwrap returns the error the problem says, if any.
func (e *flagError) Unwrap() error { return e.err }

// Error reads "--flag: problem (want)", or "--flag is required (want)".
func (e *flagError) Error() string {
	name := "--" + e.Flag
	if e.typed != "" {
		name = e.typed
	}
	s := name + ": " + e.Problem
	if e.Problem == required {
		s = name + " " + required
	}
	if e.Want != "" {
		s += " (" + e.Want + ")"
	}
	return s
}

// required is the problem of a flag that was not given.
const required = "is required"

func (e *flagError) status() int {
	if e.usage {
		return 2
	}
	return 1
}

// badValue is the error of a flag's value that is not one of those
// wanted, e.g. --level 7: `--level: bad value "7" (want 1..6)`.
func badValue(name string, value any, want string) error {
	return &flagError{Flag: name, Problem: fmt.Sprintf("bad value %q", fmt.Sprint(value)), Want: "want " + want, usage: true}
}

// missingFlag is the error of a flag the command cannot do without.
func missingFlag(name, want string) error {
	return &flagError{Flag: name, Problem: required, Want: want, usage: true}
}

// newFlags returns a command's flag set. Its -h prints "Usage: fetaix
// SYNOPSIS" and the flags in the program's one style (usageText); its
// parse errors are flagErrors (parseFlags).
func newFlags(name, synopsis string, stdout, _ io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // parseFlags says what is wrong, once
	fs.Usage = func() { fmt.Fprint(stdout, usageText(fs, synopsis)) }
	return fs
}

// aliasFlag defines flag alias as another spelling of fs's flag name
// (--colour for --color): both set the same value, and the help lists the
// alias as "the same as --name". aliasOf gives the name back.
func aliasFlag(fs *flag.FlagSet, alias, name string) {
	fs.Var(fs.Lookup(name).Value, alias, "the same as --"+name)
}

// aliasOf returns the flag an alias stands for (aliasFlag), or name itself.
func aliasOf(fs *flag.FlagSet, name string) string {
	f := fs.Lookup(name)
	if f == nil {
		return name
	}
	if other, ok := strings.CutPrefix(f.Usage, "the same as --"); ok && fs.Lookup(other) != nil {
		return other
	}
	return name
}

// usageText is a command's help: its synopsis, then each flag as
// "--name PLACEHOLDER", its usage and default (unless the usage says it).
func usageText(fs *flag.FlagSet, synopsis string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Usage: fetaix %s\n\nFlags:\n", synopsis)
	fs.VisitAll(func(f *flag.Flag) {
		ph, usage := flagPlaceholder(f)
		b.WriteString("  --" + f.Name)
		if ph != "" {
			b.WriteString(" " + ph)
		}
		b.WriteString("\n      " + strings.ReplaceAll(usage, "\n", "\n      "))
		if d := f.DefValue; d != "" && d != "0" && d != "false" && d != "0s" && !strings.Contains(usage, "(default") {
			if g, ok := ownValue(f).(flag.Getter); ok {
				if _, isText := g.Get().(string); isText {
					d = strconv.Quote(d)
				}
			}
			fmt.Fprintf(&b, " (default %s)", d)
		}
		b.WriteString("\n")
	})
	return b.String()
}

// placeholder is a flag value that names the kind of value it takes.
type placeholder interface{ placeholder() string }

// flagPlaceholder returns the word that stands for f's value in the help
// (a `NAME` quoted in its usage, else one of its type: N, DURATION, X,
// TEXT; none for a switch) and its usage without the quotes.
func flagPlaceholder(f *flag.Flag) (string, string) {
	own := *f
	own.Value = ownValue(f)
	name, usage := flag.UnquoteUsage(&own)
	if strings.Contains(f.Usage, "`") {
		return name, usage
	}
	if p, ok := own.Value.(placeholder); ok {
		return p.placeholder(), usage
	}
	switch name {
	case "":
		return "", usage
	case "int", "uint":
		return "N", usage
	case "duration":
		return "DURATION", usage
	case "float":
		return "X", usage
	case "string":
		return "TEXT", usage
	}
	return "VALUE", usage
}

// wantOf says what a flag's value must look like, from its type.
func wantOf(f *flag.Flag) string {
	g, ok := ownValue(f).(flag.Getter)
	if !ok {
		return ""
	}
	switch g.Get().(type) {
	case int, int64, uint, uint64:
		return "want a whole number"
	case float64:
		return "want a number"
	case time.Duration:
		return "want a duration such as 500ms, 2s or 1m30s"
	case bool:
		return "want true or false"
	}
	return ""
}

// parseFlags parses args into fs (made by newFlags). A flag that does not
// exist, lacks its value or has one of the wrong type is a flagError
// naming it; so is an argument left over. -h and --help give
// flag.ErrHelp after printing the help.
func parseFlags(fs *flag.FlagSet, args []string) error {
	return parseFlagsArgs(fs, args, false)
}

// parseFlagsArgs is parseFlags; with positional set, arguments after the
// flags are left in fs.Args() for the command.
func parseFlagsArgs(fs *flag.FlagSet, args []string, positional bool) error {
	if err := checkFlagForm(fs, args); err != nil {
		return err
	}
	var st *flagState // the values' refusals, shared by fs's flags
	fs.VisitAll(func(f *flag.Flag) {
		if cv, ok := f.Value.(*checkedValue); ok {
			st = cv.st
		}
	})
	if st == nil {
		st = &flagState{}
		fs.VisitAll(func(f *flag.Flag) { f.Value = &checkedValue{Value: f.Value, f: f, st: st} })
	}
	st.bad = nil
	usage := fs.Usage
	fs.Usage = func() {} // the flag package calls it on every error too
	err := fs.Parse(args)
	fs.Usage = usage
	switch {
	case errors.Is(err, flag.ErrHelp):
		usage()
		return err
	case st.bad != nil:
		return st.bad
	case err != nil: // the flag package saw what checkFlagForm did not
		return &usageError{err.Error(), "see fetaix help " + strings.Fields(fs.Name())[0]}
	case !positional && fs.NArg() > 0:
		return &usageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0)), "see fetaix help " + strings.Fields(fs.Name())[0]}
	}
	return nil
}

// usageError is a command-line mistake that is about no one flag.
type usageError struct{ problem, want string }

func (e *usageError) Error() string { return e.problem + " (" + e.want + ")" }
func (e *usageError) status() int   { return 2 }

// checkFlagForm finds, before the flag package does, a flag in args that
// fs does not define or that lacks its value, with the flag package's
// grammar: -name or --name, a value as the next argument or after =, a
// switch's value only after =; the flags end at "--" or the first
// argument that is not one.
func checkFlagForm(fs *flag.FlagSet, args []string) error {
	help := "see fetaix help " + strings.Fields(fs.Name())[0]
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || len(a) < 2 || a[0] != '-' {
			return nil
		}
		typed, _, hasValue := strings.Cut(a, "=")
		name := strings.TrimPrefix(strings.TrimPrefix(typed, "-"), "-")
		if name == "" || strings.HasPrefix(name, "-") {
			return &usageError{fmt.Sprintf("bad flag %q", a), help}
		}
		f := fs.Lookup(name)
		if f == nil {
			if name == "h" || name == "help" {
				return nil // the flag package prints the help
			}
			return &flagError{Flag: name, typed: typed, Problem: "no such flag", Want: alikeFlags(fs, name) + help, usage: true}
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); (ok && b.IsBoolFlag()) || hasValue {
			continue
		}
		if i+1 == len(args) {
			ph, _ := flagPlaceholder(f)
			return &flagError{Flag: name, Problem: "needs a value", Want: "--" + name + " " + ph, usage: true}
		}
		i++
	}
	return nil
}

// maxAlike is the most flags an unknown flag's error offers in its place.
const maxAlike = 3

// alikeFlags offers, for an unknown flag name, fs's flags that begin with
// it (-d: "perhaps --depth or --divide; "), when there are a few; else "".
func alikeFlags(fs *flag.FlagSet, name string) string {
	var alike []string
	fs.VisitAll(func(f *flag.Flag) {
		if strings.HasPrefix(f.Name, name) {
			alike = append(alike, "--"+f.Name)
		}
	})
	if len(alike) == 0 || len(alike) > maxAlike {
		return ""
	}
	last := len(alike) - 1
	if last == 0 {
		return "perhaps " + alike[0] + "; "
	}
	return "perhaps " + strings.Join(alike[:last], ", ") + " or " + alike[last] + "; "
}

// flagState is what a parse of a flag set noted: the first value refused.
type flagState struct{ bad *flagError }

// checkedValue is a flag's value that notes the first value refused, as a
// flagError naming the flag and what it wants.
type checkedValue struct {
	flag.Value
	f  *flag.Flag
	st *flagState
}

// Set sets the value, or notes why not.
func (v *checkedValue) Set(text string) error {
	err := v.Value.Set(text)
	if err == nil || v.st.bad != nil {
		return err
	}
	var fe *flagError
	switch want := wantOf(v.f); {
	case errors.As(err, &fe):
		v.st.bad = fe
	case want == "": // the value's own words say what it wants
		v.st.bad = &flagError{Flag: v.f.Name, Problem: err.Error(), usage: true, err: err}
	default:
		v.st.bad = &flagError{Flag: v.f.Name, Problem: fmt.Sprintf("bad value %q", text), Want: want, usage: true}
	}
	return err
}

// parseInterspersed parses flags given before, between or after the
// positional arguments, and returns those.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := parseFlagsArgs(fs, args, true); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return rest, nil
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// IsBoolFlag passes the value's own answer on, so that a switch stays one.
func (v *checkedValue) IsBoolFlag() bool {
	b, ok := v.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// ownValue is f's value as the command made it (parseFlags wraps it).
func ownValue(f *flag.Flag) flag.Value {
	if cv, ok := f.Value.(*checkedValue); ok {
		return cv.Value
	}
	return f.Value
}
