package cli

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// markdownMarkup matches what Markdown marks text with, on a line of the
// page outside the board's pictures: a heading's hashes, strong
// emphasis's stars, a table row's pipes, backticks, a link's brackets,
// and any escape sequence.
var markdownMarkup = regexp.MustCompile("^\\s*#|\\*\\*|^\\s*\\||\\| \\w|`|\\]\\(|\x1b")

// boardLine matches a line of a picture of the board (its points and
// their lines, or the files' letters).
var boardLine = regexp.MustCompile(`^\s*(\d  )?[*ob.w]---|^\s*\| [\\/] \||^\s*a   b   c   d   e$`)

// TestHelpRulesPlain: fetaix help rules on a pipe prints the rules as
// plain text: no Markdown markup, the pictures of the board (the one
// that marks the points with diagonals and the start) as they are, lines
// within 80 columns.
func TestHelpRulesPlain(t *testing.T) {
	t.Setenv("COLUMNS", "")
	code, out, errOut := runFetaix("help", "rules")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	pictureLines := 0
	for i, l := range strings.Split(out, "\n") {
		if boardLine.MatchString(l) {
			pictureLines++
			continue
		}
		if m := markdownMarkup.FindString(l); m != "" {
			t.Errorf("line %d has markup %q: %q", i+1, m, l)
		}
		if len([]rune(l)) > defaultPageWidth {
			t.Errorf("line %d is %d wide: %q", i+1, len([]rune(l)), l)
		}
	}
	if pictureLines != 2*10 {
		t.Errorf("%d lines of the board's pictures, want the two pictures' 20", pictureLines)
	}
	for _, want := range [][]string{
		{"5  *---o---*---o---*", "| \\ | / | \\ | / |", "4  o---*---o---*---o"},
		{"1  *---o---*---o---*", "a   b   c   d   e"},
		{"3  b---b---.---w---w"},
	} {
		if !hasLines(out, want) {
			t.Errorf("fetaix help rules lacks the picture's lines %q", want)
		}
	}
	if !strings.Contains(strings.Join(strings.Fields(out), " "), "Diagonals run only through the 13 points marked *,") {
		t.Error("fetaix help rules does not say which points the picture marks")
	}
	for _, table := range []string{"majority", "men-capture-backward", "no-progress"} {
		if !regexp.MustCompile(`(?m)^ ` + table + `\s{2,}\S`).MatchString(out) {
			t.Errorf("the options' table has no row for %s as a column", table)
		}
	}
}

// TestHelpRulesWidth: COLUMNS sets the width a topic is wrapped at.
func TestHelpRulesWidth(t *testing.T) {
	for _, w := range []int{50, 120} {
		t.Setenv("COLUMNS", strconv.Itoa(w))
		code, out, errOut := runFetaix("help", "rules")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		widest := 0
		for _, l := range strings.Split(out, "\n") {
			widest = max(widest, ansi.StringWidth(l))
		}
		if widest > w || widest < w-10 {
			t.Errorf("COLUMNS=%d: the widest line is %d, want at most %d and near it", w, widest, w)
		}
	}
}

// hasLines reports whether text has the lines want one after the other,
// each with its indentation cut.
func hasLines(text string, want []string) bool {
	lines := strings.Split(text, "\n")
	for i := range lines {
		j := 0
		for j < len(want) && i+j < len(lines) && strings.TrimSpace(lines[i+j]) == want[j] {
			j++
		}
		if j == len(want) {
			return true
		}
	}
	return false
}
