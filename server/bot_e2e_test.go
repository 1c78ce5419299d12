package server

import (
	"bufio"
	"io"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/botproto"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// botConn is a scripted bot: an SSH session running the command bot,
// without a terminal, read and written line by line.
type botConn struct {
	t      *testing.T
	client *gossh.Client
	sess   *gossh.Session
	in     io.WriteCloser
	lines  chan string
	exit   chan error
}

// dialBot connects key from address from and runs the bot command.
func dialBot(t *testing.T, addr, from, user string, key gossh.Signer) *botConn {
	t.Helper()
	c, err := dialSSHFrom(t, addr, from, user, key)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	in, _ := sess.StdinPipe()
	out, _ := sess.StdoutPipe()
	if err := sess.Start(botproto.SSHCommand); err != nil {
		t.Fatal(err)
	}
	b := &botConn{t: t, client: c, sess: sess, in: in, lines: make(chan string, 1000), exit: make(chan error, 1)}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			b.lines <- sc.Text()
		}
		close(b.lines)
		b.exit <- sess.Wait()
	}()
	return b
}

// send writes one line to the server.
func (b *botConn) send(line string) {
	b.t.Helper()
	if _, err := io.WriteString(b.in, line+"\n"); err != nil {
		b.t.Fatal(err)
	}
}

// expect reads lines until one starts with prefix, and returns it.
func (b *botConn) expect(prefix string) string {
	b.t.Helper()
	deadline := time.After(waitTimeout)
	var seen []string
	for {
		select {
		case l, ok := <-b.lines:
			if !ok {
				b.t.Fatalf("the session ended waiting for %q; read %q", prefix, seen)
			}
			if strings.HasPrefix(l, prefix) {
				return l
			}
			seen = append(seen, l)
		case <-deadline:
			b.t.Fatalf("timed out waiting for %q; read %q", prefix, seen)
		}
	}
}

// makeBot makes a bot account named name of key, in srv's store.
func makeBot(t *testing.T, srv *Server, key gossh.Signer, name string) store.Player {
	t.Helper()
	p, err := srv.store.FindOrCreate(t.Context(), gossh.FingerprintSHA256(key.PublicKey()))
	if err != nil {
		t.Fatal(err)
	}
	if p.Name, err = srv.store.SetName(t.Context(), p.ID, name); err != nil {
		t.Fatal(err)
	}
	if err := srv.store.MakeBot(t.Context(), p.ID); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestE2EHumanChallengesABot: alice, a key holder, challenges the bot
// robo from the lobby (rated 5+3, she plays White); the scripted bot,
// connected with `ssh host bot`, is told, accepts, and is told the game;
// the two play moves (each side picks a legal move), a bad line on the
// way gets its error and the session goes on; alice resigns: the bot is
// told the result, the game is archived rated, both ratings moved, and
// alice's room header showed robo with the BOT mark.
func TestE2EHumanChallengesABot(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) { c.rateNewPlayers = true })
	botKey := newKey(t)
	robo := makeBot(t, srv, botKey, "robo")
	bot := dialBot(t, addr, otherAddr, "robo", botKey)
	if l := bot.expect("fetaix-bot "); l != "fetaix-bot 1 robo" {
		t.Fatalf("greeting %q", l)
	}
	alice := openTerm(t, addr, "alice", newKey(t), "", wideTerm, 34)
	enterLobby(t, alice)
	mk := alice.mark()
	alice.typeKeys("3")
	alice.waitText(mk, "Join a room")
	alice.typeKeys("challenge robo rated 5+3 white\r")
	onScreen(t, alice, mk, "you challenged robo BOT")

	ch := strings.Fields(bot.expect("challenge "))
	if len(ch) != 5 || ch[2] != "alice" || ch[3] != "rated" || ch[4] != "5+3" {
		t.Fatalf("challenge line %q", ch)
	}
	bot.send("accept " + ch[1])
	bot.expect("ok accept")
	gl := strings.Fields(bot.expect("game "))
	if len(gl) < 7 || gl[2] != "black" || gl[3] != "rated" || gl[4] != "5+3" || gl[5] != "alice" ||
		strings.Join(gl[6:], " ") != game.StartPosition().String() {
		t.Fatalf("game line %q", gl)
	}
	code := gl[1]
	scr := newShownScreen(alice, wideTerm, 34)
	waitScreen(t, scr, mk, "your challenge was accepted")
	if txt := scr.String(); !strings.Contains(txt, "robo BOT") || strings.Contains(txt, "you challenged") {
		t.Fatalf("alice's room does not show robo BOT:\n%s", txt)
	}

	bot.send("dance " + code)
	bot.expect(`error unknown command "dance"`)
	bot.send("chat " + code + " " + strings.Repeat("x", botproto.MaxLine))
	bot.expect("error line too long")
	bot.send("draw " + code + " maybe")
	bot.expect("error draw: usage: draw GAMEID offer|accept|decline")
	bot.send("move " + code + " a1-a2")
	bot.expect("error move: ") // not its turn
	for ply := 0; ply < room6Plies; ply++ {
		g, _ := roomGame(t, srv.hub, code)
		m := g.LegalMoves()[0]
		amk := alice.mark()
		if g.Position().SideToMove() == game.White {
			alice.typeKeys(moveKeys(m))
		} else {
			bot.send("move " + code + " " + m.String())
			bot.expect("ok move")
		}
		alice.waitText(amk, "played "+m.String()) // her screen has the move before she plays on
		mv := strings.Fields(bot.expect("move " + code + " "))
		if len(mv) != 5 || mv[2] != m.String() {
			t.Fatalf("ply %d: move line %q, want %s", ply+1, mv, m)
		}
	}
	resignKeys(t, alice, alice)
	if l := bot.expect("over "); !strings.HasPrefix(l, "over "+code+" 0-1 ") {
		t.Fatalf("over line %q", l)
	}
	waitUntil(t, "the game in the archive", func() bool { return len(archivedGames(t, srv.hub)) == 1 })
	if g := archivedGames(t, srv.hub)[0]; !g.Rated {
		t.Fatalf("the game was archived casual: %+v", g.GameSummary)
	}
	class := rating.ClassOf(5 * time.Minute)
	rows, err := srv.store.Leaderboard(t.Context(), class, 10)
	if err != nil || len(rows) != 2 || rows[0].Player.ID != robo.ID || rows[0].Player.Shown() != "robo BOT" || rows[0].Wins != 1 ||
		rows[0].Rating.R <= rating.DefaultR || rows[1].Losses != 1 || rows[1].Rating.R >= rating.DefaultR {
		t.Fatalf("the %s leaderboard after the bot's win: %+v, %v; want robo up, alice down", class, rows, err)
	}
	bot.send("quit")
	bot.expect("ok quit")
	if err := <-bot.exit; err != nil {
		t.Errorf("the bot session ended with %v, want exit status 0", err)
	}
}

