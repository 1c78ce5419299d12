package server

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/ui"
)

// The fair-play rules and the bounds on the archive, tried as a hostile
// pair of clients would (room/fairplay.go, room/abort.go, room/archivequota.go,
// newkeys.go), and the storage failures they must survive (room/archive.go,
// store/held.go).

// wideTerm is wide enough for the room header to hold its whole first row.
const wideTerm = 200

// keyPair starts a server (tweaked by tweak) and opens a rated room of two
// key holders from two addresses: alice, who plays White, and bob; it
// returns the room's code and their sessions by seat.
func keyPair(t *testing.T, tweak func(*Config)) (*Server, string, [2]*term) {
	t.Helper()
	srv, addr, _ := startServer(t, tweak)
	alice := openTerm(t, addr, "alice", newKey(t), "", wideTerm, 34)
	enterLobby(t, alice)
	bob, code := joinedRoom(t, addr, alice, otherAddr, "bob", newKey(t))
	return srv, code, [2]*term{alice, bob}
}

// roomRated reports whether the room's current game counts for the ratings.
func roomRated(t *testing.T, h *room.Hub, code string) (bool, string) {
	t.Helper()
	r, err := h.Find(code)
	if err != nil {
		t.Fatal(err)
	}
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return r.Rated, r.Casual
}

