package mdterm

import (
	"regexp"
	"strings"
)

// listItem matches the first line of a list item: a bullet or a number,
// then a space.
var listItem = regexp.MustCompile(`^\s*([-*+]|\d+[.)])\s`)

// joinSoftBreaks joins the lines of each list item into one: glamour
// draws a list item's line breaks as they are in the source instead of
// wrapping its text anew (charmbracelet/glow#858), which left ragged
// lines. A list item's lines go on up to a blank line, a code fence or
// the next item; code blocks are left as they are.
func joinSoftBreaks(md string) string {
	lines := strings.Split(md, "\n")
	out := make([]string, 0, len(lines))
	fenced, inItem := false, false
	for _, l := range lines {
		trimmed := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(trimmed, "```"):
			fenced = !fenced
			inItem = false
		case fenced:
		case trimmed == "":
			inItem = false
		case listItem.MatchString(l):
			inItem = true
		case inItem && !hardBreak(out[len(out)-1]) && !strings.HasPrefix(trimmed, "#") && !strings.HasPrefix(trimmed, "|"):
			out[len(out)-1] += " " + trimmed
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// hardBreak reports whether line ends in a hard line break: two spaces or
// a backslash.
func hardBreak(line string) bool {
	return strings.HasSuffix(line, "  ") || strings.HasSuffix(line, "\\")
}
