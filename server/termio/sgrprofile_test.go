package termio

import (
	"bytes"
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
)

// TestDownsampleSGRsAsColorprofile: a line converted a sequence at a time
// (remembered across calls) is the line colorprofile's writer makes, in
// every profile the screen writer converts to, for styled text in true
// colours, 256 and 16 colours, with attributes, other sequences (a cursor
// move, a hyperlink) and a stray escape kept as they are.
func TestDownsampleSGRsAsColorprofile(t *testing.T) {
	t.Parallel()
	st := lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#f0c060")).Background(lipgloss.Color("#203040"))
	lines := []string{
		st.Render("Room ABCD") + " · you play white · " + lipgloss.NewStyle().Faint(true).Render("q: leave"),
		"\x1b[38;5;203mred\x1b[m \x1b[1;31;44mbold\x1b[0m \x1b[38:2::10:20:30mcolon\x1b[m",
		"\x1b[5;10H moved \x1b]8;;https://example.org\x1b\\link\x1b]8;;\x1b\\ é \x1b",
		"\x1b[7m\x1b[38;2;255;0;0mrev\x1b[27m plain \x1bx \x1b[",
		"no escapes at all",
	}
	for _, p := range []colorprofile.Profile{colorprofile.ANSI256, colorprofile.ANSI, colorprofile.ASCII} {
		for round := 0; round < 2; round++ { // the second from what was remembered
			for _, ln := range lines {
				var want bytes.Buffer
				w := colorprofile.Writer{Forward: &want, Profile: p}
				_, _ = w.WriteString(ln)
				var got strings.Builder
				downsampleSGRs(&got, p, ln)
				if got.String() != want.String() {
					t.Errorf("profile %v, %q:\n got %q\nwant %q", p, ln, got.String(), want.String())
				}
			}
		}
	}
}
