package server

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// corrFormKeys are the create-room form's keys for a correspondence game
// of days per move, the creator White: right on the colour, down to the
// clock, right to the preset.
func corrFormKeys(days int) string {
	i := 0
	for i < len(room.TimeControls) && room.TimeControls[i].Days != days {
		i++
	}
	return "\x1b[C\x1b[B" + strings.Repeat("\x1b[C", i)
}

// corrRoom has alice open a correspondence game of days (White) from the
// lobby, and bob join it by its code from another address (so that a
// rated game counts: fairplay.go); it returns their sessions and the
// room's code.
func corrRoom(t *testing.T, addr string, days int, aliceKey, bobKey gossh.Signer) (alice, bob *term, code string) {
	t.Helper()
	alice = openTerm(t, addr, "alice", aliceKey, "", 80, 24)
	alice.waitText(0, lobbyText)
	code = createRoom(t, alice, corrFormKeys(days))
	alice.waitText(0, room.Options{DaysPerMove: days}.ClockText())
	alice.waitText(0, room.CorrespondenceWaitingHelp)
	mk := alice.mark()
	bob = openTermFrom(t, addr, otherAddr, "bob", bobKey, "join "+code, 80, 24)
	bob.waitText(0, "you play black")
	alice.waitText(mk, "bob joined")
	return alice, bob, code
}

// playFirstKeys has t, to move, play the first legal move of the room's
// game through its keys, and waits until the room has it.
func playFirstKeys(t *testing.T, srv *Server, code string, player *term) {
	t.Helper()
	g, _ := roomGame(t, srv.hub, code)
	player.typeKeys(moveKeys(g.LegalMoves()[0]))
	waitUntil(t, "the move", func() bool { after, _ := roomGame(t, srv.hub, code); return after.Ply() == g.Ply()+1 })
}

// TestE2ECorrespondenceGameWaitsForItsPlayers: two key holders start a
// 1-day correspondence game from the lobby's form; alice moves and both
// leave (alice with q, which in the opening of a live game aborts it):
// the room stays, past a live seat's grace period. Bob connects
// later: the lobby says one game waits for his move and lists it first,
// enter takes him to it, and he moves; then alice's lobby says hers waits,
// and `join` without a code takes her to it.
// The clock of the side not to move shows its full day ("1d").
func TestE2ECorrespondenceGameWaitsForItsPlayers(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) { c.Grace = time.Second }) // the least
	aliceKey, bobKey := newKey(t), newKey(t)
	alice, bob, code := corrRoom(t, addr, 1, aliceKey, bobKey)
	mk := bob.mark()
	playFirstKeys(t, srv, code, alice)
	bob.waitText(mk, "alice played")
	bob.waitText(mk, "white 1d")
	alice.typeKeys("q") // in the opening, which leaving a live game aborts
	alice.waitText(0, "it waits for you (correspondence)")
	bob.waitText(mk, "alice left; the game waits for them")
	bob.waitText(mk, "alice is away (the game waits)")
	alice.close()
	bob.close()
	waitUntil(t, "both away", func() bool {
		away := true
		underRoomLock(t, srv.hub, code, func(r *room.Room) { away = r.Seats[0].Client == nil && r.Seats[1].Client == nil })
		return away
	})
	time.Sleep(1300 * time.Millisecond) // past a live seat's grace period
	if _, err := srv.hub.Find(code); err != nil {
		t.Fatalf("the correspondence room closed with its players away: %v", err)
	}

	bob = openTerm(t, addr, "bob", bobKey, "", 80, 24)
	bob.waitText(0, "1 correspondence game waits for your move — c lists them")
	bob.waitText(0, "c  Your correspondence games (1 your move)")
	bob.send("\r") // the cursor is on them
	bob.waitText(0, code+"  vs alice · your move, 23:")
	bob.send("\r")
	bob.waitText(0, "you play black")
	playFirstKeys(t, srv, code, bob)

	alice = openTerm(t, addr, "alice", aliceKey, "", 80, 24)
	alice.waitText(0, "1 correspondence game waits for your move")
	alice.typeKeys("c")
	alice.waitText(0, code+"  vs bob · your move")
	alice.close()
	alice = openTerm(t, addr, "alice", aliceKey, "join", 80, 24) // no code: the move waiting
	alice.waitText(0, "you play white")
	alice.waitText(0, "Room "+code)
}

// TestE2ECorrespondenceLostOnTime: a side to move whose day runs out (a
// fake clock: its day made to have begun a day ago, less a moment) loses
// on time; the player connected sees it, and the game is archived and
// rated in the correspondence class. Black, who left with q before (not
// asked whether to lose the game: the seat is kept for it), is away.
func TestE2ECorrespondenceLostOnTime(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := corrRoom(t, addr, 1, newKey(t), newKey(t))
	playOpeningKeys(t, srv, code, [2]*term{alice, bob})
	// bob leaves with q, not asked whether to lose a rated game: his seat
	// is kept for the game
	mk := alice.mark()
	bob.typeKeys("q")
	alice.waitText(mk, "bob left; the game waits for them")
	bob.waitText(0, "Your correspondence games")
	if strings.Contains(bob.text(0), "leave this rated game?") {
		t.Fatal("bob was asked whether to leave a rated correspondence game as a live one")
	}
	marks := [2]int{alice.mark(), bob.mark()}
	underRoomLock(t, srv.hub, code, func(r *room.Room) {
		now := time.Now()
		times, since := r.CorrespondenceTimesLocked()
		r.StopClockLocked(now)
		r.RestoreCorrespondenceLocked(times, since.Add(-room.Day+50*time.Millisecond))
		r.StartClockLocked(now)
	})
	alice.waitText(marks[0], "game over: white's time ran out")
	recs := archivedRecords(t, srv.hub) // (waits for the writer)
	games := archivedGames(t, srv.hub)
	if len(games) != 1 || games[0].Class != rating.Correspondence || !games[0].Rated {
		t.Fatalf("archived: %+v", games)
	}
	if res, _ := recs[0].FinalResult(); res != game.BlackWin || recs[0].Tag("TimeControl") != "1 day/move" {
		t.Errorf("record: %v, %q", res, recs[0].Tag("TimeControl"))
	}
	for i := 1; i <= recs[0].Game.Ply(); i++ {
		if _, ok := recs[0].MoveTime(i); !ok {
			t.Errorf("move %d has no time in the record", i)
		}
	}
}

