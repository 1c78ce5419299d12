package botclient

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/botserver"
	"golang.org/x/crypto/ssh/knownhosts"
)

// syncBuffer is a log the bridge writes while the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

// bridgeRun is a bridge running in the test.
type bridgeRun struct {
	cancel context.CancelFunc
	errc   chan error
	log    *syncBuffer
	eng    *firstMover
}

// startBridge runs a bridge against addr with key, accepting rated
// games, one at a time, with short backoffs; change edits its config.
func startBridge(t *testing.T, addr string, cfg Config) *bridgeRun {
	t.Helper()
	b := &bridgeRun{errc: make(chan error, 1), log: &syncBuffer{}, eng: &firstMover{}}
	cfg.Addr, cfg.User, cfg.Log = addr, "bot", b.log
	if cfg.HostKeys == nil {
		cfg.HostKeys = RememberHosts(filepath.Join(t.TempDir(), KnownHostsName))
	}
	if cfg.Engine == nil {
		cfg.Engine = func() (Engine, error) { return b.eng, nil }
	}
	if cfg.MaxGames == 0 {
		cfg.MaxGames = 1
	}
	if cfg.Backoff == (Backoff{}) {
		cfg.Backoff = Backoff{First: 20 * time.Millisecond, Max: 100 * time.Millisecond, Tries: 3}
	}
	var ctx context.Context
	ctx, b.cancel = context.WithCancel(context.Background())
	go func() { b.errc <- Run(ctx, cfg) }()
	t.Cleanup(func() {
		b.cancel()
		select {
		case err := <-b.errc:
			_ = err // the tests that look at it wait for it themselves
		case <-time.After(10 * time.Second):
			t.Errorf("the bridge did not stop")
		}
	})
	return b
}

// wait returns the bridge's error once it has stopped by itself.
func (b *bridgeRun) wait(t *testing.T, d time.Duration) error {
	t.Helper()
	select {
	case err := <-b.errc:
		b.errc <- err // for the cleanup
		return err
	case <-time.After(d):
		t.Fatalf("the bridge still runs after %s; log:\n%s", d, b.log)
	}
	return nil
}

// legal checks that the bot's line "move ID MOVE" is a legal move of g
// and plays it.
func legal(t *testing.T, g *game.Game, line string) string {
	t.Helper()
	f := strings.Fields(line)
	if len(f) != 3 {
		t.Fatalf("bad move line %q", line)
	}
	if _, err := g.PlayText(f[2]); err != nil {
		t.Fatalf("the bot played %q: %v", f[2], err)
	}
	return f[2]
}

const wait = 5 * time.Second

// TestBridgePlaysAndResumes: the bridge accepts the challenge its flags
// allow and declines the others (a casual one, one past --max-games),
// plays legal moves on the clock the events give, declines a draw and a
// takeback, plays again after the server refused its move, and after
// the connection drops it connects again and picks its game up from the
// game and moves events, the position as the moves give it.
func TestBridgePlaysAndResumes(t *testing.T) {
	key := botserver.NewSigner(t)
	srv := botserver.Start(t, key.PublicKey())
	b := startBridge(t, srv.Addr(), Config{Key: key, Rated: true})
	s := srv.Next(t, wait)
	s.Send(t, "fetaix-bot 1 robo", "challenge c1 alice casual 5+3")
	s.Expect(t, "decline c1", wait)
	s.Send(t, "ok decline", "challenge c2 alice rated 5+3")
	s.Expect(t, "accept c2", wait)
	s.Send(t, "ok accept", "challenge c3 bob rated 5+3")
	s.Expect(t, "decline c3", wait) // one game at most
	s.Send(t, "ok decline", "game g1 white rated 5+3 alice "+game.StartText)
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	legal(t, g, s.Expect(t, "move g1 ", wait))
	s.Send(t, "error illegal move") // refused: the bot plays again
	g.Undo()
	m := legal(t, g, s.Expect(t, "move g1 ", wait))
	reply := g.LegalMoves()[0]
	if err := g.Play(reply); err != nil {
		t.Fatal(err)
	}
	s.Send(t, "ok move", "move g1 "+m+" 301000 300000", "move g1 "+reply.String()+" 301000 290000")
	legal(t, g, s.Expect(t, "move g1 ", wait))
	if c := b.eng.lastClock(); c.White > 301*time.Second || c.White < 295*time.Second || c.Black != 290*time.Second || c.WhiteInc != 3*time.Second {
		t.Errorf("the engine's clock: %+v, want white ≈301 s, black 290 s, increments 3 s", c)
	}
	s.Send(t, "ok move", "draw-offer g1")
	s.Expect(t, "draw g1 decline", wait)
	s.Send(t, "ok draw", "takeback-ask g1")
	s.Expect(t, "takeback g1 decline", wait)
	s.Send(t, "ok takeback")

	s.Drop() // the bot's move went unheard; it finds the game again
	g.Undo()
	s = srv.Next(t, wait)
	var moves []string
	for _, m := range g.Moves() {
		moves = append(moves, m.String())
	}
	s.Send(t, "fetaix-bot 1 robo", "game g1 white rated 5+3 alice "+g.Position().String(),
		"moves g1 250000 240000 "+strings.Join(moves, " "))
	legal(t, g, s.Expect(t, "move g1 ", wait))
	if c := b.eng.lastClock(); c.Black != 240*time.Second {
		t.Errorf("after reconnecting the engine's clock is %+v, want black 240 s", c)
	}
	s.Send(t, "ok move", "over g1 1-0 resignation")
	s.Send(t, "challenge c4 carol rated 1+0")
	s.Expect(t, "accept c4", wait) // the game is over: room again
	for _, want := range []string{"connected to " + srv.Addr() + " as robo", "connection lost", "game g1 over: 1-0 (resignation)"} {
		if !strings.Contains(b.log.String(), want) {
			t.Errorf("the log lacks %q:\n%s", want, b.log)
		}
	}
}

