package server

import (
	"context"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/botclient"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
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
// over SSH, each side playing its first legal move, until the game ends
// by the rules: it is archived rated and finished, and the leaderboard
// of the clock's class has robo, marked BOT, and her.
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
		if res, _ := g.Result(); res != game.Ongoing {
			break // played to its end by the rules
		}
		if g.Ply() > maxBridgePlies {
			t.Fatalf("no end after %d plies", g.Ply())
		}
		if g.Position().SideToMove() != game.White {
			waitUntil(t, "the bot's move", func() bool { h, _ := roomGame(t, srv.hub, code); return h.Ply() > g.Ply() })
			continue
		}
		if g.Ply() > 0 {
			// alice's screen has the bot's move before she types: keys
			// typed while her session still shows the bot to move are
			// refused. The room's line names the last move and who played
			// it, which no earlier move or hint on the screen does (the
			// typing hint shows "a1xc3", the list of moves may hold the
			// move already)
			alice.waitShowing("robo played " + g.Moves()[g.Ply()-1].String())
		}
		m := g.LegalMoves()[0]
		amk := alice.mark()
		alice.typeKeys(moveKeys(m))
		alice.waitText(amk, "played "+m.String())
	}
	waitUntil(t, "the game in the archive", func() bool { return len(archivedGames(t, srv.hub)) == 1 })
	g := archivedGames(t, srv.hub)[0]
	if !g.Rated || g.Result == game.Ongoing {
		t.Fatalf("the game was archived casual or unfinished: %+v", g.GameSummary)
	}
	rows, err := srv.store.Leaderboard(t.Context(), rating.ClassOf(5*time.Minute), 10)
	if err != nil || len(rows) != 2 || rows[0].Wins+rows[0].Draws+rows[0].Losses != 1 {
		t.Fatalf("leaderboard %+v, %v; want robo and alice, with the game", rows, err)
	}
	if r := rows[0]; r.Player.ID != robo.ID {
		r = rows[1]
		if r.Player.ID != robo.ID || r.Player.Shown() != "robo BOT" {
			t.Fatalf("leaderboard %+v: robo missing or not marked BOT", rows)
		}
	} else if r.Player.Shown() != "robo BOT" {
		t.Fatalf("leaderboard %+v: robo not marked BOT", rows)
	}
	if !strings.Contains(log.String(), code) {
		t.Errorf("the bridge's log does not name the game %s:\n%s", code, log.String())
	}
}

// maxBridgePlies bounds the games the bridge tests play to their end,
// first legal move against first legal move (about 40 plies).
const maxBridgePlies = 400

// runBridge runs the bot bridge (botclient.Run, its engine playing the
// first legal move) as the bot account user of key until the test ends;
// tweak sets more of its configuration.
func runBridge(t *testing.T, addr, user string, key gossh.Signer, log *syncBuffer, tweak func(*botclient.Config)) {
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	cfg := botclient.Config{Addr: addr, User: user, Key: key, HostKeys: gossh.InsecureIgnoreHostKey(),
		Rated: true, Casual: true, MaxGames: 1, Engine: func() (botclient.Engine, error) { return firstLegal{}, nil }, Log: log}
	if tweak != nil {
		tweak(&cfg)
	}
	go func() { done <- botclient.Run(ctx, cfg) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("the bridge of %s ended with %v", user, err)
		}
	})
}

// TestE2EBridgesPlayEachOtherRated: two bot bridges of fetaix bot, robo
// set to challenge tin (--challenge tin --terms "rated 1+0"), play a
// whole rated game to its end by the rules (no resignation, no flag):
// the game is archived rated with every move, and both bots' ratings
// count it once.
func TestE2EBridgesPlayEachOtherRated(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) { c.rateNewPlayers = true })
	roboKey, tinKey := newKey(t), newKey(t)
	robo, tin := makeBot(t, srv, roboKey, "robo"), makeBot(t, srv, tinKey, "tin")
	roboLog, tinLog := &syncBuffer{}, &syncBuffer{}
	runBridge(t, addr, "tin", tinKey, tinLog, nil)
	waitUntil(t, "tin connected", func() bool { return srv.Sessions() == 1 })
	runBridge(t, addr, "robo", roboKey, roboLog, func(c *botclient.Config) {
		c.Challenge, c.ChallengeTerms = "tin", "rated 1+0"
		c.LocalAddr = otherAddr // not tin's address: a rated game
	})
	waitUntil(t, "the game in the archive", func() bool { return len(archivedGames(t, srv.hub)) >= 1 })
	g := archivedGames(t, srv.hub)[0]
	if !g.Rated || g.Result == game.Ongoing || strings.Contains(g.Termination, "resign") || strings.Contains(g.Termination, "time") {
		t.Fatalf("the bots' game ended %v (%q), rated %v: want a rated game played to its end", g.Result, g.Termination, g.Rated)
	}
	recs, err := pdn.Parse(g.PDN)
	if err != nil || len(recs) != 1 {
		t.Fatalf("the record does not read (%v):\n%s", err, g.PDN)
	}
	if res, _ := recs[0].Game.Result(); res != g.Result {
		t.Fatalf("the record (%v) does not replay to its end, %v:\n%s", err, g.Result, g.PDN)
	}
	rows, err := srv.store.Leaderboard(t.Context(), rating.ClassOf(time.Minute), 10)
	if err != nil || len(rows) != 2 {
		t.Fatalf("leaderboard %+v, %v; want robo and tin", rows, err)
	}
	for _, r := range rows {
		if (r.Player.ID != robo.ID && r.Player.ID != tin.ID) || r.Wins+r.Draws+r.Losses != 1 {
			t.Errorf("leaderboard row %+v: want robo or tin with one game", r)
		}
	}
	if !strings.Contains(roboLog.String(), "challenges tin (rated 1+0)") || !strings.Contains(tinLog.String(), "accepted") {
		t.Errorf("the bridges' logs do not show the challenge:\nrobo:\n%s\ntin:\n%s", roboLog.String(), tinLog.String())
	}
}
