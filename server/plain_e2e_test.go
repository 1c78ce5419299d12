package server

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/plain"
	"github.com/fetaix/fetaix/server/housebot"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/store"
)

// plainTerm is a session of `ssh HOST plain`, read line by line: with a
// pty (the server echoes what is typed, lines end with CR LF), or
// without one (as `ssh HOST plain` with no -t).
type plainTerm struct {
	*term
	pty  bool
	pos  int // how much of the output has been read as lines
	seen []string
	// wait bounds the wait for a line (0: waitTimeout): longer for a
	// game against the computer, whose first move in a test process
	// reads the proofs' books (seconds, many more under -race)
	wait time.Duration
}

// engineWait is plainTerm.wait in a game against the computer.
const engineWait = time.Minute

// openPlain opens a plain session of user with key.
func openPlain(tb testing.TB, addr, user string, key gossh.Signer, pty bool) *plainTerm {
	tb.Helper()
	if pty {
		return &plainTerm{term: openTerm(tb, addr, user, key, "plain", 80, 24), pty: true}
	}
	c, err := dialSSH(tb, addr, user, key)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { c.Close() })
	s, err := c.NewSession()
	if err != nil {
		tb.Fatal(err)
	}
	in, _ := s.StdinPipe()
	out, _ := s.StdoutPipe()
	s.Stderr = io.Discard
	t := &term{tb: tb, client: c, sess: s, w: 80, h: 24, stdin: in, done: make(chan struct{}), signal: make(chan struct{})}
	go func() {
		defer close(t.done)
		buf := make([]byte, 32<<10)
		for {
			n, err := out.Read(buf)
			t.mu.Lock()
			t.out = append(t.out, buf[:n]...)
			close(t.signal)
			t.signal = make(chan struct{})
			t.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	if err := s.Start("plain"); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(t.close)
	return &plainTerm{term: t}
}

// line types one line, within the key budget; with a pty the server's
// echo of it is read back.
func (p *plainTerm) line(s string) {
	p.tb.Helper()
	if p.pty {
		p.typeKeys(s + "\r")
		p.want(s)
		return
	}
	p.typeKeys(s + "\n")
}

// next returns the next whole line written (its line break left out).
func (p *plainTerm) next() string {
	p.tb.Helper()
	wait := cmp.Or(p.wait, waitTimeout)
	deadline := time.After(wait)
	for {
		sig := p.readSignal()
		p.mu.Lock()
		rest := p.out[p.pos:]
		i := bytes.IndexByte(rest, '\n')
		if i >= 0 {
			p.pos += i + 1
			l := strings.TrimSuffix(string(rest[:i]), "\r")
			p.mu.Unlock()
			p.seen = append(p.seen, l)
			if strings.ContainsAny(l, "\x1b\r\b") { // no colours, no cursor movement, no redraws
				p.tb.Fatalf("line %q holds control characters; read %q", l, p.seen)
			}
			return l
		}
		p.mu.Unlock()
		select {
		case <-sig:
		case <-p.done:
			p.tb.Fatalf("the session ended; read %q", p.seen)
		case <-deadline:
			p.tb.Fatalf("no line in %v; read %q", wait, p.seen)
		}
	}
}

// want reads the next line and checks it.
func (p *plainTerm) want(line string) {
	p.tb.Helper()
	if got := p.next(); got != line {
		p.tb.Fatalf("line %q, want %q; read %q", got, line, p.seen)
	}
}

// roomCode finds the code in the line of a room just opened.
var roomCode = regexp.MustCompile(`^Room ([A-Z0-9]+) is open: no clock, default rules\. Waiting for an opponent\. A friend joins with: join ([A-Z0-9]+)\.$`)

// TestE2EPlainGameInARoom: two players in plain mode, one without a pty
// and one with, meet in a room by its code and play a whole game by the
// rules, each playing its first legal move, while a third lists the
// games and watches; one says something to the others; every line each
// of them reads is checked against the test's own copy of the game.
// Then a rematch begins the next game with the colours swapped.
func TestE2EPlainGameInARoom(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	alice := openPlain(t, addr, "alice", newKey(t), false)
	bob := openPlain(t, addr, "bob", newKey(t), true)
	alice.want("Welcome to Fetaix in plain mode, alice. You are in the lobby. Type help for the commands.")
	bob.want("Welcome to Fetaix in plain mode, bob. You are in the lobby. Type help for the commands.")
	alice.line("create")
	m := roomCode.FindStringSubmatch(alice.next())
	if m == nil || m[1] != m[2] {
		t.Fatalf("no room code in %q", alice.seen)
	}
	bob.line("join " + strings.ToLower(m[1]))
	colour := map[*plainTerm]game.Color{}
	for p, other := range map[*plainTerm]string{alice: "bob", bob: "alice"} {
		l := p.next()
		for _, c := range []game.Color{game.White, game.Black} {
			if l == "The game begins in room "+m[1]+": you play "+plain.SideName(c)+" against "+other+", no clock, casual." {
				colour[p] = c
			}
		}
		if _, ok := colour[p]; !ok {
			t.Fatalf("begin line %q", l)
		}
	}
	if colour[alice] == colour[bob] {
		t.Fatalf("both play %v", colour[alice])
	}
	var cy *plainTerm // a spectator, from the first move
	all := []*plainTerm{alice, bob}
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	toMove := func() {
		t.Helper()
		for _, p := range all {
			want := plain.ToMoveLine(g.Position(), g.Rules())
			if p != cy && colour[p] == g.Position().SideToMove() {
				want += " Your move."
			}
			p.want(want)
		}
	}
	for _, p := range []*plainTerm{alice, bob} {
		want := plain.ToMoveLine(g.Position(), g.Rules())
		if colour[p] == game.White {
			want += " Your move."
		}
		p.want(want)
	}
	cy = openPlain(t, addr, "cy", newKey(t), false)
	all = append(all, cy)
	cy.want("Welcome to Fetaix in plain mode, cy. You are in the lobby. Type help for the commands.")
	cy.line("games")
	cy.want("1 game in progress:")
	names := map[game.Color]string{colour[alice]: "alice", colour[bob]: "bob"}
	cy.want("room " + m[1] + ": " + names[game.White] + " against " + names[game.Black] + ", no clock, move 1.")
	cy.line("watch " + m[1])
	cy.want("You watch room " + m[1] + ": " + names[game.White] + " plays White, " + names[game.Black] + " plays Black, no clock, casual.")
	cy.want("White to move.")
	bob.line("say good luck")
	bob.want("You say: good luck")
	alice.want("bob says: good luck")
	cy.want("bob says: good luck")
	cy.line("c2-c3")
	cy.want("You are watching this game; type leave to go back to the lobby.")
	for {
		pos := g.Position()
		mover := alice
		if colour[bob] == pos.SideToMove() {
			mover = bob
		}
		mv := g.LegalMoves()[0]
		mover.line(mv.String())
		for _, p := range all {
			p.want(plain.MoveLine(pos, mv))
		}
		if err := g.Play(mv); err != nil {
			t.Fatal(err)
		}
		if res, _ := g.Result(); res != game.Ongoing {
			for _, p := range all {
				p.want(plain.ResultLine(res, plain.WhyOver(g)))
				if p == cy {
					p.want("Type leave to go back to the lobby, or quit.")
				} else {
					p.want("Type rematch to play again, leave to go back to the lobby, or quit.")
				}
			}
			break
		}
		toMove()
	}
	bob.line("rematch")
	bob.want("You ask for a rematch.")
	alice.want("bob asks for a rematch. Type rematch to play again.")
	alice.line("rematch")
	alice.want("You ask for a rematch.")
	for p, other := range map[*plainTerm]string{alice: "bob", bob: "alice"} {
		p.want("The game begins in room " + m[1] + ": you play " + plain.SideName(colour[p].Other()) + " against " + other + ", no clock, casual.")
		if colour[p] == game.Black {
			p.want("White to move. Your move.")
		} else {
			p.want("White to move.")
		}
	}
	alice.line("leave")
	alice.want("You leave the room. You are in the lobby.")
	alice.line("quit")
	alice.want("Goodbye.")
	if g.Ply() < 10 {
		t.Fatalf("the game lasted %d plies", g.Ply())
	}
}

// TestE2EPlainErrors: over SSH, an illegal move, a move out of turn, an
// unknown command, a line too long and a hint in a game between two
// people each get one line that says what is legal; the house bot plays
// a move and quit goes back to the lobby.
func TestE2EPlainErrors(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	p := openPlain(t, addr, "carol", newKey(t), false)
	p.want("Welcome to Fetaix in plain mode, carol. You are in the lobby. Type help for the commands.")
	p.line("dance")
	p.want(`Unknown command "dance". Type help for the lobby's commands.`)
	p.line("c2-c3")
	p.want("c2-c3 works in a game. You are in the lobby: type help for its commands.")
	p.line(strings.Repeat("x", plain.MaxLine+1))
	p.want("That line is too long: at most 256 characters. Type help for the commands.")
	p.line("join ZZZZZ")
	if l := p.next(); !strings.HasPrefix(l, "join: ") {
		t.Fatalf("join of no room: %q", l)
	}
	p.line("bots")
	p.want("The house bots, the computer at each level; type bot and a number to play one:")
	for _, b := range housebot.All() {
		p.want(fmt.Sprintf("bot %d: %s.", b.Level, screentext.BotLabel(nil, b)))
	}
	p.line("bot 9")
	p.want(`There is no bot "9": bots are 1 to 6.`)
	p.wait = engineWait
	p.line("bot 1")
	p.want("New game: you play White, the computer plays Black at level 1 (beginner). Type help for the commands.")
	p.want("White to move. Your move.")
	p.line("c2-c4")
	p.want("c2-c4 is not legal. Legal moves: b2-c3, c2-c3, d2-c3 and d3-c3.")
	p.line("rank 3")
	p.want("Rank 3: a3 black man, b3 black man, c3 empty, d3 white man, e3 white man.")
	p.line("c2-c3")
	p.want("White plays c2-c3.")
	p.want("Black to move; Black must capture: c4xc2.")
	p.want("Black plays c4xc2. Captures c3.")
	if l := p.next(); !strings.HasPrefix(l, "White to move; White must capture: ") || !strings.HasSuffix(l, " Your move.") {
		t.Fatalf("after the bot's move: %q", l)
	}
	p.line("quit")
	p.want("Back in the lobby.")
	p.line("create")
	if m := roomCode.FindStringSubmatch(p.next()); m == nil {
		t.Fatalf("create: %q", p.seen)
	}
	p.line("hint")
	p.want("No hints in a game against another player.")
	p.line("c2-c3")
	p.want("The game has not begun: waiting for an opponent.")
	p.line("leave")
	p.want("You leave the room. You are in the lobby.")
}

// TestE2EPlainIdleEnds: a plain session with nothing typed ends after
// the idle timeout, as a screen's does, with one line saying why.
func TestE2EPlainIdleEnds(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServerHooked(t, nil, func(s *Server) {
		s.cfg.IdleTimeout, s.cfg.idleCheckEvery = 300*time.Millisecond, 20*time.Millisecond
	})
	p := openPlain(t, addr, "dave", newKey(t), false)
	p.want("Welcome to Fetaix in plain mode, dave. You are in the lobby. Type help for the commands.")
	p.want("Disconnected: nothing typed for 0.3 seconds.")
	select {
	case <-p.done:
	case <-time.After(waitTimeout):
		t.Fatal("the session did not end")
	}
}

// TestE2EPlainWholeGameAgainstAHouseBot: a plain player with a pty plays
// a whole game against the house bot at level 1 as Black, its first
// legal move each turn, every line checked against the test's copy of
// the game; the game is archived as a game against the computer is.
func TestE2EPlainWholeGameAgainstAHouseBot(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	key := newKey(t)
	p := openPlain(t, addr, "erin", key, true)
	p.want("Welcome to Fetaix in plain mode, erin. You are in the lobby. Type help for the commands.")
	p.wait = engineWait
	p.line("bot 1 black")
	p.want("New game: you play Black, the computer plays White at level 1 (beginner). Type help for the commands.")
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for {
		pos := g.Position()
		want := plain.ToMoveLine(pos, g.Rules())
		if pos.SideToMove() == game.Black {
			want += " Your move."
		}
		p.want(want)
		var mv game.Move
		if pos.SideToMove() == game.Black {
			mv = g.LegalMoves()[0]
			p.line(mv.String())
		} else {
			l := p.next()
			text, ok := strings.CutPrefix(l, "White plays ")
			if !ok {
				t.Fatalf("line %q, want the bot's move", l)
			}
			var err error
			if mv, err = game.ParseMove(pos, g.Rules(), strings.SplitN(text, ".", 2)[0]); err != nil {
				t.Fatalf("the bot's move in %q: %v", l, err)
			}
			if want := plain.MoveLine(pos, mv); l != want {
				t.Fatalf("line %q, want %q", l, want)
			}
		}
		if pos.SideToMove() == game.Black {
			p.want(plain.MoveLine(pos, mv))
		}
		if err := g.Play(mv); err != nil {
			t.Fatal(err)
		}
		if res, _ := g.Result(); res != game.Ongoing {
			p.want(plain.ResultLine(res, plain.WhyOver(g)))
			p.want("The game has ended. Type quit to leave.")
			break
		}
	}
	p.line("quit")
	p.want("Back in the lobby.")
	srv.hub.WaitArchived()
	id := playerOfKey(t, srv, key)
	games, err := srv.store.PlayerGames(t.Context(), id, 5)
	if err != nil {
		t.Fatal(err)
	}
	if res, _ := g.Result(); len(games) != 1 || games[0].Level != 1 || games[0].Result != res || games[0].Black.Player != id {
		t.Fatalf("archived %+v, want the game of level 1, %v, erin as Black", games, res)
	}
}

// TestE2EPlainAgainstTheFullScreen: a plain player opens a room and a
// full-screen player joins it by its code; they play a whole game, the
// plain player's every line checked, the full screen showing the plain
// player's move before its player plays on.
func TestE2EPlainAgainstTheFullScreen(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	p := openPlain(t, addr, "fay", newKey(t), false)
	p.want("Welcome to Fetaix in plain mode, fay. You are in the lobby. Type help for the commands.")
	p.line("create white")
	m := roomCode.FindStringSubmatch(p.next())
	if m == nil {
		t.Fatalf("no room code in %q", p.seen)
	}
	tui := openTerm(t, addr, "gus", newKey(t), "join "+m[1], 80, 24)
	tui.waitText(0, "you play black")
	p.want("The game begins in room " + m[1] + ": you play White against gus, no clock, casual.")
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for {
		pos := g.Position()
		want := plain.ToMoveLine(pos, g.Rules())
		if pos.SideToMove() == game.White {
			want += " Your move."
		}
		p.want(want)
		mv := g.LegalMoves()[0]
		if pos.SideToMove() == game.White {
			p.line(mv.String())
		} else {
			// gus's screen shows fay's move before he types: keys typed
			// while it still shows her to move are refused. The room's
			// line names the last move and who played it, which nothing
			// else on the screen does
			tui.waitShowing("fay played " + g.Moves()[g.Ply()-1].String())
			tui.typeKeys(mv.String() + "\r") // typed in notation, as a keyboard player may

		}
		p.want(plain.MoveLine(pos, mv))
		if err := g.Play(mv); err != nil {
			t.Fatal(err)
		}
		if res, _ := g.Result(); res != game.Ongoing {
			p.want(plain.ResultLine(res, plain.WhyOver(g)))
			p.want("Type rematch to play again, leave to go back to the lobby, or quit.")
			break
		}
	}
	p.line("quit")
	p.want("Goodbye.")
}

// TestE2EPlainBannedSessionEnds: a plain session whose player is banned
// meanwhile is told why in one line and ends with exit status 1.
func TestE2EPlainBannedSessionEnds(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, quickSanctions)
	key := newKey(t)
	p := openPlain(t, addr, "hal", key, false)
	p.want("Welcome to Fetaix in plain mode, hal. You are in the lobby. Type help for the commands.")
	if _, err := srv.store.Sanction(t.Context(), store.Ban, store.Target{Player: playerOfKey(t, srv, key)}, "a flood of games", 0); err != nil {
		t.Fatal(err)
	}
	p.want("You are banned from this server (a flood of games).")
	var ee *gossh.ExitError
	if err := p.sess.Wait(); !errors.As(err, &ee) || ee.ExitStatus() != 1 {
		t.Fatalf("exit %v, want status 1", err)
	}
}

