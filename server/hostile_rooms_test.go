package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/ui"
)

// Tests of rooms and seats against players who do not play by the rules
// of the house: strangers, guessers, floods, and a disk that fails.

// TestE2ECreatorLeavingBeforeAJoinClosesTheRoom: a creator whose
// connection drops before anyone joined closes the room: no record, no
// seat kept, and the next connection with the same key lands in the lobby.
func TestE2ECreatorLeavingBeforeAJoinClosesTheRoom(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	key := newKey(t)
	alice := openTerm(t, addr, "alice", key, "", 100, 34)
	enterLobby(t, alice)
	code := createRoom(t, alice, "")
	alice.close()
	waitUntil(t, "the room is gone", func() bool { return len(srv.hub.Rooms()) == 0 })

	again := openTerm(t, addr, "alice", key, "", 100, 34)
	again.waitText(0, lobbyText)
	if txt := again.text(0); strings.Contains(txt, "resumed") || strings.Contains(txt, "Waiting for an opponent") {
		t.Fatalf("the creator was put back in the closed room:\n%s", txt)
	}
	bob := openTerm(t, addr, "bob", nil, "join "+code, 100, 34)
	bob.waitText(0, "no room with that code")
	if recs := archivedRecords(t, srv.hub); len(recs) != 0 {
		t.Fatalf("%d records of a game nobody played", len(recs))
	}
}

// TestWatchListScrollsToFitTheScreen: a long watch list is a window around
// the selection that fits the screen.
func TestWatchListScrollsToFitTheScreen(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	a.height = 20
	l := a.lobby
	l.page = pageWatch
	for i := range 100 {
		l.rooms = append(l.rooms, room.Info{Code: fmt.Sprintf("G%03d", i), White: "w", Black: "b", Started: true})
	}
	l.pick = 60
	view := l.view()
	if n := strings.Count(view, "\n") + 1; n > a.height {
		t.Fatalf("the watch page has %d rows on a %d-row screen:\n%s", n, a.height, view)
	}
	if !strings.Contains(view, "G060") || strings.Contains(view, "G000") || strings.Contains(view, "G099") {
		t.Fatalf("the window does not follow the selection:\n%s", view)
	}
	if !strings.Contains(view, "more") {
		t.Fatalf("no sign of the rows above and below:\n%s", view)
	}
}

// TestE2ERoomCapPerPlayer: one guest address may have DefaultMaxOpenRooms
// rooms open at once; the next creation is refused with the reason, on
// the lobby. A player with a key from the same address has a quota of
// their own.
func TestE2ERoomCapPerPlayer(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	for i := range DefaultMaxOpenRooms {
		g := openTerm(t, addr, fmt.Sprintf("g%d", i), nil, "", 100, 34)
		g.waitText(0, lobbyText)
		createRoom(t, g, "")
	}
	late := openTerm(t, addr, "late", nil, "", 100, 34)
	late.waitText(0, lobbyText)
	mk := late.mark()
	late.send("2")
	late.waitText(mk, "Create a room")
	late.send("\r")
	late.waitText(mk, "too many rooms open: you have 5, the most one player may have; leave one first")
	if n := len(srv.hub.Rooms()); n != DefaultMaxOpenRooms {
		t.Fatalf("%d rooms open, want %d", n, DefaultMaxOpenRooms)
	}
	keyed := openTerm(t, addr, "kim", newKey(t), "", 100, 34)
	enterLobby(t, keyed)
	createRoom(t, keyed, "")
}

