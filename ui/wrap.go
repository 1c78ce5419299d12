package ui

import (
	"strings"

	"github.com/fetaix/fetaix/internal/cellwidth"
)

// wrapLines wraps the plain text s at its spaces into lines of at most w
// columns, each line after the first starting with pad, on at most most
// lines: when they are too few, the last one ends with "…" (cut). A word
// wider than a line is cut too. The spaces s starts with stay on its
// first line. A newline in s starts a line of its own (a line planned to
// stand alone, wrapped in its turn).
func wrapLines(s string, w int, pad string, most int) []string {
	if w <= 0 || most <= 0 {
		return nil
	}
	var lines []string
	for i, part := range strings.Split(s, "\n") {
		if i > 0 {
			part = pad + part
		}
		lines = append(lines, wrapPart(part, w, pad)...)
	}
	cut := len(lines) > most
	if cut {
		lines = lines[:most]
	}
	for i, l := range lines {
		lines[i] = cellwidth.Truncate(l, w, "…")
	}
	if last := &lines[len(lines)-1]; cut && !strings.HasSuffix(*last, "…") {
		if cellwidth.Width(*last)+2 <= w {
			*last += " …"
		} else {
			*last = cellwidth.Truncate(*last, w-1, "") + "…"
		}
	}
	return lines
}

// wrapPart is wrapLines of a text without newlines, on as many lines as
// it takes.
func wrapPart(s string, w int, pad string) []string {
	lead := s[:len(s)-len(strings.TrimLeft(s, " "))]
	words := strings.Fields(s)
	if len(words) == 0 {
		return []string{cellwidth.Truncate(s, w, "")}
	}
	var lines []string
	line := lead + words[0]
	for _, word := range words[1:] {
		if cellwidth.Width(line)+1+cellwidth.Width(word) <= w {
			line += " " + word
			continue
		}
		lines = append(lines, line)
		line = pad + word
	}
	return append(lines, line)
}