// TestE2EPlainQuickMatch: two plain players ask for a quick match and
// are paired in a rated game with the quick clock; clock says both
// clocks in words, and a resignation ends the game for both.
func TestE2EPlainQuickMatch(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	ann := openPlain(t, addr, "ann", newKey(t), false)
	ben := openPlain(t, addr, "ben", newKey(t), true)
	ann.want("Welcome to Fetaix in plain mode, ann. You are in the lobby. Type help for the commands.")
	ben.want("Welcome to Fetaix in plain mode, ben. You are in the lobby. Type help for the commands.")
	ann.line("quick")
	if l := ann.next(); !strings.HasPrefix(l, "Quick match: waiting for an opponent in room ") {
		t.Fatalf("quick: %q", l)
	}
	ben.line("quick")
	clock := room.QuickOptions(room.Player{ID: 1}).ClockText()
	for p, other := range map[*plainTerm]string{ann: "ben", ben: "ann"} {
		l := p.next()
		if !strings.HasPrefix(l, "The game begins in room ") || !strings.Contains(l, " against "+other+", "+clock+", ") {
			t.Fatalf("begin line %q", l)
		}
		if l := p.next(); !strings.HasPrefix(l, "White to move.") {
			t.Fatalf("to move: %q", l)
		}
	}
	ann.line("clock")
	if l := ann.next(); !regexp.MustCompile(`^Clocks: White \d+ minutes?( \d+ seconds?)?, Black \d+ minutes?( \d+ seconds?)?\.$`).MatchString(l) {
		t.Fatalf("clock: %q", l)
	}
	ann.line("resign")
	for _, p := range []*plainTerm{ann, ben} {
		if l := p.next(); !strings.HasPrefix(l, "The game is aborted: ") && !strings.HasSuffix(l, "White resigned).") {
			t.Fatalf("after the resignation: %q", l)
		}
		p.want("Type rematch to play again, leave to go back to the lobby, or quit.")
	}
}

