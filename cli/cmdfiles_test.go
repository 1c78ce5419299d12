package cli

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// commandOf splits a command file's name, cmd_NAME.go or cmd_NAME_PART.go,
// into its command and whether it is a part (a subcommand's or a part of
// the command's own); ok is false for a file of no command.
func commandOf(file string) (name string, part, ok bool) {
	rest, ok := strings.CutPrefix(filepath.Base(file), "cmd_")
	if !ok || strings.HasSuffix(rest, "_test.go") {
		return "", false, false
	}
	rest = strings.TrimSuffix(rest, ".go")
	name, _, part = strings.Cut(rest, "_")
	return name, part, true
}

// TestCommandFilesStandAlone: a command's file uses nothing declared in
// another command's files, and a part of a command (cmd_match_prove.go)
// nothing of the command's main file or its other parts: what several
// share lives in a file named for it. Only a command's main file may use
// its parts (to register its subcommands).
func TestCommandFilesStandAlone(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("cli/cmd_*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	parsed := map[string]*ast.File{}
	declaredIn := map[string]string{} // a top-level name of a command file: that file
	for _, f := range files {
		if _, _, ok := commandOf(f); !ok {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed[f] = af
		for _, d := range af.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.Name != "init" {
					declaredIn[d.Name.Name] = f
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						declaredIn[s.Name.Name] = f
					case *ast.ValueSpec:
						for _, n := range s.Names {
							declaredIn[n.Name] = f
						}
					}
				}
			}
		}
	}
	if len(parsed) < 10 {
		t.Fatalf("%d command files found: the test runs from the module's root", len(parsed))
	}
	for f, af := range parsed {
		name, part, _ := commandOf(f)
		skip := map[*ast.Ident]bool{}
		ast.Inspect(af, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				skip[n.Sel] = true
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok {
					skip[id] = true
				}
			case *ast.Ident:
				g, ok := declaredIn[n.Name]
				if !ok || g == f || n.Obj != nil || skip[n] {
					return true
				}
				gName, gPart, _ := commandOf(g)
				if gName == name && !part && gPart {
					return true // a command's main file uses its part
				}
				t.Errorf("%s uses %s of %s", fset.Position(n.Pos()), n.Name, g)
			}
			return true
		})
	}
}
