package ui

import (
	"fmt"

	"charm.land/bubbles/v2/progress"
)

// ProgressLine draws one line of a long command's progress on a terminal:
// a bar (bubbles' progress, in plain ASCII so that any terminal shows it)
// and a label. Each Line is meant to overwrite the one before.
type ProgressLine struct {
	bar progress.Model
}

// NewProgressLine returns a progress line with a bar of width cells.
func NewProgressLine(width int) ProgressLine {
	bar := progress.New(progress.WithWidth(width), progress.WithFillCharacters('#', '.'), progress.WithoutPercentage())
	return ProgressLine{bar: bar}
}

// Line returns the line for the fraction done (0..1) and a label,
// starting with a carriage return and ending with a clear to the end of
// the line, so that printing it replaces the line before.
func (p ProgressLine) Line(done float64, label string) string {
	done = min(max(done, 0), 1)
	return fmt.Sprintf("\r%s %3.0f%% %s\x1b[K", p.bar.ViewAs(done), 100*done, label)
}