// TestE2EPlainResumesItsSeat: a key holder whose plain session dropped in
// the middle of a game comes back to their seat at the next session, told
// the game so far, and plays on; the opponent asks to take a move back,
// and it is granted.
func TestE2EPlainResumesItsSeat(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	key := newKey(t)
	alice := openPlain(t, addr, "alice", key, false)
	bob := openPlain(t, addr, "bob", newKey(t), false)
	alice.want("Welcome to Fetaix in plain mode, alice. You are in the lobby. Type help for the commands.")
	bob.want("Welcome to Fetaix in plain mode, bob. You are in the lobby. Type help for the commands.")
	alice.line("create white")
	m := roomCode.FindStringSubmatch(alice.next())
	if m == nil {
		t.Fatalf("create: %q", alice.seen)
	}
	bob.line("join " + m[1])
	alice.want("The game begins in room " + m[1] + ": you play White against bob, no clock, casual.")
	alice.want("White to move. Your move.")
	bob.want("The game begins in room " + m[1] + ": you play Black against alice, no clock, casual.")
	bob.want("White to move.")
	alice.line("c2-c3")
	alice.want("White plays c2-c3.")
	bob.want("White plays c2-c3.")
	bob.want("Black to move; Black must capture: c4xc2. Your move.")
	alice.close()
	waitUntil(t, "alice's seat free", func() bool {
		free := false
		underRoomLock(t, srv.hub, m[1], func(r *room.Room) { free = r.Seats[r.White].Client == nil })
		return free
	})
	again := openPlain(t, addr, "alice", key, false)
	again.want("Welcome to Fetaix in plain mode, alice. You are in the lobby. Type help for the commands.")
	again.want("You are back at your seat in a game in progress.")
	again.want("The game goes on in room " + m[1] + ": you play White against bob, no clock, casual. The moves so far:")
	again.want("White plays c2-c3.")
	again.want("Black to move; Black must capture: c4xc2.")
	bob.line("c4xc2")
	again.want("Black plays c4xc2. Captures c3.")
	again.want("White to move; White must capture: c1xc3. Your move.")
	for _, l := range []string{"Black plays c4xc2. Captures c3.", "White to move; White must capture: c1xc3."} {
		bob.want(l)
	}
	bob.line("takeback")
	bob.want("You ask to take back your last move.")
	again.want("bob asks to take back their last move. Type takeback to grant it, or play on.")
	again.line("takeback")
	for _, p := range []*plainTerm{again, bob} {
		p.want("The last move is taken back.")
	}
	again.want("Black to move; Black must capture: c4xc2.")
	bob.want("Black to move; Black must capture: c4xc2. Your move.")
}