// TestE2EBotFindsItsGameAgain: a bot whose connection drops mid-game
// connects again and is told the game as it stands (game, then moves),
// and plays on; granting a takeback, it is told the game again.
func TestE2EBotFindsItsGameAgain(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	botKey := newKey(t)
	makeBot(t, srv, botKey, "robo")
	bot := dialBot(t, addr, otherAddr, "robo", botKey)
	bot.expect("fetaix-bot ")
	alice := openTerm(t, addr, "alice", newKey(t), "", wideTerm, 34)
	enterLobby(t, alice)
	mk := alice.mark()
	alice.typeKeys("3")
	alice.waitText(mk, "Join a room")
	alice.typeKeys("challenge robo casual white\r")
	bot.send("accept " + strings.Fields(bot.expect("challenge "))[1])
	code := strings.Fields(bot.expect("game "))[1]
	onScreen(t, alice, mk, "your challenge was accepted")
	g, _ := roomGame(t, srv.hub, code)
	first := g.LegalMoves()[0]
	alice.typeKeys(moveKeys(first))
	bot.expect("move " + code + " " + first.String() + " - -")
	g, _ = roomGame(t, srv.hub, code)
	second := g.LegalMoves()[0]
	bot.send("move " + code + " " + second.String())
	bot.expect("move " + code + " " + second.String())
	bot.client.Close()
	mk = alice.mark()
	alice.waitText(mk, "robo disconnected")

	again := dialBot(t, addr, otherAddr, "robo", botKey)
	again.expect("fetaix-bot ")
	g, _ = roomGame(t, srv.hub, code)
	if l := again.expect("game "); l != "game "+code+" black casual none alice "+g.Position().String() {
		t.Fatalf("game line at reconnection %q", l)
	}
	if l := again.expect("moves "); l != "moves "+code+" - - "+first.String()+" "+second.String() {
		t.Fatalf("moves line at reconnection %q", l)
	}
	third := g.LegalMoves()[0]
	alice.typeKeys(moveKeys(third))
	again.expect("move " + code + " " + third.String())

	// alice takes her move back, the bot granting it: it is told the game
	// again, as it stands
	alice.typeKeys("u")
	again.expect("takeback-ask " + code)
	again.send("takeback " + code + " accept")
	again.expect("ok takeback")
	if l := again.expect("game "); l != "game "+code+" black casual none alice "+g.Position().String() {
		t.Fatalf("game line after the takeback %q", l)
	}
	again.expect("moves " + code + " - - " + first.String() + " " + second.String())
	again.send("takeback " + code + " accept")
	again.expect("error takeback: there is no takeback request to answer")
}

