package server

import (
	"github.com/fetaix/fetaix/server/screentext"
	"regexp"
	"strings"
	"testing"
)

// sgr matches one SGR sequence (colours, bold, reverse …) and its
// parameters.
var sgr = regexp.MustCompile(`\x1b\[([0-9;:]*)m`)

// sgrParams returns the parameters of the output's SGR sequences that set
// something (a bare reset sets nothing).
func sgrParams(out string) []string {
	var ps []string
	for _, m := range sgr.FindAllStringSubmatch(out, -1) {
		if m[1] != "" && m[1] != "0" {
			ps = append(ps, m[1])
		}
	}
	return ps
}

// reverse matches the reverse-video parameter among SGR parameters
// joined by spaces.
var reverse = regexp.MustCompile(`(^|[; ])7([; ]|$)`)

// TestE2EColoursFromTheSessionsTerminal: a session's colours come from its
// client's terminal, not from the server's (it has none): 256 colours and
// reverse video for TERM=xterm-256color, true colour when the client sends
// COLORTERM=truecolor, and no SGR at all for NO_COLOR or TERM=dumb.
func TestE2EColoursFromTheSessionsTerminal(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	cases := []struct {
		name, term string
		env        []string
		want, not  string // parameters some SGR has, and none may have
		noSGR      bool
	}{
		{name: "256", term: "xterm-256color", want: "38;5;", not: "38;2;"},
		{name: "truecolor", term: "xterm-256color", env: []string{"COLORTERM=truecolor"}, want: "38;2;"},
		{name: "no_color", term: "xterm-256color", env: []string{"NO_COLOR=1"}, noSGR: true},
		{name: "dumb", term: "dumb", noSGR: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tm := openTermEnv(t, addr, "", "guest"+c.name, nil, "", 80, 24, c.term, c.env...)
			tm.waitText(0, "> 1  Play the computer")
			params := sgrParams(tm.raw(0))
			joined := strings.Join(params, " ")
			switch {
			case c.noSGR:
				if len(params) > 0 {
					t.Fatalf("TERM=%s %v got SGR sequences: %q", c.term, c.env, params)
				}
				return
			default:
				if !strings.Contains(joined, c.want) {
					t.Fatalf("TERM=%s %v: no SGR with %q; SGR seen: %q", c.term, c.env, c.want, params)
				}
				if c.not != "" && strings.Contains(joined, c.not) {
					t.Fatalf("TERM=%s %v: SGR with %q; SGR seen: %q", c.term, c.env, c.not, params)
				}
			}
			// the selected row is drawn in reverse video (7) where SGR is allowed
			if !reverse.MatchString(joined) {
				t.Fatalf("no reverse video for the selected row; SGR seen: %q", params)
			}
		})
	}
}

// TestE2ESelectionMarkedWithoutColour: on a terminal that shows no style
// at all (TERM=dumb), the row picked on every lobby screen — the menu, the
// create-room form, the players-and-games menu, the account menu and the
// list of games to watch — carries a ">" of its own.
func TestE2ESelectionMarkedWithoutColour(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	_, _, code := twoInARoom(t, addr, 100, 34)

	ann := openTermEnv(t, addr, "", "ann", newKey(t), "", 100, 34, "dumb")
	onScreen(t, ann, 0, "> 1  Play the computer")
	steps := []struct{ keys, want string }{
		{"\x1b[B", "> p  Puzzles"},
		{"\x1b[B", "> " + screentext.LearnKey + "  " + screentext.LabelLearn},
		{"\x1b[B", "> 2  Create a room"},
		{"\r", "> Your colour"},
		{"\x1b[B", "> Clock"},
		{"\x1b", "> 2  Create a room"},
		{"6", "> 1  Leaderboard"},
		{"\x1b[B", "> 2  Your profile"},
		{"\x1b", lobbyText},
		{accountKey, "> 1  Change your name"},
		{"\x1b", lobbyText},
		{"5", "> " + code + "  "},
	}
	for _, s := range steps {
		typeAndSee(t, ann, s.keys, s.want)
	}
	if ps := sgrParams(ann.raw(0)); len(ps) > 0 {
		t.Fatalf("TERM=dumb got SGR sequences: %q", ps)
	}
}

// TestE2ESharedThemesKeepEachSessionsColours: the sessions drawing a game
// share its theme's styles, one set per colour setting and background,
// and each still draws in its own: in one room, a 256-colour player, a
// true-colour player whose terminal answers a light background and a
// true-colour spectator on a dark one each see the board's white pieces
// in their colours, before and after a move redraws every screen.
func TestE2ESharedThemesKeepEachSessionsColours(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	const (
		darkWhite  = "38;2;255;215;135" // #FFD787, the white pieces on a dark background
		lightWhite = "38;2;135;95;0"    // #875F00, on a light one
	)
	alice := openTermEnv(t, addr, "", "alice", newKey(t), "", 100, 34, "xterm-256color")
	alice.waitText(0, lobbyText)
	code := createRoom(t, alice, "\x1b[C") // White
	mk := alice.mark()
	bob := openTermEnv(t, addr, "", "bob", newKey(t), "join "+code, 100, 34, "xterm-256color", "COLORTERM=truecolor")
	bob.waitText(0, "you play black")
	alice.waitText(mk, "bob joined")
	carol := openTermEnv(t, addr, "", "carol", newKey(t), "watch "+code, 100, 34, "xterm-256color", "COLORTERM=truecolor")
	carol.waitRaw(0, darkWhite)

	mk = bob.mark()
	bob.send("\x1b]11;rgb:ffff/ffff/ffff\x07") // the terminal's answer: a light background
	bob.waitRaw(mk, lightWhite)

	g, _ := roomGame(t, srv.hub, code)
	m := g.LegalMoves()[0]
	marks := []int{alice.mark(), bob.mark(), carol.mark()}
	alice.send(moveKeys(m))
	for i, tm := range []*term{alice, bob, carol} {
		tm.waitText(marks[i], "played "+m.String())
	}
	bob.waitRaw(marks[1], lightWhite)
	if raw := alice.raw(0); strings.Contains(raw, "38;2;") || !strings.Contains(raw, "38;5;") {
		t.Errorf("the 256-colour player's screen is not in 256 colours: %q", sgrParams(raw))
	}
	if raw := carol.raw(0); strings.Contains(raw, lightWhite) {
		t.Errorf("the dark spectator's screen has the light background's colours: %q", sgrParams(raw))
	}
	if raw := bob.raw(marks[1]); strings.Contains(raw, darkWhite) {
		t.Errorf("the light player's screen has the dark background's colours after the move: %q", sgrParams(raw))
	}
}