// TestE2EPlainQuickMatchWidensRange: quick match pairs plain players by
// their ratings, as the lobby does: alice (1500) and bob (1900) wait
// apart at first; once the range has widened (the hub's clock moved by
// the test), bob's session, looking again each second, is paired with
// alice.
func TestE2EPlainQuickMatchWidensRange(t *testing.T) {
	t.Parallel()
	var ahead atomic.Int64
	start := time.Now()
	srv, addr, _ := startServerHooked(t, nil, func(s *Server) {
		s.hub.SeekClock = func() time.Time { return start.Add(time.Duration(ahead.Load())) }
	})
	bobKey := newKey(t)
	alice := openPlain(t, addr, "alice", newKey(t), false)
	bob := openPlain(t, addr, "bob", bobKey, false)
	alice.want("Welcome to Fetaix in plain mode, alice. You are in the lobby. Type help for the commands.")
	bob.want("Welcome to Fetaix in plain mode, bob. You are in the lobby. Type help for the commands.")
	setRating(t, srv, bobKey, 1900)
	alice.line("quick")
	if l := alice.next(); !strings.HasPrefix(l, "Quick match: waiting for an opponent in room ") {
		t.Fatalf("alice's quick: %q", l)
	}
	bob.line("quick")
	if l := bob.next(); !strings.HasPrefix(l, "Quick match: waiting for an opponent in room ") {
		t.Fatalf("bob's quick: %q (paired at once, 400 points apart?)", l)
	}
	if n := srv.hub.CountQuickWaiting(); n != 2 {
		t.Fatalf("%d waiting in quick match, want alice and bob apart", n)
	}
	ahead.Store(int64(6 * room.QuickWidenEvery)) // ±400
	for p, other := range map[*plainTerm]string{alice: "bob", bob: "alice"} {
		if l := p.next(); !strings.HasPrefix(l, "The game begins in room ") || !strings.Contains(l, " against "+other+", 5+3, ") {
			t.Fatalf("after the wait: %q", l)
		}
	}
}

