package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game/pdn"
)

// driveDialog sends msgs to d, running every Cmd and feeding its message
// back (after the messages already queued, as bubbletea would), and
// returns the messages meant for the game screen.
func driveDialog(t *testing.T, d *fileDialog, msgs ...tea.Msg) []tea.Msg {
	t.Helper()
	var out []tea.Msg
	queue := append([]tea.Msg(nil), msgs...)
	for len(queue) > 0 {
		msg := queue[0]
		queue = queue[1:]
		switch msg.(type) {
		case fileSavedMsg, fileLoadedMsg, fileDialogClosedMsg:
			out = append(out, msg)
			continue
		}
		if _, cmd := d.update(msg); cmd != nil {
			queue = append(queue, callCmd(t, cmd))
		}
	}
	return out
}

// typed returns the key messages that clear the field and type text.
func typed(text string) []tea.Msg {
	msgs := []tea.Msg{keypress.Key("ctrl+u")}
	for _, r := range text {
		msgs = append(msgs, keypress.Key(string(r)))
	}
	return msgs
}

func TestSaveDialog(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data") // does not exist yet
	def := filepath.Join(dir, "fetaix-1.pdn")
	rec := &pdn.Record{Game: resignedGame(t)}
	d := newSaveDialog(rec, def)
	if v := d.body(); !strings.Contains(v, "Save the game") || !strings.Contains(v, def) {
		t.Errorf("view:\n%s", v)
	}
	out := driveDialog(t, d, keypress.Key("enter"))
	if len(out) != 1 || out[0] != (fileSavedMsg{Path: def, Game: rec.Game}) {
		t.Fatalf("save into the default directory: %v (%s)", out, d.body())
	}
	want, _ := pdn.Format(rec)
	if data, _ := os.ReadFile(def); string(data) != want {
		t.Errorf("file holds\n%s", data)
	}

	// The same name again: asked, "n" goes back, "y" overwrites.
	rec.Game.Undo()
	d = newSaveDialog(rec, def)
	if out := driveDialog(t, d, keypress.Key("enter")); len(out) != 0 || !strings.Contains(d.body(), "Overwrite it? (y/n)") {
		t.Fatalf("no overwrite question: %v\n%s", out, d.body())
	}
	driveDialog(t, d, keypress.Key("n"))
	if v := d.body(); strings.Contains(v, "Overwrite") || !strings.Contains(v, "enter save") {
		t.Fatalf("n should go back to the name:\n%s", v)
	}
	if data, _ := os.ReadFile(def); string(data) != want {
		t.Error("the file changed without a yes")
	}
	driveDialog(t, d, keypress.Key("enter"))
	out = driveDialog(t, d, keypress.Key("y"))
	if len(out) != 1 || out[0] != (fileSavedMsg{Path: def, Game: rec.Game}) {
		t.Fatalf("overwrite: %v", out)
	}
	want2, _ := pdn.Format(rec)
	if data, _ := os.ReadFile(def); string(data) != want2 || want2 == want {
		t.Errorf("overwritten file holds\n%s", data)
	}

	// A name without extension gets .pdn; a missing other directory is an
	// error shown in the dialog, which stays open.
	other := filepath.Join(t.TempDir(), "mine")
	out = driveDialog(t, newSaveDialog(rec, def), append(typed(other), keypress.Key("enter"))...)
	if len(out) != 1 || out[0] != (fileSavedMsg{Path: other + ".pdn", Game: rec.Game}) {
		t.Fatalf("save as %s: %v", other, out)
	}
	d = newSaveDialog(rec, def)
	out = driveDialog(t, d, append(typed(filepath.Join(dir, "no", "dir", "x.pdn")), keypress.Key("enter"))...)
	if len(out) != 0 || !strings.Contains(d.body(), "Not saved:") {
		t.Errorf("missing directory: %v\n%s", out, d.body())
	}
	out = driveDialog(t, d, append(typed(""), keypress.Key("enter"))...)
	if len(out) != 0 || !strings.Contains(d.body(), "type a file name") {
		t.Errorf("empty name: %v\n%s", out, d.body())
	}
	if out := driveDialog(t, d, keypress.Key("esc")); len(out) != 1 || out[0] != (fileDialogClosedMsg{}) {
		t.Errorf("esc: %v", out)
	}
}

