package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/ui"
)

// TestPlayFlagsRefused: every bad value is refused with a message naming
// the flag, before any screen opens (nothing is written to stdout).
func TestPlayFlagsRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--mode", "chess"}, "--mode"},
		{[]string{"--color", "green"}, "--color"},
		{[]string{"--level", "0"}, "--level"},
		{[]string{"--level", "7"}, "--level"},
		{[]string{"--theme", "neon"}, "--theme"},
		{[]string{"--rules", "majority,bogus"}, "--rules"},
		{[]string{"--position", "bbbbb/bbbbb w"}, "--position"},
		{[]string{"--level", "x"}, "invalid value"},
		{[]string{"play", "--mode", "x"}, "--mode"},
		{[]string{"--nope"}, "not defined"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(tc.args, strings.NewReader(""), &stdout, &stderr)
		// A flag syntax error prints the usage (to stdout, as every command
		// does); a bad value only its message.
		syntax := tc.want == "invalid value" || tc.want == "not defined"
		if code == 0 || !strings.Contains(stderr.String(), tc.want) || (stdout.Len() != 0) != syntax {
			t.Errorf("%v: exit %d, stderr %q, stdout %q", tc.args, code, stderr.String(), stdout.String())
		}
	}
}

// TestPlayOptions: good values become the model's options.
func TestPlayOptions(t *testing.T) {
	var out, errOut bytes.Buffer
	o, err := playOptions([]string{"--mode", "hotseat", "--color", "black", "--level", "5",
		"--rules", "majority,removal=end", "--position", "5/5/5/2b2/2w2 w", "--theme", "HIGH-CONTRAST", "--ascii"}, &out, &errOut)
	if err != nil {
		t.Fatal(err)
	}
	if o.Mode != ui.ModeHotseat || o.Color != game.Black || o.Level != 5 || !o.Rules.Majority ||
		o.Rules.Removal != game.RemoveAtEnd || o.Start.String() != "5/5/5/2b2/2w2 w 0 1" || o.Theme != "high-contrast" || !o.ASCII {
		t.Fatalf("options %+v", o)
	}
	o, err = playOptions(nil, &out, &errOut)
	if err != nil || o.Mode != ui.ModeAI || o.Color != game.White || o.Level != 2 || o.Theme != "default" {
		t.Fatalf("defaults %+v %v", o, err)
	}
}

// TestPlayHelp: -h prints the synopsis.
func TestPlayHelp(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"help", "play"}, strings.NewReader(""), &stdout, &stderr); code != 0 ||
		!strings.Contains(stdout.String(), "--mode") {
		t.Fatalf("exit %d: %s%s", code, stdout.String(), stderr.String())
	}
}
