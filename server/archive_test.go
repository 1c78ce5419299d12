package server

import (
	"database/sql"
	"errors"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/ui"
)

// quickRetries makes the store's writer retry failed games at once.
func quickRetries(c *Config) {
	c.writerOptions = store.WriterOptions{RetryFirst: 50 * time.Millisecond, RetryMax: 200 * time.Millisecond}
}

// breakArchive makes the server's database refuse every game, as a
// failing disk would, through a second connection to the file; mend
// undoes it.
func breakArchive(t *testing.T, path string) (mend func()) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`CREATE TRIGGER refuse_games BEFORE INSERT ON games
		BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`); err != nil {
		t.Fatal(err)
	}
	return func() {
		defer db.Close()
		if _, err := db.Exec(`DROP TRIGGER refuse_games`); err != nil {
			t.Fatal(err)
		}
	}
}

// gamesAfterShutdown opens the database of a server that has shut down
// and returns its games, newest first.
func gamesAfterShutdown(t *testing.T, srv *Server) []store.GameSummary {
	t.Helper()
	st, err := store.Open(srv.cfg.DB, store.Options{MustExist: true})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	games, err := st.RecentGames(t.Context(), 100)
	if err != nil {
		t.Fatal(err)
	}
	return games
}

// resignAfterOpening opens a room of a and b (joinedRoom), plays two
// moves of each side (the least a game needs to count) and has a resign;
// it returns the marks of both outputs taken before the resignation.
func resignAfterOpening(t *testing.T, srv *Server, addr string, a *term, from, bUser string, bKey gossh.Signer) (b *term, marks [2]int) {
	t.Helper()
	b, code := joinedRoom(t, addr, a, from, bUser, bKey)
	playOpeningKeys(t, srv, code, [2]*term{a, b})
	marks = resignKeys(t, a, b)
	return b, marks
}

// resignKeys has a (White, to move) resign through its keys, and returns
// the marks of both outputs taken before.
func resignKeys(t *testing.T, a, b *term) [2]int {
	t.Helper()
	marks := [2]int{a.mark(), b.mark()}
	a.typeKeys("x")
	a.waitText(marks[0], "resigns? (y/n)")
	a.typeKeys("y")
	return marks
}

// joinedRoom has a create a room where a plays White, and b join it by
// command from the local address from ("": any); it returns b's session
// and the room's code.
func joinedRoom(t *testing.T, addr string, a *term, from, bUser string, bKey gossh.Signer) (*term, string) {
	t.Helper()
	code := createRoom(t, a, "\x1b[C") // White
	mk := a.mark()
	b := openTermFrom(t, addr, from, bUser, bKey, "join "+code, 100, 34)
	b.waitText(0, "you play black")
	a.waitText(mk, bUser+" joined")
	return b, code
}

// playOpeningKeys plays, through the players' keys (by seat), moves until
// each side of the room's game has made two.
func playOpeningKeys(t *testing.T, srv *Server, code string, seats [2]*term) {
	t.Helper()
	gp := &gamePlayers{t: t, srv: srv, code: code, seat: seats, spec: seats[0], refused: 1}
	for g, _ := roomGame(t, srv.hub, code); g.Ply() < room.AbortPlies; g, _ = roomGame(t, srv.hub, code) {
		gp.playOne()
	}
}

// TestE2EFailedArchiveWriteIsToldAndKept: when the database refuses a
// finished room game both players are told on screen; the writer keeps
// it and writes it when the database takes games again, and says so.
func TestE2EFailedArchiveWriteIsToldAndKept(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, quickRetries)
	mend := breakArchive(t, srv.cfg.DB)
	alice := openTerm(t, addr, "alice", nil, "", 100, 34)
	alice.waitText(0, lobbyText)
	bob, marks := resignAfterOpening(t, srv, addr, alice, "", "bob", nil)
	const failed = "game 1 not saved yet (database error); the server keeps it and retries"
	alice.waitText(marks[0], failed)
	bob.waitText(marks[1], failed)

	mend()
	alice.waitText(marks[0], "game 1 saved after all")
	recs := archivedRecords(t, srv.hub)
	if len(recs) != 1 {
		t.Fatalf("%d records after the database came back, want the resigned game", len(recs))
	}
	if res, _ := recs[0].FinalResult(); res != game.BlackWin {
		t.Fatalf("the resigned game was recorded as %v", res)
	}
}

