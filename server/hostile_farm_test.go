package server

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// The rating farms of hostile clients: many throwaway keys losing to one
// winner (room/fairplay.go, store's established players).

// farmLosers is how many throwaway keys lose to the winner in
// TestHostileThrowawayKeysFarmNoRating; -hostile-scale=10 makes it the
// issue's 30.
const farmLosers = 3

// farmPlayer makes the store's player of a new key, as its first
// connection does, seen from addr.
func farmPlayer(t *testing.T, srv *Server, name, addr string) room.Player {
	t.Helper()
	key := "SHA256:" + name
	p, err := srv.store.FindOrCreate(t.Context(), key)
	if err != nil {
		t.Fatal(err)
	}
	return room.Player{Name: name, Key: key, ID: p.ID, Addr: addr}
}

// TestHostileThrowawayKeysFarmNoRating: one winner against throwaway keys
// from two addresses, each playing the pair's daily limit of rated games
// and resigning after two moves each, through the server's rooms and its
// archive. The winner's rating moves by at most 100 (games against keys
// that are not established move only the new key's rating), and the
// winner's rated games of the day are bounded. It prints the run's
// figures.
func TestHostileThrowawayKeysFarmNoRating(t *testing.T) {
	t.Parallel()
	srv, _, _ := startServer(t, nil)
	h := srv.hub
	winner := farmPlayer(t, srv, "winner", "198.51.100.1")
	opts := room.DefaultOptions()
	opts.Rated = true
	start := time.Now()
	games := 0
	for i := range farmLosers * *hostileScale {
		loser := farmPlayer(t, srv, fmt.Sprintf("throwaway%d", i), []string{"198.51.100.2", "198.51.100.3"}[i%2])
		l, err := h.Create(loser, opts)
		if err != nil {
			t.Fatal(err)
		}
		w, err := h.Join(l.Code(), winner, "")
		if err != nil {
			t.Fatal(err)
		}
		for n := 1; n <= DefaultMaxRatedPerPair; n++ {
			if n > 1 {
				for _, c := range []*room.Client{w, l} {
					if err := c.Rematch(); err != nil {
						t.Fatal(err)
					}
				}
			}
			waitFor(t, l, fmt.Sprintf("game %d", n), func(s *room.State) bool { return s.Started && s.GameNo == n })
			white, black := seatColors(t, w, l)
			playOpening(t, white, black)
			if err := l.Resign(); err != nil {
				t.Fatal(err)
			}
			waitFor(t, w, "the resignation", func(s *room.State) bool { return s.GameNo == n && s.Result != game.Ongoing })
			games++
		}
		w.Leave()
		l.Leave()
	}
	elapsed := time.Since(start)
	h.WaitArchived() // casual games beyond the archive's quota are not archived
	rated := 0
	for _, g := range archivedGames(t, h) {
		if g.Rated {
			rated++
		}
	}
	after := rating.New().R
	st, err := srv.store.RankOf(t.Context(), winner.ID, rating.Untimed)
	switch {
	case err == nil:
		after = st.Rating.R
	case !errors.Is(err, store.ErrNotFound):
		t.Fatal(err)
	}
	t.Logf("%d games (%d rated) against %d throwaway keys in %v: the winner's rating %.0f → %.0f",
		games, rated, farmLosers**hostileScale, elapsed.Round(time.Millisecond), rating.New().R, after)
	if rated > DefaultMaxRatedPerDay {
		t.Errorf("%d rated games for the winner in a day, want at most %d", rated, DefaultMaxRatedPerDay)
	}
	if gain := after - rating.New().R; gain > 100 {
		t.Fatalf("the winner gained %.0f from throwaway keys, want at most 100", gain)
	}
}

// farmSSHLosers and farmSSHGames are the throwaway keys and the games
// each plays against the winner in TestHostileThrowawayKeysFarmOverSSH
// (-hostile-scale multiplies the keys); farmSSHRatedPerDay is that
// server's bound on a player's rated games a day, low enough for the run
// to reach it.
const (
	farmSSHLosers      = 6
	farmSSHGames       = 2
	farmSSHRatedPerDay = 8
)

