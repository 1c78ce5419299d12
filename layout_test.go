package main

import (
	"errors"
	"go/build"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// module is the module's path, the prefix of its packages' import paths.
const module = "github.com/fetaix/fetaix"

// allowedImports is the README's dependency paragraph (section Layout) as
// code: for each package of the module (by its folder, "." for the
// commands), the module's packages its non-test files may import. Every
// package is listed.
var allowedImports = map[string][]string{
	"game":                {},
	"rating":              {},
	"internal/atomicfile": {},
	"internal/naive":      {},
	"internal/textsafe":   {},
	"internal/keypress":   {},
	"internal/progress":   {},
	"internal/longtest":   {},
	"internal/plural":     {},
	"internal/proctest":   {},
	"internal/names":      {"internal/textsafe"},
	"proofs":              {},
	"internal/pdnfile":    {"game", "internal/atomicfile"},
	"tables":              {"game", "internal/atomicfile"},
	"tablecache":          {"game", "tables"},
	"solve":               {"game", "tables", "internal/naive"},
	"ai":                  {"game", "tables", "solve", "proofs"},
	"uci":                 {"game", "ai", "tables", "tablecache"},
	"match":               {"game", "ai", "tables", "solve", "internal/atomicfile", "internal/plural"},
	"prefs":               {"game", "ai", "internal/atomicfile"},
	"store":               {"game", "rating", "internal/atomicfile", "internal/names", "internal/textsafe"},
	"ui":                  {"game", "ai", "tables", "tablecache", "prefs", "internal/atomicfile", "internal/pdnfile"},
	"server": {"game", "ai", "tablecache", "ui", "store", "rating",
		"internal/atomicfile", "internal/names", "internal/textsafe"},
	".": {"game", "ai", "tables", "tablecache", "solve", "proofs", "uci", "match", "prefs", "ui",
		"server", "store", "rating", "internal/atomicfile", "internal/pdnfile", "internal/plural", "internal/progress"},
}

// stdOnly are the packages that import the standard library only.
var stdOnly = []string{"game", "rating", "internal/atomicfile", "internal/naive", "internal/plural", "internal/proctest", "internal/textsafe"}

// TestLayersHold: no package imports a package of the module outside its
// allowed list (allowedImports), and game and the others of stdOnly
// import nothing but the standard library. A new package needs its line
// in the table (and in README's Layout).
func TestLayersHold(t *testing.T) {
	seen := map[string]bool{}
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
		rel := filepath.ToSlash(dir)
		seen[rel] = true
		allowed, ok := allowedImports[rel]
		if !ok {
			t.Errorf("package %s is not in allowedImports: give it its allowed imports", rel)
			return nil
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
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for p := range allowedImports {
		if !seen[p] {
			t.Errorf("allowedImports lists %s, which is not a package of the module", p)
		}
	}
}
