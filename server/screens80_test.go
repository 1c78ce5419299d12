package server

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"
)

// screenW and screenH are the terminal every SSH screen must fit whole.
const screenW, screenH = 80, 24

// screenStep is a key sent and the text then awaited on the screen.
type screenStep struct{ keys, want string }

// screenAt opens a session of user at 80×24 (with a key of its own, or a
// guest) and walks it to a screen by its steps.
func screenAt(user string, withKey bool, steps ...screenStep) func(*testing.T, *Server, string) *term {
	return func(t *testing.T, _ *Server, addr string) *term {
		var key gossh.Signer
		if withKey {
			key = newKey(t)
		}
		tm := openTerm(t, addr, user, key, "", screenW, screenH)
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
// line here.
var screensAt80x24 = []struct {
	name string
	open func(*testing.T, *Server, string) *term
}{
	{"lobby, guest", screenAt("zed", false)},
	{"lobby, key holder", screenAt("alice", true)},
	{"create a room", screenAt("zed", false, screenStep{"2", "Create a room"})},
	{"waiting room", screenAt("zed", false, screenStep{"2", "Create a room"}, screenStep{"\r", "Waiting for an opponent"})},
	{"join a room", screenAt("zed", false, screenStep{"3", "Join a room"})},
	{"join refused", screenAt("zed", false, screenStep{"3", "Join a room"}, screenStep{"ZZZZ\r", "ZZZZ"})},
	{"watch a game", screenAt("zed", false, screenStep{"5", "Watch a game"})},
	{"players and games", screenAt("zed", false, screenStep{"6", "Leaderboard"})},
	{"leaderboard", screenAt("zed", false, screenStep{"6", "Leaderboard"}, screenStep{"1", "Players and games · "})},
	{"recent games", screenAt("zed", false, screenStep{"6", "Leaderboard"}, screenStep{"4", "Recent games"})},
	{"quick match", screenAt("zed", false, screenStep{"4", "Quick match"})},
	{"play the computer", screenAt("zed", false, screenStep{"1", "Start the game"})},
	{"your profile", screenAt("alice", true, screenStep{"6", "Leaderboard"}, screenStep{"2", "Players and games · "})},
	{"a player's profile", screenAt("zed", false, screenStep{"6", "Leaderboard"}, screenStep{"3", "type the player's name"})},
	{"your name and keys", screenAt("alice", true, screenStep{"7", "Your name and keys"})},
	{"link code", screenAt("alice", true, screenStep{"7", "Your name and keys"}, screenStep{"2", "Your link code"})},
	{"link this key", screenAt("alice", true, screenStep{"7", "Your name and keys"}, screenStep{"3", "Link this key to a player"})},
	{"room, a game", func(t *testing.T, _ *Server, addr string) *term {
		_, bob, _ := twoInARoom(t, addr, screenW, screenH)
		return bob
	}},
	{"room, chat open", func(t *testing.T, _ *Server, addr string) *term {
		alice, _, _ := twoInARoom(t, addr, screenW, screenH)
		alice.send("C")
		alice.waitText(0, "say:")
		return alice
	}},
	{"room, the opponent disconnected", func(t *testing.T, srv *Server, addr string) *term {
		alice, bob, code := twoInARoom(t, addr, screenW, screenH)
		playOpeningKeys(t, srv, code, [2]*term{alice, bob})
		mk := alice.mark()
		bob.close()
		alice.waitText(mk, "seat kept")
		return alice
	}},
	{"room, watching", func(t *testing.T, _ *Server, addr string) *term {
		_, _, code := twoInARoom(t, addr, screenW, screenH)
		carol := openTerm(t, addr, "carol", nil, "watch "+code, screenW, screenH)
		carol.waitText(0, "you are watching")
		return carol
	}},
	{"lobby, a guest's seat kept", func(t *testing.T, srv *Server, addr string) *term {
		ann := openTerm(t, addr, "ann", nil, "", screenW, screenH)
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
// fills it was cut) or ends in "…" there.
func TestE2EScreensWholeAt80x24(t *testing.T) {
	for _, sc := range screensAt80x24 {
		t.Run(sc.name, func(t *testing.T) {
			srv, addr, _ := startServer(t, nil)
			tm := sc.open(t, srv, addr)
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
		})
	}
}

// cutRows returns the rows of screen that were cut at screenW columns.
func cutRows(screen string) []string {
	var cut []string
	for _, row := range strings.Split(screen, "\n") {
		row = strings.TrimRight(row, " ")
		if w := ansi.StringWidth(row); w >= screenW || (w >= screenW-1 && strings.HasSuffix(row, "…")) {
			cut = append(cut, row)
		}
	}
	return cut
}