// TestBridgeResumesFromPositionAlone: a game found again whose moves do
// not lead from the start to its position (a game set up elsewhere) is
// played from the position the game event gives; one that comes with no
// moves event at all is played after MovesWait.
func TestBridgeResumesFromPositionAlone(t *testing.T) {
	key := botserver.NewSigner(t)
	srv := botserver.Start(t, key.PublicKey())
	startBridge(t, srv.Addr(), Config{Key: key, Casual: true})
	s := srv.Next(t, wait)
	const pos = "2b1b/2b2/w3w/3w1/1w3 w 0 19"
	p, err := game.ParsePosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	s.Send(t, "fetaix-bot 1 robo", "game g2 white casual none bob "+pos)
	began := time.Now()
	legal(t, game.NewGame(game.DefaultRules(), p), s.Expect(t, "move g2 ", wait))
	if time.Since(began) < MovesWait {
		t.Errorf("the bot moved %s after the game event, before MovesWait (%s)", time.Since(began), MovesWait)
	}
}

// TestBridgeRefusals: what ends the bridge at once with a clear error
// and without trying again: a key the server refuses, a session the
// server ends as not a bot account's, a host key that has changed, an
// address where no one listens.
func TestBridgeRefusals(t *testing.T) {
	key := botserver.NewSigner(t)
	srv := botserver.Start(t, botserver.NewSigner(t).PublicKey()) // another key
	b := startBridge(t, srv.Addr(), Config{Key: key, KeyFile: "/keys/bot", Rated: true})
	if err := b.wait(t, wait); err == nil || !strings.Contains(err.Error(), "the server refused the key /keys/bot") {
		t.Errorf("a refused key: %v", err)
	}

	srv = botserver.Start(t, key.PublicKey())
	known := filepath.Join(t.TempDir(), KnownHostsName)
	b = startBridge(t, srv.Addr(), Config{Key: key, Rated: true, HostKeys: RememberHosts(known)})
	s := srv.Next(t, wait)
	const notBot = "this key is not a bot account: make it one from the account page or ask the operator (fetaix admin bot NAME)"
	s.Send(t, "error "+notBot)
	s.Exit(1)
	if err := b.wait(t, wait); err == nil || !strings.Contains(err.Error(), notBot) {
		t.Errorf("not a bot account: %v", err)
	}
	text, err := os.ReadFile(known)
	if err != nil || strings.Count(string(text), "\n") != 1 {
		t.Errorf("the known hosts file after a first connection: %q, %v", text, err)
	}

	other := botserver.Start(t, key.PublicKey()) // another host key, at the address remembered
	remembered := strings.Replace(string(text), knownhosts.Normalize(srv.Addr()), knownhosts.Normalize(other.Addr()), 1)
	if err := os.WriteFile(known, []byte(remembered), 0o600); err != nil {
		t.Fatal(err)
	}
	b = startBridge(t, other.Addr(), Config{Key: key, Rated: true, HostKeys: RememberHosts(known)})
	if err := b.wait(t, wait); !errors.Is(err, ErrHostKeyChanged) || !strings.Contains(err.Error(), "has changed") {
		t.Errorf("a changed host key: %v", err)
	}

	srv.Close()
	b = startBridge(t, srv.Addr(), Config{Key: key, Rated: true})
	if err := b.wait(t, wait); err == nil || !strings.Contains(err.Error(), "cannot reach "+srv.Addr()) {
		t.Errorf("no one listening: %v", err)
	}
}

// TestBridgeGivesUp: a bridge whose server has gone tries Backoff.Tries
// times, waiting longer each time, then ends with an error that says so.
func TestBridgeGivesUp(t *testing.T) {
	key := botserver.NewSigner(t)
	srv := botserver.Start(t, key.PublicKey())
	b := startBridge(t, srv.Addr(), Config{Key: key, Rated: true})
	s := srv.Next(t, wait)
	s.Send(t, "fetaix-bot 1 robo")
	srv.Close()
	err := b.wait(t, wait)
	if err == nil || !strings.Contains(err.Error(), "gave up after 3 tries") {
		t.Errorf("a server gone: %v", err)
	}
	if n := strings.Count(b.log.String(), "connection lost"); n != 3 {
		t.Errorf("%d reconnection tries logged, want 3:\n%s", n, b.log)
	}
}