// TestHostileThrowawayKeysFarmOverSSH is the farm of
// TestHostileThrowawayKeysFarmNoRating played by real SSH clients: a new
// key from one of two addresses opens a rated room in the lobby, the
// winner joins it by its code, each side makes two moves and the
// throwaway key resigns, the two rematch, and again; then both leave and
// the next key opens a room. The winner's rating moves by at most 100 and their rated
// games of the day stop at the bound. It prints the run's figures.
func TestHostileThrowawayKeysFarmOverSSH(t *testing.T) {
	t.Parallel()
	longtest.Skip(t, "a farm of throwaway keys over SSH; TestHostileThrowawayKeysFarmNoRating is its in-process twin")
	srv, addr, _ := startServer(t, func(c *Config) { c.MaxRatedPerDay = farmSSHRatedPerDay })
	winnerKey := newKey(t)
	addrs := []string{otherAddr, "127.0.0.3"}
	for i := 2; i < 2**hostileScale; i++ { // within the new keys an address may make a day
		addrs = append(addrs, fmt.Sprintf("127.0.0.%d", 2+i))
	}
	start := time.Now()
	games := 0
	for i := range farmSSHLosers * *hostileScale {
		name := fmt.Sprintf("throwaway%d", i)
		loser := openTermFrom(t, addr, addrs[i%len(addrs)], name, newKey(t), "", 100, 34)
		enterLobby(t, loser)
		code := createRoom(t, loser, "") // rated, the default of a key
		mk := loser.mark()
		winner := openTerm(t, addr, "winner", winnerKey, "join "+code, 100, 34)
		winner.waitText(0, "you play")
		loser.waitText(mk, "winner joined")
		seats := [2]*term{loser, winner} // by seat: the room's creator first
		for n := 1; n <= farmSSHGames; n++ {
			if n > 1 {
				rematchKeys(t, seats, fmt.Sprintf("rematch: game %d", n))
			}
			playOpeningKeys(t, srv, code, seats)
			mk := winner.mark()
			resignKeys(t, loser, winner)
			winner.waitText(mk, name+" resigned")
			games++
		}
		winner.close()
		loser.close()
	}
	elapsed := time.Since(start)
	srv.hub.WaitArchived()
	rated := 0
	for _, g := range archivedGames(t, srv.hub) {
		if g.Rated {
			rated++
		}
	}
	winnerID, err := srv.store.FindOrCreate(t.Context(), gossh.FingerprintSHA256(winnerKey.PublicKey()))
	if err != nil {
		t.Fatal(err)
	}
	after := rating.New().R
	st, err := srv.store.RankOf(t.Context(), winnerID.ID, rating.Untimed)
	switch {
	case err == nil:
		after = st.Rating.R
	case !errors.Is(err, store.ErrNotFound):
		t.Fatal(err)
	}
	t.Logf("over SSH, %d games (%d rated) against %d throwaway keys from %d addresses in %v: the winner's rating %.0f → %.0f",
		games, rated, farmSSHLosers**hostileScale, len(addrs), elapsed.Round(time.Millisecond), rating.New().R, after)
	if games != farmSSHLosers**hostileScale*farmSSHGames {
		t.Errorf("%d games played, want %d", games, farmSSHLosers**hostileScale*farmSSHGames)
	}
	if rated > farmSSHRatedPerDay {
		t.Errorf("%d rated games for the winner in a day, want at most %d", rated, farmSSHRatedPerDay)
	}
	if gain := after - rating.New().R; gain > 100 {
		t.Fatalf("the winner gained %.0f from throwaway keys, want at most 100", gain)
	}
}

