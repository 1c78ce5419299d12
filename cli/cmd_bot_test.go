package cli

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/botserver"
	"github.com/fetaix/fetaix/internal/testkit/proctest"
)

// writeBotKey writes a fresh OpenSSH private key without a passphrase and
// returns its file and signer.
func writeBotKey(t *testing.T) (string, ssh.Signer) {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	block, err := ssh.MarshalPrivateKey(priv, "")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "botkey")
	if err := os.WriteFile(file, pem.EncodeToMemory(block), 0o600); err != nil {
		t.Fatal(err)
	}
	signer, err := ssh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	return file, signer
}

// playedBy checks that the bot's line "move ID MOVE" holds a legal move
// of g, plays it, and returns it.
func playedBy(t *testing.T, g *game.Game, line string) string {
	t.Helper()
	f := strings.Fields(line)
	if len(f) != 3 {
		t.Fatalf("bad move line %q", line)
	}
	if _, err := g.PlayText(f[2]); err != nil {
		t.Fatalf("the bot played %q in %s: %v", f[2], g.Position(), err)
	}
	return f[2]
}

// TestBotPlaysWithTheBuiltinEngine: fetaix bot, a process of its own,
// with --engine builtin (fetaix engine, a child process of it) against a
// fake bot server: it declines a casual challenge (--accept rated),
// accepts a rated one, plays legal moves on the clock, and after the
// connection drops it connects again (the first wait, 1 s) and plays on
// in the game the server sends again with its moves. Ctrl-C ends it with
// status 0, the engines' processes ended, and the key's known hosts file
// holds the server.
func TestBotPlaysWithTheBuiltinEngine(t *testing.T) {
	t.Parallel()
	key, signer := writeBotKey(t)
	srv := botserver.Start(t, signer.PublicKey())
	cmd := exec.Command(os.Args[0], "bot", "--engine", "builtin", "--key", key, "--accept", "rated", srv.Addr())
	cmd.Env = append(os.Environ(), runMainEnv+"=1")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // its engines in its group, for proctest.NoneInGroup
	var out, errOut lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	}()
	const slow = 30 * time.Second // an engine's start reads the book: seconds on a loaded machine
	s := srv.Next(t, slow)
	s.Send(t, "fetaix-bot 1 robo", "challenge c1 alice casual 1+0")
	s.Expect(t, "decline c1", slow)
	s.Send(t, "ok decline", "challenge c2 alice rated 1+0")
	s.Expect(t, "accept c2", slow)
	s.Send(t, "ok accept", "game g1 white rated 1+0 alice "+game.StartText)
	began := time.Now()
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	m := playedBy(t, g, s.Expect(t, "move g1 ", slow))
	t.Logf("the first move %s after the game event (the engine's start, its book read)", time.Since(began).Round(time.Millisecond))
	reply := g.LegalMoves()[0]
	if err := g.Play(reply); err != nil {
		t.Fatal(err)
	}
	s.Send(t, "ok move", "move g1 "+m+" 58000 60000", "move g1 "+reply.String()+" 58000 57000")
	began = time.Now()
	m = playedBy(t, g, s.Expect(t, "move g1 ", slow))
	t.Logf("a move on a 58 s clock in %s", time.Since(began).Round(time.Millisecond))
	if d := time.Since(began); d > 58*time.Second {
		t.Errorf("the bot took %s, more than its clock", d)
	}
	reply = g.LegalMoves()[0]
	if err := g.Play(reply); err != nil {
		t.Fatal(err)
	}
	s.Send(t, "ok move", "move g1 "+m+" 55000 57000", "move g1 "+reply.String()+" 55000 54000")
	playedBy(t, g, s.Expect(t, "move g1 ", slow))
	g.Undo() // unheard: the connection drops
	s.Drop()
	dropped := time.Now()

	s = srv.Next(t, slow)
	t.Logf("connected again %s after the drop", time.Since(dropped).Round(time.Millisecond))
	var moves []string
	for _, m := range g.Moves() {
		moves = append(moves, m.String())
	}
	s.Send(t, "fetaix-bot 1 robo", "game g1 white rated 1+0 alice "+g.Position().String(),
		"moves g1 5000 4000 "+strings.Join(moves, " "))
	began = time.Now()
	playedBy(t, g, s.Expect(t, "move g1 ", slow))
	t.Logf("the game picked up, a move on a 5 s clock, %s after the game event (a new engine)", time.Since(began).Round(time.Millisecond))
	s.Send(t, "ok move", "over g1 0-1 resignation")

	time.Sleep(100 * time.Millisecond) // the over event is read before the signal
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("fetaix bot at Ctrl-C: %v; stderr %s", err, &errOut)
	}
	for _, want := range []string{"connected to " + srv.Addr() + " as robo", "challenge c2 from alice (rated, 1+0): accepted",
		"connection lost", "game g1 over: 0-1 (resignation)"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the log lacks %q:\n%s", want, &out)
		}
	}
	if known, err := os.ReadFile(filepath.Join(filepath.Dir(key), "fetaix_known_hosts")); err != nil || strings.Count(string(known), "\n") != 1 {
		t.Errorf("the known hosts file: %q, %v", known, err)
	}
	proctest.NoneInGroup(t, cmd.Process.Pid)
}

