package room

import (
	"testing"
	"time"
)

func TestDurationTextAsPeopleWriteIt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{5 * time.Minute, "5 min"},
		{30 * time.Second, "30 s"},
		{1500 * time.Millisecond, "2 s"},
		{90 * time.Minute, "1 h 30 min"},
		{125 * time.Second, "2 min 5 s"},
		{24 * time.Hour, "24 h"},
		{0, "0 s"},
	} {
		if got := DurationText(c.d); got != c.want {
			t.Errorf("durationText(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}