// TestE2EBotChallengesAHuman: a bot challenges alice by name; her lobby
// shows the challenge with its keys; n declines it, and the bot's next
// challenge, taken with y, seats both: alice in the room, the bot told
// the game. A challenge to a name nobody has, or to a player not
// connected, is refused with its error line.
func TestE2EBotChallengesAHuman(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	botKey := newKey(t)
	robo := makeBot(t, srv, botKey, "robo")
	bot := dialBot(t, addr, otherAddr, "robo", botKey)
	bot.expect("fetaix-bot ")
	bot.send("challenge nobody casual none")
	bot.expect("error challenge: no player is named nobody")
	alice := openTerm(t, addr, "alice", newKey(t), "", wideTerm, 34)
	enterLobby(t, alice)
	bot.send("challenge alice casual 3+2")
	bot.expect("ok challenge")
	mk := alice.mark()
	onScreen(t, alice, mk, "robo BOT challenges you: casual 3+2 — y accept · n decline")
	alice.typeKeys("n")
	waitUntil(t, "the challenge declined", func() bool {
		_, from := srv.hub.Challenges().Pending(room.Player{ID: robo.ID})
		return len(from) == 0
	})
	bot.send("challenge alice casual 3+2 black")
	bot.expect("error challenge: usage")
	bot.send("challenge alice casual 3+2")
	bot.expect("ok challenge")
	mk = alice.mark()
	onScreen(t, alice, mk, "robo BOT challenges you")
	mk = alice.mark()
	alice.typeKeys("y")
	gl := strings.Fields(bot.expect("game "))
	if len(gl) < 6 || gl[3] != "casual" || gl[4] != "3+2" || gl[5] != "alice" {
		t.Fatalf("game line %q", gl)
	}
	onScreen(t, alice, mk, "Room "+gl[1]+" · you play")
	onScreen(t, alice, mk, "vs robo BOT")
	alice.close()
	waitUntil(t, "alice's session gone", func() bool { return srv.Sessions() == 1 })
	bot.send("challenge alice casual none")
	bot.expect("error challenge: that player is not connected now")
}

// TestE2EBotSeeks: a bot's seek is listed in the lobby's open games with
// the BOT mark; alice takes it, and the bot is told the game.
func TestE2EBotSeeks(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	botKey := newKey(t)
	makeBot(t, srv, botKey, "robo")
	bot := dialBot(t, addr, otherAddr, "robo", botKey)
	bot.expect("fetaix-bot ")
	bot.send("seek casual 3+2")
	bot.expect("ok seek")
	alice := openTerm(t, addr, "alice", newKey(t), "", wideTerm, 34)
	enterLobby(t, alice)
	mk := alice.mark()
	alice.typeKeys("8")
	onScreen(t, alice, mk, "robo BOT (unrated)")
	alice.typeKeys("\r")
	gl := strings.Fields(bot.expect("game "))
	if len(gl) < 6 || gl[3] != "casual" || gl[4] != "3+2" || gl[5] != "alice" {
		t.Fatalf("game line %q", gl)
	}
	onScreen(t, alice, mk, "Room "+gl[1]+" · you play")
	onScreen(t, alice, mk, "vs robo BOT")
}

// TestE2EBannedBotSessionEnds: a bot banned while its session is open
// is told why and the session ends with exit status 1, as a human's
// screen ends.
func TestE2EBannedBotSessionEnds(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, quickSanctions)
	botKey := newKey(t)
	robo := makeBot(t, srv, botKey, "robo")
	bot := dialBot(t, addr, otherAddr, "robo", botKey)
	bot.expect("fetaix-bot ")
	if _, err := srv.store.Sanction(t.Context(), store.Ban, store.Target{Player: robo.ID}, "a flood of games", 0); err != nil {
		t.Fatal(err)
	}
	if l := bot.expect("error "); !strings.Contains(l, "banned") || !strings.Contains(l, "a flood of games") {
		t.Fatalf("the ban's line %q", l)
	}
	err := <-bot.exit
	if ee, ok := err.(*gossh.ExitError); !ok || ee.ExitStatus() != 1 {
		t.Fatalf("exit %v, want status 1", err)
	}
}

