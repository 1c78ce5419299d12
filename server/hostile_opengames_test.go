package server

import (
	"fmt"
	"testing"
	"time"
)

// The open-games list flooded by hostile clients (seeks.go).

// TestHostileOpenGamesFloodLeavesAnHonestGameInView: 8 addresses open
// open games with 20 keys each, as fast as the hub takes them; then an
// honest player opens one. The bounds per address and per player hold the
// flood, and the honest game is on the first screen of a viewer's list at
// 80×24, over SSH. It prints the figures.
func TestHostileOpenGamesFloodLeavesAnHonestGameInView(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	opts := DefaultRoomOptions()
	opts.Open = true
	start := time.Now()
	opened := 0
	for a := range 8 {
		for k := range 20 {
			name := fmt.Sprintf("flood%d-%d", a, k)
			p := Player{Name: name, Key: "SHA256:" + name, Addr: fmt.Sprintf("198.51.100.%d", a+1)}
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
	for i, r := range srv.hub.OpenGames(Player{Name: "viewer", Key: "SHA256:viewer", Addr: "127.0.0.3"}) {
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