// TestE2ENewKeysSeeTheirRatingHeld: two new keys play a rated game to its
// end over SSH: it is rated and archived, and both read that their rating
// did not move because the opponent is new.
func TestE2ENewKeysSeeTheirRatingHeld(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice := openTerm(t, addr, "alice", newKey(t), "", 100, 34)
	enterLobby(t, alice)
	bob, marks := resignAfterOpening(t, srv, addr, alice, otherAddr, "bob", newKey(t))
	screens := [2]*shownScreen{newShownScreen(alice, 100, 34), newShownScreen(bob, 100, 34)}
	deadline := time.Now().Add(waitTimeout)
	for i := range screens {
		const want = "your rating 1500? ±350 (unchanged: the opponent is new)"
		if _, ok := screens[i].waitShown(marks[i], want, deadline); !ok {
			t.Fatalf("player %d does not see %q:\n%s", i, want, screens[i].String())
		}
	}
	games := archivedGames(t, srv.hub)
	if len(games) != 1 || !games[0].Rated || games[0].WhiteChange != 0 || games[0].BlackChange != 0 {
		t.Fatalf("archive: %+v", games)
	}
}

// establish makes key's player established: rated games, two days ago,
// against store.EstablishedOpponents players of their own.
func establish(t *testing.T, srv *Server, key gossh.Signer) store.PlayerID {
	t.Helper()
	ctx := t.Context()
	p, err := srv.store.FindOrCreate(ctx, gossh.FingerprintSHA256(key.PublicKey()))
	if err != nil {
		t.Fatal(err)
	}
	for i := range store.EstablishedOpponents {
		o, err := srv.store.FindOrCreate(ctx, fmt.Sprintf("SHA256:opponent-%d-of-%d", i, p.ID))
		if err != nil {
			t.Fatal(err)
		}
		g := openingGame(t)
		if err := g.Resign(game.Black); err != nil {
			t.Fatal(err)
		}
		_, err = srv.store.Save(ctx, store.FinishedGame{Record: pdn.NewRecord(g), White: store.Seat{Player: p.ID},
			Black: store.Seat{Player: o.ID}, Rated: true, Class: rating.Untimed, Ended: time.Now().Add(-2 * store.EstablishedAge)})
		if err != nil {
			t.Fatal(err)
		}
	}
	return p.ID
}

// TestE2EEstablishedKeysPlayRatedFromOneAddress: two keys from one address
// play casual while new, and the form and the waiting room say so before
// the game; two established keys from one address play rated.
func TestE2EEstablishedKeysPlayRatedFromOneAddress(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	for _, est := range []bool{false, true} {
		aKey, bKey := newKey(t), newKey(t)
		if est {
			establish(t, srv, aKey)
			establish(t, srv, bKey)
		}
		alice := openTerm(t, addr, fmt.Sprintf("alice%v", est), aKey, "", wideTerm, 34)
		enterLobby(t, alice)
		mk := alice.mark()
		alice.send("2")
		form := "yes (default rules; casual vs your own address)"
		if est {
			form = "yes (counts with the default rules)"
		}
		alice.waitText(mk, form)
		alice.send("\x1b")
		alice.waitText(mk, lobbyText)
		mk = alice.mark()
		code := createRoom(t, alice, "\x1b[C")
		if !est {
			alice.waitText(mk, "casual against a player from your address until you are both established")
		}
		mk = alice.mark()
		bob := openTerm(t, addr, fmt.Sprintf("bob%v", est), bKey, "join "+code, 100, 34)
		bob.waitText(0, "you play black")
		alice.waitText(mk, "joined")
		ok, why := roomRated(t, srv.hub, code)
		if est && !ok {
			t.Fatalf("two established keys from one address play casual (%s)", why)
		}
		if !est && (ok || why != "same address") {
			t.Fatalf("two new keys from one address: rated %v (%q), want casual", ok, why)
		}
		alice.close()
		bob.close()
	}
}

