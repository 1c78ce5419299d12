package server

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
	"github.com/fetaix/fetaix/server/screentext"
	gossh "golang.org/x/crypto/ssh"
)

// screenW and screenH are the terminal every SSH screen must fit whole.
const screenW, screenH = 80, 24

// screenStep is a key sent and the text then awaited on the screen.
type screenStep struct{ keys, want string }

// screenOpener opens a session at w×h on a screen.
type screenOpener func(t *testing.T, srv *Server, addr string, w, h int) *term

// screenAt opens a session of user (with a key of its own, or a guest)
// and walks it to a screen by its steps.
func screenAt(user string, withKey bool, steps ...screenStep) screenOpener {
	return func(t *testing.T, _ *Server, addr string, w, h int) *term {
		var key gossh.Signer
		if withKey {
			key = newKey(t)
		}
		tm := openTerm(t, addr, user, key, "", w, h)
		tm.waitText(0, lobbyText)
		for _, s := range steps {
			mk := tm.mark()
			tm.send(s.keys)
			tm.waitText(mk, s.want)
		}
		return tm
	}
}

// screensAt80x24 are the SSH screens the test renders: a new screen is one
// line here. A page of the server's own (not the game's screen, which
// shows fewer keys when narrow) says at 80 columns every word it says
// at 200.
var screensAt80x24 = []struct {
	name string
	page bool
	open screenOpener
}{
	{"lobby, guest", true, screenAt("zed", false)},
	{"lobby, key holder", true, screenAt("alice", true)},
	{"create a room", true, screenAt("zed", false, screenStep{"2", "Create a room"})},
	{"create a room, its rules", true, screenAt("zed", false, screenStep{"2", "Create a room"}, screenStep{strings.Repeat("\x1b[B", fieldRules), "comma-separated"})},
	{"waiting room", true, screenAt("zed", false, screenStep{"2", "Create a room"}, screenStep{"\r", "Waiting for an opponent"})},
	{"join a room", true, screenAt("zed", false, screenStep{"3", "Join a room"})},
	{"join refused", true, screenAt("zed", false, screenStep{"3", "Join a room"}, screenStep{"ZZZZ\r", "ZZZZ"})},
	{"watch a game", true, screenAt("zed", false, screenStep{"5", "Watch a game"})},
	{"play a bot", true, screenAt("zed", false, screenStep{"b", "master (level 6)"})},
	{"players and games", true, screenAt("zed", false, screenStep{"6", "Leaderboard"})},
	{"leaderboard", true, screenAt("zed", false, screenStep{"6", "Leaderboard"}, screenStep{"1", "Players and games · "})},
	{"recent games", true, screenAt("zed", false, screenStep{"6", "Leaderboard"}, screenStep{"4", "Recent games"})},
	{"quick match", true, screenAt("zed", false, screenStep{"4", "Quick match"})},
	{"learn to play, a guest", false, screenAt("zed", false, screenStep{screentext.LearnKey, learnGuestNote})},
	{"play the computer", false, screenAt("zed", false, screenStep{"1", "Start the game"})},
	{"your profile", true, screenAt("alice", true, screenStep{"6", "Leaderboard"}, screenStep{"2", "Players and games · "})},
	{"a player's profile", true, screenAt("zed", false, screenStep{"6", "Leaderboard"}, screenStep{"3", "type the player's name"})},
	{"your name and keys", true, screenAt("alice", true, screenStep{"7", "Your name and keys"})},
	{"link code", true, screenAt("alice", true, screenStep{"7", "Your name and keys"}, screenStep{"2", "Your link code"})},
	{"link this key", true, screenAt("alice", true, screenStep{"7", "Your name and keys"}, screenStep{"3", "Link this key to a player"})},
	{"room, a game", false, func(t *testing.T, _ *Server, addr string, w, h int) *term {
		_, bob, _ := twoInARoom(t, addr, w, h)
		return bob
	}},
	{"room, chat open", false, func(t *testing.T, _ *Server, addr string, w, h int) *term {
		alice, _, _ := twoInARoom(t, addr, w, h)
		alice.send("C")
		alice.waitText(0, "say:")
		return alice
	}},
	{"room, the opponent disconnected", false, func(t *testing.T, srv *Server, addr string, w, h int) *term {
		alice, bob, code := twoInARoom(t, addr, w, h)
		playOpeningKeys(t, srv, code, [2]*term{alice, bob})
		mk := alice.mark()
		bob.close()
		alice.waitText(mk, "seat kept")
		return alice
	}},
	{"room, watching", false, func(t *testing.T, _ *Server, addr string, w, h int) *term {
		_, _, code := twoInARoom(t, addr, w, h)
		carol := openTerm(t, addr, "carol", nil, "watch "+code, w, h)
		carol.waitText(0, "you are watching")
		return carol
	}},
	{"lobby, a guest's seat kept", true, func(t *testing.T, srv *Server, addr string, w, h int) *term {
		ann := openTerm(t, addr, "ann", nil, "", w, h)
		ann.waitText(0, lobbyText)
		bob, code := joinedRoom(t, addr, ann, "", "bob", nil)
		playOpeningKeys(t, srv, code, [2]*term{ann, bob})
		mk := ann.mark()
		ann.send("q")
		ann.waitText(mk, "come back with")
		return ann
	}},
}

