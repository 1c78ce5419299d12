package game

import (
	"strings"
	"testing"
)

// Rule text: round trip over every option combination, and an error that
// names the option for each kind of bad input.

func TestRulesRoundTrip(t *testing.T) {
	if got := DefaultRules().String(); got != "" {
		t.Errorf("DefaultRules().String() = %q, want \"\"", got)
	}
	for _, base := range allRuleCombos() {
		for _, draws := range [][2]int{{3, 50}, {0, 0}, {2, 1}, {100, 10000}, {7, 120}} {
			r := base
			r.Repetition, r.NoProgress = draws[0], draws[1]
			text := r.String()
			got, err := ParseRules(text)
			if err != nil {
				t.Errorf("ParseRules(%q) of %+v: %v", text, r, err)
				continue
			}
			if got != r {
				t.Errorf("ParseRules(%q) = %+v, want %+v", text, got, r)
			}
			if got.String() != text {
				t.Errorf("%+v prints %q, then %q", r, text, got.String())
			}
		}
	}
}

func TestRulesParseForms(t *testing.T) {
	all := Rules{MenCaptureBackward: true, Majority: true, Removal: RemoveAtEnd, Promotion: PromoteContinue}
	tests := []struct {
		text string
		want Rules
	}{
		{"", DefaultRules()},
		{"   ", DefaultRules()},
		{"men-capture-backward,majority,removal=end,promotion=continue,repetition=0,no-progress=0", all},
		{" promotion = continue , removal=end,majority, men-capture-backward,repetition=0,no-progress=0", all},
	}
	for _, tc := range tests {
		got, err := ParseRules(tc.text)
		if err != nil || got != tc.want {
			t.Errorf("ParseRules(%q) = %+v, %v; want %+v", tc.text, got, err, tc.want)
		}
	}
}

// TestRulesSpelledOut: rule text may spell out every option, as a saved
// game's Rules tag does, and the options on or off by name in any of the
// forms on/off, yes/no, true/false, 1/0.
func TestRulesSpelledOut(t *testing.T) {
	all := Rules{MenCaptureBackward: true, Majority: true, Removal: RemoveAtEnd, Promotion: PromoteContinue}
	for _, tc := range []struct {
		text string
		want Rules
	}{
		{" promotion = continue , removal=end,majority=on, men-capture-backward=yes,repetition=0,no-progress=0", all},
		{"majority=off,removal=immediate,promotion=end,repetition=3,no-progress=50", DefaultRules()},
		{"majority=true,men-capture-backward=1", Rules{Majority: true, MenCaptureBackward: true, Repetition: 3, NoProgress: 50}},
		{"majority=No,men-capture-backward=FALSE,removal=end", Rules{Removal: RemoveAtEnd, Repetition: 3, NoProgress: 50}},
	} {
		got, err := ParseRules(tc.text)
		if err != nil || got != tc.want {
			t.Errorf("ParseRules(%q) = %+v, %v; want %+v", tc.text, got, err, tc.want)
		}
	}
	for _, text := range []string{"majority=maybe", "men-capture-backward=", "majority=on,majority"} {
		if _, err := ParseRules(text); err == nil || !strings.Contains(err.Error(), "majority") && !strings.Contains(err.Error(), "men-capture-backward") {
			t.Errorf("ParseRules(%q): %v, want an error naming the option", text, err)
		}
	}
}

func TestRulesErrorsNameTheOption(t *testing.T) {
	tests := []struct{ text, mention string }{
		{"capture-backward", "capture-backward"},
		{"majority,flying-men", "flying-men"},
		{"majority=maybe", "majority"},
		{"men-capture-backward=2", "men-capture-backward"},
		{"removal", "removal"},
		{"removal=later", "removal"},
		{"promotion=", "promotion"},
		{"promotion=king", "promotion"},
		{"repetition=1", "repetition"},
		{"repetition=101", "repetition"},
		{"repetition=three", "repetition"},
		{"repetition", "repetition"},
		{"no-progress=-5", "no-progress"},
		{"no-progress=10001", "no-progress"},
		{"no-progress=x", "no-progress"},
		{"majority,majority", "majority"},
		{"removal=end,removal=immediate", "removal"},
		{"majority,,removal=end", "empty option"},
		{"majority,", "empty option"},
	}
	for _, tc := range tests {
		_, err := ParseRules(tc.text)
		if err == nil {
			t.Errorf("ParseRules(%q) accepted bad text", tc.text)
			continue
		}
		if !strings.Contains(err.Error(), tc.mention) {
			t.Errorf("ParseRules(%q): error %q does not mention %q", tc.text, err, tc.mention)
		}
	}
}

// TestRuleOptionsDocumented: every option of the rule text has help, in the
// order String prints them.
func TestRuleOptionsDocumented(t *testing.T) {
	r := Rules{MenCaptureBackward: true, Majority: true, Removal: RemoveAtEnd, Promotion: PromoteStop, Repetition: 0, NoProgress: 0}
	parts := strings.Split(r.String(), ",")
	if len(parts) != len(RuleOptions) {
		t.Fatalf("%q has %d options, RuleOptions %d", r.String(), len(parts), len(RuleOptions))
	}
	for i, o := range RuleOptions {
		if name, _, _ := strings.Cut(parts[i], "="); name != o.Name {
			t.Errorf("option %d prints as %q, RuleOptions says %q", i, name, o.Name)
		}
		if o.Help == "" || o.Default == "" {
			t.Errorf("option %q lacks help or default", o.Name)
		}
	}
}

// TestRulesStringOutOfRange: rules built in code with an option value
// outside its choices print the value (and the text is refused on reading)
// instead of panicking.
func TestRulesStringOutOfRange(t *testing.T) {
	r := DefaultRules()
	r.Removal, r.Promotion = 7, -1
	got := r.String()
	if want := "removal=Removal(7),promotion=Promotion(-1)"; got != want {
		t.Fatalf("String() = %q, want %q", got, want)
	}
	if _, err := ParseRules(got); err == nil {
		t.Fatalf("ParseRules(%q) accepted out-of-range options", got)
	}
	if s := RemoveAtEnd.String() + "," + PromoteContinue.String(); s != "end,continue" {
		t.Fatalf("option names %q, want end,continue", s)
	}
}
