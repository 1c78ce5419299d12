package cli

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server"
)

// TestErrorsAreTypes: --position's and the server settings' errors are
// told apart by their types, not by how their messages start: the typed
// error keeps its cause for errors.As, and an untyped error that merely
// reads like a setting's is left alone.
func TestErrorsAreTypes(t *testing.T) {
	t.Parallel()
	_, _, err := parseSetup("", "5/5/5/5/5 w")
	var fe *flagError
	var pe *game.PositionError
	if !errors.As(err, &fe) || fe.Flag != "position" || !errors.As(err, &pe) || pe.Text != "5/5/5/5/5 w" {
		t.Errorf("parseSetup of an empty board: %#v", err)
	}
	cause := errors.New("want a duration of at least 1s, got 0s")
	err = settingError(&server.SettingError{Name: "grace", Err: cause})
	if err.Error() != "--grace: want a duration of at least 1s, got 0s" || !errors.Is(err, cause) {
		t.Errorf("a setting's error: %v", err)
	}
	plain := errors.New("grace: a message that only reads like a setting's")
	if err := settingError(plain); err != plain {
		t.Errorf("an untyped error was taken for a setting's: %v", err)
	}
}

// TestUnknownFlagNamedAsTyped: every command names a flag it does not
// have as the command line wrote it (-zz, --zz), never with dashes of
// its own (--d for -d: no such flag either), offers the flags that begin
// with it, and exits with status 2 after one line.
func TestUnknownFlagNamedAsTyped(t *testing.T) {
	t.Parallel()
	sub := map[string][]string{"admin": {"ban"}, "archive": {"export"}, "tables": {"build"}}
	for _, name := range commandNames() {
		for _, typed := range []string{"-zz", "--zz=3"} {
			args := append(append([]string{name}, sub[name]...), typed)
			var stdout, stderr bytes.Buffer
			code := run(args, strings.NewReader(""), &stdout, &stderr)
			flagName, _, _ := strings.Cut(typed, "=")
			want := "fetaix " + name + ": " + flagName + ": no such flag (see fetaix help " + name + ")\n"
			if code != 2 || stderr.String() != want {
				t.Errorf("%v: exit %d, stderr %q; want exit 2, %q", args, code, stderr.String(), want)
			}
		}
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"perft", "-d", "3"}, strings.NewReader(""), &stdout, &stderr)
	if want := "fetaix perft: -d: no such flag (perhaps --depth or --divide; see fetaix help perft)\n"; code != 2 || stderr.String() != want || stdout.Len() != 0 {
		t.Errorf("perft -d 3: exit %d, stderr %q, stdout %q; want exit 2, %q", code, stderr.String(), stdout.String(), want)
	}
}
