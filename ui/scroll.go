package ui

// Scrolling: a window of rows over a longer list that keeps one row (the
// focus) in view, centred where the list allows.

// windowTop returns the first of rows visible rows of a total-row list
// that keep focus in view, centred where it can be.
func windowTop(focus, total, rows int) int {
	return min(max(focus-rows/2, 0), max(total-rows, 0))
}

// scrollWindow returns n of lines around lines[focus] (at least one),
// between an above mark (or a blank line at the top) and a below mark (or
// a blank line at the end).
func scrollWindow(lines []string, focus, n int, above, below string) []string {
	n = max(n, 1)
	start := windowTop(focus, len(lines), n)
	end := min(start+n, len(lines))
	out := make([]string, 0, n+2)
	if start > 0 {
		out = append(out, above)
	} else {
		out = append(out, "")
	}
	out = append(out, lines[start:end]...)
	if end < len(lines) {
		out = append(out, below)
	} else {
		out = append(out, "")
	}
	return out
}