// leaderboard returns the untimed leaderboard.
func leaderboard(t *testing.T, srv *Server) []store.Standing {
	t.Helper()
	rows, err := srv.store.Leaderboard(t.Context(), rating.Untimed, 10)
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestHostileFarmingLoopRatesNothing: the farming loop of two keys (from
// two addresses) — a rated room, one resigns at once, both rematch, again —
// aborts every game: no rating, nothing in the archive or the records.
func TestHostileFarmingLoopRatesNothing(t *testing.T) {
	t.Parallel()
	srv, code, seats := keyPair(t, nil)
	for n := 1; n <= 6**hostileScale; n++ {
		if ok, why := roomRated(t, srv.hub, code); !ok {
			t.Fatalf("game %d of two keys from two addresses is casual (%s)", n, why)
		}
		_, marks := resignWhite(t, srv, code, seats)
		for i, s := range seats {
			s.waitText(marks[i], "game aborted")
		}
		rematchKeys(t, seats, "rematch: game")
	}
	if games := archivedGames(t, srv.hub); len(games) != 0 {
		t.Fatalf("%d aborted games archived: %+v", len(games), games[0].GameSummary)
	}
	if rows := leaderboard(t, srv); len(rows) != 0 {
		t.Fatalf("aborted games rated: %+v", rows)
	}
}

// TestE2EAbortKeyAndLeaveAbort: either player aborts a game with X before
// each side has made two moves, and leaving then aborts it too: nothing is
// archived. After two moves each, X is refused, and q in a rated game asks
// before it leaves the seat.
func TestE2EAbortKeyAndLeaveAbort(t *testing.T) {
	t.Parallel()
	srv, code, seats := keyPair(t, nil)
	alice, bob := seats[0], seats[1]
	gp := &gamePlayers{t: t, srv: srv, code: code, seat: seats, spec: alice, refused: 1}
	gp.playOne()
	alice.waitText(0, "X aborts")
	marks := [2]int{alice.mark(), bob.mark()}
	bob.send("X")
	for i, s := range seats {
		s.waitText(marks[i], "bob aborted the game")
	}
	rematchKeys(t, seats, "rematch: game 2")

	// two moves each: the game counts; X is refused, q asks first
	playOpeningKeys(t, srv, code, seats)
	mk := alice.mark()
	alice.send("X")
	alice.waitText(mk, "can be aborted only before")
	mk = alice.mark()
	alice.send("q")
	alice.waitText(mk, "leave this rated game?")
	alice.send("n")
	white, marks := resignWhite(t, srv, code, seats)
	seats[1-white].waitText(marks[1-white], " resigned")
	srv.hub.WaitArchived()
	games := archivedGames(t, srv.hub)
	if len(games) != 1 || !games[0].Rated || games[0].Termination != game.Resignation.String() {
		t.Fatalf("archive after an aborted and a resigned game: %+v", games)
	}

	// game 3: White leaves at once; the game is aborted, not kept for a return
	rematchKeys(t, seats, "rematch: game 3")
	marks = [2]int{alice.mark(), bob.mark()}
	alice.send("q")
	alice.waitText(marks[0], lobbyText)
	bob.waitText(marks[1], "alice aborted the game")
	if games := archivedGames(t, srv.hub); len(games) != 1 {
		t.Fatalf("%d games archived, want the resigned one only", len(games))
	}
}

// TestE2ESameAddressPlaysCasual: two keys from one address in a rated room
// play casual: the room says so before the first move, and the game,
// played out, is archived unrated.
func TestE2ESameAddressPlaysCasual(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice := openTerm(t, addr, "alice", newKey(t), "", wideTerm, 34)
	enterLobby(t, alice)
	mk := alice.mark()
	bob, code := joinedRoom(t, addr, alice, "", "bob", newKey(t))
	alice.waitText(mk, "casual (same address)")
	if ok, why := roomRated(t, srv.hub, code); ok || why != "same address" {
		t.Fatalf("rated %v (%q), want casual for one address", ok, why)
	}
	playOpeningKeys(t, srv, code, [2]*term{alice, bob})
	resignKeys(t, alice, bob)
	waitUntil(t, "the game in the archive", func() bool { return len(archivedGames(t, srv.hub)) == 1 })
	if g := archivedGames(t, srv.hub)[0]; g.Rated {
		t.Fatalf("a game of one address was rated: %+v", g.GameSummary)
	}
	if rows := leaderboard(t, srv); len(rows) != 0 {
		t.Fatalf("one address's game rated: %+v", rows)
	}
}

// TestE2ERatedGamesPerPairAreBounded: with a limit of one rated game a day
// per pair, the pair's next game is casual, and the room says so as it
// starts.
func TestE2ERatedGamesPerPairAreBounded(t *testing.T) {
	t.Parallel()
	srv, code, seats := keyPair(t, func(c *Config) { c.MaxRatedPerPair = 1 })
	for n := 1; n <= 2; n++ {
		playOpeningKeys(t, srv, code, seats)
		white, marks := resignWhite(t, srv, code, seats)
		seats[1-white].waitText(marks[1-white], " resigned")
		if n == 2 {
			break
		}
		rematchKeys(t, seats, "casual (1 rated game between you today)")
	}
	waitUntil(t, "both games in the archive", func() bool { return len(archivedGames(t, srv.hub)) == 2 })
	games := archivedGames(t, srv.hub)
	if !games[0].Rated || games[1].Rated {
		t.Fatalf("rated: first %v, second %v; want only the first", games[0].Rated, games[1].Rated)
	}
}

// TestE2ECasualGamesBeyondTheArchiveQuotaAreNotArchived: a pair of guests
// finishing game after game has the archive take ArchivePerHour of them;
// the rest are played but not archived, and the room says so.
func TestE2ECasualGamesBeyondTheArchiveQuotaAreNotArchived(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) { c.ArchivePerHour = 1 })
	alice := openTerm(t, addr, "alice", nil, "", wideTerm, 34)
	alice.waitText(0, lobbyText)
	bob, code := joinedRoom(t, addr, alice, "", "bob", nil)
	seats := [2]*term{alice, bob}
	for n := 1; n <= 2; n++ {
		playOpeningKeys(t, srv, code, seats)
		white, marks := resignWhite(t, srv, code, seats)
		if n == 2 {
			seats[1-white].waitText(marks[1-white], "not archived")
			break
		}
		seats[1-white].waitText(marks[1-white], " resigned")
		// the archive's writer takes the game in the background
		waitUntil(t, "the first game in the archive", func() bool { return len(archivedGames(t, srv.hub)) == 1 })
		rematchKeys(t, seats, "rematch: game 2")
	}
	if n := len(archivedGames(t, srv.hub)); n != 1 {
		t.Fatalf("%d games archived, want the quota's 1", n)
	}
}

// resignWhite has the seat playing White in the room's game resign
// through its keys; it returns that seat and both outputs' marks (by
// seat) taken before.
func resignWhite(t *testing.T, srv *Server, code string, seats [2]*term) (int, [2]int) {
	t.Helper()
	_, white := roomGame(t, srv.hub, code)
	marks := resignKeys(t, seats[white], seats[1-white])
	if white == 1 {
		marks[0], marks[1] = marks[1], marks[0]
	}
	return white, marks
}

// rematchKeys has both seats ask for a rematch through their keys, the
// first seat first, once both screens show the game over (m is a rematch
// only then), and waits until both see want: a player types the new
// game's moves only once his screen has it.
func rematchKeys(t *testing.T, seats [2]*term, want string) {
	t.Helper()
	for _, s := range seats {
		s.waitShowing("m rematch")
	}
	marks := [2]int{seats[0].mark(), seats[1].mark()}
	seats[0].typeKeys("m")
	seats[1].waitText(marks[1], "wants a rematch")
	seats[1].typeKeys("m")
	for i, s := range seats {
		s.waitText(marks[i], want)
	}
}

