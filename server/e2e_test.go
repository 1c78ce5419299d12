package server

import (
	"bytes"
	"encoding/base64"
	"errors"
	"math/rand/v2"
	"os"
	"os/signal"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/ui"
)

const lobbyText = "What would you like to do?"

func TestE2ESessionReachesTheLobby(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	tm := openTerm(t, addr, "alice", newKey(t), "", 100, 32)
	enterLobby(t, tm)
	onScreen(t, tm, 0, "hello, alice")
	if strings.Contains(tm.text(0), "guest") {
		t.Fatal("a player with a key is shown as a guest")
	}
	g := openTerm(t, addr, "zed", nil, "", 80, 24)
	g.waitText(0, "signed in as zed (guest)")
}

// TestE2EGuestLobby: a guest is greeted by their name, or as "a guest"
// when the name rules refuse theirs (never "guest (guest)"), and is not
// offered the name and keys a guest does not have: the menu's numbers
// follow what is shown.
func TestE2EGuestLobby(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	g := openTerm(t, addr, "guest", nil, "", 80, 24)
	onScreen(t, g, 0, "signed in as a guest")
	onScreen(t, g, 0, "> 1  Play the computer")
	if txt := g.screenText(0); strings.Contains(txt, "guest (guest)") ||
		strings.Contains(txt, labelAccount) || !strings.Contains(txt, "8  Quit") {
		t.Fatalf("the guest's lobby:\n%s", txt)
	}
	g.send("8")
	ended(t, g)
}

