package cli

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// docSection returns the text of the docs file path from the heading that
// contains title to the next heading of the same level or higher
// (headings inside fenced code blocks do not count).
func docSection(t *testing.T, path, title string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	levels := headingLevels(lines)
	for i, l := range lines {
		if levels[i] == 0 || !strings.Contains(l, title) {
			continue
		}
		end := len(lines)
		for j := i + 1; j < len(lines); j++ {
			if levels[j] > 0 && levels[j] <= levels[i] {
				end = j
				break
			}
		}
		return strings.Join(lines[i:end], "\n")
	}
	t.Fatalf("%s has no heading with %q", path, title)
	return ""
}

// headingLevels returns, for each line, its heading level ("## x": 2),
// or 0 for a line that is no heading or sits in a fenced code block.
func headingLevels(lines []string) []int {
	levels := make([]int, len(lines))
	fenced := false
	for i, l := range lines {
		if strings.HasPrefix(l, "```") {
			fenced = !fenced
			continue
		}
		n := len(l) - len(strings.TrimLeft(l, "#"))
		if !fenced && n > 0 && strings.HasPrefix(l[n:], " ") {
			levels[i] = n
		}
	}
	return levels
}

// helpText returns what args (a command line ending in -h) print, and
// its exit status.
func helpText(args []string) (string, int) {
	code, out, _ := runFetaix(args...)
	return out, code
}

// helpFlagLine is a flag line of a -h: --name, and a typed placeholder
// unless a switch (MIN-MAX for a range).
var helpFlagLine = regexp.MustCompile(`^  --[a-z][a-z0-9-]*( [A-Z][A-Za-z|-]*)?$`)

// listedFlags returns the flags a help text lists on its flag lines
// ("  --name ...").
func listedFlags(help string) []string {
	var flags []string
	for _, l := range strings.Split(help, "\n") {
		if strings.HasPrefix(l, "  --") {
			flags = append(flags, strings.TrimPrefix(strings.Fields(l)[0], "--"))
		}
	}
	return flags
}

// helpFlags returns the flags a command's -h lists ("  --name ..."),
// each line in the one style.
func helpFlags(t *testing.T, args []string) []string {
	t.Helper()
	out, code := helpText(args)
	if code != 0 {
		t.Fatalf("%v: exit %d", args, code)
	}
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "  -") && !helpFlagLine.MatchString(l) {
			t.Errorf("%v: flag line %q is not --name PLACEHOLDER", args, l)
		}
	}
	flags := listedFlags(out)
	if len(flags) == 0 {
		t.Fatalf("%v lists no flags:\n%s", args, out)
	}
	return flags
}