// TestSoloGamesResignedAtOnceOrBeyondTheQuotaAreNotArchived: a game
// against the computer resigned before two moves each is aborted, and of
// the games that count only ArchivePerHour an hour are archived; the
// player is told once.
func TestSoloGamesResignedAtOnceOrBeyondTheQuotaAreNotArchived(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	a.srv.hub.ArchivePerHour = 1
	for range 3 {
		g := game.NewGame(game.DefaultRules(), game.StartPosition())
		if err := g.Resign(game.White); err != nil {
			t.Fatal(err)
		}
		a.soloOver(g, ui.ModeAI, game.White, 2, 1)
	}
	if n := len(archivedRecords(t, a.srv.hub)); n != 0 {
		t.Fatalf("%d games resigned at once archived", n)
	}
	for range 3 {
		g := openingGame(t)
		if err := g.Resign(game.White); err != nil {
			t.Fatal(err)
		}
		a.soloOver(g, ui.ModeAI, game.White, 2, 1)
	}
	if n := len(archivedRecords(t, a.srv.hub)); n != 1 {
		t.Fatalf("%d games archived, want the quota's 1", n)
	}
	if note := <-a.saveNotes; !strings.Contains(note, "not archived") {
		t.Fatalf("the player is told %q", note)
	}
	select {
	case note := <-a.saveNotes:
		t.Fatalf("told twice: %q", note)
	default:
	}
}

// TestE2ENewKeysPerAddressAreBounded: an address brings NewKeysPerAddr new
// keys; the next one comes in as a guest and is told why, and makes no
// player; a key seen before still comes in as itself.
func TestE2ENewKeysPerAddressAreBounded(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) { c.NewKeysPerAddr = 2 })
	keys := []string{"k1", "k2", "k3"}
	signers := map[string]gossh.Signer{}
	for _, k := range keys {
		s := newKey(t)
		signers[k] = s
		tm := openTerm(t, addr, k, s, "", 100, 34)
		enterLobby(t, tm)
		if k == "k3" {
			onScreen(t, tm, 0, "you play as a guest")
		}
		tm.close()
	}
	players := 0
	for _, k := range keys {
		fp := gossh.FingerprintSHA256(signers[k].PublicKey())
		if _, err := srv.store.PlayerByKey(t.Context(), fp); err == nil {
			players++
		} else if !errors.Is(err, store.ErrNotFound) {
			t.Fatal(err)
		}
	}
	if players != 2 {
		t.Fatalf("%d players made from one address, want 2", players)
	}
}

// TestE2EStorageRetriesAreSummarised: while the database refuses games,
// the log tells of the retries in one line and then a summary at most
// every eventLogEvery, not a line per game per retry; and a game beyond
// MaxHeldGames held in memory is written to a file at once.
func TestE2EStorageRetriesAreSummarised(t *testing.T) {
	t.Parallel()
	srv, addr, logs := startServer(t, func(c *Config) { quickRetries(c); c.MaxHeldGames = 1 })
	defer breakArchive(t, srv.cfg.DB)()
	start := time.Now()
	for _, pair := range [][2]string{{"alice", "bob"}, {"carol", "dave"}} {
		a := openTerm(t, addr, pair[0], nil, "", 100, 34)
		a.waitText(0, lobbyText)
		_, marks := resignAfterOpening(t, srv, addr, a, "", pair[1], nil)
		a.waitText(marks[0], pair[0]+" resigned")
	}
	held := store.HeldDir(srv.cfg.DataDir)
	waitUntil(t, "the game beyond the bound in a file", func() bool {
		files, _ := filepath.Glob(filepath.Join(held, "*.json"))
		return len(files) == 1
	})
	// the game held in memory is retried every 50–200 ms meanwhile
	waitUntil(t, "retries", func() bool { return time.Since(start) > time.Second })
	lines := 0
	for _, l := range strings.Split(logs.String(), "\n") {
		if strings.Contains(l, "level=ERROR") && strings.Contains(l, "retrying") {
			lines++
		}
	}
	if most := 1 + int(time.Since(start)/room.EventLogEvery); lines > most {
		t.Fatalf("%d log lines of retries within %v, want at most %d:\n%s", lines, time.Since(start), most, logs.String())
	}
}