// TestE2ETwoBotsPlay: one bot challenges another over the protocol; the
// other accepts, both are told the game with their colours, one says
// something (the other is told), they play moves each told to both,
// offer and decline a draw, and one resigns: both are told the result.
func TestE2ETwoBotsPlay(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	keyA, keyB := newKey(t), newKey(t)
	makeBot(t, srv, keyA, "robo")
	makeBot(t, srv, keyB, "tin")
	a := dialBot(t, addr, otherAddr, "robo", keyA)
	b := dialBot(t, addr, "", "tin", keyB)
	a.expect("fetaix-bot 1 robo")
	b.expect("fetaix-bot 1 tin")
	a.send("challenge tin casual 1+1 white")
	a.expect("error challenge: usage")
	a.send("challenge tin casual 1+1")
	a.expect("ok challenge")
	ch := strings.Fields(b.expect("challenge "))
	if len(ch) != 5 || ch[2] != "robo" || ch[3] != "casual" || ch[4] != "1+1" {
		t.Fatalf("challenge line %q", ch)
	}
	b.send("accept " + ch[1])
	ga, gb := strings.Fields(a.expect("game ")), strings.Fields(b.expect("game "))
	if ga[1] != gb[1] || ga[2] == gb[2] || ga[5] != "tin" || gb[5] != "robo" {
		t.Fatalf("game lines %q and %q", ga, gb)
	}
	code := ga[1]
	a.send("chat " + code + " good luck, tin")
	a.expect("ok chat")
	if l := b.expect("chat "); l != "chat "+code+" robo good luck, tin" {
		t.Fatalf("chat line %q", l)
	}
	bots := map[string]*botConn{ga[2]: a, gb[2]: b}
	for ply := 0; ply < room6Plies; ply++ {
		g, _ := roomGame(t, srv.hub, code)
		mover := bots["white"]
		if g.Position().SideToMove() == game.Black {
			mover = bots["black"]
		}
		m := g.LegalMoves()[0]
		mover.send("move " + code + " " + m.String())
		for _, c := range []*botConn{a, b} {
			if l := strings.Fields(c.expect("move " + code + " ")); l[2] != m.String() {
				t.Fatalf("ply %d: move line %q, want %s", ply+1, l, m)
			}
		}
	}
	a.send("draw " + code + " offer")
	b.expect("draw-offer " + code)
	b.send("draw " + code + " decline")
	b.expect("ok draw")
	a.send("resign " + code)
	want := "over " + code + " 1-0 "
	if ga[2] == "white" {
		want = "over " + code + " 0-1 "
	}
	for _, c := range []*botConn{a, b} {
		if l := c.expect("over "); !strings.HasPrefix(l, want) {
			t.Fatalf("over line %q, want %q…", l, want)
		}
	}
}

// room6Plies is how many plies the bot game plays before alice resigns:
// past the abort rule's, so that the game counts.
const room6Plies = 6

// TestE2EBotCommandRefusesOtherKeys: a key that is not a bot account's
// gets the refusal line and exit status 1.
func TestE2EBotCommandRefusesOtherKeys(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	b := dialBot(t, addr, "", "alice", newKey(t))
	if l := b.expect("error "); l != "error "+botproto.NotABot {
		t.Fatalf("refusal %q", l)
	}
	err := <-b.exit
	if ee, ok := err.(*gossh.ExitError); !ok || ee.ExitStatus() != 1 {
		t.Fatalf("exit %v, want status 1", err)
	}
}

// TestAccountMakesABot: a key holder who chooses the account page's bot
// item is warned it cannot be undone; a key other than enter goes back
// and changes nothing; enter makes the player a bot account.
func TestAccountMakesABot(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	p := archivePlayer(t, a, "ann")
	a.player = room.Player{Name: p.Name, Key: "SHA256:ann", ID: p.ID}
	a.lobby = newLobby(a)
	a.show(a.lobby)
	a.lobby.openAccount()
	isBot := func() bool {
		bot, err := a.srv.store.IsBot(t.Context(), p.ID)
		if err != nil {
			t.Fatal(err)
		}
		return bot
	}
	press(a, "5")
	wantOnScreen(t, a, "This cannot be undone")
	press(a, "x")
	if isBot() || strings.Contains(screenText(a), "cannot be undone") {
		t.Fatal("a key other than enter made ann a bot, or left the warning")
	}
	press(a, "5", "enter")
	if !isBot() || !a.player.Bot {
		t.Fatal("enter did not make ann a bot account")
	}
	wantOnScreen(t, a, botproto.MadeBot)
}