// TestE2EPlainQuickMatchOffersAHouseBot: a plain player left waiting in
// quick match is offered a house bot at a level near their rating after
// housebot.QuickMatchBotAfter (on the hub's clock, moved by the test), as
// the screen's waiting page does; bot N then plays it, and quit returns
// to the lobby.
func TestE2EPlainQuickMatchOffersAHouseBot(t *testing.T) {
	t.Parallel()
	var ahead, asked atomic.Int64
	start := time.Now()
	srv, addr, _ := startServerHooked(t, nil, func(s *Server) {
		s.hub.SeekClock = func() time.Time {
			asked.Add(1)
			return start.Add(time.Duration(ahead.Load()))
		}
	})
	p := openPlain(t, addr, "ida", newKey(t), false)
	p.want("Welcome to Fetaix in plain mode, ida. You are in the lobby. Type help for the commands.")
	p.line("quick")
	if l := p.next(); !strings.HasPrefix(l, "Quick match: waiting for an opponent in room ") {
		t.Fatalf("quick: %q", l)
	}
	p.line("bot 3")
	p.want("No house bot is offered here now: quick match offers one after a wait, at a level near your rating.")
	from := asked.Load()
	waitUntil(t, "the session to look twice", func() bool { return asked.Load() >= from+2 })
	ahead.Store(int64(housebot.QuickMatchBotAfter + time.Second))
	p.want("Nobody has come for 30 seconds. Type bot 3 to play the house bot at level 3 (casual) instead, or go on waiting.")
	p.wait = engineWait
	p.line("bot 3")
	p.want("New game: you play White, the computer plays Black at level 3 (casual). Type help for the commands.")
	p.want("White to move. Your move.")
	if n := srv.hub.CountQuickWaiting(); n != 0 {
		t.Fatalf("%d waiting in quick match after the bot was taken", n)
	}
	p.line("quit")
	p.want("Back in the lobby.")
}
