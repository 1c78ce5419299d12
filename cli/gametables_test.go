package cli

import (
	"bytes"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
	"github.com/fetaix/fetaix/ui"
)

func TestTablesOff(t *testing.T) {
	for _, c := range []struct {
		flag bool
		env  string
		off  bool
	}{
		{false, "", false},
		{true, "", true},
		{false, "1", true},
		{false, "yes", true},
		{false, "0", false},
		{false, "false", false},
		{true, "0", true},
	} {
		t.Setenv(noTablesEnv, c.env)
		if got := tablesOff(c.flag); got != c.off {
			t.Errorf("flag %v, %s=%q: off %v, want %v", c.flag, noTablesEnv, c.env, got, c.off)
		}
	}
}

// TestPlayTables: the game's tables are in DATA-DIR/tables unless turned
// off; tables that cannot be built are told to the game once, and it has
// none.
func TestPlayTables(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	t.Setenv(noTablesEnv, "")
	if c := playTables(true, nil); c != nil {
		t.Fatal("--no-tables: tables")
	}
	c := playTables(false, nil)
	if want := filepath.Join(data, "fetaix", "tables"); c == nil || c.Dir() != want {
		t.Fatalf("tables in %v, want %s", c, want)
	}
	t.Setenv(noTablesEnv, "1")
	if c := playTables(false, nil); c != nil {
		t.Fatalf("%s=1: tables", noTablesEnv)
	}

	// a data dir that is a file: nothing can be built there
	t.Setenv(noTablesEnv, "")
	if err := os.WriteFile(filepath.Join(data, "fetaix"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	notices := make(chan ui.NoticeMsg, 4)
	c = playTables(false, func(m ui.NoticeMsg) { notices <- m })
	<-c.Ready(game.DefaultRules())
	c.Tables(game.DefaultRules())
	select {
	case m := <-notices:
		if !strings.Contains(string(m), "endgame tables") || !strings.Contains(string(m), "goes on without them") {
			t.Fatalf("notice %q", m)
		}
	case <-time.After(time.Minute):
		t.Fatal("no notice of the failure")
	}
	if c.Tables(game.DefaultRules()) != nil || len(notices) != 0 {
		t.Fatalf("after a failure: tables, or %d more notices", len(notices))
	}
}

// TestServeLogsTables: the server logs each set of tables once: ready, or
// why not.
func TestServeLogsTables(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	report := logTables(slog.New(slog.NewTextHandler(&buf, nil)))
	report(tables.CacheResult{Rules: game.DefaultRules(), Err: errors.New("disk full")})
	report(tables.CacheResult{Rules: game.DefaultRules()}) // other rules, none there: nothing to say
	if out := buf.String(); strings.Count(out, "\n") != 1 || !strings.Contains(out, "disk full") || !strings.Contains(out, "rules=default") {
		t.Fatalf("log:\n%s", out)
	}
}