// TestE2ENoPtyGetsExplanation: ssh -T … watch CODE is told in one line
// how to connect, with a terminal or in plain mode.
func TestE2ENoPtyGetsExplanation(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	c, err := dialSSH(t, addr, "alice", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	s, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	out, err := s.CombinedOutput("watch ABCD")
	var exit *gossh.ExitError
	if !errors.As(err, &exit) || exit.ExitStatus() != 1 {
		t.Fatalf("want exit status 1, got %v", err)
	}
	if !strings.Contains(string(out), "ssh -t -p") || !strings.Contains(string(out), "watch ABCD") || !strings.Contains(string(out), " plain\n") {
		t.Fatalf("no ssh -t explanation: %q", out)
	}
	if strings.Count(string(out), "\n") != 1 || !strings.HasSuffix(string(out), "\n") {
		t.Fatalf("want the explanation in one line, got %q", out)
	}
	fr, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := fr.Setenv("LANG", "fr_FR.UTF-8"); err != nil {
		t.Fatal(err)
	}
	out, _ = fr.CombinedOutput("watch ABCD")
	if !strings.Contains(string(out), "fetaix est un jeu plein écran") || !strings.Contains(string(out), "watch ABCD ; ou sans terminal") {
		t.Fatalf("the explanation in French: %q", out)
	}
}

// gamePlayers is a room game seen from three terminals.
type gamePlayers struct {
	t                      *testing.T
	srv                    *Server
	code                   string
	seat                   [2]*term // by seat: 0 alice (creator, guest), 1 bob (key)
	spec                   *term
	multiCaptures, refused int
}

// playOne plays the policy's move through the mover's keys and waits until
// the opponent and the spectator show it.
func (gp *gamePlayers) playOne() (game.Move, bool) {
	t := gp.t
	g, white := roomGame(t, gp.srv.hub, gp.code)
	if r, _ := g.Result(); r != game.Ongoing {
		return game.Move{}, false
	}
	moves := g.LegalMoves()
	m := moves[0]
	for _, c := range moves {
		if c.NumCaptured() > 1 {
			m = c
			break
		}
	}
	moverSeat := white
	if g.Position().SideToMove() == game.Black {
		moverSeat = 1 - white
	}
	mover, other := gp.seat[moverSeat], gp.seat[1-moverSeat]
	if gp.refused == 0 && g.Ply() > 0 { // a move out of turn is refused
		mk := other.mark()
		other.typeKeys(m.From.String() + "\r")
		other.waitText(mk, "wait: ")
		if g2, _ := roomGame(t, gp.srv.hub, gp.code); g2.Ply() != g.Ply() {
			t.Fatal("a move out of turn changed the game")
		}
		gp.refused++
	}
	marks := []int{other.mark(), gp.spec.mark(), mover.mark()}
	mover.typeKeys(moveKeys(m))
	want := "played " + m.String()
	for i, tm := range []*term{other, gp.spec, mover} {
		tm.waitText(marks[i], want)
	}
	if m.NumCaptured() > 1 {
		gp.multiCaptures++
	}
	return m, true
}

func TestE2ERoomGameSpectatorDisconnectResume(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	bobKey := newKey(t)
	alice := openTerm(t, addr, "alice", nil, "", 100, 34)
	alice.waitText(0, lobbyText)
	code := createRoom(t, alice, "\x1b[C") // colour: random → white
	mk := alice.mark()
	bob := openTerm(t, addr, "bob", bobKey, "join "+code, 100, 34)
	bob.waitText(0, "you play black")
	alice.waitText(mk, "bob joined")
	spec := openTerm(t, addr, "carol", nil, "watch "+code, 100, 34)
	spec.waitText(0, "you are watching")

	gp := &gamePlayers{t: t, srv: srv, code: code, seat: [2]*term{alice, bob}, spec: spec}
	for i := 0; i < 6; i++ {
		gp.playOne()
	}

	// bob's connection drops; alice sees the countdown; bob comes back by key
	mk = alice.mark()
	bob.close()
	alice.waitText(mk, "bob disconnected")
	alice.waitText(mk, "seat kept")
	mk = alice.mark()
	bob = openTerm(t, addr, "bob", bobKey, "", 100, 34)
	bob.waitText(0, "enter to go back")
	bob.send("\r")
	bob.waitText(0, "resumed")
	alice.waitText(mk, "bob is back")
	gp.seat[1] = bob
	gp.playOne()

	// alice (a guest) drops and comes back with the code and her token
	tok := regexp.MustCompile(`resume token ([A-Z0-9]{14})`).FindStringSubmatch(alice.text(0))
	if tok == nil {
		t.Fatal("no resume token on the guest's screen")
	}
	mk = bob.mark()
	alice.close()
	bob.waitText(mk, "alice disconnected")
	mk = bob.mark()
	alice = openTerm(t, addr, "alice", nil, "join "+code+" "+tok[1], 100, 34)
	alice.waitText(0, "you play white")
	bob.waitText(mk, "alice is back")
	gp.seat[0] = alice

	for {
		if _, ok := gp.playOne(); !ok {
			break
		}
	}
	spec.waitText(0, "Game over")
	if gp.multiCaptures == 0 {
		t.Fatal("the game had no multi-capture")
	}
	recs := archivedRecords(t, srv.hub)
	if len(recs) != 1 {
		t.Fatalf("want one game record, got %d", len(recs))
	}
	if r, _ := recs[0].FinalResult(); r == game.Ongoing {
		t.Fatal("finished game recorded as unfinished")
	}
}

func TestE2EGarbageResizesAndAbruptDisconnectsLeaveServerHealthy(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	rng := rand.New(rand.NewPCG(1, 2))
	garbage := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.IntN(256))
		}
		// never ctrl+c, q, esc-q or the lobby's Quit: the session should
		// survive the noise; nor x (resign), X (abort) or o (offer a
		// draw, which the other's noise could accept): the game must
		// still be on for its player's disconnect to keep the seat, and
		// whether such a key got through the key rate's limit depended
		// on timing
		return strings.NewReplacer("\x03", "", "q", "", "\x04", "", "x", "", "X", "", "o", "",
			lobbyMenu(true, "").keyOf("Quit"), "", lobbyMenu(false, "").keyOf("Quit"), "").Replace(string(b))
	}
	sizes := [][2]int{{0, 0}, {1, 1}, {10000, 10000}, {65535, 65535}, {80, 0}, {0, 24}, {100, 34}}

	// a lobby session, then one in a room with an opponent and a spectator
	lob := openTerm(t, addr, "noise", nil, "", 80, 24)
	lob.waitText(0, lobbyText)
	a := openTerm(t, addr, "ann", nil, "", 100, 34)
	a.waitText(0, lobbyText)
	code := createRoom(t, a, "")
	b := openTerm(t, addr, "ben", nil, "join "+code, 100, 34)
	b.waitText(0, "Room "+code)
	w := openTerm(t, addr, "wat", nil, "watch "+code, 100, 34)
	w.waitText(0, "you are watching")

	for round := 0; round < 3; round++ {
		for _, tm := range []*term{lob, a, b, w} {
			for _, sz := range sizes {
				if err := tm.sess.WindowChange(sz[1], sz[0]); err != nil {
					t.Fatal(err)
				}
				tm.send(garbage(64))
			}
			tm.send("\x1b[<0;5;5M\x1b[<0;5;5m\x1b[M   \x1b[999;999R\x1b]11;rgb:0/0/0\x07\xff\xfe")
		}
	}
	// abrupt disconnects while the server is drawing
	for _, tm := range []*term{lob, a, w} {
		tm.send(garbage(32))
		tm.close()
	}
	// the server still serves: a new session reaches the lobby, the
	// remaining player is told about the disconnect
	n := openTerm(t, addr, "after", nil, "", 80, 24)
	n.waitText(0, lobbyText)
	b.waitText(0, "ann disconnected")
	b.close()
	deadline := time.Now().Add(waitTimeout)
	for srv.Sessions() != 1 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if got := srv.Sessions(); got != 1 {
		t.Fatalf("%d sessions still counted, want 1", got)
	}
}