// TestE2ERatedGameShowsBothNewRatings: two key holders play a rated room
// (the default for them) to its end; both see their new rating and its
// change once the store has written the game, and the store holds it
// (with ratings moving between new keys, which the defaults hold).
func TestE2ERatedGameShowsBothNewRatings(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) { c.rateNewPlayers = true })
	alice := openTerm(t, addr, "alice", newKey(t), "", 100, 34)
	enterLobby(t, alice)
	mk := alice.mark()
	alice.send("2")
	alice.waitText(mk, "yes (default rules; casual vs your own address)")
	alice.send("\x1b") // back to the menu: createRoom opens the form again
	alice.waitText(mk, lobbyText)
	bob, marks := resignAfterOpening(t, srv, addr, alice, otherAddr, "bob", newKey(t))
	screens := [2]*shownScreen{newShownScreen(alice, 100, 34), newShownScreen(bob, 100, 34)}
	deadline := time.Now().Add(waitTimeout)
	for i, want := range []string{"your rating 1338? ±290 (-162)", "your rating 1662? ±290 (+162)"} {
		if _, ok := screens[i].waitShown(marks[i], want, deadline); !ok {
			t.Fatalf("player %d does not see %q:\n%s", i, want, screens[i].String())
		}
	}
	if !strings.Contains(screens[1].String(), "rated") {
		t.Fatalf("the room does not say it is rated:\n%s", screens[1].String())
	}
	games := archivedGames(t, srv.hub)
	if len(games) != 1 || !games[0].Rated || games[0].White.Player == 0 || games[0].Black.Player == 0 {
		t.Fatalf("archive: %+v", games)
	}
}

// TestE2EGuestCannotCreateARatedRoom: a guest's create form offers only
// casual rooms, whatever they press, and the hub refuses a rated room to
// a guest; a key holder's quick match is rated, a guest's is not.
func TestE2EGuestCannotCreateARatedRoom(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	g := openTerm(t, addr, "zed", nil, "", 100, 34)
	g.waitText(0, lobbyText)
	const down = "\x1b[B"
	code := createRoom(t, g, strings.Repeat(down, fieldRated)+"\x1b[C") // Rated: →
	r, err := srv.hub.Find(code)
	if err != nil {
		t.Fatal(err)
	}
	if r.Opts.Rated {
		t.Fatal("a guest opened a rated room")
	}
	if !strings.Contains(g.text(0), "no (guests play casual games)") || !strings.Contains(g.text(0), "casual") {
		t.Fatalf("the form does not say guests play casual games:\n%s", g.text(0))
	}
	if _, err := srv.hub.Create(room.Player{Name: "zed", Addr: "198.51.100.7"}, room.Options{Rules: game.DefaultRules(), Rated: true}); !errors.Is(err, room.ErrRatedNeedsKey) {
		t.Fatalf("a guest's rated room: got %v, want ErrRatedNeedsKey", err)
	}
	for _, tc := range []struct {
		p     room.Player
		rated bool
	}{{room.Player{Name: "kim", Key: "SHA256:kim", ID: 7}, true}, {room.Player{Name: "zoe", Addr: "198.51.100.8"}, false}} {
		c, err := srv.hub.QuickMatch(tc.p)
		if err != nil {
			t.Fatal(err)
		}
		if st := <-c.Updates(); st.Options.Rated != tc.rated {
			t.Fatalf("%s's quick match: rated %v, want %v", tc.p.Name, st.Options.Rated, tc.rated)
		}
		c.Leave()
	}
}

// TestSoloGameArchivedWithItsLevel: a key holder's game against the
// computer goes to the archive with the computer's level, on the
// player's side, and counts in their record against that level.
func TestSoloGameArchivedWithItsLevel(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	a.player = room.Player{Name: "ann", Key: "SHA256:ann"}
	a.srv.identify(t.Context(), &a.player)
	if a.player.ID == 0 {
		t.Fatal("the key holder has no player")
	}
	g := openingGame(t)
	if err := g.Resign(game.Black); err != nil {
		t.Fatal(err)
	}
	a.soloOver(g, ui.ModeAI, game.Black, 4, 1) // the person had Black and resigned
	archivedRecords(t, a.srv.hub)
	games := archivedGames(t, a.srv.hub)
	if len(games) != 1 || games[0].Level != 4 || games[0].Black.Player != a.player.ID || games[0].White.Player != 0 ||
		games[0].White.Name != ui.ComputerName(4) || games[0].Rated {
		t.Fatalf("archive: %+v", games)
	}
	levels, err := a.srv.store.LevelRecords(t.Context(), a.player.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(levels) != 1 || levels[0].Level != 4 || levels[0].Losses != 1 {
		t.Fatalf("record against the levels: %+v", levels)
	}
}
