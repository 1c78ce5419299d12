package server

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// roomFiles are the files of the rooms' layer: the hub, its rooms and
// their clients, options, state, seats, chat, quotas, fair play and the
// archive's hand-off. They hold no terminal, no SSH and no screen.
var roomFiles = []string{
	"abort.go", "archive.go", "archivequota.go", "blocks.go", "chat.go", "client.go", "durationtext.go",
	"eventlog.go", "fairplay.go", "gamecount.go", "guesses.go", "hub.go", "inflight.go", "keptseat.go",
	"lag.go", "latencies.go", "openbound.go", "options.go", "player.go", "ratewait.go", "record.go", "room.go",
	"roomconfig.go", "roommetrics.go", "roomquota.go", "roomrename.go", "roomsanctions.go", "seeks.go",
	"state.go", "storage.go", "takeback.go", "windowquota.go",
}

// screenImports are the packages the rooms' layer does not import: the
// terminal UI, SSH and the screens.
var screenImports = []string{
	"charm.land/bubbletea/v2", "charm.land/bubbles/v2", "charm.land/lipgloss/v2",
	"charm.land/ssh", "charm.land/wish/v2", "golang.org/x/crypto/ssh", module + "/ui",
}

// module is the module's path, the prefix of its packages' import paths.
const module = "github.com/fetaix/fetaix"

// screenNames are the server's, the sessions' and the screens' types and
// its configuration, which the rooms' layer does not name.
var screenNames = []string{"Server", "Config", "app", "lobby", "roomScreen", "soloScreen", "opsMetrics", "tea"}

// TestRoomFilesHoldNoScreen: the files of the rooms' layer import neither
// the terminal UI nor SSH nor the screens, and name none of the server's,
// the sessions' or the screens' types, so that the layer stands apart.
func TestRoomFilesHoldNoScreen(t *testing.T) {
	t.Parallel()
	fset := token.NewFileSet()
	for _, name := range roomFiles {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			for _, banned := range screenImports {
				if path == banned || strings.HasPrefix(path, banned+"/") {
					t.Errorf("%s imports %s", name, path)
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && slices.Contains(screenNames, id.Name) {
				t.Errorf("%s: %s names %s", fset.Position(id.Pos()), name, id.Name)
			}
			return true
		})
	}
}

// TestRoomFilesNeedNoOtherFile: the files of the rooms' layer use no
// name declared in the package's other files, so that they compile on
// their own (as the package of a layer does).
func TestRoomFilesNeedNoOtherFile(t *testing.T) {
	t.Parallel()
	fset := token.NewFileSet()
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	others := map[string]string{} // name: the other file declaring it
	room := map[string]*ast.File{}
	for _, name := range paths {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(roomFiles, name) {
			room[name] = f
			continue
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					others[d.Name.Name] = name
				}
			case *ast.GenDecl:
				for _, sp := range d.Specs {
					switch sp := sp.(type) {
					case *ast.TypeSpec:
						others[sp.Name.Name] = name
					case *ast.ValueSpec:
						for _, id := range sp.Names {
							others[id.Name] = name
						}
					}
				}
			}
		}
	}
	if len(room) != len(roomFiles) {
		t.Fatalf("%d of the %d files of roomFiles found", len(room), len(roomFiles))
	}
	for name, f := range room {
		keys := map[*ast.Ident]bool{} // field names of composite literals and selectors
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				keys[n.Sel] = true
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok {
					keys[id] = true
				}
			case *ast.Ident:
				if other, ok := others[n.Name]; ok && n.Name != "_" && n.Obj == nil && !keys[n] {
					t.Errorf("%s: %s uses %s, declared in %s", fset.Position(n.Pos()), name, n.Name, other)
				}
			}
			return true
		})
	}
}