// TestBackoffDoubles: the waits double up to the bound.
func TestBackoffDoubles(t *testing.T) {
	b := Backoff{First: time.Second, Max: 5 * time.Second, Tries: 10}
	var got []time.Duration
	for n := 1; n <= 5; n++ {
		got = append(got, b.wait(n))
	}
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 5 * time.Second, 5 * time.Second}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("waits %v, want %v", got, want)
		}
	}
}

// TestBridgeResignsAfterEngineFaults: an engine that fails is asked
// again, up to MaxFaults searches in the game; then the bridge resigns
// the game, logs why, and ends the engine when the game is over.
func TestBridgeResignsAfterEngineFaults(t *testing.T) {
	key := botserver.NewSigner(t)
	srv := botserver.Start(t, key.PublicKey())
	eng := &failing{}
	b := startBridge(t, srv.Addr(), Config{Key: key, Rated: true, Engine: func() (Engine, error) { return eng, nil }})
	s := srv.Next(t, wait)
	s.Send(t, "fetaix-bot 1 robo", "game g1 white rated 5+3 alice "+game.StartText)
	s.Expect(t, "resign g1", wait)
	if n, _ := eng.counts(); n != MaxFaults {
		t.Errorf("%d searches before resigning, want %d", n, MaxFaults)
	}
	s.Send(t, "ok resign", "over g1 0-1 resignation")
	waitFor(t, "the engine to be ended", func() bool { _, ended := eng.counts(); return ended > 0 })
	if !strings.Contains(b.log.String(), "the engine failed: crashed: exit status 2") {
		t.Errorf("the log does not say why:\n%s", b.log)
	}
}

// TestBridgeCountsAcceptedChallenges: with --max-games 2, two accepted
// challenges whose games have not started fill the bridge; a challenge
// gone frees its place; a game that starts takes an accepted one's.
func TestBridgeCountsAcceptedChallenges(t *testing.T) {
	key := botserver.NewSigner(t)
	srv := botserver.Start(t, key.PublicKey())
	startBridge(t, srv.Addr(), Config{Key: key, Rated: true, Casual: true, MaxGames: 2})
	s := srv.Next(t, wait)
	s.Send(t, "fetaix-bot 1 robo", "challenge c1 ann casual none")
	s.Expect(t, "accept c1", wait)
	s.Send(t, "ok accept", "challenge c2 bob rated 3+2")
	s.Expect(t, "accept c2", wait)
	s.Send(t, "ok accept", "challenge c3 cid rated 3+2")
	s.Expect(t, "decline c3", wait)
	s.Send(t, "ok decline", "challenge-gone c1", "challenge c4 dan rated 3+2")
	s.Expect(t, "accept c4", wait)
	s.Send(t, "ok accept", "game g2 black rated 3+2 bob "+game.StartText, "challenge c5 eve rated 3+2")
	s.Expect(t, "decline c5", wait) // g2 and c4's game to come
}

// waitFor waits until cond holds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(wait); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("no %s within %s", what, wait)
}

// TestBridgeSurvivesMalformedLines: lines that do not parse, name no game
// of the bridge's or hold illegal moves are logged or ignored; the bridge
// goes on answering.
func TestBridgeSurvivesMalformedLines(t *testing.T) {
	key := botserver.NewSigner(t)
	srv := botserver.Start(t, key.PublicKey())
	b := startBridge(t, srv.Addr(), Config{Key: key, Rated: true})
	s := srv.Next(t, wait)
	s.Send(t, "fetaix-bot 1 robo", "", "game", "game g1 purple rated 5+3 ann "+game.StartText, "game g2 white rated 5+3 ann not/a/position w 0 1",
		"moves", "moves g9 1 2 c2-c3", "move g9 c2-c3 1 2", "move", "challenge", "challenge c1", "over", "over g9",
		"draw-offer", "chat g1", "\x1b[2J\x00\xff", "ok", "error", "fetaix-bot")
	s.Send(t, "game g3 black rated 5+3 ann "+game.StartText, "move g3 a1-a5 1000 1000") // an illegal move: out of step
	s.Send(t, "challenge c2 ann rated 5+3")
	s.Expect(t, "decline c2", wait) // g3 takes the one game
	s.Send(t, "over g3 * aborted", "challenge c3 ann rated 5+3")
	s.Expect(t, "accept c3", wait)
	for _, want := range []string{`unknown line "\x1b[2J`, "does not follow from the position"} {
		if !strings.Contains(b.log.String(), want) {
			t.Errorf("the log lacks %q:\n%s", want, b.log)
		}
	}
}

// TestBridgeRefusesABadLocalAddress: a local address that is no IP
// address is refused before anything is dialled, with the address named.
func TestBridgeRefusesABadLocalAddress(t *testing.T) {
	err := Run(t.Context(), Config{Addr: "127.0.0.1:1", LocalAddr: "not-an-ip", Rated: true, MaxGames: 1,
		Engine: func() (Engine, error) { return nil, nil }})
	if err == nil || !strings.Contains(err.Error(), `"not-an-ip" is not an IP address`) {
		t.Fatalf("Run with a bad local address: %v", err)
	}
}
