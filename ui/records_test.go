package ui

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// gamePathIn proposes dir/name for saving, as prefs.DefaultGamePath does
// under the data dir.
func gamePathIn(dir, name string) func(time.Time) (string, error) {
	return func(time.Time) (string, error) { return filepath.Join(dir, name), nil }
}

// sendAll delivers each message to m in turn.
func sendAll(t *testing.T, m *Model, msgs ...tea.Msg) {
	t.Helper()
	for _, msg := range msgs {
		send(t, m, msg)
	}
}

// TestSaveLoadRoundTrip saves a game through the save dialog (into a
// directory it creates), asks before overwriting, and loads it back
// through the load dialog into replay mode.
func TestSaveLoadRoundTrip(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	path := filepath.Join(dir, "first.pdn")
	m := newTest(t, Options{Mode: ModeHotseat, GamePath: gamePathIn(dir, "first.pdn")}, 120, 40)
	typeMove(t, m, "d2", "c3")
	typeMove(t, m, "b4", "d2")
	keys(t, m, "s")
	if dialogOf(m) == nil || !strings.Contains(view(m), "Save the game") || !strings.Contains(view(m), path) {
		t.Fatalf("s does not open the save dialog:\n%s", view(m))
	}
	keys(t, m, "enter")
	if dialogOf(m) != nil || m.active != nil || !strings.Contains(m.status, "saved to "+path) {
		t.Fatalf("not saved: %q\n%s", m.status, view(m))
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), "1. d2-c3 b4xd2") {
		t.Fatalf("file: %v\n%s", err, data)
	}

	// Saving again over it asks; n keeps the file, y replaces it.
	typeMove(t, m, "e1", "c3")
	keys(t, m, "s", "enter")
	if !strings.Contains(view(m), "already exists") || !strings.Contains(view(m), "Overwrite") {
		t.Fatalf("no overwrite question:\n%s", view(m))
	}
	keys(t, m, "n")
	if again, _ := os.ReadFile(path); !bytes.Equal(again, data) {
		t.Fatal("n overwrote the file")
	}
	keys(t, m, "enter", "y")
	if dialogOf(m) != nil || !strings.Contains(m.status, "saved") {
		t.Fatalf("overwrite: %q", m.status)
	}
	if data, _ = os.ReadFile(path); !strings.Contains(string(data), "2. e1xc3") {
		t.Fatalf("not overwritten:\n%s", data)
	}
	keys(t, m, "s", "esc")
	if dialogOf(m) != nil || m.active != nil {
		t.Fatal("esc does not close the dialog")
	}

	// Load it in another game.
	want := m.Game()
	l := newTest(t, Options{Mode: ModeAI, GamePath: gamePathIn(dir, "other.pdn")}, 120, 40)
	keys(t, l, "L")
	if dialogOf(l) == nil || !strings.Contains(view(l), "Load a game") || !strings.Contains(view(l), dir+string(filepath.Separator)) {
		t.Fatalf("L does not open the load dialog in the data dir:\n%s", view(l))
	}
	sendAll(t, l, typed(filepath.Join(dir, "missing.pdn"))...)
	keys(t, l, "enter")
	if dialogOf(l) == nil || !strings.Contains(view(l), "Not loaded") {
		t.Fatalf("a missing file:\n%s", view(l))
	}
	sendAll(t, l, typed(path)...)
	keys(t, l, "enter")
	if dialogOf(l) != nil || l.replay == nil || !strings.Contains(l.status, "loaded game 1 of "+path) {
		t.Fatalf("not loaded: %q\n%s", l.status, view(l))
	}
	got := l.replay.Game()
	if got.Ply() != want.Ply() || got.Position() != want.Position() || got.Start() != want.Start() {
		t.Fatalf("round trip: %v, want %v", got.Moves(), want.Moves())
	}
	if l.playerName(game.White) != "player 1" || l.playerName(game.Black) != "player 2" {
		t.Errorf("names from the file: %q %q", l.playerName(game.White), l.playerName(game.Black))
	}
}

