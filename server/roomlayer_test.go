package server

import (
	"go/ast"
	"go/parser"
	"go/token"
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
	"lag.go", "openbound.go", "options.go", "player.go", "ratewait.go", "record.go", "room.go",
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
