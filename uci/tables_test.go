package uci

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/tables"
)

// TestTablesOption: setoption name Tables value DIR gives the search the
// endgame tables of the session's rules: a covered position is answered
// at once with the table's verdict and table hits; a directory without
// tables is an error and the search goes on without; <empty> turns them
// off.
func TestTablesOption(t *testing.T) {
	dir := t.TempDir()
	if _, err := tables.Build(dir, game.DefaultRules(), tables.BuildOptions{Pieces: 3, Threads: 2}); err != nil {
		t.Fatal(err)
	}
	d := startEngine(t)
	d.send("uci")
	if _, head := d.expect("uciok"); !strings.Contains(strings.Join(head, "\n"), "option name Tables") {
		t.Errorf("uci answer lists no Tables option: %q", head)
	}
	d.send("setoption name Tables value " + dir)
	d.expect("info string tables: positions of up to 3 pieces")
	d.send("position fen 5/5/5/1b3/W4 w") // a1xc3 takes the last man
	for range 2 {                         // opened once, not again at each go
		best, lines := d.goLines("go depth 5")
		if best != "bestmove a1xc3" || !strings.Contains(lines, "score win 1") || !strings.Contains(lines, "tbhits") ||
			strings.Contains(lines, "info string tables") {
			t.Errorf("with tables: %q after %q", best, lines)
		}
	}
	d.send("setoption name Tables value " + t.TempDir())
	if l, _ := d.expect("info string error:"); !strings.Contains(l, "no tables") {
		t.Errorf("an empty directory: %q", l)
	}
	d.send("setoption name Tables value <empty>")
	if _, lines := d.goLines("go depth 3"); strings.Contains(lines, "tbhits") {
		t.Errorf("tables still used: %q", lines)
	}
}

// TestDefaultTables: a session given a table cache lists its directory as
// the Tables default, waits at isready for the tables its cache builds
// there, says so once, and the search uses them; setoption Tables <empty>
// turns them off.
func TestDefaultTables(t *testing.T) {
	dir := t.TempDir()
	d := startEngineWith(t, func(s *Session) { s.SetTableCache(tables.NewCache(dir, 3, nil)) })
	d.send("uci")
	if _, head := d.expect("uciok"); !strings.Contains(strings.Join(head, "\n"), "option name Tables type string default "+dir) {
		t.Errorf("uci answer: %q", head)
	}
	d.send("isready")
	if l, _ := d.expect("info string tables:"); !strings.Contains(l, "up to 3 pieces") {
		t.Errorf("isready: %q", l)
	}
	d.expect("readyok")
	d.send("isready")
	if _, lines := d.expect("readyok"); len(lines) != 0 {
		t.Errorf("the tables reported again: %q", lines)
	}
	d.send("position fen 5/5/5/1b3/W4 w")
	if best, lines := d.goLines("go depth 5"); best != "bestmove a1xc3" || !strings.Contains(lines, "tbhits") {
		t.Errorf("with the default tables: %q after %q", best, lines)
	}
	d.send("setoption name Tables value <empty>")
	if _, lines := d.goLines("go depth 3"); strings.Contains(lines, "tbhits") {
		t.Errorf("tables still used: %q", lines)
	}
}

// TestReadyReadsTheTables: isready reads the search's endgame tables
// whole, so the first search after it never waits for a table's file: a
// damaged class (two mullas against one) that no search has probed is
// reported there, before readyok.
func TestReadyReadsTheTables(t *testing.T) {
	dir := testtables.Damaged(t, "WW-B")
	d := startEngine(t)
	d.send("setoption name Tables value " + dir)
	d.expect("info string tables: positions of up to 3 pieces")
	d.send("isready")
	if l, _ := d.expect("info string"); !strings.Contains(l, "error: tables:") || !strings.Contains(l, "checksum") {
		t.Errorf("isready with a damaged table: %q", l)
	}
	d.expect("readyok")
}