// TestSaveKeepsRecord: a loaded game saved again keeps its tags and
// comments; without GamePath, saving and loading are off.
func TestSaveKeepsRecord(t *testing.T) {
	dir := t.TempDir()
	recs, err := pdn.Parse("[Event \"Club\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n1. d2-c3 {a fine move} b4xd2 2. e1xc3 {forced} *\n")
	if err != nil {
		t.Fatal(err)
	}
	m := newTest(t, Options{Mode: ModeHotseat, Record: recs[0], GamePath: gamePathIn(dir, "again.pdn")}, 120, 40)
	keys(t, m, "s", "enter")
	data, err := os.ReadFile(filepath.Join(dir, "again.pdn"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[Event "Club"]`, `[White "Ann"]`, "{a fine move}", "{forced}"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("saved again without %s:\n%s", want, data)
		}
	}
	off := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	keys(t, off, "s")
	if dialogOf(off) != nil || !strings.Contains(off.status, "off") {
		t.Errorf("save without GamePath: %q", off.status)
	}
	keys(t, off, "L")
	if dialogOf(off) != nil {
		t.Error("load without GamePath")
	}
}

// TestCopyKeys copies the position text and the game's PDN with OSC 52 to
// the options' output (the SSH session on a server).
func TestCopyKeys(t *testing.T) {
	var out bytes.Buffer
	m := newTest(t, Options{Mode: ModeHotseat, Clipboard: Clipboard{Out: &out, Term: "xterm"}}, 120, 40)
	typeMove(t, m, "d2", "c3")
	copied := func() string {
		t.Helper()
		s := out.String()
		out.Reset()
		const pre = "\x1b]52;c;"
		if !strings.HasPrefix(s, pre) || !strings.HasSuffix(s, "\a") {
			t.Fatalf("not an OSC 52 sequence: %q", s)
		}
		text, err := base64.StdEncoding.DecodeString(s[len(pre) : len(s)-1])
		if err != nil {
			t.Fatal(err)
		}
		return string(text)
	}
	keys(t, m, "y")
	if got := copied(); got != m.g.Position().String() || !strings.Contains(m.status, "copied the position") {
		t.Errorf("position: %q (%s)", got, m.status)
	}
	keys(t, m, "Y")
	recs, err := pdn.Parse(copied())
	if err != nil || recs[0].Game.Ply() != 1 || !strings.Contains(m.status, "copied the game") {
		t.Errorf("game: %v (%s)", err, m.status)
	}
	// In replay, the position shown is copied.
	keys(t, m, "v", "left", "y")
	if got := copied(); got != game.StartPosition().String() {
		t.Errorf("replay position: %q", got)
	}
}

// TestQuitOffersSave: quitting a game in progress offers to save it first;
// s saves it and then quits, and esc in the save dialog quits nothing.
func TestQuitOffersSave(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, GamePath: gamePathIn(t.TempDir(), "q.pdn")}, 120, 40)
	typeMove(t, m, "d2", "c3")
	keys(t, m, "q")
	if m.prompt() == nil || !strings.Contains(m.prompt().question, "s saves it first") {
		t.Fatalf("question %+v", m.prompt())
	}
	if quit, _ := send(t, m, keypress.Key("s")); quit || dialogOf(m) == nil {
		t.Fatal("s does not open the save dialog")
	}
	if quit, _ := send(t, m, keypress.Key("esc")); quit || dialogOf(m) != nil || m.active != nil {
		t.Fatalf("esc in the save dialog: quit %v, dialog %v", quit, dialogOf(m) != nil)
	}
	keys(t, m, "q", "s")
	quit, _ := send(t, m, keypress.Key("enter"))
	if !strings.Contains(m.status, "saved to") || !quit {
		t.Fatalf("save first: quit %v, status %q", quit, m.status)
	}
}

// TestSavedGameQuitsWithoutAsking: a game saved as it stands loses nothing
// on quitting, so q does not ask; a move after the save makes it ask again.
func TestSavedGameQuitsWithoutAsking(t *testing.T) {
	dir := t.TempDir()
	m := newTest(t, Options{Mode: ModeHotseat, GamePath: gamePathIn(dir, "s.pdn")}, 120, 40)
	typeMove(t, m, "d2", "c3")
	keys(t, m, "s", "enter")
	if !strings.Contains(m.status, "saved to") {
		t.Fatalf("not saved: %q", m.status)
	}
	typeMove(t, m, "b4", "d2")
	if quit, _ := send(t, m, keypress.Key("q")); quit || m.prompt() == nil {
		t.Fatal("q after a move not saved did not ask")
	}
	keys(t, m, "n", "u")
	if quit, _ := send(t, m, keypress.Key("q")); !quit || m.prompt() != nil {
		t.Fatalf("q on the game as saved asked: %+v", m.prompt())
	}
}

// TestNewGameAndLoadAsk: n (new game) and L (load) ask before a game in
// progress is thrown away, with the quit prompt's choices: n keeps the
// game, y goes on, s saves it first and then goes on.
func TestNewGameAndLoadAsk(t *testing.T) {
	for _, k := range []string{"n", "L"} {
		dir := t.TempDir()
		m := newTest(t, Options{Mode: ModeHotseat, GamePath: gamePathIn(dir, "g.pdn")}, 120, 40)
		typeMove(t, m, "d2", "c3")
		keys(t, m, k)
		if m.prompt() == nil || !strings.Contains(m.prompt().question, "will be lost") ||
			!strings.Contains(m.prompt().question, "s saves it first") || m.active != m.prompt() {
			t.Fatalf("%s: no question: %+v (screen %T)", k, m.prompt(), m.active)
		}
		keys(t, m, "n")
		if m.prompt() != nil || m.active != nil || m.g.Ply() != 1 {
			t.Fatalf("%s, n: the game is not kept (screen %T, ply %d)", k, m.active, m.g.Ply())
		}
		keys(t, m, k, "y")
		want := "*ui.newGameForm"
		if k == "L" {
			want = "*ui.fileDialog"
		}
		if got := fmt.Sprintf("%T", m.active); got != want {
			t.Fatalf("%s, y: screen %s, want %s", k, got, want)
		}
		keys(t, m, "esc")
		keys(t, m, k, "s", "enter")
		if _, err := os.Stat(filepath.Join(dir, "g.pdn")); err != nil || fmt.Sprintf("%T", m.active) != want {
			t.Fatalf("%s, s: saved %v, screen %T, want %s", k, err, m.active, want)
		}
	}
	// Without files, n asks with no s; L says loading is off.
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	typeMove(t, m, "d2", "c3")
	keys(t, m, "n")
	if m.prompt() == nil || strings.Contains(m.prompt().question, "s saves") {
		t.Fatalf("n without files: %+v", m.prompt())
	}
	keys(t, m, "esc", "L")
	if m.prompt() != nil || !strings.Contains(m.status, "off") {
		t.Fatalf("L without files: %+v %q", m.prompt(), m.status)
	}
}

// TestLoadedAnnotationsAreSavedAgain: a game loaded from another tool's
// record keeps its move marks, NAGs and variations when it is saved again.
func TestLoadedAnnotationsAreSavedAgain(t *testing.T) {
	recs, err := pdn.Parse("1. c2-c3! $14 (1. b2-c3) 1... c4xc2 *\n")
	if err != nil {
		t.Fatal(err)
	}
	m := newTest(t, Options{Record: recs[0]}, 120, 40)
	text, err := pdn.Format(m.gameRecord())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"c2-c3!", "$14", "(1. b2-c3"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q lost on saving again:\n%s", want, text)
		}
	}
}
