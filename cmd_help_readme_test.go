package main

import (
	"bytes"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// readmeSection returns the README's text from the heading that contains
// title to the next heading of the same level or higher.
func readmeSection(t *testing.T, readme, title string) string {
	t.Helper()
	lines := strings.Split(readme, "\n")
	for i, l := range lines {
		level := len(l) - len(strings.TrimLeft(l, "#"))
		if level == 0 || !strings.HasPrefix(l[level:], " ") || !strings.Contains(l, title) {
			continue
		}
		end := len(lines)
		for j := i + 1; j < len(lines); j++ {
			if n := len(lines[j]) - len(strings.TrimLeft(lines[j], "#")); n > 0 && n <= level && strings.HasPrefix(lines[j][n:], " ") {
				end = j
				break
			}
		}
		return strings.Join(lines[i:end], "\n")
	}
	t.Fatalf("README has no heading with %q", title)
	return ""
}

// helpFlags returns the flags a command's -h lists ("  --name ...").
func helpFlags(t *testing.T, args []string) []string {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := run(args, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("%v: exit %d, %s", args, code, &errOut)
	}
	var flags []string
	line := regexp.MustCompile(`^  --[a-z][a-z0-9-]*( [A-Z][A-Za-z|]*)?$`) // --name, and a typed placeholder unless a switch
	for _, l := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(l, "  -") && !line.MatchString(l) {
			t.Errorf("%v: flag line %q is not --name PLACEHOLDER", args, l)
		}
		if strings.HasPrefix(l, "  --") {
			flags = append(flags, strings.TrimPrefix(strings.Fields(l)[0], "--"))
		}
	}
	if len(flags) == 0 {
		t.Fatalf("%v lists no flags:\n%s", args, &out)
	}
	return flags
}

// TestHelpMatchesReadme: each command's -h lists the flags its README
// section describes: every flag of the help is named (--flag) in the
// section, and every flag a synopsis line of the section ("fetaix CMD
// ...") names is one of the help's.
func TestHelpMatchesReadme(t *testing.T) {
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	flagRE := regexp.MustCompile(`--([a-z][a-z0-9-]*)`)
	for _, tc := range []struct {
		args     []string // the command line whose -h is read
		synopsis string   // how the section's synopsis lines start
		section  string   // the README heading
	}{
		{[]string{"play", "-h"}, "fetaix [", "Playing in the terminal"},
		{[]string{"engine", "-h"}, "fetaix engine", "`fetaix engine`"},
		{[]string{"bench", "-h"}, "fetaix bench", "`fetaix bench`"},
		{[]string{"perft", "-h"}, "fetaix perft", "### perft"},
		{[]string{"moves", "-h"}, "fetaix moves", "### moves"},
		{[]string{"pdn", "-h"}, "fetaix pdn", "Records, settings and statistics"},
		{[]string{"players", "-h"}, "fetaix players", "## The store"},
		{[]string{"serve", "-h"}, "fetaix serve", "Playing over SSH"},
		{[]string{"match", "-h"}, "fetaix match --", "### `fetaix match`"},
		{[]string{"match", "positions", "-h"}, "fetaix match positions", "`fetaix match positions`"},
		{[]string{"match", "prove", "-h"}, "fetaix match prove", "`fetaix match prove`"},
		{[]string{"solve", "--threads", "1", "-h"}, "fetaix solve [", "`fetaix solve`"},
		{[]string{"solve", "verify", "-h"}, "fetaix solve verify", "`fetaix solve`"},
		{[]string{"solve", "join", "-h"}, "fetaix solve join", "`fetaix solve`"},
		{[]string{"solve", "book", "-h"}, "fetaix solve book", "`fetaix solve`"},
		{[]string{"tables", "build", "-h"}, "fetaix tables build", "`fetaix tables`"},
		{[]string{"tables", "probe", "-h"}, "fetaix tables probe", "`fetaix tables`"},
		{[]string{"tables", "info", "-h"}, "fetaix tables info", "`fetaix tables`"},
		{[]string{"archive", "export", "-h"}, "fetaix archive export", "## The store"},
		{[]string{"archive", "backup", "-h"}, "fetaix archive backup", "## The store"},
		{[]string{"archive", "import", "-h"}, "fetaix archive import", "## The store"},
	} {
		flags := helpFlags(t, tc.args)
		sec := readmeSection(t, readme, tc.section)
		for _, f := range flags {
			if !strings.Contains(sec, "--"+f) {
				t.Errorf("%v lists --%s, which README's %q section does not name", tc.args, f, tc.section)
			}
		}
		for _, l := range strings.Split(sec, "\n") {
			l = strings.TrimSpace(strings.Trim(l, "`"))
			if !strings.HasPrefix(l, tc.synopsis) {
				continue
			}
			for _, m := range flagRE.FindAllStringSubmatch(l, -1) {
				if !slices.Contains(flags, m[1]) && m[1] != "help" {
					t.Errorf("README's %q section shows --%s for %s (%q), which its -h does not list", tc.section, m[1], tc.synopsis, l)
				}
			}
		}
	}
}

// TestServeHelpSaysDatabase: fetaix serve -h says where finished games go:
// the database (--db), as README's flag table does; not PDN files in the
// data dir.
func TestServeHelpSaysDatabase(t *testing.T) {
	code, out, _ := runFetaix("serve", "-h")
	if code != 0 || !strings.Contains(out, "Players, ratings and finished games are kept in the database (--db") || strings.Contains(out, "Finished games are written to DATA-DIR/games") {
		t.Errorf("serve -h: exit %d\n%s", code, out)
	}
}
