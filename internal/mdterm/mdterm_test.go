package mdterm

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// sample holds every kind of Markdown the documentation uses.
const sample = "# The title\n\n" +
	"A paragraph with *emphasis*, **strong** words, `inline code` and a\n" +
	"[link to another topic](measurements.md#perft), a [link in the page](#part)\n" +
	"and one [elsewhere](https://example.org/x).\n\n" +
	"## A part\n\n" +
	"- **First** item, its text running over\n  two lines of the source.\n" +
	"- Second item.\n\n" +
	"| option | values | meaning |\n| --- | --- | --- |\n" +
	"| `majority` | flag | a capture must take the most pieces possible |\n" +
	"| `removal` | `immediate` (default), `end` | captured pieces leave at once |\n\n" +
	"```\n  5  *---o---*\n     | \\ | / |\n```\n\n" +
	"### A smaller part\n\nThe end.\n"

// markup matches what Markdown marks text with: a heading's hashes, the
// emphasis's stars and underscores, backticks, table pipes, a link's
// brackets, and any escape sequence.
var markup = regexp.MustCompile("(?m)^\\s*#|\\*|`|\\||\\]\\(|\x1b|__")

func TestPlainHasNoMarkup(t *testing.T) {
	out, err := Render(sample, 80, Plain)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(out, "\n") {
		if c := strings.TrimSpace(l); c == "5  *---o---*" || c == "| \\ | / |" {
			continue // the code block, kept as it is
		}
		if m := markup.FindString(l); m != "" {
			t.Errorf("line %d %q has markup %q", i+1, l, m)
		}
	}
	for _, want := range []string{
		"The title", "A part", "A smaller part", "emphasis", "strong", "inline code",
		"link to another topic (fetaix help measurements)", "link in the page and",
		"elsewhere (https://example.org/x)",
		"  5  *---o---*", "     | \\ | / |",
	} {
		if !strings.Contains(out, want) && !strings.Contains(strings.Join(strings.Fields(out), " "), want) {
			t.Errorf("plain page lacks %q:\n%s", want, out)
		}
	}
}

func TestPlainTableIsColumns(t *testing.T) {
	out, err := Render(sample, 80, Plain)
	if err != nil {
		t.Fatal(err)
	}
	var rows []string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "majority") || strings.Contains(l, "removal") || strings.Contains(l, "option") {
			rows = append(rows, l)
		}
	}
	if len(rows) != 3 {
		t.Fatalf("want the table's 3 rows, got %q in:\n%s", rows, out)
	}
	// each column starts at the same place on every row
	for _, col := range [][]string{{"values", "flag", "immediate"}, {"meaning", "a capture", "captured"}} {
		at := strings.Index(rows[0], col[0])
		for i, cell := range col[1:] {
			if got := strings.Index(rows[i+1], cell); got != at {
				t.Errorf("column %q: %q starts at %d, the heading at %d:\n%s", col[0], cell, got, at, strings.Join(rows, "\n"))
			}
		}
	}
}

func TestLinesFitWidth(t *testing.T) {
	long := sample + "\n```\nfetaix perft --depth N [--position TEXT] [--rules TEXT] [--divide] [--threads N] [--cpuprofile FILE]\n```\n"
	for _, s := range []Style{Plain, Dark, Light} {
		for _, w := range []int{MinWidth, 33, 60, 80, 120} {
			out, err := Render(long, w, s)
			if err != nil {
				t.Fatal(err)
			}
			for i, l := range strings.Split(out, "\n") {
				if lw := ansi.StringWidth(l); lw > w {
					t.Errorf("style %d width %d: line %d is %d wide: %q", s, w, i+1, lw, ansi.Strip(l))
				}
			}
		}
	}
}

func TestNarrowerThanMinWidth(t *testing.T) {
	a, err := Render(sample, 3, Plain)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Render(sample, MinWidth, Plain)
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Errorf("width 3 gave another page than MinWidth:\n%s\n---\n%s", a, b)
	}
}

func TestWrapsAtWidth(t *testing.T) {
	para := strings.Repeat("word ", 60)
	for _, w := range []int{40, 100} {
		out, err := Render(para, w, Plain)
		if err != nil {
			t.Fatal(err)
		}
		widest := 0
		for _, l := range strings.Split(out, "\n") {
			widest = max(widest, len(l))
		}
		if widest > w || widest < w-10 {
			t.Errorf("width %d: the widest line is %d, want close to the width:\n%s", w, widest, out)
		}
	}
}

func TestListItemReflows(t *testing.T) {
	md := "- one two three\n  four five six seven eight nine ten\n  eleven\n- next\n"
	out, err := Render(md, 80, Plain)
	if err != nil {
		t.Fatal(err)
	}
	want := "• one two three four five six seven eight nine ten eleven\n• next"
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

func TestHardBreakKept(t *testing.T) {
	md := "- one two\\\n  three\n"
	out, err := Render(md, 80, Plain)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "two\n") {
		t.Errorf("the hard break after two is lost: %q", out)
	}
}

func TestStyledHasColoursAndNoTrailingSpace(t *testing.T) {
	dark, err := Render(sample, 80, Dark)
	if err != nil {
		t.Fatal(err)
	}
	light, err := Render(sample, 80, Light)
	if err != nil {
		t.Fatal(err)
	}
	if dark == light {
		t.Error("the dark and light pages are the same")
	}
	for name, out := range map[string]string{"dark": dark, "light": light} {
		if !strings.Contains(out, "\x1b[") {
			t.Errorf("%s: no colour", name)
		}
		plain := ansi.Strip(out)
		for _, l := range strings.Split(plain, "\n") {
			if strings.HasSuffix(l, " ") {
				t.Errorf("%s: trailing space on %q", name, l)
			}
			if strings.HasPrefix(strings.TrimSpace(l), "#") {
				t.Errorf("%s: heading marks on %q", name, l)
			}
		}
		if strings.Contains(plain, "\x1b]8;") {
			t.Errorf("%s: a terminal hyperlink", name)
		}
		for _, want := range []string{"The title", "A smaller part", "fetaix help measurements", "5  *---o---*"} {
			if !strings.Contains(plain, want) {
				t.Errorf("%s lacks %q", name, want)
			}
		}
	}
}

func ExampleRender() {
	out, _ := Render("## Men\n\nA **man** steps `forward`.\n", 40, Plain)
	fmt.Println(out)
	// Output:
	// Men
	//
	// A man steps forward.
}

func TestCutTrailing(t *testing.T) {
	for _, c := range []struct {
		in, want string
		styled   bool
	}{
		{"word   ", "word", false},
		{"word\x1b[38;5;252m \x1b[m\x1b[38;5;252m \x1b[m", "word", true},
		{"a form", "a form", false},                 // an m that ends no sequence
		{"\x1b[1mbold\x1b[0m", "\x1b[1mbold", true}, // the reset goes, fit puts one back
		{"   ", "", false},
	} {
		got, styled := cutTrailing(c.in)
		if got != c.want || styled != c.styled {
			t.Errorf("cutTrailing(%q) = %q, %v; want %q, %v", c.in, got, styled, c.want, c.styled)
		}
	}
}

// BenchmarkRenderRules draws docs/rules.md as the rules screen does at
// 80 columns.
func BenchmarkRenderRules(b *testing.B) {
	md, err := os.ReadFile("../../docs/rules.md")
	if err != nil {
		b.Fatal(err)
	}
	for _, s := range []struct {
		name  string
		style Style
	}{{"dark", Dark}, {"plain", Plain}} {
		b.Run(s.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := Render(string(md), 80, s.style); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
