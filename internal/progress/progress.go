// Package progress draws the progress line of a long command (fetaix
// tables build) on a terminal.
package progress

import (
	"fmt"

	"charm.land/bubbles/v2/progress"
)

// Line draws one line of a long command's progress: a bar (bubbles'
// progress, in plain ASCII so that any terminal shows it) and a label.
// Each line is meant to overwrite the one before.
type Line struct {
	bar progress.Model
}

// NewLine returns a progress line with a bar of width cells.
func NewLine(width int) Line {
	bar := progress.New(progress.WithWidth(width), progress.WithFillCharacters('#', '.'), progress.WithoutPercentage())
	return Line{bar: bar}
}

// Text returns the line for the fraction done (0..1) and a label,
// starting with a carriage return and ending with a clear to the end of
// the line, so that printing it replaces the line before.
func (p Line) Text(done float64, label string) string {
	done = min(max(done, 0), 1)
	return fmt.Sprintf("\r%s %3.0f%% %s\x1b[K", p.bar.ViewAs(done), 100*done, label)
}