// TestE2EGuestIsRefusedCorrespondence: a guest choosing days per move on
// the form is told why not, and no room opens.
func TestE2EGuestIsRefusedCorrespondence(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	gus := openTerm(t, addr, "gus", nil, "", 80, 24)
	gus.waitText(0, lobbyText)
	mk := gus.mark()
	gus.typeKeys("2")
	gus.waitText(mk, "Create a room")
	gus.typeKeys(corrFormKeys(3))
	gus.waitText(mk, "3 days/move · correspondence")
	gus.typeKeys("\r")
	gus.waitText(mk, "correspondence games are for players with an SSH key")
	if n := srv.hub.RoomCount(); n != 0 {
		t.Fatalf("%d rooms opened for a guest", n)
	}
}

// TestCorrespondenceRatingOnThePages: a rated correspondence game moves
// the correspondence rating, which the leaderboard and the profile show
// beside the other classes.
func TestCorrespondenceRatingOnThePages(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	ann, bob := archivePlayer(t, a, "ann"), archivePlayer(t, a, "bob")
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for range 4 {
		if err := g.Play(g.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Resign(game.Black); err != nil {
		t.Fatal(err)
	}
	rec := room.FinishedGame(g, "correspondence", time.Now(), store.Seat{Player: ann.ID, Name: ann.Name},
		store.Seat{Player: bob.ID, Name: bob.Name}, room.Options{DaysPerMove: 3}.ClockText(), game.Ongoing, "")
	rec.Rated, rec.Class = true, rating.Correspondence
	if _, err := a.srv.store.Save(t.Context(), rec); err != nil {
		t.Fatal(err)
	}
	a.player.Key = "SHA256:bob"
	press(a, "6", "1")
	wantOnScreen(t, a, "Untimed: you have no rated game in this class yet", "Correspondence: you are #2",
		"1. ann", "2. bob")
	press(a, "enter")
	wantOnScreen(t, a, "ann · playing here since", "Correspondence: ", "#1")
}

// TestMaxCorrespondenceGamesSetting: --max-correspondence-games defaults
// to room.DefaultMaxCorrespondenceGames, refuses a negative, and
// reaches the rooms.
func TestMaxCorrespondenceGamesSetting(t *testing.T) {
	t.Parallel()
	c, err := Config{DataDir: t.TempDir()}.withDefaults()
	if err != nil || c.MaxCorrespondenceGames != room.DefaultMaxCorrespondenceGames {
		t.Fatalf("default %d, %v", c.MaxCorrespondenceGames, err)
	}
	if _, err := (Config{DataDir: t.TempDir(), MaxCorrespondenceGames: -1}).withDefaults(); err == nil {
		t.Error("-1 accepted")
	}
	c.MaxCorrespondenceGames = 3
	if got := c.rooms().MaxCorrespondenceGames; got != 3 {
		t.Errorf("the rooms are given %d", got)
	}
}

// TestLobbyWithCorrespondenceFits: the lobby of a key holder with
// correspondence games waiting (their item in the menu), a live game to
// go back to, a message and the puzzle of the day fits 24 rows; a key
// holder without correspondence games has no such item.
func TestLobbyWithCorrespondenceFits(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	p := archivePlayer(t, a, "ann")
	a.player = room.Player{Name: p.Name, Key: "SHA256:ann", ID: p.ID}
	a.lobby = newLobby(a)
	a.lobby.init()
	if v := ansi.Strip(a.lobby.view()); strings.Contains(v, labelCorr) {
		t.Fatalf("a lobby without correspondence games lists them:\n%s", v)
	}
	opts := room.DefaultOptions()
	opts.DaysPerMove = 3
	if _, err := a.srv.hub.Create(a.player, opts); err != nil {
		t.Fatal(err)
	}
	a.lobby.init()
	a.lobby.menu = a.lobby.withCorr(lobbyMenu(false, "K7QM"))
	a.lobby.hasKept, a.lobby.kept.Code = true, "K7QM"
	a.lobby.msg = "a message"
	v := ansi.Strip(a.lobby.view())
	if !strings.Contains(v, "Puzzle of the day") || !strings.Contains(v, "c  "+labelCorr) {
		t.Fatalf("no puzzle of the day, or no correspondence games:\n%s", v)
	}
	if n := strings.Count(strings.TrimRight(v, "\n"), "\n") + 1; n > 24 {
		t.Errorf("the lobby is %d rows:\n%s", n, v)
	}
}
