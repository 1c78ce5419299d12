package ui

import (
	"bytes"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// decodeOSC52 returns the text an OSC 52 sequence copies.
func decodeOSC52(t *testing.T, seq string) string {
	t.Helper()
	const start, end = "\x1b]52;c;", "\x07"
	if !strings.HasPrefix(seq, start) || !strings.HasSuffix(seq, end) {
		t.Fatalf("not a plain OSC 52 sequence: %q", seq)
	}
	data, err := base64.StdEncoding.DecodeString(seq[len(start) : len(seq)-len(end)])
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestClipboardCopy(t *testing.T) {
	var out bytes.Buffer
	c := Clipboard{Out: &out, Term: "xterm-256color"}
	p := game.StartPosition()
	msg := callCmd(t, c.copyPosition(p)).(copiedMsg)
	if msg.Err != nil || msg.What != "position" {
		t.Fatalf("copy: %+v", msg)
	}
	if got := decodeOSC52(t, out.String()); got != p.String() {
		t.Errorf("copied %q, want %q", got, p.String())
	}

	out.Reset()
	rec := &pdn.Record{Game: resignedGame(t)}
	want, _ := pdn.Format(rec)
	if msg := callCmd(t, c.copyGame(rec)).(copiedMsg); msg.Err != nil || msg.What != "game" {
		t.Fatalf("copy game: %+v", msg)
	}
	if got := decodeOSC52(t, out.String()); got != want {
		t.Errorf("copied\n%s\nwant\n%s", got, want)
	}

	if msg := callCmd(t, c.copyGame(&pdn.Record{})).(copiedMsg); msg.Err == nil {
		t.Error("copying a record without a game succeeded")
	}
	if msg := callCmd(t, (Clipboard{}).copyPosition(p)).(copiedMsg); msg.Err == nil {
		t.Error("copying with no output succeeded")
	}
}

func TestClipboardScreen(t *testing.T) {
	seq := Clipboard{Term: "screen-256color"}.sequence("x")
	if !strings.HasPrefix(seq, "\x1bP") {
		t.Errorf("GNU screen needs a DCS wrapper: %q", seq)
	}
	if seq := (Clipboard{Term: "screen", InTmux: true}).sequence("x"); !strings.HasPrefix(seq, "\x1b]52") {
		t.Errorf("inside tmux the plain sequence is sent: %q", seq)
	}
}
