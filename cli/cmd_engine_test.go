package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/testkit/longtest"
)

// TestEngineCommand: `fetaix engine` speaks the protocol on stdin and
// stdout under the program's name, and refuses a bad table size.
func TestEngineCommand(t *testing.T) {
	t.Parallel()
	var out, errb bytes.Buffer
	if code := run([]string{"engine"}, strings.NewReader("uci\nquit\n"), &out, &errb); code != 0 {
		t.Fatalf("exit status %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "id name Fetaix "+running.Version) || !strings.Contains(out.String(), "uciok") {
		t.Fatalf("uci answer:\n%s", out.String())
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"engine", "--hash", "0"}, strings.NewReader(""), &out, &errb); code == 0 ||
		!strings.Contains(errb.String(), "--hash") {
		t.Fatalf("--hash 0: exit %d, %q", code, errb.String())
	}
}

// TestEngineDefaultTables: the engine uses the game's endgame tables,
// DATA-DIR/tables, building the default rules' small ones there on first
// need (isready waits for them). The build makes it a long check.
func TestEngineDefaultTables(t *testing.T) {
	longtest.Skip(t, "builds the 4-piece tables: about 5 s")
	t.Setenv(noTablesEnv, "")
	dir, err := defaultTablesDir()
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"engine"}, strings.NewReader("uci\nisready\nposition fen 5/5/5/1b3/W4 w\ngo depth 3\nisready\nquit\n"), &out, &errb); code != 0 {
		t.Fatalf("exit status %d: %s", code, errb.String())
	}
	for _, want := range []string{"option name Tables type string default " + dir, "info string tables: positions of up to 4 pieces", "tbhits"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in the answers:\n%s", want, out.String())
		}
	}
}

// TestEngineNoTables: --no-tables, like FETAIX_NO_TABLES, goes without
// the endgame tables.
func TestEngineNoTables(t *testing.T) {
	t.Setenv(noTablesEnv, "")
	var out, errb bytes.Buffer
	if code := run([]string{"engine", "--no-tables"}, strings.NewReader("uci\nisready\nposition fen 5/5/5/1b3/W4 w\ngo depth 3\nisready\nquit\n"), &out, &errb); code != 0 {
		t.Fatalf("--no-tables: exit status %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "option name Tables type string default <empty>") || strings.Contains(out.String(), "tbhits") {
		t.Errorf("--no-tables answers:\n%s", out.String())
	}
}
