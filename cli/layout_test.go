package cli

import (
	"errors"
	"go/build"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// module is the module's path, the prefix of its packages' import paths.
const module = "github.com/fetaix/fetaix"

// allowedImports is the dependency table of docs/development.md (section
// Layout) as code: for each package of the module (by its folder, "." for the
// program's main), the module's packages its non-test files may import.
// Every package is listed.
var allowedImports = map[string][]string{
	"game":                        {},
	"game/pdn":                    {"game"},
	"ai/levels":                   {},
	"rating":                      {},
	"tournament":                  {},
	"docs":                        {},
	"internal/atomicfile":         {},
	"store/sqlite":                {},
	"internal/naive":              {},
	"internal/textsafe":           {},
	"internal/testkit/keypress":   {},
	"internal/progress":           {},
	"internal/testkit/longtest":   {},
	"internal/testkit/testtables": {"game", "tables"},
	"internal/plural":             {},
	"internal/i18n":               {}, // go-i18n, the catalogs' lookup; x/text's bidi
	"internal/cellwidth":          {},
	"internal/mdterm":             {}, // glamour, for the docs' pages in the terminal (cli) and the rules screen (ui)
	"internal/buildinfo":          {},
	"internal/testkit/proctest":   {},
	"internal/testkit/testdb":     {},
	"internal/testkit/botserver":  {},
	"internal/names":              {"internal/textsafe"},
	"proofs":                      {},
	"internal/pdnfile":            {"game/pdn", "internal/atomicfile"},
	"tables":                      {"game", "internal/atomicfile"},
	"solve":                       {"game", "tables", "internal/naive"},
	"explore":                     {"game", "tables", "solve", "ai"},
	"puzzle":                      {"game", "tables", "ai", "ai/levels", "rating", "solve"},
	"analysis":                    {"game", "game/pdn", "explore", "internal/plural", "internal/i18n"},
	"internal/refuse":             {"game", "internal/i18n"},
	"learn":                       {"game", "tables", "explore", "internal/plural", "internal/i18n", "internal/refuse"},
	"ai":                          {"game", "ai/levels", "tables", "solve", "proofs"},
	"uci":                         {"game", "ai", "tables"},
	"plain":                       {"game", "ai", "ai/levels", "tables", "internal/i18n", "internal/refuse"},
	"server/plainsession":         {"game", "ai", "ai/levels", "tables", "plain", "rating", "store", "server/room", "server/termio", "server/housebot", "server/screentext", "internal/i18n"},
	"botclient":                   {"game", "match"},
	"match":                       {"game", "game/pdn", "ai", "ai/levels", "tables", "solve", "internal/atomicfile", "internal/plural"},
	"prefs":                       {"game", "ai/levels", "rating", "internal/atomicfile"},
	"store":                       {"game", "game/pdn", "rating", "tournament", "internal/atomicfile", "internal/names", "internal/textsafe"},
	"ui": {"game", "game/pdn", "ai", "ai/levels", "tables", "prefs", "explore", "analysis", "puzzle", "rating", "learn",
		"internal/atomicfile", "internal/pdnfile", "internal/i18n", "internal/refuse",
		"docs", "internal/mdterm", "internal/cellwidth"}, // the rules screen shows docs/rules.md, drawn by mdterm
	"server": {"game", "game/pdn", "ai", "tables", "ui", "store", "store/sqlite", "rating", "puzzle", "learn", "explore",
		"internal/buildinfo", "internal/names", "internal/textsafe", "server/room", "server/termio", "server/metrics", "server/sshguard",
		"server/practice", "server/procmem", "server/bookload", "server/notify", "server/notifyform", "server/hostkey", "server/housebot", "server/botproto",
		"server/chatbox", "server/textfit", "server/tourney", "server/tourneypage", "server/proxyfrom",
		"server/webdoor", "internal/i18n", "internal/refuse", "server/locale", "server/replaycache", "server/plainsession", "server/screentext"},
	"server/chatbox":     {"internal/textsafe", "server/room", "server/textfit", "store", "ui", "internal/i18n", "internal/cellwidth"},
	"server/textfit":     {"internal/i18n", "internal/cellwidth"},
	"server/tourney":     {"game", "internal/names", "internal/textsafe", "server/room", "store", "tournament", "internal/i18n"},
	"server/tourneypage": {"internal/textsafe", "server/chatbox", "server/room", "server/tourney", "internal/i18n"},
	"server/housebot":    {"ai/levels", "internal/i18n"},
	"server/procmem":     {},
	"server/bookload":    {},
	"server/room":        {"game", "game/pdn", "rating", "store", "internal/atomicfile", "internal/names", "internal/textsafe", "server/notify", "internal/i18n"},
	"server/notify":      {"store", "internal/i18n"},
	"server/notifyform":  {"server/notify", "store", "ui", "internal/i18n"},
	"server/hostkey":     {},
	"server/practice":    {"puzzle", "rating", "store", "learn"},
	"server/botproto":    {"game", "rating", "store", "server/room", "server/termio", "server/tourney"},
	"server/termio":      {},
	"server/metrics":     {},
	"server/sshguard":    {},
	"server/proxyfrom":   {},
	"server/locale":      {"internal/i18n", "store"},
	"server/replaycache": {"game/pdn", "store"},
	"server/webdoor":     {"server/proxyfrom", "server/sshguard", "store", "internal/i18n"},
	"server/screentext":  {"ai/levels", "game", "internal/i18n", "internal/names", "internal/textsafe", "rating", "server/housebot", "server/locale", "server/room", "store"},
	"server/admintarget": {"server/sshguard", "store"},
	"tools/docgen":       {"game", "ui", "internal/testkit/keypress"},
	".":                  {"cli", "internal/buildinfo"},
	"cli": {"game", "game/pdn", "ai", "ai/levels", "tables", "solve", "proofs", "uci", "match", "prefs", "ui", "explore", "analysis", "learn",
		"server", "server/admintarget", "store", "store/sqlite", "rating", "docs", "puzzle", "botclient", "plain",
		"internal/atomicfile", "internal/buildinfo", "internal/pdnfile", "internal/plural", "internal/progress",
		"internal/mdterm", "internal/i18n"}, // fetaix help TOPIC drawn for the terminal
}

// stdOnly are the packages that import the standard library only.
var stdOnly = []string{"game", "game/pdn", "ai/levels", "rating", "tournament", "docs", "internal/atomicfile", "internal/buildinfo", "internal/naive", "internal/plural", "internal/testkit/proctest", "internal/testkit/testdb", "internal/textsafe", "server/procmem", "server/bookload"}

// notImported are, for a package, the paths outside the module it must not
// import, nor anything under them: the terminal I/O of a session knows
// nothing of SSH, the SSH guards nothing of the programs, the operator's
// metrics neither, and the rooms and what a player practises neither the
// terminal UI nor SSH.
var notImported = map[string][]string{
	"server/room": {"charm.land/bubbletea", "charm.land/bubbles", "charm.land/lipgloss",
		"charm.land/ssh", "charm.land/wish", "golang.org/x/crypto/ssh"},
	"server/practice": {"charm.land/bubbletea", "charm.land/bubbles", "charm.land/lipgloss",
		"charm.land/ssh", "charm.land/wish", "golang.org/x/crypto/ssh"},
	"server/housebot": {"charm.land/bubbletea", "charm.land/bubbles", "charm.land/lipgloss",
		"charm.land/ssh", "charm.land/wish", "golang.org/x/crypto/ssh"},
	"server/termio":   {"charm.land/ssh", "charm.land/wish", "golang.org/x/crypto/ssh"},
	"server/sshguard": {"charm.land/bubbletea", "charm.land/wish"},
	"server/botproto": {"charm.land/bubbletea", "charm.land/bubbles", "charm.land/lipgloss"},
	"server/webdoor":  {"charm.land/bubbletea", "charm.land/bubbles", "charm.land/lipgloss", "charm.land/wish"},
	"server/metrics":  {"charm.land/ssh", "charm.land/wish", "golang.org/x/crypto/ssh", "charm.land/bubbletea"},
	"server/notify": {"charm.land/bubbletea", "charm.land/bubbles", "charm.land/lipgloss",
		"charm.land/ssh", "charm.land/wish", "golang.org/x/crypto/ssh"},
	"server/tourney": {"charm.land/bubbletea", "charm.land/bubbles", "charm.land/lipgloss",
		"charm.land/ssh", "charm.land/wish", "golang.org/x/crypto/ssh"},
	"server/tourneypage": {"charm.land/ssh", "charm.land/wish", "golang.org/x/crypto/ssh"},
	"server/chatbox":     {"charm.land/ssh", "charm.land/wish", "golang.org/x/crypto/ssh"},
}

// TestLayersHold: no package imports a package of the module outside its
// allowed list (allowedImports), game and the others of stdOnly
// import nothing but the standard library, and no package imports what
// notImported keeps from it. A new package needs its line
// in the table (and in docs/development.md's Layout table).
func TestLayersHold(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	forEachPackage(t, func(rel string, pkg *build.Package) {
		seen[rel] = true
		allowed, ok := allowedImports[rel]
		if !ok {
			t.Errorf("package %s is not in allowedImports: give it its allowed imports", rel)
			return
		}
		std := slices.Contains(stdOnly, rel)
		for _, imp := range pkg.Imports {
			if inner, ok := strings.CutPrefix(imp, module+"/"); ok {
				if !slices.Contains(allowed, inner) {
					t.Errorf("%s imports %s, outside its allowed list %v", rel, inner, allowed)
				}
				continue
			}
			if first, _, _ := strings.Cut(imp, "/"); std && strings.Contains(first, ".") {
				t.Errorf("%s imports %s: it is the standard library only", rel, imp)
			}
			for _, no := range notImported[rel] {
				if imp == no || strings.HasPrefix(imp, no+"/") {
					t.Errorf("%s imports %s, which it must not (notImported)", rel, imp)
				}
			}
		}
	})
	for p := range allowedImports {
		if !seen[p] {
			t.Errorf("allowedImports lists %s, which is not a package of the module", p)
		}
	}
	for p := range notImported {
		if !seen[p] {
			t.Errorf("notImported lists %s, which is not a package of the module", p)
		}
	}
}

// TestLayoutTableMatches: docs/development.md's dependency table says
// what allowedImports and stdOnly say, package by package.
func TestLayoutTableMatches(t *testing.T) {
	t.Parallel()
	sec := docSection(t, "docs/development.md", "## Layout")
	row := regexp.MustCompile("^\\| `([^`]+)`[^|]* \\| ([^|]*) \\| (yes|no) \\|$")
	seen := map[string]bool{}
	for _, l := range strings.Split(sec, "\n") {
		m := row.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		pkg := m[1]
		seen[pkg] = true
		var imports []string
		for _, f := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(m[2], -1) {
			imports = append(imports, f[1])
		}
		allowed, ok := allowedImports[pkg]
		if !ok {
			t.Errorf("docs/development.md lists %s, which allowedImports does not", pkg)
			continue
		}
		if a, b := slices.Sorted(slices.Values(allowed)), slices.Sorted(slices.Values(imports)); !slices.Equal(a, b) {
			t.Errorf("%s: docs/development.md says it may import %v, allowedImports %v", pkg, b, a)
		}
		if std := m[3] == "yes"; std != slices.Contains(stdOnly, pkg) {
			t.Errorf("%s: docs/development.md says standard library only: %v; stdOnly disagrees", pkg, std)
		}
	}
	for pkg := range allowedImports {
		if !seen[pkg] {
			t.Errorf("allowedImports has %s, which docs/development.md's Layout table does not list", pkg)
		}
	}
}

// maxRootFiles is the most non-test .go files the module's root may hold:
// main.go and at most two more; the commands are in cli/.
const maxRootFiles = 3

// TestRootHoldsTheProgram: the module's root holds main.go and at most
// maxRootFiles non-test .go files in all.
func TestRootHoldsTheProgram(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") {
			found = append(found, f)
		}
	}
	if !slices.Contains(found, "main.go") {
		t.Errorf("the module's root has no main.go (it has %v)", found)
	}
	if len(found) > maxRootFiles {
		t.Errorf("the module's root holds %d non-test .go files, more than %d: %v", len(found), maxRootFiles, found)
	}
}

