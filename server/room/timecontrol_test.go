package room

import (
	"strings"
	"testing"
	"time"
)

func TestParseTimeControl(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]TimeControl{"20+15": {20, 15, 0}, " 7 ": {7, 0, 0}, "1440+3600": {1440, 3600, 0}} {
		if got, err := ParseTimeControl(in); err != nil || got != want {
			t.Errorf("ParseTimeControl(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "0+5", "1441", "5+3601", "5+-1", "x+2", "5+3+1"} {
		if _, err := ParseTimeControl(in); err == nil {
			t.Errorf("ParseTimeControl(%q) accepted", in)
		}
	}
}

// TestTimeControlPresets: the form offers the live presets, then one per
// correspondence days, each valid and described.
func TestTimeControlPresets(t *testing.T) {
	t.Parallel()
	days := 0
	for _, tc := range TimeControls {
		o := tc.Options(DefaultOptions())
		if err := o.Validate(); err != nil {
			t.Errorf("preset %+v: %v", tc, err)
		}
		if tc.Days > 0 {
			days++
			if o.DaysPerMove != tc.Days || o.Clock != 0 || !strings.HasPrefix(tc.Describe(), o.ClockText()+" · correspondence") {
				t.Errorf("preset %+v: options %+v, described %q", tc, o, tc.Describe())
			}
		}
	}
	if days != len(CorrespondenceDays) || TimeControls[0].Describe() != "untimed" {
		t.Errorf("%d correspondence presets of %d; first %q", days, len(TimeControls), TimeControls[0].Describe())
	}
	if got := (TimeControl{Minutes: 3, Seconds: 2}).Describe(); got != "3+2 · 3 min + 2 s a move" {
		t.Errorf("3+2 described %q", got)
	}
	if o := (TimeControl{Minutes: 3, Seconds: 2}).Options(Options{}); o.Clock != 3*time.Minute || o.Increment != 2*time.Second {
		t.Errorf("3+2's options %+v", o)
	}
}
