package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestCommittedBoardIsCurrent: the board picture in README.md is what
// "go run ./tools/docgen board" makes now, byte for byte; run
// "go run ./tools/docgen board -w README.md" to update it.
func TestCommittedBoardIsCurrent(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	committed, err := committedBoard(string(data))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := run([]string{"board"}, &out); err != nil {
		t.Fatal(err)
	}
	if out.String() != committed {
		t.Errorf("README.md's board is not what the command makes; run go run ./tools/docgen board -w README.md\ncommitted:\n%s\nmade:\n%s", committed, out.String())
	}
}

// TestBoardIsTheGameScreen: the picture is the 80×24 game screen with the
// position after the opening, the piece that must capture selected under
// the cursor ("[○<", the cursor's bracket and the selection's mark) and
// its target marked.
func TestBoardIsTheGameScreen(t *testing.T) {
	pic, err := board()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(pic, "\n"), "\n")
	if len(lines) != 24 {
		t.Errorf("%d lines, want 24", len(lines))
	}
	for _, want := range []string{"1. c2-c3     c4xc2", "[○<", "c1 selected: go to c3", "you (white) vs the computer"} {
		if !strings.Contains(pic, want) {
			t.Errorf("the picture has no %q:\n%s", want, pic)
		}
	}
}

// TestWriteBoardReplacesTheBlock: -w puts the picture between the
// markers and leaves the rest of the file alone; a file without the
// markers is an error.
func TestWriteBoardReplacesTheBlock(t *testing.T) {
	got, err := replaceBlock("intro\n"+beginMarker+"\nold\n"+endMarker+"\nrest\n", "PIC\n")
	if want := "intro\n" + beginMarker + "\n```text\nPIC\n```\n" + endMarker + "\nrest\n"; err != nil || got != want {
		t.Errorf("replaceBlock = %q, %v; want %q", got, err, want)
	}
	if _, err := replaceBlock("no markers\n", "PIC\n"); err == nil {
		t.Error("a text without the markers: no error")
	}
}
