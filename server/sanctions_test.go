package server

// The operator's bans and mutes, and the players' blocks and reports, over
// real SSH connections.

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/server/admintarget"
	"github.com/fetaix/fetaix/store"
)

// quickSanctions reads the bans and mutes every 50 ms.
func quickSanctions(c *Config) { c.sanctionPoll = 50 * time.Millisecond }

// refusal dials addr as user with key (a guest when nil) and returns what
// the server told the client as it refused it: its SSH banner, and the
// instructions and prompts of its keyboard-interactive challenges, which
// the client tries three times, as OpenSSH does. It fails the test if the
// client gets in.
func refusal(t *testing.T, addr, user string, key gossh.Signer) string {
	t.Helper()
	told, _ := refusalParts(t, addr, user, key)
	return told
}

// refusalParts is refusal, with the prompts alone apart.
func refusalParts(t *testing.T, addr, user string, key gossh.Signer) (told, prompts string) {
	t.Helper()
	var mu sync.Mutex
	var all, asked strings.Builder
	note := func(s string) {
		mu.Lock()
		all.WriteString(s)
		mu.Unlock()
	}
	auth := []gossh.AuthMethod{gossh.RetryableAuthMethod(gossh.KeyboardInteractive(func(name, instruction string, questions []string, _ []bool) ([]string, error) {
		note(name + instruction)
		mu.Lock()
		for _, q := range questions {
			all.WriteString(q)
			asked.WriteString(q)
		}
		mu.Unlock()
		return make([]string, len(questions)), nil
	}), 3)}
	if key != nil {
		auth = append([]gossh.AuthMethod{gossh.PublicKeys(key)}, auth...)
	}
	cfg := clientConfig(user, key)
	cfg.Auth = auth
	cfg.BannerCallback = func(msg string) error { note(msg); return nil }
	c, err := gossh.Dial("tcp", addr, cfg)
	if err == nil {
		c.Close()
		t.Fatalf("%s got in", user)
	}
	mu.Lock()
	defer mu.Unlock()
	return all.String(), asked.String()
}

// gotIn reports whether user with key gets in.
func gotIn(addr, user string, key gossh.Signer) bool {
	c, err := gossh.Dial("tcp", addr, clientConfig(user, key))
	if err != nil {
		return false
	}
	c.Close()
	return true
}

// sanctionNow bans or mutes who (resolved as fetaix admin does) on a
// running server's store.
func sanctionNow(t *testing.T, srv *Server, kind store.SanctionKind, who, why string, d time.Duration) store.Target {
	t.Helper()
	ctx := context.Background()
	target, _, err := admintarget.ResolveTarget(ctx, srv.store, who)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := srv.store.Sanction(ctx, kind, target, why, d); err != nil {
		t.Fatal(err)
	}
	return target
}

// TestE2EBannedKeyIsRefusedWithTheReason: a key banned while the server
// runs ends its session within the poll, and is then refused at
// authentication with the reason and the end of the ban; a guest from the
// same address and another key get in; unbanned, the key gets in again.
func TestE2EBannedKeyIsRefusedWithTheReason(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, quickSanctions)
	key := newKey(t)
	alice := openTerm(t, addr, "alice", key, "", 100, 34)
	enterLobby(t, alice)
	mk := alice.mark()
	target := sanctionNow(t, srv, store.Ban, gossh.FingerprintSHA256(key.PublicKey()), "spamming the chat", time.Hour)
	if target.Player == 0 {
		t.Fatalf("the key of a known player resolved to %v, want the player", target)
	}
	alice.waitText(mk, "you are banned from this server until")
	alice.waitText(mk, "spamming the chat")
	select {
	case <-alice.done:
	case <-time.After(waitTimeout):
		t.Fatal("the banned player's session did not end")
	}
	told := refusal(t, addr, "alice", key)
	for _, want := range []string{"this key is banned from this server until", "spamming the chat"} {
		if !strings.Contains(told, want) {
			t.Errorf("the refused client was told %q, want %q in it", told, want)
		}
	}
	if !gotIn(addr, "guest", nil) || !gotIn(addr, "carol", newKey(t)) {
		t.Fatal("a ban of one key refused a guest or another key")
	}
	if err := srv.store.Lift(context.Background(), store.Ban, target); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the unbanned key to get in", func() bool { return gotIn(addr, "alice", key) })
}