// TestRoomCreationRateAndOwners: a player may create DefaultRoomBurst rooms
// at once, closed or not, then must wait; quotas are per key, and per
// address for guests.
func TestRoomCreationRateAndOwners(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	guest := room.Player{Name: "g", Addr: "192.0.2.1"}
	for i := range DefaultRoomBurst {
		c, err := h.Create(guest, room.DefaultOptions())
		if err != nil {
			t.Fatalf("room %d: %v", i, err)
		}
		c.Leave() // closes it: the open count goes down, the rate does not
	}
	if len(h.Rooms()) != 0 {
		t.Fatal("left rooms still open")
	}
	_, err := h.Create(room.Player{Name: "other name, same address", Addr: "192.0.2.1"}, room.DefaultOptions())
	if !errors.Is(err, room.ErrRoomsTooFast) || !strings.Contains(err.Error(), "try again in") {
		t.Fatalf("room past the burst: %v", err)
	}
	for _, p := range []room.Player{
		{Name: "g", Addr: "192.0.2.2"},
		{Name: "k", Key: "SHA256:k", Addr: "192.0.2.1"},
	} {
		if _, err := h.Create(p, room.DefaultOptions()); err != nil {
			t.Fatalf("%+v has a quota of their own: %v", p, err)
		}
	}
}

// guestToken finds the resume token on a guest's room screen.
var guestToken = regexp.MustCompile(`resume token ([A-Z0-9]+)`)

// TestE2EResumeTokenCannotTakeAConnectedSeat: a resume token given by
// someone else while the seat's player is connected is refused, and the
// player keeps playing.
func TestE2EResumeTokenCannotTakeAConnectedSeat(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice := openTerm(t, addr, "alice", nil, "", 100, 34)
	alice.waitText(0, lobbyText)
	code := createRoom(t, alice, "")
	mk := alice.mark()
	openTerm(t, addr, "bob", newKey(t), "join "+code, 100, 34).waitText(0, "Room "+code)
	alice.waitText(mk, "bob joined")
	tok := guestToken.FindStringSubmatch(alice.text(mk))
	if tok == nil {
		t.Fatalf("no token on the guest's screen:\n%s", alice.text(mk))
	}
	if len(tok[1]) < room.TokenLen {
		t.Fatalf("token %d characters, want %d", len(tok[1]), room.TokenLen)
	}
	mk = alice.mark()
	mallory := openTerm(t, addr, "mallory", newKey(t), "join "+code+" "+tok[1], 100, 34)
	mallory.waitText(0, "that seat's player is connected")
	mallory.waitText(0, lobbyText) // the lobby instead
	r, err := srv.hub.Find(code)
	if err != nil {
		t.Fatal(err)
	}
	r.Mu.Lock()
	who := r.Seats[0].Player.Name
	connected := r.Seats[0].Client != nil
	r.Mu.Unlock()
	if who != "alice" || !connected {
		t.Fatalf("seat 0 is %s (connected %v), want alice connected", who, connected)
	}
	if strings.Contains(alice.text(mk), "from elsewhere") {
		t.Fatal("alice was pushed out of her seat")
	}
}

// TestResumeTokensAreLongAndFair: tokens carry at least 64 bits.
func TestResumeTokensAreLongAndFair(t *testing.T) {
	t.Parallel()
	if bits := float64(room.TokenLen) * math.Log2(float64(len(room.CodeAlphabet))); bits < 64 {
		t.Fatalf("tokens carry %.1f bits, want ≥ 64", bits)
	}
	h := newTestHub(t, time.Minute)
	a, err := h.Create(room.Player{Name: "a"}, room.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Token()) != room.TokenLen || strings.Trim(a.Token(), room.CodeAlphabet) != "" {
		t.Fatalf("token %q", a.Token())
	}
	// every letter of the alphabet about equally often
	counts := map[rune]int{}
	const n = 31 * 20000 // 5 standard deviations are ±700; a modulo bias is +1800
	for _, c := range room.RandomCode(n) {
		counts[c]++
	}
	for _, c := range room.CodeAlphabet {
		if counts[c] < 19300 || counts[c] > 20700 {
			t.Fatalf("%c drawn %d times in %d, want about 20000", c, counts[c], n)
		}
	}
}

