package server

import (
	"context"
	"database/sql"
	"os"
	"syscall"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// keptAfterShutdown opens the database of a server that has shut down
// and returns its games in progress.
func keptAfterShutdown(t *testing.T, srv *Server) []store.LiveGame {
	t.Helper()
	return keptIn(t, srv.cfg.DB)
}

// keptIn returns the games in progress of the database at path.
func keptIn(t *testing.T, path string) []store.LiveGame {
	t.Helper()
	st, err := store.Open(path, store.Options{MustExist: true})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	gs, err := st.LiveGames(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return gs
}

// keyPlayers are two key holders, alice and bob, each with a session.
type keyPlayers struct {
	keys  [2]gossh.Signer
	names [2]string
	terms [2]*term // alice plays White, bob Black
}

// sitDown has alice open a room, playing White, and bob (from another
// address, so that the game is rated) join it; it returns the code.
func (kp *keyPlayers) sitDown(t *testing.T, addr string) string {
	t.Helper()
	kp.names = [2]string{"alice", "bob"}
	kp.keys = [2]gossh.Signer{newKey(t), newKey(t)}
	alice := openTerm(t, addr, "alice", kp.keys[0], "", 100, 34)
	enterLobby(t, alice)
	code := createRoom(t, alice, "\x1b[C") // White
	mk := alice.mark()
	bob := openTermFrom(t, addr, otherAddr, "bob", kp.keys[1], "join "+code, 100, 34)
	bob.waitText(0, "you play black")
	alice.waitText(mk, "bob joined")
	kp.terms = [2]*term{alice, bob}
	return code
}

// play plays g's first legal move through the keys of its side to move
// and waits until both players see it played.
func (kp *keyPlayers) play(t *testing.T, g *game.Game) {
	t.Helper()
	m := g.LegalMoves()[0]
	mover := 0
	if g.Position().SideToMove() == game.Black {
		mover = 1
	}
	marks := [2]int{kp.terms[0].mark(), kp.terms[1].mark()}
	kp.terms[mover].typeKeys(moveKeys(m))
	for i, tm := range kp.terms {
		tm.waitText(marks[i], "played "+m.String())
	}
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
}

// comeBack reconnects both players with their keys: alice from the
// lobby, which says she has a game in progress and goes back on enter,
// bob with join CODE.
func (kp *keyPlayers) comeBack(t *testing.T, addr, code string) {
	t.Helper()
	alice := openTerm(t, addr, "alice", kp.keys[0], "", 100, 34)
	alice.waitText(0, "you have a game in progress in room "+code)
	mk := alice.mark()
	alice.typeKeys("\r")
	alice.waitText(mk, "you play white")
	bob := openTermFrom(t, addr, otherAddr, "bob", kp.keys[1], "join "+code, 100, 34)
	bob.waitText(0, "you play black")
	kp.terms = [2]*term{alice, bob}
}

// TestE2EShutdownAndRestartBringsTheGameBack: a graceful shutdown keeps a
// rated game in progress; a new server on the same data directory brings
// the room back, both key holders go back to it, finish it, and it is
// archived once, with every move, and rated.
func TestE2EShutdownAndRestartBringsTheGameBack(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	var kp keyPlayers
	code := kp.sitDown(t, addr)
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for g.Ply() < room.AbortPlies+1 {
		kp.play(t, g)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	kp.terms[1].waitText(0, "games in progress have been saved")
	dir := srv.cfg.DataDir

	srv2, addr2, _ := startServer(t, func(c *Config) { c.DataDir = dir })
	kp.comeBack(t, addr2, code)
	kp.play(t, g)
	resignKeys(t, kp.terms[1], kp.terms[0]) // bob resigns
	waitUntil(t, "the game archived", func() bool { return len(archivedGames(t, srv2.hub)) > 0 })
	games := archivedGames(t, srv2.hub)
	if len(games) != 1 || !games[0].Rated || games[0].Result != game.WhiteWin {
		t.Fatalf("archive %+v, want the one game, rated, won by alice", games)
	}
	recs, err := pdn.Parse(games[0].PDN)
	if err != nil || len(recs) != 1 || recs[0].Game.Ply() != g.Ply() {
		t.Fatalf("the record does not hold the %d moves: %v", g.Ply(), err)
	}
	if kept := keptIn(t, srv2.cfg.DB); len(kept) != 0 {
		t.Fatalf("the finished game is still kept: %+v", kept)
	}
}

// TestE2EGameSurvivesSIGKILL: two key holders mid-game on a fetaix serve
// process; the process is killed with SIGKILL and started again on the
// same data directory; both come back and finish the game. The record is
// whole (every move, before and after the crash) and the rating is
// applied once.
//
// The process is this test binary serving (serveprocess_test.go).
func TestE2EGameSurvivesSIGKILL(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	addr, proc := startServeProcess(t, dir)
	var kp keyPlayers
	code := kp.sitDown(t, addr)
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for g.Ply() < room.AbortPlies+2 {
		kp.play(t, g)
	}
	dbPath := store.DefaultPath(dir)
	waitUntil(t, "the last move kept", func() bool {
		kept := keptIn(t, dbPath)
		return len(kept) == 1 && len(kept[0].Moves) == g.Ply()
	})
	if err := proc.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = proc.Wait() // killed: its error says so
	for _, tm := range kp.terms {
		tm.close()
	}

	addr2, proc2 := startServeProcess(t, dir)
	kp.comeBack(t, addr2, code)
	kp.play(t, g)
	kp.play(t, g)
	resignKeys(t, kp.terms[1], kp.terms[0]) // bob resigns
	waitUntil(t, "the game archived", func() bool { return len(keptIn(t, dbPath)) == 0 })
	if err := proc2.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	if err := proc2.Wait(); err != nil {
		t.Fatalf("serve after the restart: %v", err)
	}
	checkArchivedOnce(t, dbPath, g.Ply())
}

// checkArchivedOnce checks that the database at path holds one game, won
// by White, rated, with plies moves, and that each player's rating counts
// it once.
func checkArchivedOnce(t *testing.T, path string, plies int) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n, rated int
	var result, text string
	if err := db.QueryRow(`SELECT count(*), max(rated), max(result), max(pdn) FROM games`).Scan(&n, &rated, &result, &text); err != nil {
		t.Fatal(err)
	}
	recs, err := pdn.Parse(text)
	if n != 1 || rated != 1 || result != "1-0" || err != nil || len(recs) != 1 || recs[0].Game.Ply() != plies {
		t.Fatalf("archive: %d games, rated %d, result %s, record %v; want one rated 1-0 game of %d plies", n, rated, result, err, plies)
	}
	rows, err := db.Query(`SELECT games, wins, losses FROM ratings`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	count := 0
	for rows.Next() {
		var games, wins, losses int
		if err := rows.Scan(&games, &wins, &losses); err != nil {
			t.Fatal(err)
		}
		if games != 1 || wins+losses != 1 {
			t.Fatalf("a rating counts %d games (%d wins, %d losses), want the one", games, wins, losses)
		}
		count++
	}
	if err := rows.Err(); err != nil || count != 2 {
		t.Fatalf("%d ratings (%v), want both players'", count, err)
	}
}
