package cli

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestExitCodesOfEveryCommand: every command and subcommand, enumerated from
// the dispatcher (so a new one is covered), exits 2 for a command line
// that does not parse (an unknown flag) and, where it reads input, 1 for
// input that is missing: one rule, docs/playing.md#exit-status.
func TestExitCodesOfEveryCommand(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv(dataDirEnv, filepath.Join(tmp, "data")) // nothing is written to the user's data dir
	t.Setenv(dbEnv, "")
	t.Setenv("FETAIX_CONFIG_DIR", filepath.Join(tmp, "config"))
	missing := filepath.Join(tmp, "missing")
	db := []string{"--db", missing + ".db"}
	// the arguments that make each command read a missing file or
	// directory; nil for one that reads none (its input is stdin, or what
	// it writes)
	missingInput := map[string][]string{
		"admin":           nil,
		"admin ban":       append([]string{"SHA256:x"}, db...),
		"admin mute":      append([]string{"SHA256:x"}, db...),
		"admin unban":     append([]string{"SHA256:x"}, db...),
		"admin unmute":    append([]string{"SHA256:x"}, db...),
		"admin list":      append([]string{"bans"}, db...),
		"admin rename":    append([]string{"a", "b"}, db...),
		"admin bot":       append([]string{"a"}, db...),
		"admin reports":   db,
		"analyse":         {missing + ".pdn"},
		"archive":         nil,
		"archive export":  db,
		"archive backup":  append([]string{filepath.Join(tmp, "backup.db")}, db...),
		"archive import":  {missing, "--db", filepath.Join(tmp, "import.db")},
		"bench":           nil,
		"bot":             {"--key", missing, "--engine", "builtin", "127.0.0.1"},
		"engine":          nil,
		"explore":         {"--tables", missing},
		"learn":           nil,
		"match":           {"--positions", missing},
		"match positions": {"--tables", missing},
		"match prove":     {"--tables", missing, "--proofs", tmp},
		"match ballot":    {"--positions", missing},
		"match deck":      {"--tables", missing},
		"moves":           nil,
		"pdn":             {missing + ".pdn"},
		"perft":           nil,
		"play":            {"--load", missing + ".pdn"},
		"players":         db,
		"puzzle":          nil,
		"puzzle export":   {"--count", "1", "--tables", missing},
		"puzzle stats":    {"--file", missing},
		"puzzle mine":     {"--out", missing + "/out.jsonl", "--games", "1", "--tables", missing},
		"puzzle refresh":  {missing},
		"serve":           nil,
		"solve":           {"--tables", missing},
		"solve verify":    {missing},
		"solve join":      {"--out", filepath.Join(tmp, "join.proof"), missing},
		"solve book":      {"--out", filepath.Join(tmp, "book"), missing},
		"tables":          nil,
		"tables build":    nil,
		"tables probe":    {"--dir", missing, "--position", "5/5/5/1b3/W4 w"},
		"tables info":     {"--dir", missing},

		"admin tournament":            nil,
		"admin tournament create":     append([]string{"--arena", "--name", "A", "--start", "now", "--clock", "3+2", "--minutes", "30"}, db...),
		"admin tournament list":       db,
		"admin tournament cancel":     append([]string{"1"}, db...),
		"admin tournament unschedule": append([]string{"1"}, db...),
	}
	var lines [][]string
	var walk func(line []string, c *command)
	walk = func(line []string, c *command) {
		lines = append(lines, line)
		for _, s := range c.sub {
			walk(append(slices.Clip(line), s.name), s)
		}
	}
	for _, name := range commandNames() {
		walk([]string{name}, commands[name])
	}
	seen := map[string]bool{}
	for _, cmd := range lines {
		key := strings.Join(cmd, " ")
		seen[key] = true
		input, listed := missingInput[key]
		if !listed {
			t.Errorf("fetaix %s: not in missingInput; say what it reads", key)
			continue
		}
		code, out, errOut := runFetaix(append(cmd, "--no-such-flag")...)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "fetaix "+cmd[0]+": ") {
			t.Errorf("fetaix %s --no-such-flag: exit %d (want 2), stdout %q, stderr %q", key, code, out, errOut)
		}
		if input == nil {
			continue
		}
		code, out, errOut = runFetaix(append(cmd, input...)...)
		if code != 1 || !strings.HasPrefix(errOut, "fetaix "+cmd[0]+": ") || !strings.Contains(errOut, missing) {
			t.Errorf("fetaix %s %s: exit %d (want 1), stdout %q, stderr %q", key, strings.Join(input, " "), code, out, errOut)
		}
	}
	for key := range missingInput {
		if !seen[key] {
			t.Errorf("missingInput names %q, which is no command", key)
		}
	}
	if _, err := os.Stat(filepath.Join(tmp, "data")); err == nil {
		t.Errorf("a command wrote into the data dir")
	}
}

// TestExitCodesOfBadValues: a flag's value the command does not take is a
// command line that does not parse (2), whether the flag package or the
// command refuses it; a command line that parses but names input that is
// wrong exits 1.
func TestExitCodesOfBadValues(t *testing.T) {
	t.Parallel()
	tmp := t.TempDir()
	bad := filepath.Join(tmp, "bad.pdn")
	if err := os.WriteFile(bad, []byte("1. a1-a2 *\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want int
	}{
		{[]string{"moves", "--rules", "bogus"}, 2},
		{[]string{"moves", "--position", "5/5/5/5/5 w"}, 2},
		{[]string{"perft", "--depth", "99"}, 2},
		{[]string{"perft"}, 2}, // --depth is required
		{[]string{"analyse", "--depth", "65", bad}, 2},
		{[]string{"analyse"}, 2},
		{[]string{"analyse", bad, bad}, 2},
		{[]string{"pdn"}, 2},
		{[]string{"explore", "--depth", "65"}, 2},
		{[]string{"tables", "probe", "--rules", "bogus"}, 2},
		{[]string{"tables", "bogus"}, 2},
		{[]string{"players", "--top", "-1"}, 2},
		{[]string{"play", "--level", "7"}, 2},
		{[]string{"play", "--mode", "chess"}, 2},
		{[]string{"bogus"}, 2},
		{[]string{"match", "--a", "bogus"}, 2},
		{[]string{"match", "--b", "depth=1,threads=x"}, 2},
		{[]string{"match", "--a", "depth=1,tables=" + filepath.Join(tmp, "missing")}, 1},
		{[]string{"analyse", filepath.Join(tmp, "missing.pdn")}, 1},
		{[]string{"explore", "--tables", filepath.Join(tmp, "missing")}, 1},
		{[]string{"analyse", bad}, 1}, // an illegal move
		{[]string{"pdn", bad}, 1},
	} {
		if code, _, errOut := runFetaix(tc.args...); code != tc.want {
			t.Errorf("fetaix %s: exit %d, want %d (%q)", strings.Join(tc.args, " "), code, tc.want, errOut)
		}
	}
}
