package server

import (
	"database/sql"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/room"
)

// openFormKeys are the create-room form's keys that make a room open: down
// to the Open field, then change it.
var openFormKeys = strings.Repeat("\x1b[B", fieldOpen) + "\x1b[C"

// openGamesKey is the lobby shortcut of the open games, for a key holder.
var openGamesKey = lobbyMenu(false, "").keyOf(labelOpenGames)

// quickKey is the lobby shortcut of quick match.
var quickKey = lobbyMenu(false, "").keyOf(labelQuick)

// TestE2EOpenGameListedLiveAndJoinedWithOneKey: bob and carol look at the
// open games, empty; alice opens an open room and it appears on their
// screens without a key pressed, with her name, rating, clock, rules and
// whether it is rated; bob takes it with enter and plays alice; the room
// leaves carol's list as it fills. A room not made open is never listed.
func TestE2EOpenGameListedLiveAndJoinedWithOneKey(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	alice := openTerm(t, addr, "alice", newKey(t), "", 80, 24)
	alice.waitText(0, lobbyText)
	var lookers []*term
	for _, name := range []string{"bob", "carol"} {
		tm := openTerm(t, addr, name, newKey(t), "", 80, 24)
		tm.waitText(0, lobbyText)
		mk := tm.mark()
		tm.send(openGamesKey)
		tm.waitText(mk, "no open game right now")
		lookers = append(lookers, tm)
	}
	bob, carol := lookers[0], lookers[1]

	private := createRoom(t, alice, "") // private: it must never be listed
	mkB, mkC := bob.mark(), carol.mark()
	mk := alice.mark()
	alice.send("q")
	alice.waitText(mk, lobbyText)
	code := createRoom(t, alice, openFormKeys)
	if code == private {
		t.Fatalf("two rooms with code %s", code)
	}
	row := code + "  alice (unrated) · no clock · rated · rules: defaults"
	bob.waitText(mkB, row)
	carol.waitText(mkC, row)
	for _, tm := range lookers {
		if strings.Contains(tm.text(0), private) {
			t.Fatalf("the private room %s is listed:\n%s", private, tm.text(0))
		}
	}

	mkA, mkC := alice.mark(), carol.mark()
	bob.send("\r")
	bob.waitText(0, "you play")
	alice.waitText(mkA, "bob joined")
	carol.waitText(mkC, "no open game right now")
}

// TestE2EQuickMatchShowsWaitingAndWidensRange: the lobby shows how many
// wait in quick match, live; alice (1500) and bob (1900) are 400 points
// apart, beyond the first range (±100), so both wait; once the range has
// widened by the wait (+50 each 5 s: 400 after 30 s, on the hub's clock
// that the test moves) bob is paired with alice, at quick match's 5+3.
func TestE2EQuickMatchShowsWaitingAndWidensRange(t *testing.T) {
	t.Parallel()
	// The hub's seek clock stands still but when the test moves it; asked
	// counts its readings.
	var ahead, asked atomic.Int64
	start := time.Now()
	srv, addr, _ := startServerHooked(t, nil, func(s *Server) {
		s.hub.SeekClock = func() time.Time {
			asked.Add(1)
			return start.Add(time.Duration(ahead.Load()))
		}
	})
	aliceKey, bobKey := newKey(t), newKey(t)
	alice := openTerm(t, addr, "alice", aliceKey, "", 80, 24)
	bob := openTerm(t, addr, "bob", bobKey, "", 80, 24)
	alice.waitText(0, lobbyText)
	bob.waitText(0, lobbyText)
	bob.waitText(0, "Quick match (5+3, 0 waiting)")
	setRating(t, srv, bobKey, 1900)

	mk := bob.mark()
	alice.send(quickKey)
	alice.waitText(0, "Waiting for an opponent")
	bob.waitText(mk, "Quick match (5+3, 1 waiting)")

	mk = bob.mark()
	bob.send(quickKey)
	bob.waitText(mk, "Waiting for an opponent") // not paired at once, at ±100
	if n := srv.hub.CountQuickWaiting(); n != 2 {
		t.Fatalf("%d waiting in quick match, want alice and bob apart", n)
	}
	// Each waiting player looks again each second (asking the clock):
	// at ±350 they are still apart.
	ahead.Store(int64(6*room.QuickWidenEvery - time.Nanosecond))
	from := asked.Load()
	// (two readings a look: the look, and the waiting page's house bot)
	waitUntil(t, "the waiting players to look again", func() bool { return asked.Load() >= from+8 })
	if n := srv.hub.CountQuickWaiting(); n != 2 {
		t.Fatalf("%d waiting in quick match at ±350, want 2", n)
	}
	mkA, mkB := alice.mark(), bob.mark()
	ahead.Store(int64(6 * room.QuickWidenEvery)) // 400
	alice.waitText(mkA, "bob joined")
	bob.waitText(mkB, "you play")
	if n := srv.hub.CountQuickWaiting(); n != 0 {
		t.Fatalf("%d waiting in quick match after the pairing, want 0", n)
	}
	rooms := srv.hub.Rooms()
	if len(rooms) != 1 || rooms[0].Clock != "5+3" || !rooms[0].Started {
		t.Fatalf("rooms after the pairing: %+v, want one game at 5+3", rooms)
	}
}