// TestE2EAddressBanSurvivesARestart: an address banned in the database
// before the server starts is refused from the start, guests and key
// holders alike, and told why in the SSH banner.
func TestE2EAddressBanSurvivesARestart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	st, err := store.Open(store.DefaultPath(dir), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	addr, ok, err := admintarget.ParseAddress("127.0.0.1")
	if !ok || err != nil {
		t.Fatal(addr, err)
	}
	if _, err := st.Sanction(context.Background(), store.Ban, store.Target{Addr: addr}, "a bot farm", 0); err != nil {
		t.Fatal(err)
	}
	st.Close()
	_, sshAddr, _ := startServer(t, func(c *Config) { c.DataDir = dir })
	for _, key := range []gossh.Signer{nil, newKey(t)} {
		told := refusal(t, sshAddr, "someone", key)
		if !strings.Contains(told, "your address is banned from this server (a bot farm)") {
			t.Errorf("key %v: the refused client was told %q", key != nil, told)
		}
	}
}

// TestE2EBanClosesTheBannedPlayersRoom: banning a seated player by name
// on a running server closes their room for everyone in it, keeps the
// unfinished game (past the opening: an earlier one is aborted), and
// ends the banned player's session.
func TestE2EBanClosesTheBannedPlayersRoom(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, quickSanctions)
	alice, bob, code := twoInARoom(t, addr, 100, 34)
	playOpeningKeys(t, srv, code, [2]*term{alice, bob})
	carol := openTerm(t, addr, "carol", nil, "watch "+code, 100, 34)
	carol.waitText(0, "you are watching")
	marks := [3]int{alice.mark(), bob.mark(), carol.mark()}
	sanctionNow(t, srv, store.Ban, "BOB", "", 0)
	alice.waitText(marks[0], "closed by the server's operator: bob is banned")
	carol.waitText(marks[2], "closed by the server's operator: bob is banned")
	bob.waitText(marks[1], "you are banned from this server")
	if _, err := srv.hub.Find(code); err == nil {
		t.Fatal("the banned player's room is still open")
	}
	waitUntil(t, "the interrupted game in the archive", func() bool {
		games, err := srv.store.RecentGames(context.Background(), 1)
		return err == nil && len(games) == 1 && strings.Contains(games[0].Termination, "bob is banned")
	})
	enterLobby(t, openTerm(t, addr, "alice", nil, "", 100, 34)) // others play on
}

// TestE2EMuteRefusesChat: a muted player's chat messages are refused
// with a message saying so, and reach nobody; the refused message comes
// back to the line, and, unmuted, goes through.
func TestE2EMuteRefusesChat(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, quickSanctions)
	alice, bob, _ := twoInARoom(t, addr, 100, 34)
	target := sanctionNow(t, srv, store.Mute, "bob", "insults", 24*time.Hour)
	waitUntil(t, "the mute to be read", func() bool { return srv.hub.Sanctions().Mutes.Players[target.Player] != nil })
	aliceScr, bobScr := newShownScreen(alice, 100, 34), newShownScreen(bob, 100, 34)
	bob.send("C" + "you fool\r")
	waitScreen(t, bobScr, 0, "you are muted on this server")
	alice.send("C" + "hello bob\r")
	waitScreen(t, bobScr, 0, "alice: hello bob")
	waitScreen(t, aliceScr, 0, "alice: hello bob") // after anything bob said before
	if strings.Contains(aliceScr.String(), "you fool") || strings.Contains(bobScr.String(), "bob: you fool") {
		t.Fatal("a muted player's message was shown")
	}
	if err := srv.store.Lift(context.Background(), store.Mute, target); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the mute to be lifted", func() bool { return srv.hub.Sanctions().Mutes.Players[target.Player] == nil })
	bob.send("\r") // the refused message came back to his line: sent again, it goes through
	waitScreen(t, aliceScr, 0, "bob: you fool")
}

