//go:build unix

package cli

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
)

// da1Answer is a terminal's answer to the primary device attributes
// query, which ends lipgloss's background query.
const da1Answer = "\x1b[?62;22c"

// helpOnPty runs fetaix help rules on a 100-column pseudo-terminal whose
// background is light or dark (answer), with env added, and returns its
// output with the terminal's line ends made "\n".
func helpOnPty(t *testing.T, answer string, env ...string) string {
	t.Helper()
	p := openPty(t, answer)
	cmd := fetaixCmd(t, "help", "rules")
	cmd.Env = append(cmd.Env, "COLUMNS=")
	cmd.Env = append(cmd.Env, env...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = p.tty, p.tty, p.tty
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if !waitExit(cmd, 10*time.Second) {
		t.Fatal("fetaix help rules did not end")
	}
	if code := cmd.ProcessState.ExitCode(); code != 0 {
		t.Fatalf("exit status %d: %q", code, p.output())
	}
	return strings.ReplaceAll(p.finish(), "\r\n", "\n")
}

// TestHelpRulesOnTerminal: on a terminal fetaix help rules is coloured
// for the terminal's background, wrapped at its width (100 columns),
// with no Markdown markup; NO_COLOR and TERM=dumb make it plain text.
func TestHelpRulesOnTerminal(t *testing.T) {
	t.Parallel()
	dark := helpOnPty(t, darkAnswer+da1Answer)
	light := helpOnPty(t, lightAnswer+da1Answer)
	for name, out := range map[string]string{"dark": dark, "light": light} {
		if !strings.Contains(out, "\x1b[38;") {
			t.Errorf("%s background: no colours", name)
		}
		text := ansi.Strip(out)
		widest := 0
		for _, l := range strings.Split(text, "\n") {
			widest = max(widest, ansi.StringWidth(l))
			if strings.Contains(l, "**") || strings.HasPrefix(strings.TrimSpace(l), "#") || strings.Contains(l, "`") {
				t.Errorf("%s background: markup on %q", name, l)
			}
		}
		if widest > 100 || widest < 90 {
			t.Errorf("%s background: the widest line is %d, want the terminal's 100 or a little less", name, widest)
		}
		if !hasLines(text, []string{"5  *---o---*---o---*", "| \\ | / | \\ | / |"}) {
			t.Errorf("%s background: no picture of the diagonals", name)
		}
	}
	if ansi.Strip(dark) != ansi.Strip(light) || dark == light {
		t.Error("the light and dark pages should differ in their colours only")
	}
	for _, env := range []string{"NO_COLOR=1", "TERM=dumb"} {
		out := helpOnPty(t, darkAnswer+da1Answer, env)
		if strings.Contains(out, "\x1b[") {
			t.Errorf("%s: escape sequences in %q", env, out[:min(len(out), 200)])
		}
		if !hasLines(out, []string{"5  *---o---*---o---*"}) {
			t.Errorf("%s: no picture of the diagonals", env)
		}
	}
}