// TestE2EHeldGameIsStoredAtTheNextStart: a rated game the database still
// refuses when the server goes down is logged and written to
// DATA-DIR/games/unstored; the next start stores it with its rating
// update, and a start after that does not store it again.
func TestE2EHeldGameIsStoredAtTheNextStart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	onDir := func(c *Config) { quickRetries(c); c.DataDir = dir; c.rateNewPlayers = true }
	srv, addr, logs := startServer(t, onDir)
	mend := breakArchive(t, srv.cfg.DB)
	alice := openTerm(t, addr, "alice", newKey(t), "", 100, 34)
	enterLobby(t, alice)
	_, marks := resignAfterOpening(t, srv, addr, alice, otherAddr, "bob", newKey(t))
	alice.waitText(marks[0], "not saved yet")
	shutdownNow(t, srv)
	if !strings.Contains(logs.String(), "the database could not take a game") {
		t.Fatalf("the log does not tell of the game:\n%s", logs.String())
	}
	files, _ := filepath.Glob(filepath.Join(store.HeldDir(dir), "*.json"))
	if len(files) != 1 {
		t.Fatalf("want the refused game in a file, got %v", files)
	}
	mend()
	for run := 2; run <= 3; run++ {
		srv, _, _ := startServer(t, onDir)
		games := archivedGames(t, srv.hub)
		if len(games) != 1 || !games[0].Rated || games[0].Result != game.BlackWin || games[0].WhiteChange >= 0 {
			t.Fatalf("start %d: archive %+v", run, games)
		}
		if rows := leaderboard(t, srv); len(rows) != 2 {
			t.Fatalf("start %d: leaderboard %+v", run, rows)
		}
		shutdownNow(t, srv)
	}
	if files, _ := filepath.Glob(filepath.Join(store.HeldDir(dir), "*.json")); len(files) != 0 {
		t.Fatalf("the stored game's file is left: %v", files)
	}
}

// shutdownNow shuts srv down, failing the test if it is not graceful.
func shutdownNow(t *testing.T, srv *Server) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
}

// TestStartSaysTheDatabaseCannotBeWritten: a database that refuses writes
// when the server starts is an error in the log at once.
func TestStartSaysTheDatabaseCannotBeWritten(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	st, err := store.Open(store.DefaultPath(dir), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	db, err := sql.Open("sqlite", "file:"+store.DefaultPath(dir))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`CREATE TRIGGER refuse_meta BEFORE INSERT ON meta
		BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	_, _, logs := startServer(t, func(c *Config) { c.DataDir = dir })
	if !strings.Contains(logs.String(), "level=ERROR") || !strings.Contains(logs.String(), "the database cannot be written") {
		t.Fatalf("no word of the unwritable database at start:\n%s", logs.String())
	}
}

// TestLinkedKeysPlayCasualAndAbortsGiveBackTheirPlace: two keys of one
// player in a rated room play casual; for two players, an aborted rated
// game does not count towards the pair's daily limit, a played one does.
func TestLinkedKeysPlayCasualAndAbortsGiveBackTheirPlace(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	h.Fair = room.NewFairPlay(1, DefaultMaxRatedPerDay)
	opts := room.DefaultOptions()
	opts.Rated = true
	started := func(a, b room.Player) (*room.Client, *room.Client, *room.State) {
		t.Helper()
		ca, err := h.Create(a, opts)
		if err != nil {
			t.Fatal(err)
		}
		cb, err := h.Join(ca.Code(), b, "")
		if err != nil {
			t.Fatal(err)
		}
		return ca, cb, waitFor(t, cb, "start", func(s *room.State) bool { return s.Started })
	}
	ann := room.Player{Name: "ann", Key: "SHA256:ann", ID: 5, Addr: "198.51.100.1"}
	annToo := room.Player{Name: "ann", Key: "SHA256:ann-laptop", ID: 5, Addr: "198.51.100.2"}
	if _, _, st := started(ann, annToo); st.Casual != "linked keys" {
		t.Fatalf("two keys of one player: casual %q", st.Casual)
	}

	bob := room.Player{Name: "bob", Key: "SHA256:bob", ID: 6, Addr: "198.51.100.3"}
	a, b, st := started(ann, bob)
	if st.Casual != "" {
		t.Fatalf("the pair's first game is casual: %q", st.Casual)
	}
	if err := a.Abort(); err != nil {
		t.Fatal(err)
	}
	rematch := func(want int) *room.State {
		t.Helper()
		for _, c := range []*room.Client{a, b} {
			if err := c.Rematch(); err != nil {
				t.Fatal(err)
			}
		}
		return waitFor(t, a, "the rematch", func(s *room.State) bool { return s.GameNo == want })
	}
	if st := rematch(2); st.Casual != "" {
		t.Fatalf("the game after an aborted one is casual: %q", st.Casual)
	}
	white, black := seatColors(t, a, b)
	playOpening(t, white, black)
	if err := white.Resign(); err != nil {
		t.Fatal(err)
	}
	if st := rematch(3); st.Casual != "1 rated game between you today" {
		t.Fatalf("the game after a rated one, with a limit of one: casual %q", st.Casual)
	}
}
