package progress

import (
	"strings"
	"testing"
)

// A progress line redraws itself: it starts with a carriage return, ends
// by clearing the rest of the line, and its bar fills with the fraction.
func TestProgressLine(t *testing.T) {
	p := NewLine(10)
	half := p.Text(0.5, "5/10 classes")
	if !strings.HasPrefix(half, "\r") || !strings.HasSuffix(half, "\x1b[K") || !strings.Contains(half, " 50% 5/10 classes") {
		t.Fatalf("line %q", half)
	}
	if n := strings.Count(half, "#"); n != 5 {
		t.Errorf("half done: %d of 10 cells filled: %q", n, half)
	}
	if n := strings.Count(p.Text(2, ""), "#"); n != 10 {
		t.Errorf("past the end: %d of 10 cells filled", n)
	}
}