// TestE2EWrongCodesAreThrottled: wrong room codes and tokens spend a
// connection's and an address's allowance; then even a right code is
// refused for a while. The log says so without the codes or tokens.
func TestE2EWrongCodesAreThrottled(t *testing.T) {
	t.Parallel()
	logs := &syncBuffer{}
	srv, addr, _ := startServer(t, func(c *Config) {
		c.Log = slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	})
	host := openTerm(t, addr, "host", nil, "", 100, 34)
	host.waitText(0, lobbyText)
	code := createRoom(t, host, "")
	openTerm(t, addr, "guest", nil, "join "+code, 100, 34).waitText(0, "Room "+code)
	var tok []string // from the host's header, drawn once the game starts
	waitUntil(t, "the host's resume token on screen", func() bool {
		tok = guestToken.FindStringSubmatch(host.text(0))
		return tok != nil && len(tok[1]) == room.TokenLen
	})
	wrongTok := strings.Repeat("Z", room.TokenLen)

	// one connection: DefaultWrongCodesPerConn wrong tries, then refused
	g := openTerm(t, addr, "guesser", nil, "", 100, 34)
	g.waitText(0, lobbyText)
	tries := []string{"ZZZZ", "YYYY", code + " " + wrongTok}
	for i, try := range tries[:DefaultWrongCodesPerConn] {
		mk := g.mark()
		g.send("3")
		g.waitText(mk, "Join a room")
		g.send(try + "\r")
		if i < 2 {
			g.waitText(mk, "no room with that code")
		} else {
			g.waitText(mk, "matches no seat")
		}
		g.send("\x1b")
		g.waitText(mk, lobbyText)
	}
	mk := g.mark()
	g.send("3")
	g.waitText(mk, "Join a room")
	g.send(code + "\r") // right, but too late
	g.waitText(mk, "too many wrong codes; try again in")

	// new connections from the same address: the address's allowance
	for i := DefaultWrongCodesPerConn; i < DefaultWrongCodesPerAddr; i++ {
		openTerm(t, addr, "guesser", nil, "watch QQQQ", 100, 34).waitText(0, "no room with that code")
	}
	openTerm(t, addr, "guesser", nil, "watch "+code, 100, 34).waitText(0, "too many wrong codes")
	if n := len(srv.hub.Rooms()); n != 1 {
		t.Fatalf("%d rooms", n)
	}
	log := logs.String()
	if !strings.Contains(log, "wrong room code") || !strings.Contains(log, "wrong resume token") ||
		!strings.Contains(log, "throttling wrong codes") {
		t.Fatalf("the log does not tell of the guessing:\n%s", log)
	}
	for _, secret := range []string{"ZZZZ", "YYYY", "QQQQ", tok[1], wrongTok} {
		if strings.Contains(log, secret) {
			t.Fatalf("the log has a secret %q:\n%s", secret, log)
		}
	}
}

