package room

import (
	"strings"
	"testing"
	"time"
)

// TestParseTerms: each word sets its option, in any order; what is left
// out is casual, no clock, random; a word not understood, an option given
// twice, or a clock out of bounds is refused with the word.
func TestParseTerms(t *testing.T) {
	o, err := ParseTerms(strings.Fields("5+3 RATED black"))
	if err != nil || !o.Rated || o.Clock != 5*time.Minute || o.Increment != 3*time.Second || o.Color != ChooseBlack {
		t.Fatalf("5+3 rated black = %+v, %v", o, err)
	}
	if o.ClockWord() != "5+3" {
		t.Errorf("ClockWord %q", o.ClockWord())
	}
	o, err = ParseTerms(nil)
	if err != nil || o.Rated || o.Clock != 0 || o.Color != ChooseRandom || o.ClockWord() != "none" {
		t.Fatalf("no words = %+v, %v", o, err)
	}
	if o, err := ParseTerms([]string{"0.5+0"}); err != nil || o.Clock != 30*time.Second {
		t.Errorf("0.5+0 = %+v, %v", o, err)
	}
	if o, err := ParseTerms(strings.Fields("rated 3d")); err != nil || o.DaysPerMove != 3 || o.Clock != 0 || o.ClockWord() != "3d" {
		t.Errorf("rated 3d = %+v, %v (ClockWord %q)", o, err, o.ClockWord())
	}
	for in, want := range map[string]string{
		"3d 5+3":       "given twice",
		"xd":           "a number of days",
		"0d":           "a number of days",
		"4d":           "4",
		"rated casual": "given twice",
		"5+3 none":     "given twice",
		"blitz":        `"blitz": want rated or casual`,
		"5+x":          `"5+x"`,
		"-5+3":         `"-5+3"`,
		"0+3":          "needs some minutes",
		"2000+0":       `"2000+0"`,
		"5+7200":       `"5+7200"`,
	} {
		if _, err := ParseTerms(strings.Fields(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseTerms(%q) = %v, want an error with %q", in, err, want)
		}
	}
}
