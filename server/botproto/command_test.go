package botproto

import (
	"strings"
	"testing"
	"time"
)

// TestParseCommands: each command with its arguments; chat's text is the
// rest of the line; seek and challenge read their terms.
func TestParseCommands(t *testing.T) {
	for line, want := range map[string]string{
		"accept AB12CD":               "accept [AB12CD]",
		"move WXYZ c2-c3":             "move [WXYZ c2-c3]",
		"draw WXYZ offer":             "draw [WXYZ offer]",
		"takeback WXYZ decline":       "takeback [WXYZ decline]",
		"chat WXYZ good game, ok":     "chat [WXYZ good game, ok]",
		"seek rated 5+3":              "seek [rated 5+3]",
		"challenge bob casual none\r": "challenge [bob casual none]",
		"quit":                        "quit []",
	} {
		c, err := Parse(line)
		if err != nil {
			t.Errorf("Parse(%q): %v", line, err)
			continue
		}
		if got := c.Name + " [" + strings.Join(c.Args, " ") + "]"; got != want {
			t.Errorf("Parse(%q) = %s, want %s", line, got, want)
		}
	}
	c, _ := Parse("seek rated 5+3")
	if !c.Opts.Rated || c.Opts.Clock != 5*time.Minute || c.Opts.Increment != 3*time.Second {
		t.Errorf("seek rated 5+3: %+v", c.Opts)
	}
}

// TestParseErrors: each bad line gets its own error text.
func TestParseErrors(t *testing.T) {
	for line, want := range map[string]string{
		"":                            "empty line",
		"   ":                         "empty line",
		"hello":                       `unknown command "hello"`,
		"MOVE WXYZ c2-c3":             `unknown command "MOVE"`,
		"accept":                      "accept: usage: accept ID",
		"accept A B":                  "accept: usage: accept ID",
		"move WXYZ":                   "move: usage: move GAMEID MOVE",
		"draw WXYZ maybe":             "draw: usage: draw GAMEID offer|accept|decline",
		"takeback WXYZ offer":         "takeback: usage: takeback GAMEID accept|decline",
		"resign":                      "resign: usage: resign GAMEID",
		"chat WXYZ":                   "chat: usage: chat GAMEID TEXT",
		"chat WXYZ    ":               "chat: usage: chat GAMEID TEXT",
		"seek 5+3 rated":              "seek: usage: seek rated|casual M+I|none",
		"seek rated fast":             `seek: "fast": want rated or casual`,
		"seek rated 0+5":              "seek: \"0+5\": a clock needs some minutes",
		"challenge bob rated":         "challenge: usage: challenge NAME rated|casual M+I|none",
		"challenge bob rated 99999+0": `challenge: "99999+0"`,
		"quit now":                    "quit: usage: quit",
	} {
		_, err := Parse(line)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("Parse(%q) = %v, want an error starting %q", line, err, want)
		}
	}
}