// TestE2EBlockHidesChatAndQuickMatch: alice blocks bob from their room:
// she no longer sees what he says (a spectator does); the block is
// stored, and in a later session quick match does not pair her with bob,
// but with the next player.
func TestE2EBlockHidesChatAndQuickMatch(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	aliceKey, bobKey := newKey(t), newKey(t)
	alice := openTerm(t, addr, "alice", aliceKey, "", 100, 34)
	enterLobby(t, alice)
	code := createRoom(t, alice, "\x1b[C")
	bob := openTerm(t, addr, "bob", bobKey, "join "+code, 100, 34)
	bob.waitText(0, "you play black")
	carol := openTerm(t, addr, "carol", nil, "watch "+code, 100, 34)
	carol.waitText(0, "you are watching")
	aliceScr, carolScr := newShownScreen(alice, 100, 34), newShownScreen(carol, 100, 34)
	alice.send("B")
	waitScreen(t, aliceScr, 0, "block bob")
	alice.send("\r")
	waitScreen(t, aliceScr, 0, "blocked bob")
	bob.send("C" + "psst alice\r")
	waitScreen(t, carolScr, 0, "bob: psst alice")
	alice.send("C" + "anyone there\r")
	waitScreen(t, aliceScr, 0, "alice: anyone there")
	if strings.Contains(aliceScr.String(), "psst alice") {
		t.Fatalf("alice blocked bob and still sees his message:\n%s", aliceScr.String())
	}
	ids := map[string]store.PlayerID{}
	for name, k := range map[string]gossh.Signer{"alice": aliceKey, "bob": bobKey} {
		p, err := srv.store.PlayerByKey(context.Background(), gossh.FingerprintSHA256(k.PublicKey()))
		if err != nil {
			t.Fatal(err)
		}
		ids[name] = p.ID
	}
	blocked, err := srv.store.Blocked(context.Background(), ids["alice"])
	if err != nil || len(blocked) != 1 || blocked[0] != ids["bob"] {
		t.Fatalf("alice's stored blocks: %v, %v; want bob's %d", blocked, err, ids["bob"])
	}
	bobScr := newShownScreen(bob, 100, 34)
	waitScreen(t, bobScr, 0, "C chat · M mute · B block · R report") // the line closed after his message
	bob.send("x")
	bob.waitText(0, "resigns?")
	bob.send("y")
	waitUntil(t, "the game to end", func() bool { return len(srv.hub.Games()) == 0 })
	for _, tm := range []*term{alice, bob, carol} {
		tm.close()
	}
	waitUntil(t, "the room to close", func() bool { return len(srv.hub.Rooms()) == 0 })

	// later sessions: quick match never pairs alice and bob
	alice2 := openTerm(t, addr, "alice", aliceKey, "", 100, 34)
	enterLobby(t, alice2)
	alice2.send("4")
	alice2.waitText(0, "Quick match: the next player")
	bob2 := openTerm(t, addr, "bob", bobKey, "", 100, 34)
	enterLobby(t, bob2)
	bob2.send("4")
	bob2.waitText(0, "Quick match: the next player")
	dave := openTerm(t, addr, "dave", newKey(t), "", 100, 34)
	enterLobby(t, dave)
	mk := alice2.mark()
	dave.send("4")
	dave.waitText(0, "you play")
	alice2.waitText(mk, "you play")
	for _, info := range srv.hub.Rooms() {
		if (info.White == "alice" && info.Black == "bob") || (info.White == "bob" && info.Black == "alice") {
			t.Fatalf("quick match paired alice with bob, whom she blocked: %+v", info)
		}
	}
}

// TestE2EReportIsStoredWithTheGame: alice reports bob from their room
// with a reason; the report is stored for the operator with the room, its
// game and its chat. A report without a reason is refused and keeps the
// form open.
func TestE2EReportIsStoredWithTheGame(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 100, 34)
	aliceScr := newShownScreen(alice, 100, 34)
	bob.send("C" + "rude words\r")
	waitScreen(t, aliceScr, 0, "bob: rude words")
	alice.send("R")
	waitScreen(t, aliceScr, 0, "report bob")
	alice.send("\r")
	waitScreen(t, aliceScr, 0, "say why in a few words")
	alice.send("insults in the chat\r")
	waitScreen(t, aliceScr, 0, "reported bob to the server's operator")
	reps, err := srv.store.Reports(context.Background(), 0)
	if err != nil || len(reps) != 1 {
		t.Fatalf("reports: %v, %v", reps, err)
	}
	r := reps[0]
	if r.By.Name != "alice" || r.About.Name != "bob" || r.About.Key == "" || r.Room != code || r.GameNo != 1 ||
		r.Reason != "insults in the chat" || !strings.Contains(r.Chat, "bob: rude words") ||
		!strings.Contains(r.PDN, `[Black "bob"]`) {
		t.Fatalf("the stored report: %+v", r)
	}
}