// breakGames makes writing records fail, root or not: the games dir is
// replaced by a regular file. The returned func mends it.
func breakGames(t *testing.T, dataDir string) (mend func()) {
	t.Helper()
	dir := store.GamesDir(dataDir)
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, []byte("not a directory"), 0o644); err != nil {
		t.Fatal(err)
	}
	return func() {
		if err := os.Remove(dir); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSoloSaveFailureIsShown: a solo game that the database refuses is
// told on the player's screen, and again when it is written after all.
// (TestE2EFailedArchiveWriteIsToldAndKept does the same for rooms.)
func TestSoloSaveFailureIsShown(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	mend := breakArchive(t, a.srv.cfg.DB)
	_ = a.startSolo()
	g := openingGame(t)
	if err := g.Resign(game.White); err != nil {
		t.Fatal(err)
	}
	a.soloOver(g, ui.ModeAI, game.White, 2, 1)
	next := func() string {
		t.Helper()
		msgs := make(chan tea.Msg, 1)
		go func() { msgs <- saveNoteMsg{<-a.saveNotes} }()
		select {
		case msg := <-msgs:
			a.Update(msg)
		case <-time.After(waitTimeout):
			t.Fatal("no note on the writing of the game")
		}
		return a.View().Content
	}
	if v := next(); !strings.Contains(v, "your last game not saved yet") {
		t.Fatalf("the solo screen does not tell of the failure:\n%s", v)
	}
	if n := strings.Count(a.View().Content, "\n") + 1; n > a.height {
		t.Fatalf("the note pushed the screen to %d rows of %d", n, a.height)
	}
	mend()
	if v := next(); !strings.Contains(v, "your last game saved after all") {
		t.Fatalf("no word of the retry:\n%s", v)
	}
	if n := len(archivedRecords(t, a.srv.hub)); n != 1 {
		t.Fatalf("%d records", n)
	}
}

// TestShutdownLogsWhatItCouldNotWrite: a game that neither the database
// nor the files of held games take by shutdown is logged, text and all,
// and shutdown does not hang.
func TestShutdownLogsWhatItCouldNotWrite(t *testing.T) {
	t.Parallel()
	logs := &syncBuffer{}
	h := testHub(t, time.Minute, slog.New(slog.NewTextHandler(logs, nil)))
	t.Cleanup(breakArchive(t, store.DefaultPath(h.DataDir)))
	breakGames(t, h.DataDir)
	a, b := openRoom(t, h, room.DefaultOptions())
	white, black := seatColors(t, a, b)
	playOpening(t, white, black)
	if err := white.Resign(); err != nil {
		t.Fatal(err)
	}
	st := waitFor(t, a, "the report", func(s *room.State) bool { return s.Storage != "" })
	if !strings.Contains(st.Storage, "database error") {
		t.Fatalf("players told %q", st.Storage)
	}
	done := make(chan struct{})
	go func() {
		h.Shutdown("going down")
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		defer cancel()
		_ = h.CloseArchive(ctx)
		h.Saves.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(waitTimeout):
		t.Fatal("shutdown hangs on a record it cannot write")
	}
	log := logs.String()
	if !strings.Contains(log, "could not write game record before shutdown") ||
		!strings.Contains(log, `[White \"alice\"]`) && !strings.Contains(log, `[White \"bob\"]`) {
		t.Fatalf("the log does not keep the lost game:\n%s", log)
	}
}

// TestStartReportsAnUnwritableDataDir: a data dir that cannot take games
// is a warning at start; one that cannot keep the host key is a refusal.
func TestStartReportsAnUnwritableDataDir(t *testing.T) {
	t.Parallel()
	logs := &syncBuffer{}
	dir := t.TempDir()
	breakGames(t, dir)
	srv, err := New(Config{DataDir: dir, Log: slog.New(slog.NewTextHandler(logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	shutdownAtEnd(t, srv)
	if !strings.Contains(logs.String(), "level=WARN") || !strings.Contains(logs.String(), "cannot store games") {
		t.Fatalf("no warning at start:\n%s", logs.String())
	}
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := New(Config{DataDir: file, Log: slog.New(slog.NewTextHandler(logs, nil))}); err == nil {
		t.Fatal("started without a place for the host key")
	}
}

// TestStorageWarningClearsOnceWritten: a room's warning that a game is
// not saved yet goes once the retry writes it; the news is the room's
// event, not a warning left for the rest of the room's life.
func TestStorageWarningClearsOnceWritten(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	mend := breakArchive(t, store.DefaultPath(h.DataDir))
	a, b := openRoom(t, h, room.DefaultOptions())
	white, black := seatColors(t, a, b)
	playOpening(t, white, black)
	if err := white.Resign(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, a, "the warning", func(s *room.State) bool { return s.Storage != "" })
	mend()
	st := waitFor(t, a, "the retry", func(s *room.State) bool { return strings.Contains(s.Event(), "saved after all") })
	if st.Storage != "" {
		t.Fatalf("the warning stays after the game was written: %q", st.Storage)
	}
}