func TestLoadDialog(t *testing.T) {
	dir := t.TempDir()
	one, two, bad := filepath.Join(dir, "one.pdn"), filepath.Join(dir, "two.pdn"), filepath.Join(dir, "bad.pdn")
	writeFile(t, one, []byte("[White \"Ann\"]\n1. d2-c3 *\n"))
	writeFile(t, two, []byte("1. d2-c3 *\n[Black \"Bo\"]\n1. d2-c3 b4xd2 0-1\n"))
	writeFile(t, bad, []byte("1. d2-c4 *\n"))

	out := driveDialog(t, newLoadDialog(one), keypress.Key("enter"))
	if len(out) != 1 {
		t.Fatalf("load one: %v", out)
	}
	if m := out[0].(fileLoadedMsg); m.Path != one || m.Index != 1 || m.Record.Tag(pdn.TagWhite) != "Ann" || m.Record.Game.Ply() != 1 {
		t.Errorf("loaded %+v", m)
	}

	d := newLoadDialog(two)
	if out := driveDialog(t, d, keypress.Key("enter")); len(out) != 0 {
		t.Fatalf("two games loaded without a choice: %v", out)
	}
	if v := d.body(); !strings.Contains(v, "holds 2 games") || !strings.Contains(v, "2. ? – Bo, 0-1, 2 plies") {
		t.Errorf("choice view:\n%s", v)
	}
	out = driveDialog(t, d, keypress.Key("down"), keypress.Key("enter"))
	if len(out) != 1 || out[0].(fileLoadedMsg).Index != 2 || out[0].(fileLoadedMsg).Record.Game.Ply() != 2 {
		t.Fatalf("second game: %v", out)
	}

	d = newLoadDialog(bad)
	if out := driveDialog(t, d, keypress.Key("enter")); len(out) != 0 || !strings.Contains(d.body(), "line 1, column 4") {
		t.Errorf("bad file: %v\n%s", out, d.body())
	}
	if out := driveDialog(t, d, append(typed(filepath.Join(dir, "none.pdn")), keypress.Key("enter"))...); len(out) != 0 ||
		!strings.Contains(d.body(), "Not loaded:") {
		t.Errorf("missing file: %v\n%s", out, d.body())
	}
}

// TestLoadDialogBrowses: the load dialog lists the subdirectories and the
// game records of the directory typed (not other files), filtered by the
// name typed; ↑/↓ and enter open a directory, go up with .., or load a
// file; letters are typed, not taken as moves. Its default directory, the
// save folder, is created if missing.
func TestLoadDialogBrowses(t *testing.T) {
	root := filepath.Join(t.TempDir(), "games")      // the save folder, missing
	newLoadDialog(root + string(filepath.Separator)) // creates the folder
	if fi, err := os.Stat(root); err != nil || !fi.IsDir() {
		t.Fatalf("the save folder was not created: %v", err)
	}
	if err := os.Mkdir(filepath.Join(root, "old"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(root, "jk.pdn"), []byte("[White \"Jo\"]\n1. d2-c3 *\n"))
	writeFile(t, filepath.Join(root, "notes.txt"), []byte("x"))
	writeFile(t, filepath.Join(root, "old", "ann.pdn"), []byte("[White \"Ann\"]\n1. d2-c3 *\n"))
	d := newLoadDialog(root + string(filepath.Separator))
	v := d.body()
	for _, want := range []string{"old" + string(filepath.Separator), "jk.pdn", ".." + string(filepath.Separator)} {
		if !strings.Contains(v, want) {
			t.Errorf("the browser lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "notes.txt") {
		t.Errorf("the browser lists a file that is no game record:\n%s", v)
	}
	// typing filters (j and k are letters here)
	driveDialog(t, d, append(typed(root+string(filepath.Separator)+"j"), keypress.Key("k"))...)
	if v := d.body(); strings.Contains(v, "old"+string(filepath.Separator)) || !strings.Contains(v, "jk.pdn") {
		t.Errorf("typing jk does not filter the list:\n%s", v)
	}
	// into old/ with ↓ ↓ enter (.. is first), then load ann.pdn
	driveDialog(t, d, typed(root+string(filepath.Separator))...)
	driveDialog(t, d, keypress.Key("down"), keypress.Key("down"), keypress.Key("enter"))
	if got := d.input.Value(); got != filepath.Join(root, "old")+string(filepath.Separator) {
		t.Fatalf("enter on old/ gave %q", got)
	}
	out := driveDialog(t, d, keypress.Key("down"), keypress.Key("down"), keypress.Key("enter"))
	if len(out) != 1 {
		t.Fatalf("enter on ann.pdn: %v\n%s", out, d.body())
	}
	if l, ok := out[0].(fileLoadedMsg); !ok || l.Path != filepath.Join(root, "old", "ann.pdn") || l.Record.Tag(pdn.TagWhite) != "Ann" {
		t.Fatalf("loaded %+v", out[0])
	}
	// .. goes up
	d = newLoadDialog(filepath.Join(root, "old") + string(filepath.Separator))
	driveDialog(t, d, keypress.Key("down"), keypress.Key("enter"))
	if got := d.input.Value(); got != root+string(filepath.Separator) {
		t.Fatalf(".. gave %q", got)
	}
}

// writeFile writes data to path for a test, or fails it.
func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
