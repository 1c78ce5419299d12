package mdterm

import (
	"regexp"
	"strings"
)

// link matches a Markdown link: its text and its target.
var link = regexp.MustCompile(`\[([^\]]+)\]\(([^)\s]+)\)`)

// plainLinks writes each link outside code blocks as its text followed by
// where it leads, in brackets (a web address as inline code): glamour draws a link as a terminal
// hyperlink (OSC 8) whatever the style, escape sequences that a plain
// page must not hold. A link to another topic of the documentation
// (NAME.md, NAME.md#part) leads to "fetaix help NAME"; a link to a part of
// the same page (#part) keeps its text alone.
func plainLinks(md string) string {
	lines := strings.Split(md, "\n")
	fenced := false
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		lines[i] = link.ReplaceAllStringFunc(l, func(s string) string {
			m := link.FindStringSubmatch(s)
			return linkText(m[1], m[2])
		})
	}
	return strings.Join(lines, "\n")
}

// linkText is a link's text and where it leads, the latter as inline
// code: glamour would otherwise make a web address a hyperlink again, and
// print it twice.
func linkText(text, target string) string {
	page, _, _ := strings.Cut(target, "#")
	switch {
	case page == "":
		return text
	case !strings.Contains(page, "/") && strings.HasSuffix(page, ".md"):
		return text + " (`fetaix help " + strings.TrimSuffix(page, ".md") + "`)"
	}
	return text + " (`" + target + "`)"
}