// TestE2EScreensWholeAt80x24: every SSH screen, drawn over a real SSH
// connection at 80×24 and read from a terminal emulator, has no line cut:
// none reaches the last column (the screens leave it free, so a line that
// fills it was cut) or ends in "…" there; and a page of the server's own
// loses no word it shows at 200 columns (a line cut at a space, or rows
// pushed off the bottom; every third page, all of them in the long
// checks).
func TestE2EScreensWholeAt80x24(t *testing.T) {
	t.Parallel()
	pages := 0
	for _, sc := range screensAt80x24 {
		// every screen is checked for cut lines; the words of every third
		// page (every page in the long checks, longtest) against 200 columns
		wordsToo := false
		if sc.page {
			wordsToo = pages%3 == 0 || longtest.Enabled()
			pages++
		}
		t.Run(sc.name, func(t *testing.T) {
			srv, addr, _ := startServer(t, nil)
			tm := sc.open(t, srv, addr, screenW, screenH)
			var cut []string
			deadline := time.Now().Add(waitTimeout)
			for { // the frame awaited may still be arriving
				cut = cutRows(tm.screenText(0))
				if len(cut) == 0 || time.Now().After(deadline) {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			if testing.Verbose() {
				t.Logf("the screen:\n%s", tm.screenText(0))
			}
			if len(cut) > 0 {
				t.Fatalf("cut at %d columns:\n%s\nthe screen:\n%s", screenW, strings.Join(cut, "\n"), tm.screenText(0))
			}
			if !wordsToo {
				return
			}
			srv, addr, _ = startServer(t, nil) // its own: the same names, no quick match between the two
			wide := sc.open(t, srv, addr, 200, screenH)
			var lost []string
			for { // what the wide screen says that the narrow one does not
				lost = lostWords(wide.screenText(0), tm.screenText(0))
				if len(lost) == 0 || time.Now().After(deadline) {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			if len(lost) > 0 {
				t.Fatalf("at %d×%d the screen loses %q; at 200 columns:\n%s\nat %d:\n%s", screenW, screenH, lost,
					wide.screenText(0), screenW, tm.screenText(0))
			}
		})
	}
}

// cutRows returns the rows of screen that were cut at screenW columns.
func cutRows(screen string) []string { return cutRowsAt(screen, screenW) }

// cutRowsAt returns the rows of screen that were cut at width columns.
func cutRowsAt(screen string, width int) []string {
	var cut []string
	for _, row := range strings.Split(screen, "\n") {
		row = strings.TrimRight(row, " ")
		if w := ansi.StringWidth(row); w >= width || (w >= width-1 && strings.HasSuffix(row, "…")) {
			cut = append(cut, row)
		}
	}
	return cut
}

// lostWords returns the words of wide (lower-case ones: not the codes a
// new session draws afresh, nor the colours drawn at random) missing from
// narrow.
func lostWords(wide, narrow string) []string {
	have := map[string]bool{}
	for _, w := range strings.Fields(narrow) {
		have[w] = true
	}
	var lost []string
	for _, w := range strings.Fields(wide) {
		drawn := w == "white" || w == "black"
		if !have[w] && !drawn && w == strings.ToLower(w) && strings.ContainsAny(w, "abcdefghijklmnopqrstuvwxyz") {
			lost = append(lost, w)
		}
	}
	return lost
}
