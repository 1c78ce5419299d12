package ui

import (
	"strings"
	"testing"
)

// TestRecovered: a panic in the function comes back as its text, with
// whatever the function did before it kept; a function that returns
// gives "".
func TestRecovered(t *testing.T) {
	ran := false
	if got := recovered(func() { ran = true }); got != "" || !ran {
		t.Errorf("a returning function: %q, ran %v", got, ran)
	}
	var buf []int
	got := recovered(func() {
		buf = append(buf, 1)
		_ = buf[:5][4] // slice bounds out of range
	})
	if !strings.Contains(got, "out of range") || len(buf) != 1 {
		t.Errorf("a panicking function: %q, buf %v", got, buf)
	}
}