// TestTestKitOnlyInTests: the packages under internal/testkit are imported
// by test files and the tools only, never by the program's own packages,
// and every program (package main) other than the
// program at the root sits under tools/, so that internal/ holds
// libraries only.
func TestTestKitOnlyInTests(t *testing.T) {
	t.Parallel()
	forEachPackage(t, func(rel string, pkg *build.Package) {
		if pkg.Name == "main" && rel != "." && !strings.HasPrefix(rel, "tools/") {
			t.Errorf("%s is a program (package main) outside tools/", rel)
		}
		if strings.HasPrefix(rel, "internal/testkit/") || strings.HasPrefix(rel, "tools/") {
			return
		}
		for _, imp := range pkg.Imports {
			if strings.HasPrefix(imp, module+"/internal/testkit/") {
				t.Errorf("%s imports %s outside its tests", rel, imp)
			}
		}
	})
}

// forEachPackage calls visit with the slash path, relative to the module's
// root, and the build information of every package of the module, leaving
// out hidden folders and testdata.
func forEachPackage(t *testing.T, visit func(rel string, pkg *build.Package)) {
	t.Helper()
	err := filepath.WalkDir(".", func(dir string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if name := d.Name(); dir != "." && (strings.HasPrefix(name, ".") || name == "testdata") {
			return filepath.SkipDir
		}
		pkg, err := build.ImportDir(dir, 0)
		var none *build.NoGoError
		if errors.As(err, &none) {
			return nil
		}
		if err != nil {
			return err
		}
		visit(filepath.ToSlash(dir), pkg)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