// TestE2EQuickMatchFromOneAddressRatedOnlyWhenEstablished: two keys
// from one address meet in quick match. New, their game is casual: the
// first to wait reads so in the waiting room, both read "casual (same
// address)" before the first move, and the archive keeps it unrated.
// Established, the waiting room says nothing of it and their game is
// rated.
func TestE2EQuickMatchFromOneAddressRatedOnlyWhenEstablished(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	const note = "casual against a player from your address until you are both established"
	for i, est := range []bool{false, true} {
		aKey, bKey := newKey(t), newKey(t)
		if est {
			establish(t, srv, aKey)
			establish(t, srv, bKey)
		}
		alice := openTerm(t, addr, fmt.Sprintf("alice%d", i), aKey, "", 100, 34)
		enterLobby(t, alice)
		mk := alice.mark()
		alice.typeKeys(quickKey)
		alice.waitText(mk, "Waiting for an opponent")
		alice.waitShowing("Quick match: the next player")
		if shown := strings.Contains(alice.screenText(0), note); shown == est {
			t.Fatalf("established %v: the waiting room's note on a game against one's own address shown %v:\n%s", est, shown, alice.screenText(0))
		}
		bob := openTerm(t, addr, fmt.Sprintf("bob%d", i), bKey, "", 100, 34)
		enterLobby(t, bob)
		marks := [2]int{alice.mark(), bob.mark()}
		bob.typeKeys(quickKey)
		seats := [2]*term{alice, bob}
		for j, s := range seats {
			s.waitText(marks[j], "you play ")
		}
		rooms := srv.hub.Rooms()
		if len(rooms) != 1 {
			t.Fatalf("quick match: %d rooms", len(rooms))
		}
		code := rooms[0].Code
		ok, why := roomRated(t, srv.hub, code)
		if ok != est {
			t.Fatalf("established %v: quick match from one address rated %v (%q)", est, ok, why)
		}
		if !est {
			for j, s := range seats {
				s.waitText(marks[j], "casual (same address)")
			}
		}
		playOpeningKeys(t, srv, code, seats)
		white, marks := resignWhite(t, srv, code, seats)
		seats[1-white].waitText(marks[1-white], " resigned")
		srv.hub.WaitArchived()
		var theirs []store.ArchivedGame
		for _, g := range archivedGames(t, srv.hub) {
			if g.White.Name == fmt.Sprintf("alice%d", i) || g.Black.Name == fmt.Sprintf("alice%d", i) {
				theirs = append(theirs, g)
			}
		}
		if len(theirs) != 1 || theirs[0].Rated != est {
			t.Fatalf("established %v: their games in the archive %+v", est, theirs)
		}
		alice.close()
		bob.close()
		waitUntil(t, "the room to close", func() bool { return len(srv.hub.Rooms()) == 0 })
	}
}

// TestRatedGamesPerPlayerPerDayAreBounded: with a limit of one rated game
// a day per player, a player's game against a second opponent is casual,
// and the room says why.
func TestRatedGamesPerPlayerPerDayAreBounded(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	h.Fair = room.NewFairPlay(DefaultMaxRatedPerPair, 1)
	opts := room.DefaultOptions()
	opts.Rated = true
	ann := room.Player{Name: "ann", Key: "SHA256:ann", ID: 5, Addr: "198.51.100.1"}
	for i, opp := range []room.Player{
		{Name: "bob", Key: "SHA256:bob", ID: 6, Addr: "198.51.100.2"},
		{Name: "cat", Key: "SHA256:cat", ID: 7, Addr: "198.51.100.3"},
	} {
		a, err := h.Create(ann, opts)
		if err != nil {
			t.Fatal(err)
		}
		b, err := h.Join(a.Code(), opp, "")
		if err != nil {
			t.Fatal(err)
		}
		st := waitFor(t, b, "the start", func(s *room.State) bool { return s.Started })
		if want := []string{"", "1 rated game today for ann"}[i]; st.Casual != want {
			t.Fatalf("ann's game %d: casual %q, want %q", i+1, st.Casual, want)
		}
		white, black := seatColors(t, a, b)
		playOpening(t, white, black)
		if err := white.Resign(); err != nil {
			t.Fatal(err)
		}
		a.Leave()
		b.Leave()
	}
}