// TestE2EShutdownTellsSessionsAndKeeps: a shutdown tells every session,
// and keeps the game in progress for the next start instead of archiving
// it unfinished (room/live.go).
func TestE2EShutdownTellsSessionsAndKeeps(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	a := openTerm(t, addr, "ann", nil, "", 100, 34)
	a.waitText(0, lobbyText)
	mk := a.mark()
	a.send("4") // quick match
	a.waitText(mk, "Waiting for an opponent")
	b := openTerm(t, addr, "ben", nil, "", 100, 34)
	b.waitText(0, lobbyText)
	mk = a.mark()
	b.send("4")
	a.waitText(mk, "ben joined")
	// the colours are drawn at random: ben may move first, and keys he
	// sends before his room screen has the game are not the game's
	b.waitText(0, "you play ")
	rooms := srv.hub.Rooms()
	if len(rooms) != 1 {
		t.Fatalf("quick match: %d rooms", len(rooms))
	}
	playOpeningKeys(t, srv, rooms[0].Code, [2]*term{a, b})
	start := time.Now()
	done := make(chan error, 1)
	go func() { done <- srv.Shutdown(t.Context()) }()
	a.waitText(0, "going down")
	b.waitText(0, "going down")
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Fatalf("shutdown took %v", el)
	}
	if games := gamesAfterShutdown(t, srv); len(games) != 0 {
		t.Fatalf("the game in progress was archived: %v", games)
	}
	if kept := keptAfterShutdown(t, srv); len(kept) != 1 || kept[0].Code != rooms[0].Code || len(kept[0].Moves) != room.AbortPlies {
		t.Fatalf("the game in progress is not kept: %+v", kept)
	}
	if _, err := dialSSH(t, addr, "late", nil); err == nil {
		t.Fatal("server still accepts connections after shutdown")
	}
}

// openSoloGame takes a session from the lobby into a game against the
// computer with the default options, through the local game's new-game
// screen, and plays c2-c3; the computer's only reply is c4xc2.
func openSoloGame(tm *term) {
	tm.tb.Helper()
	mk := startSoloMove(tm)
	tm.waitText(mk, "White must capture") // after c4xc2
}

// startSoloMove is openSoloGame up to c2-c3, before the computer's reply;
// it returns the output's mark before the move.
func startSoloMove(tm *term) int {
	tm.tb.Helper()
	tm.waitText(0, lobbyText)
	mk := tm.mark()
	tm.send("1")
	return soloFormMove(tm, mk)
}

// soloFormMove is startSoloMove from the new-game screen, asked for after
// mark mk, on.
func soloFormMove(tm *term, mk int) int {
	tm.tb.Helper()
	// the coach's look at the move reads the book (the computer's reply
	// waits for the look)
	waitForTheBook(tm.tb)
	tm.waitText(mk, "Start the game") // every option of the local game
	tm.waitText(mk, "men-capture-backward")
	mk = tm.mark()
	tm.send("\r")
	tm.waitText(mk, "vs the computer")
	mk = tm.mark()
	tm.send("c2\rc3\r")
	return mk
}

func TestE2ESoloGameAgainstTheComputer(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	tm := openTerm(t, addr, "solo", nil, "", 110, 34)
	openSoloGame(tm)
	// The copy key reaches this client's terminal as OSC 52, not the
	// server's own stdout.
	mk := tm.mark()
	tm.send("y")
	want := game.StartPosition()
	for _, mv := range []string{"c2-c3", "c4xc2"} {
		m, err := game.ParseMove(want, game.DefaultRules(), mv)
		if err != nil {
			t.Fatal(err)
		}
		want = want.Apply(m)
	}
	tm.waitRaw(mk, "\x1b]52;c;"+base64.StdEncoding.EncodeToString([]byte(want.String())))
	mk = tm.mark()
	tm.send("q")
	tm.waitText(mk, "(y/n)")
	mk = tm.mark()
	tm.send("y")
	tm.waitText(mk, lobbyText)
}