// TestHelpMatchesDocs: each command's -h lists the flags its section of
// the docs describes: every flag of the help is named (--flag) in the
// section, and every flag a synopsis line of the section ("fetaix CMD
// ...") names is one of the help's.
func TestHelpMatchesDocs(t *testing.T) {
	t.Parallel()
	flagRE := regexp.MustCompile(`--([a-z][a-z0-9-]*)`)
	for _, tc := range []struct {
		args     []string // the command line whose -h is read
		synopsis string   // how the section's synopsis lines start
		file     string   // the docs file
		section  string   // its heading
	}{
		{[]string{"play", "-h"}, "fetaix --", "docs/playing.md", "Starting a game"},
		{[]string{"engine", "-h"}, "fetaix engine", "docs/engine.md", "`fetaix engine`"},
		{[]string{"bench", "-h"}, "fetaix bench", "docs/engine.md", "`fetaix bench`"},
		{[]string{"perft", "-h"}, "fetaix perft", "docs/rules.md", "`fetaix perft`"},
		{[]string{"moves", "-h"}, "fetaix moves", "docs/rules.md", "`fetaix moves`"},
		{[]string{"pdn", "-h"}, "fetaix pdn", "docs/playing.md", "`fetaix pdn`"},
		{[]string{"learn", "-h"}, "fetaix learn", "docs/playing.md", "## Learning to play"},
		{[]string{"players", "-h"}, "fetaix players", "docs/server.md", "## The store"},
		{[]string{"serve", "-h"}, "fetaix serve", "docs/server.md", "# The SSH server"},
		{[]string{"bot", "-h"}, "fetaix bot --", "docs/botbridge.md", "## `fetaix bot`"},
		{[]string{"match", "-h"}, "fetaix match --", "docs/engine.md", "## `fetaix match`"},
		{[]string{"match", "positions", "-h"}, "fetaix match positions", "docs/engine.md", "`fetaix match positions`"},
		{[]string{"match", "prove", "-h"}, "fetaix match prove", "docs/engine.md", "`fetaix match prove`"},
		{[]string{"match", "ballot", "-h"}, "fetaix match ballot", "docs/engine.md", "`fetaix match ballot`"},
		{[]string{"match", "deck", "-h"}, "fetaix match deck", "docs/engine.md", "`fetaix match deck`"},
		{[]string{"solve", "--threads", "1", "-h"}, "fetaix solve [", "docs/proofs.md", "## `fetaix solve`"},
		{[]string{"solve", "verify", "-h"}, "fetaix solve verify", "docs/proofs.md", "## `fetaix solve`"},
		{[]string{"solve", "join", "-h"}, "fetaix solve join", "docs/proofs.md", "`fetaix solve join`"},
		{[]string{"solve", "book", "-h"}, "fetaix solve book", "docs/proofs.md", "## `fetaix solve`"},
		{[]string{"tables", "build", "-h"}, "fetaix tables build", "docs/tables.md", "## `fetaix tables`"},
		{[]string{"tables", "probe", "-h"}, "fetaix tables probe", "docs/tables.md", "## `fetaix tables`"},
		{[]string{"tables", "info", "-h"}, "fetaix tables info", "docs/tables.md", "## `fetaix tables`"},
		{[]string{"archive", "export", "-h"}, "fetaix archive export", "docs/server.md", "## The store"},
		{[]string{"archive", "backup", "-h"}, "fetaix archive backup", "docs/server.md", "## The store"},
		{[]string{"archive", "import", "-h"}, "fetaix archive import", "docs/server.md", "## The store"},
		{[]string{"puzzle", "export", "-h"}, "fetaix puzzle export", "docs/puzzles.md", "## `fetaix puzzle export`"},
		{[]string{"puzzle", "stats", "-h"}, "fetaix puzzle stats", "docs/puzzles.md", "## `fetaix puzzle stats`"},
		{[]string{"admin", "tournament", "create", "-h"}, "fetaix admin tournament create", "docs/operating.md", "## Tournaments"},
	} {
		flags := helpFlags(t, tc.args)
		sec := docSection(t, tc.file, tc.section)
		for _, f := range flags {
			if !strings.Contains(sec, "--"+f) {
				t.Errorf("%v lists --%s, which %s's %q section does not name", tc.args, f, tc.file, tc.section)
			}
		}
		synopses := 0
		for _, l := range strings.Split(sec, "\n") {
			l = strings.TrimSpace(strings.Trim(l, "`"))
			if !strings.HasPrefix(l, tc.synopsis) {
				continue
			}
			synopses++
			for _, m := range flagRE.FindAllStringSubmatch(l, -1) {
				if !slices.Contains(flags, m[1]) && m[1] != "help" {
					t.Errorf("%s's %q section shows --%s for %s (%q), which its -h does not list", tc.file, tc.section, m[1], tc.synopsis, l)
				}
			}
		}
		if synopses == 0 {
			t.Errorf("%s's %q section has no line starting %q", tc.file, tc.section, tc.synopsis)
		}
	}
}

// TestServeHelpSaysDatabase: fetaix serve -h says where finished games go:
// the database (--db), as the docs' flag table does; not PDN files in the
// data dir.
func TestServeHelpSaysDatabase(t *testing.T) {
	t.Parallel()
	code, out, _ := runFetaix("serve", "-h")
	if code != 0 || !strings.Contains(out, "Players, ratings and finished games are kept in the database (--db") || strings.Contains(out, "Finished games are written to DATA-DIR/games") {
		t.Errorf("serve -h: exit %d\n%s", code, out)
	}
}