// TestE2EOpenGamesShowRatingsAsRatings: the open games show a creator's
// rating as the profile and the room header do — the rating for an
// established one, with a "?" while provisional, "unrated" for a key with
// no rated game in the class, "guest" for a guest — never a newcomer's
// 1500 as if it were one.
func TestE2EOpenGamesShowRatingsAsRatings(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	looker := openTerm(t, addr, "erin", newKey(t), "", 120, 40)
	looker.waitText(0, lobbyText)
	mk := looker.mark()
	looker.send(openGamesKey)
	looker.waitText(mk, "no open game right now")
	for _, c := range []struct {
		name  string
		key   gossh.Signer
		r, rd float64 // 0: no rating
		want  string
	}{
		{"alice", newKey(t), 0, 0, "alice (unrated) · no clock · rated"},
		{"bob", newKey(t), 1912.4, 60, "bob (1912) · no clock · rated"},
		{"carol", newKey(t), 1620, 200, "carol (1620?) · no clock · rated"},
		{"dave", nil, 0, 0, "dave (guest) · no clock · casual"},
	} {
		tm := openTerm(t, addr, c.name, c.key, "", 120, 40)
		tm.waitText(0, lobbyText)
		if c.r > 0 {
			setRatingIn(t, srv, c.key, rating.Untimed, c.r, c.rd)
		}
		mk := looker.mark()
		createRoom(t, tm, openFormKeys)
		looker.waitText(mk, c.want)
	}
}

// setRating gives the player of key an established rating of r with a
// clock, written in the server's database as the store keeps it.
func setRating(t *testing.T, srv *Server, key gossh.Signer, r float64) {
	t.Helper()
	setRatingIn(t, srv, key, rating.Clock, r, 60)
}

// setRatingIn gives the player of key a rating of r with deviation rd in
// class, written in the server's database as the store keeps it.
func setRatingIn(t *testing.T, srv *Server, key gossh.Signer, class rating.Class, r, rd float64) {
	t.Helper()
	p, err := srv.store.PlayerByKey(t.Context(), gossh.FingerprintSHA256(key.PublicKey()))
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", "file:"+srv.cfg.DB+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`INSERT INTO ratings (player_id, class, r, rd, vol, games, wins, draws, losses, last_game)
		VALUES (?, ?, ?, ?, 0.06, 20, 20, 0, 0, ?)`, p.ID, class.String(), r, rd, time.Now().Unix()); err != nil {
		t.Fatal(err)
	}
}