// TestBotCommandLine: what fetaix bot refuses before it connects, with
// the exit status of each.
func TestBotCommandLine(t *testing.T) {
	t.Parallel()
	key, _ := writeBotKey(t)
	locked := filepath.Join(t.TempDir(), "locked")
	_, priv, _ := ed25519.GenerateKey(rand.Reader)
	block, err := ssh.MarshalPrivateKeyWithPassphrase(priv, "", []byte("secret"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(locked, pem.EncodeToMemory(block), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"bot", "--key", key, "127.0.0.1"}, 2, "--engine is required"},
		{[]string{"bot", "--key", key, "--engine", "builtin"}, 2, "want exactly one ADDRESS"},
		{[]string{"bot", "--key", key, "--engine", "builtin", "--accept", "blitz", "127.0.0.1"}, 2, "--accept: bad value"},
		{[]string{"bot", "--key", key, "--engine", "builtin", "--max-games", "17", "127.0.0.1"}, 2, "--max-games: bad value"},
		{[]string{"bot", "--key", locked, "--engine", "builtin", "127.0.0.1"}, 1, "protected by a passphrase"},
		{[]string{"bot", "--key", key, "--engine", "/no/such/engine", "127.0.0.1"}, 1, "--engine:"},
		{[]string{"bot", "--key", key, "--engine", "builtin", "127.0.0.1:1"}, 1, "cannot reach 127.0.0.1:1"},
	} {
		code, _, errOut := runFetaix(tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.says) || !strings.HasPrefix(errOut, "fetaix bot: ") {
			t.Errorf("fetaix %s: exit %d (want %d), stderr %q (want %q)", strings.Join(tc.args, " "), code, tc.code, errOut, tc.says)
		}
	}
}

// TestBotPlaysAWholeGameOnTheClock: fetaix bot with the built-in engine
// plays a whole game as Black on a 6-second clock (0.1+0) against a fake
// server whose side plays its first legal move at once: every move of the
// bot is legal, the server's clock of the bot (charged from the event
// sent to the bot's move read) never runs out, and the game ends by the
// rules.
func TestBotPlaysAWholeGameOnTheClock(t *testing.T) {
	t.Parallel()
	key, signer := writeBotKey(t)
	srv := botserver.Start(t, signer.PublicKey())
	cmd := exec.Command(os.Args[0], "bot", "--engine", "builtin", "--key", key, srv.Addr())
	cmd.Env = append(os.Environ(), runMainEnv+"=1")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // its engine in its group, for proctest.NoneInGroup
	var out lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		_ = cmd.Process.Signal(os.Interrupt)
		_ = cmd.Wait()
		proctest.NoneInGroup(t, cmd.Process.Pid)
	}()
	const slow = 30 * time.Second
	s := srv.Next(t, slow)
	s.Send(t, "fetaix-bot 1 robo", "game g1 black casual 0.1+0 alice "+game.StartText)
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	left := [2]time.Duration{6 * time.Second, 6 * time.Second} // white, black
	var used time.Duration
	botMoves := 0
	for r, _ := g.Result(); r == game.Ongoing && g.Ply() < 300; r, _ = g.Result() {
		m := g.LegalMoves()[0]
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		if r, _ := g.Result(); r != game.Ongoing {
			break
		}
		s.Send(t, fmt.Sprintf("move g1 %s %d %d", m, left[0].Milliseconds(), left[1].Milliseconds()))
		sent := time.Now()
		wait := slow // the first search waits for the engine to start
		if botMoves > 0 {
			wait = left[1] + time.Second
		}
		line := s.Expect(t, "move g1 ", wait)
		took := time.Since(sent)
		if botMoves > 0 {
			used += took
			if left[1] -= took; left[1] < 0 {
				t.Fatalf("the bot lost on time at ply %d (its last move took %s)", g.Ply(), took)
			}
		}
		botMoves++
		bm := playedBy(t, g, line)
		s.Send(t, "ok move", fmt.Sprintf("move g1 %s %d %d", bm, left[0].Milliseconds(), left[1].Milliseconds()))
	}
	res, why := g.Result()
	s.Send(t, fmt.Sprintf("over g1 %s %s", res, why))
	t.Logf("%d moves of the bot, %s, %s: %s of its clock used after its first move, %s left",
		botMoves, res, why, used.Round(time.Millisecond), left[1].Round(time.Millisecond))
	if res == game.Ongoing {
		t.Errorf("no end after %d plies", g.Ply())
	}
}
