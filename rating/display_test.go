package rating

import (
	"testing"
	"time"
)

// TestString: the rating and its deviation, and the rating alone (Short),
// each with a "?" exactly while provisional.
func TestString(t *testing.T) {
	for _, c := range []struct {
		r           Rating
		want, short string
	}{
		{Rating{1612.4, 48.2, 0.06}, "1612 ±48", "1612"},
		{New(), "1500? ±350", "1500?"},
		{Rating{1700, ProvisionalRD, 0.06}, "1700 ±110", "1700"},
		{Rating{1700, ProvisionalRD + 0.1, 0.06}, "1700? ±110", "1700?"},
	} {
		if got := c.r.String(); got != c.want {
			t.Errorf("%+v shows as %q, want %q", c.r, got, c.want)
		}
		if got := c.r.Short(); got != c.short {
			t.Errorf("%+v shows alone as %q, want %q", c.r, got, c.short)
		}
	}
}

func TestChange(t *testing.T) {
	for _, c := range []struct {
		before, after float64
		want          string
	}{
		{1500, 1512.4, "+12"}, {1500, 1492.6, "-7"}, {1500, 1500.3, "±0"},
	} {
		if got := Change(Rating{R: c.before}, Rating{R: c.after}); got != c.want {
			t.Errorf("Change(%v, %v) = %q, want %q", c.before, c.after, got, c.want)
		}
	}
}

func TestClasses(t *testing.T) {
	for _, c := range Classes {
		got, err := ParseClass(c.String())
		if err != nil || got != c {
			t.Errorf("ParseClass(%q) = %v, %v", c.String(), got, err)
		}
	}
	if _, err := ParseClass("blitz"); err == nil {
		t.Error("ParseClass(blitz) succeeded")
	}
	if ClassOf(0) != Untimed || ClassOf(5*time.Minute) != Clock {
		t.Error("ClassOf: no clock should be untimed, a clock Clock")
	}
	if len(Classes) != 3 || Classes[2] != Correspondence || Correspondence.String() != "correspondence" {
		t.Errorf("classes %v: want correspondence third", Classes)
	}
	for _, c := range []Class{-1, Class(len(Classes))} {
		if c.Valid() {
			t.Errorf("%v is valid", c)
		}
	}
	if !Correspondence.Valid() || Correspondence.Title() != "Correspondence" {
		t.Error("correspondence: not valid, or not titled")
	}
}
