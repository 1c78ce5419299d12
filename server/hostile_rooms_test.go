package server

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// Tests of rooms and seats against players who do not play by the rules
// of the house: strangers, guessers, floods, and a disk that fails.

// waitUntil polls cond until it holds or waitTimeout passes.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(waitTimeout); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestE2ECreatorLeavingBeforeAJoinClosesTheRoom: a creator whose
// connection drops before anyone joined closes the room: no record, no
// seat kept, and the next connection with the same key lands in the lobby.
func TestE2ECreatorLeavingBeforeAJoinClosesTheRoom(t *testing.T) {
	srv, addr, _ := startServer(t, nil)
	key := newKey(t)
	alice := openTerm(t, addr, "alice", key, "", 100, 34)
	alice.waitText(0, lobbyText)
	code := createRoom(t, alice, "")
	alice.close()
	waitUntil(t, "the room is gone", func() bool { return len(srv.hub.Rooms()) == 0 })

	again := openTerm(t, addr, "alice", key, "", 100, 34)
	again.waitText(0, lobbyText)
	if txt := again.text(0); strings.Contains(txt, "resumed") || strings.Contains(txt, "Waiting for an opponent") {
		t.Fatalf("the creator was put back in the closed room:\n%s", txt)
	}
	bob := openTerm(t, addr, "bob", nil, "join "+code, 100, 34)
	bob.waitText(0, "no room with that code")
	if recs := readRecords(t, srv.hub); len(recs) != 0 {
		t.Fatalf("%d records of a game nobody played", len(recs))
	}
}

// TestE2EWatchListHidesWaitingRooms: the lobby's watch list shows games in
// progress, never the code of a room waiting for an invited player.
func TestE2EWatchListHidesWaitingRooms(t *testing.T) {
	_, addr, _ := startServer(t, nil)
	ann := openTerm(t, addr, "ann", nil, "", 100, 34)
	ann.waitText(0, lobbyText)
	waiting := createRoom(t, ann, "")
	cat := openTerm(t, addr, "cat", nil, "", 100, 34)
	cat.waitText(0, lobbyText)
	playing := createRoom(t, cat, "")
	openTerm(t, addr, "dan", nil, "join "+playing, 100, 34).waitText(0, "Room "+playing)

	w := openTerm(t, addr, "wat", nil, "", 100, 34)
	w.waitText(0, lobbyText)
	mk := w.mark()
	w.send("5")
	w.waitText(mk, playing+"  cat vs dan")
	if strings.Contains(w.text(mk), waiting) {
		t.Fatalf("the watch list shows the waiting room %s:\n%s", waiting, w.text(mk))
	}
}

// TestWatchListScrollsToFitTheScreen: a long watch list is a window around
// the selection that fits the screen.
func TestWatchListScrollsToFitTheScreen(t *testing.T) {
	a := testApp(t, time.Minute)
	a.height = 20
	l := a.lobby
	l.page = pageWatch
	for i := range 100 {
		l.rooms = append(l.rooms, RoomInfo{Code: fmt.Sprintf("G%03d", i), White: "w", Black: "b", Started: true})
	}
	l.pick = 60
	view := l.view()
	if n := strings.Count(view, "\n") + 1; n > a.height {
		t.Fatalf("the watch page has %d rows on a %d-row screen:\n%s", n, a.height, view)
	}
	if !strings.Contains(view, "G060") || strings.Contains(view, "G000") || strings.Contains(view, "G099") {
		t.Fatalf("the window does not follow the selection:\n%s", view)
	}
	if !strings.Contains(view, "more") {
		t.Fatalf("no sign of the rows above and below:\n%s", view)
	}
}
