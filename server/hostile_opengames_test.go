package server

import (
	"fmt"
	"testing"
	"time"

	"github.com/fetaix/fetaix/internal/testkit/longtest"
	"github.com/fetaix/fetaix/server/room"
)

// The open-games list flooded by hostile clients (room/seeks.go).

// TestHostileOpenGamesFloodLeavesAnHonestGameInView: 8 addresses open
// open games with 20 keys each, as fast as the hub takes them; then an
// honest player opens one. The bounds per address and per player hold the
// flood, and the honest game is on the first screen of a viewer's list at
// 80×24, over SSH. It prints the figures.
func TestHostileOpenGamesFloodLeavesAnHonestGameInView(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	opts := room.DefaultOptions()
	opts.Open = true
	start := time.Now()
	opened := 0
	for a := range 8 {
		for k := range 20 {
			name := fmt.Sprintf("flood%d-%d", a, k)
			p := room.Player{Name: name, Key: "SHA256:" + name, Addr: fmt.Sprintf("198.51.100.%d", a+1)}
			if _, err := srv.hub.Create(p, opts); err == nil {
				opened++
			}
		}
	}
	elapsed := time.Since(start)
	viewer := openTermFrom(t, addr, "127.0.0.3", "viewer", newKey(t), "", 80, 24)
	enterLobby(t, viewer)
	honest := openTermFrom(t, addr, otherAddr, "honest", newKey(t), "", 80, 24)
	enterLobby(t, honest)
	code := createRoom(t, honest, openFormKeys)
	place := 0
	for i, r := range srv.hub.OpenGames(room.Player{Name: "viewer", Key: "SHA256:viewer", Addr: "127.0.0.3"}) {
		if r.Code == code {
			place = i + 1
		}
	}
	t.Logf("8 addresses opened %d open games in %v; the honest game is #%d of the viewer's list", opened, elapsed.Round(time.Millisecond), place)
	if most := 8 * DefaultMaxOpenGamesPerAddr; opened > most {
		t.Errorf("8 addresses opened %d open games, want at most %d", opened, most)
	}
	mk := viewer.mark()
	viewer.send(openGamesKey)
	viewer.waitText(mk, "Open games")
	waitScreen(t, newShownScreen(viewer, 80, 24), mk, code+"  honest")
}

// The open-games flood over SSH: openFloodAddrs addresses (the issue's
// 8), each with openFloodKeys keys (times -hostile-scale), each key
// trying openFloodTries open games, each from a session of its own that
// waits in its room.
const (
	openFloodAddrs = 8
	openFloodKeys  = 3
	openFloodTries = 3
)

// TestHostileOpenGamesFloodOverSSH is the flood of
// TestHostileOpenGamesFloodLeavesAnHonestGameInView made by real SSH
// clients from 8 addresses (127.0.0.10-17), past both bounds: each key of each address opens open games
// from the lobby's form until the server refuses, with the refusal on
// the form; then an honest player opens one from another address, and a
// viewer's 80×24 list of open games shows it on its first screen. It
// prints the figures.
func TestHostileOpenGamesFloodOverSSH(t *testing.T) {
	t.Parallel()
	longtest.Skip(t, "72 SSH sessions one after another; TestHostileOpenGamesFloodLeavesAnHonestGameInView is its in-process twin")
	srv, addr, _ := startServer(t, nil)
	// what the form says when a bound refuses an open game (room/openbound.go)
	const byPlayer, byAddr = "open games: you have", "wait from your address"
	start := time.Now()
	opened, refused := 0, map[string]int{}
	for a := range openFloodAddrs {
		from := fmt.Sprintf("127.0.0.%d", 10+a)
		for k := range openFloodKeys * *hostileScale {
			name, key := fmt.Sprintf("flood%d-%d", a, k), newKey(t)
			for range openFloodTries {
				tm := openTermFrom(t, addr, from, name, key, "", 80, 24)
				enterLobby(t, tm)
				mk := tm.mark()
				tm.typeKeys("2")
				tm.waitText(mk, "Create a room")
				mk = tm.mark()
				tm.typeKeys(openFormKeys + "\r")
				switch why := tm.waitAny(mk, "Waiting for an opponent", byPlayer, byAddr); why {
				case byPlayer, byAddr:
					refused[why]++
					tm.close()
				default:
					opened++ // the session waits in its room: the game stays open
				}
			}
		}
	}
	elapsed := time.Since(start)
	viewer := openTermFrom(t, addr, "127.0.0.3", "viewer", newKey(t), "", 80, 24)
	enterLobby(t, viewer)
	honest := openTermFrom(t, addr, otherAddr, "honest", newKey(t), "", 80, 24)
	enterLobby(t, honest)
	code := createRoom(t, honest, openFormKeys)
	place := 0
	for i, r := range srv.hub.OpenGames(room.Player{Name: "viewer", Addr: "127.0.0.3"}) {
		if r.Code == code {
			place = i + 1
		}
	}
	tries := openFloodAddrs * openFloodKeys * *hostileScale * openFloodTries
	t.Logf("over SSH, %d addresses tried %d open games in %v: %d opened, %d refused by the bound per player and %d per address; the honest game is #%d of the viewer's list",
		openFloodAddrs, tries, elapsed.Round(time.Millisecond), opened, refused[byPlayer], refused[byAddr], place)
	if most := openFloodAddrs * DefaultMaxOpenGamesPerAddr; opened > most {
		t.Errorf("%d addresses opened %d open games, want at most %d", openFloodAddrs, opened, most)
	}
	if refused[byPlayer] == 0 || refused[byAddr] == 0 {
		t.Errorf("refused %d by the bound per player and %d per address, want both", refused[byPlayer], refused[byAddr])
	}
	mk := viewer.mark()
	viewer.typeKeys(openGamesKey)
	viewer.waitText(mk, "Open games")
	waitScreen(t, newShownScreen(viewer, 80, 24), mk, code+"  honest")
}