// TestE2ESoloGameSavedWhenTheConnectionDrops: a game against the computer
// in progress is written down when its player's connection drops.
func TestE2ESoloGameSavedWhenTheConnectionDrops(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	tm := openTerm(t, addr, "dora", nil, "", 110, 34)
	openSoloGame(tm)
	mk := tm.mark()
	tm.send("c1\rc3\r") // forced, and so is the reply: each side has made two moves
	tm.waitText(mk, "a3xc1")
	// played, not only in the search's line: White is to move again
	waitUntil(t, "the computer's reply played", func() bool {
		txt := tm.screenText(mk)
		return strings.Contains(txt, "White to move") || strings.Contains(txt, "White must capture")
	})
	tm.close()
	var recs []*pdn.Record
	for deadline := time.Now().Add(10 * time.Second); len(recs) == 0 && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
		recs = archivedRecords(t, srv.hub)
	}
	if len(recs) != 1 {
		t.Fatalf("%d records after the connection dropped, want the solo game", len(recs))
	}
	r := recs[0]
	if r.Tag(pdn.TagWhite) != "dora" || r.Tag(pdn.TagBlack) != ui.ComputerName(2) ||
		r.Tag(pdn.TagTermination) != "interrupted: the connection closed" || r.Game.Ply() != room.AbortPlies {
		t.Fatalf("saved solo game: tags %v, %d plies", r.Tags, r.Game.Ply())
	}
	if _, ok := r.Seed(); !ok {
		t.Errorf("the saved game does not name the seed of the computer's choices: tags %v", r.Tags)
	}
}

func TestE2ESessionsSurviveTheServerProcessSignal(t *testing.T) {
	// SIGTERM is for the serve command's graceful shutdown; the sessions'
	// programs must not take it as their own quit.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM)
	defer signal.Stop(sig)
	_, addr, _ := startServer(t, nil)
	tm := openTerm(t, addr, "ann", nil, "", 100, 34)
	tm.waitText(0, lobbyText)
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	<-sig
	time.Sleep(100 * time.Millisecond)
	mk := tm.mark()
	tm.send("2")
	tm.waitText(mk, "Create a room")
}

func TestE2ESessionLimitAndRateLimit(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, func(c *Config) { c.MaxSessions = 1 })
	first := openTerm(t, addr, "one", nil, "", 80, 24)
	first.waitText(0, lobbyText)
	second := openTerm(t, addr, "two", nil, "", 80, 24)
	second.waitText(0, "server is full")

	_, addr2, _ := startServer(t, func(c *Config) { c.RatePerSecond, c.RateBurst = 0.001, 2 })
	for i := 0; i < 2; i++ {
		openTerm(t, addr2, "ok", nil, "", 80, 24).waitText(0, lobbyText)
	}
	openTerm(t, addr2, "late", nil, "", 80, 24).waitText(0, "rate limit exceeded")
}

// TestE2EWatchFromTheLobbyList: the lobby's watch list shows games in
// progress, never the code of a room waiting for an invited player (see
// also hostile_rooms_test.go); enter watches the game chosen.
func TestE2EWatchFromTheLobbyList(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	cat := openTerm(t, addr, "cat", nil, "", 100, 34)
	cat.waitText(0, lobbyText)
	waiting := createRoom(t, cat, "")
	a := openTerm(t, addr, "ann", nil, "", 100, 34)
	a.waitText(0, lobbyText)
	code := createRoom(t, a, "\x1b[C") // colour: random → white
	openTerm(t, addr, "ben", nil, "join "+code, 100, 34).waitText(0, "Room "+code)
	w := openTerm(t, addr, "wat", nil, "", 100, 34)
	w.waitText(0, lobbyText)
	mk := w.mark()
	w.send("5")
	w.waitText(mk, code+"  ann vs ben")
	w.waitText(mk, "move 1")
	if strings.Contains(w.text(mk), waiting) {
		t.Fatalf("the watch list shows the waiting room %s:\n%s", waiting, w.text(mk))
	}
	mk = w.mark()
	w.send("\r")
	w.waitText(mk, "you are watching")
}

// TestE2ESoloAsksTheBackgroundOnce: the session asks the terminal for its
// background colour once; the solo game it opens takes the session's
// answer instead of asking again.
func TestE2ESoloAsksTheBackgroundOnce(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	tm := openTerm(t, addr, "solo", nil, "", 110, 34)
	openSoloGame(tm)
	tm.mu.Lock()
	n := bytes.Count(tm.out, []byte("\x1b]11;?"))
	tm.mu.Unlock()
	if n != 1 {
		t.Errorf("the background colour asked %d times, want once", n)
	}
}

// TestE2EDisconnectSaidOnce: when the opponent's connection drops, the
// room header of an 80-column screen says so once, whole, with the time
// their seat is kept.
func TestE2EDisconnectSaidOnce(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	alice, bob, _ := twoInARoom(t, addr, 80, 24)
	mk := alice.mark()
	bob.close()
	alice.waitText(mk, "seat kept")
	screen := alice.screenText(mk)
	if n := strings.Count(screen, "disconnected"); n != 1 {
		t.Fatalf("the disconnect is said %d times:\n%s", n, screen)
	}
	if !regexp.MustCompile(`bob disconnected — seat kept \d+:\d\d`).MatchString(screen) {
		t.Fatalf("the disconnect is not said whole:\n%s", screen)
	}
}
