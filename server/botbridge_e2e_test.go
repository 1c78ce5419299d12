package server

import (
	"context"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/botclient"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/match"
	"github.com/fetaix/fetaix/rating"
)

// firstLegal is an engine that plays the first legal move at once.
type firstLegal struct{}

func (firstLegal) NewGame() error { return nil }
func (firstLegal) Move(_ context.Context, g *game.Game, _ match.Clock, _ time.Duration) (game.Move, error) {
	return g.LegalMoves()[0], nil
}
func (firstLegal) Close() {}

// TestE2EBridgePlaysAHumanRated: the bot bridge of fetaix bot
// (botclient.Run, its engine playing the first legal move), connected to
// the server as the bot account robo, is challenged by alice from the
// lobby (rated 5+3, she plays White), accepts, and plays on her moves
// over SSH; after six plies she resigns: the game is archived rated and
// the leaderboard of the clock's class has robo, marked BOT, above her.
func TestE2EBridgePlaysAHumanRated(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) { c.rateNewPlayers = true })
	botKey := newKey(t)
	robo := makeBot(t, srv, botKey, "robo")
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	log := &syncBuffer{}
	go func() {
		done <- botclient.Run(ctx, botclient.Config{Addr: addr, User: "robo", Key: botKey, HostKeys: gossh.InsecureIgnoreHostKey(),
			Rated: true, MaxGames: 1, Engine: func() (botclient.Engine, error) { return firstLegal{}, nil }, Log: log})
	}()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("the bridge ended with %v", err)
		}
	})
	waitUntil(t, "the bridge connected", func() bool { return srv.Sessions() == 1 })
	alice := openTermFrom(t, addr, otherAddr, "alice", newKey(t), "", wideTerm, 34)
	enterLobby(t, alice)
	mk := alice.mark()
	alice.typeKeys("3")
	alice.waitText(mk, "Join a room")
	alice.typeKeys("challenge robo rated 5+3 white\r")
	onScreen(t, alice, mk, "vs robo BOT")
	var code string
	waitUntil(t, "the room", func() bool {
		if games := srv.hub.Games(); len(games) == 1 {
			code = games[0].Code
		}
		return code != ""
	})
	for {
		g, _ := roomGame(t, srv.hub, code)
		if g.Ply() >= room6Plies {
			break
		}
		if g.Position().SideToMove() != game.White {
			waitUntil(t, "the bot's move", func() bool { h, _ := roomGame(t, srv.hub, code); return h.Ply() > g.Ply() })
			continue
		}
		m := g.LegalMoves()[0]
		amk := alice.mark()
		alice.typeKeys(moveKeys(m))
		alice.waitText(amk, "played "+m.String())
	}
	resignKeys(t, alice, alice)
	waitUntil(t, "the game in the archive", func() bool { return len(archivedGames(t, srv.hub)) == 1 })
	if g := archivedGames(t, srv.hub)[0]; !g.Rated {
		t.Fatalf("the game was archived casual: %+v", g.GameSummary)
	}
	rows, err := srv.store.Leaderboard(t.Context(), rating.ClassOf(5*time.Minute), 10)
	if err != nil || len(rows) != 2 || rows[0].Player.ID != robo.ID || rows[0].Player.Shown() != "robo BOT" || rows[0].Wins != 1 {
		t.Fatalf("leaderboard %+v, %v; want robo first, with its win", rows, err)
	}
	if !strings.Contains(log.String(), code) {
		t.Errorf("the bridge's log does not name the game %s:\n%s", code, log.String())
	}
}
