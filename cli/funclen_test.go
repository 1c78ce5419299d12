package cli

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// maxFuncLines is the most lines a function of the commands may run to,
// from its func line to its closing brace.
const maxFuncLines = 100

// TestCommandFunctionsShort: no function of package cli's non-test files
// is longer than maxFuncLines; a longer one is split into named parts.
func TestCommandFunctionsShort(t *testing.T) {
	files, err := filepath.Glob("cli/*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			checked++
			lines := fset.Position(fn.End()).Line - fset.Position(fn.Pos()).Line + 1
			if lines > maxFuncLines {
				t.Errorf("%s: %s is %d lines, more than %d", fset.Position(fn.Pos()), fn.Name.Name, lines, maxFuncLines)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no function of cli/ found: the test runs from the module's root")
	}
}
