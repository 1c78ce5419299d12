package room

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

func TestRoomPlaysAGameToTheEndAndSavesIt(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	opts := DefaultOptions()
	opts.Color = ChooseWhite
	a, b := openRoom(t, h, opts)
	spec, err := h.Watch(strings.ToLower(a.Code()), Player{Name: "carol"})
	if err != nil {
		t.Fatal(err)
	}
	white, black := seatColors(t, a, b)
	if white != a {
		t.Fatal("creator asked for White but did not get it")
	}
	st := waitFor(t, spec, "start", func(s *State) bool { return s.Started })
	sawCapture := false
	for n := 0; !st.Over(); n++ {
		mover, other := white, black
		if st.Position().SideToMove() == game.Black {
			mover, other = black, white
		}
		if err := other.Move(firstMove(st)); !errors.Is(err, ErrNotYourTurn) {
			t.Fatalf("ply %d: move out of turn: got %v, want ErrNotYourTurn", n, err)
		}
		m := firstMove(st)
		sawCapture = sawCapture || m.NumCaptured() > 1
		if err := mover.Move(m); err != nil {
			t.Fatalf("ply %d: %v", n, err)
		}
		// every player and the spectator sees the move
		for _, c := range []*Client{white, black} {
			waitFor(t, c, "the move", plies(n+1))
		}
		st = waitFor(t, spec, "the move", plies(n+1))
		if !st.Moves()[n].Same(m) {
			t.Fatalf("ply %d: spectator saw %s, played %s", n, st.Moves()[n], m)
		}
	}
	if st.Reason == "" {
		t.Fatal("game over without a reason")
	}
	if err := white.Move(game.Move{}); !errors.Is(err, ErrOver) {
		t.Fatalf("move after the end: got %v", err)
	}
	recs := archivedRecords(t, h)
	if len(recs) != 1 {
		t.Fatalf("want 1 record, got %d", len(recs))
	}
	if got := len(recs[0].Game.Moves()); got != len(st.Moves()) {
		t.Fatalf("record has %d moves, game had %d", got, len(st.Moves()))
	}
	if recs[0].Tag(pdn.TagWhite) != "alice" || recs[0].Tag(pdn.TagBlack) != "bob" {
		t.Fatalf("record players: %v", recs[0].Tags)
	}
	t.Logf("%d plies, %s (%s), multi-capture seen: %v", len(st.Moves()), st.Result, st.Reason, sawCapture)
}

func TestRoomRefusals(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	a, err := h.Create(Player{Name: "alice"}, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	st := waitFor(t, a, "room open", func(*State) bool { return true })
	if err := a.Move(firstMove(st)); !errors.Is(err, ErrWaiting) {
		t.Fatalf("move before an opponent: %v", err)
	}
	b, err := h.Join(a.Code(), Player{Name: "bob"}, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Join(a.Code(), Player{Name: "carol"}, ""); !errors.Is(err, ErrRoomFull) {
		t.Fatalf("third player: %v", err)
	}
	if _, err := h.Join("ZZZZ", Player{Name: "carol"}, ""); !errors.Is(err, ErrNoRoom) {
		t.Fatalf("bad code: %v", err)
	}
	spec, _ := h.Watch(a.Code(), Player{Name: "carol"})
	if err := spec.Move(firstMove(st)); !errors.Is(err, ErrSpectator) {
		t.Fatalf("spectator move: %v", err)
	}
	white, black := seatColors(t, a, b)
	err = black.Move(firstMove(st))
	if !errors.Is(err, ErrNotYourTurn) || !strings.Contains(err.Error(), "white") {
		t.Fatalf("black moving first: %v", err)
	}
	illegal := firstMove(st)
	illegal.To = illegal.From
	if err := white.Move(illegal); !errors.Is(err, game.ErrIllegalMove) {
		t.Fatalf("illegal move: %v", err)
	}
	if err := white.MoveAt(firstMove(st), 1, 3); !errors.Is(err, ErrStale) {
		t.Fatalf("move chosen in another position: %v", err)
	}
	if err := white.Rematch(); !errors.Is(err, ErrNotOver) {
		t.Fatalf("rematch mid-game: %v", err)
	}
	if err := black.DeclineDraw(); !errors.Is(err, ErrNoOffer) {
		t.Fatalf("decline without offer: %v", err)
	}
	if _, err := h.Create(Player{Name: "x"}, Options{Rules: game.DefaultRules(), Increment: time.Second}); err == nil {
		t.Fatal("increment without clock accepted")
	}
}

func TestSlowClientNeverStallsTheRoom(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	a, b := openRoom(t, h, DefaultOptions())
	slow, _ := h.Watch(a.Code(), Player{Name: "carol"}) // never reads until the end
	white, black := seatColors(t, a, b)
	st := waitFor(t, white, "start", func(s *State) bool { return s.Started })
	for n := 0; n < 20 && !st.Over(); n++ {
		mover := white
		if st.Position().SideToMove() == game.Black {
			mover = black
		}
		if err := mover.Move(firstMove(st)); err != nil {
			t.Fatal(err)
		}
		st = waitFor(t, mover, "move", plies(n+1))
	}
	if got := len(slow.Updates()); got != 1 {
		t.Fatalf("slow client has %d states queued, want just the latest", got)
	}
	last := <-slow.Updates()
	if len(last.Moves()) != len(st.Moves()) {
		t.Fatalf("slow client's state has %d moves, want the latest %d", len(last.Moves()), len(st.Moves()))
	}
}

func TestDrawResignRematch(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	a, b := openRoom(t, h, DefaultOptions())
	white, black := seatColors(t, a, b)
	if err := white.OfferDraw(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, black, "offer", func(s *State) bool { return s.DrawOffer == int8(white.Seat()) })
	if err := black.DeclineDraw(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, white, "declined", func(s *State) bool { return s.DrawOffer == -1 && strings.Contains(s.Event(), "declined") })
	playOpening(t, white, black)
	_ = white.OfferDraw()
	if err := black.OfferDraw(); err != nil { // accepting
		t.Fatal(err)
	}
	st := waitFor(t, white, "draw", (*State).Over)
	if st.Result != game.Draw || st.Reason != game.AgreedDraw.String() {
		t.Fatalf("got %s (%s)", st.Result, st.Reason)
	}
	if err := white.Rematch(); err != nil {
		t.Fatal(err)
	}
	if err := black.Rematch(); err != nil {
		t.Fatal(err)
	}
	st = waitFor(t, white, "rematch", func(s *State) bool { return s.GameNo == 2 })
	if st.Over() || len(st.Moves()) != 0 || st.ColorOf(white.Seat()) != game.Black {
		t.Fatalf("rematch: over=%v moves=%d white's colour now %s", st.Over(), len(st.Moves()), st.ColorOf(white.Seat()))
	}
	// colours swapped: the old black player now moves first, and resigns
	playOpening(t, black, white)
	if err := black.Resign(); err != nil {
		t.Fatal(err)
	}
	st = waitFor(t, white, "resign", (*State).Over)
	if st.Result != game.BlackWin || st.Reason != game.Resignation.String() {
		t.Fatalf("got %s (%s)", st.Result, st.Reason)
	}
	if n := len(archivedRecords(t, h)); n != 2 {
		t.Fatalf("want 2 records, got %d", n)
	}
}

func TestDisconnectResumeByKeyAndToken(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	a, err := h.Create(Player{Name: "alice", Key: "SHA256:alice"}, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	g, err := h.Join(a.Code(), Player{Name: "guest"}, "")
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, a, "start", func(s *State) bool { return s.Started })
	a.Leave()
	st := waitFor(t, g, "disconnect", func(s *State) bool { return !s.Seats[a.Seat()].Connected })
	if left := time.Until(st.Seats[a.Seat()].GraceEnd); left <= 0 || left > time.Minute {
		t.Fatalf("grace countdown %v", left)
	}
	if err := a.Move(game.Move{}); !errors.Is(err, ErrNotSeated) {
		t.Fatalf("old client still plays: %v", err)
	}
	a2, ok := h.Resume(Player{Name: "alice", Key: "SHA256:alice"})
	if !ok || a2.Seat() != a.Seat() {
		t.Fatal("resume by key failed")
	}
	waitFor(t, g, "back", func(s *State) bool { return s.Seats[a.Seat()].Connected })

	// the guest drops abruptly and comes back with the code and token
	tok := g.Token()
	g.Leave()
	if _, err := h.Join(a.Code(), Player{Name: "guest"}, "WRONG"); !errors.Is(err, ErrBadToken) {
		t.Fatalf("wrong token: %v", err)
	}
	g2, err := h.Join(a.Code(), Player{Name: "guest"}, strings.ToLower(tok))
	if err != nil || g2.Seat() != g.Seat() {
		t.Fatalf("resume by token: %v", err)
	}
	// a newer connection of the same player replaces the older one
	a3, err := h.Join(a.Code(), Player{Name: "alice", Key: "SHA256:alice"}, "")
	if err != nil {
		t.Fatal(err)
	}
	for range a2.Updates() { // drained and closed
	}
	if a3.Seat() != a.Seat() {
		t.Fatal("takeover moved seats")
	}
}

func TestGraceExpiryForfeits(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, 100*time.Millisecond)
	a, b := openRoom(t, h, DefaultOptions())
	white, black := seatColors(t, a, b)
	playOpening(t, white, black)
	a.Leave()
	st := waitFor(t, b, "forfeit", (*State).Over)
	if st.Result != game.WinFor(st.ColorOf(b.Seat())) || !strings.Contains(st.Reason, "alice left") {
		t.Fatalf("got %s (%s)", st.Result, st.Reason)
	}
	b.Leave()
	if len(h.Rooms()) != 0 {
		t.Fatal("empty room still listed")
	}
}

func TestClockFlagFallEndsTheGame(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	flagFall(t, h, nil)
	wantFlagRecord(t, h)
}

// wantFlagRecord checks that the one record written is White's loss on time.
func wantFlagRecord(t *testing.T, h *Hub) {
	t.Helper()
	recs := archivedRecords(t, h)
	if len(recs) != 1 {
		t.Fatalf("want 1 record, got %d", len(recs))
	}
	if r, why := recs[0].FinalResult(); r != game.BlackWin || why != "white's time ran out" {
		t.Fatalf("record: %s (%s)", r, why)
	}
}

func TestClockIncrementAndPauseWhileDisconnected(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	opts := DefaultOptions()
	opts.Clock, opts.Increment = time.Minute, 2*time.Second
	a, b := openRoom(t, h, opts)
	white, black := seatColors(t, a, b)
	playOpening(t, white, black) // a side's first move is not timed: from its second on, the clock runs
	st := waitFor(t, white, "opening", plies(AbortPlies))
	if !st.ClockRunning {
		t.Fatal("no clock runs after each side's first move")
	}
	before := st.Clock[game.White]
	if err := white.Move(firstMove(st)); err != nil {
		t.Fatal(err)
	}
	st = waitFor(t, black, "move", plies(AbortPlies+1))
	if st.Clock[game.White] <= before || st.Clock[game.White] > before+2*time.Second {
		t.Fatalf("white's clock after a move with +2s: %v, before it %v", st.Clock[game.White], before)
	}
	white.Leave()
	st = waitFor(t, black, "paused", func(s *State) bool { return !s.Seats[white.Seat()].Connected })
	if st.ClockRunning {
		t.Fatal("clock runs while a player is away")
	}
}

func TestQuickMatchPairsTwoPlayers(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	p := Player{Name: "alice", Key: "SHA256:alice"}
	a, err := h.QuickMatch(p)
	if err != nil {
		t.Fatal(err)
	}
	a2, _ := h.QuickMatch(p) // the same person twice is not a pair
	if a2.Code() == a.Code() {
		t.Fatal("paired a player with themselves")
	}
	a2.Leave()
	b, err := h.QuickMatch(Player{Name: "bob"})
	if err != nil {
		t.Fatal(err)
	}
	if b.Code() != a.Code() {
		t.Fatal("second player not paired with the first")
	}
	waitFor(t, a, "paired", func(s *State) bool { return s.Started })
	rooms := h.Rooms()
	if len(rooms) != 1 || !rooms[0].Started {
		t.Fatalf("rooms: %+v", rooms)
	}
}

// TestDrawOfferLapsesWhenItsAddresseePlays: an offer lapses when the
// player it was made to plays a move instead of answering; the mover's
// own offer stands for the opponent to answer.
func TestDrawOfferLapsesWhenItsAddresseePlays(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	a, b := openRoom(t, h, DefaultOptions())
	white, black := seatColors(t, a, b)
	st := waitFor(t, white, "start", func(s *State) bool { return s.Started })

	// White offers and moves: the offer stands for Black
	if err := white.OfferDraw(); err != nil {
		t.Fatal(err)
	}
	if err := white.Move(firstMove(st)); err != nil {
		t.Fatal(err)
	}
	st = waitFor(t, black, "white's move", plies(1))
	if st.DrawOffer != int8(white.Seat()) {
		t.Fatalf("after the offerer's own move the offer is %d, want White's seat %d", st.DrawOffer, white.Seat())
	}
	// Black plays instead of answering: the offer lapses
	if err := black.Move(firstMove(st)); err != nil {
		t.Fatal(err)
	}
	st = waitFor(t, white, "black's move", plies(2))
	if st.DrawOffer != -1 || !strings.Contains(st.Event(), "lapsed") {
		t.Fatalf("after its addressee moved the offer is %d (event %q), want lapsed", st.DrawOffer, st.Event())
	}
	// so a later offer from Black is a new offer, not an acceptance
	if err := black.OfferDraw(); err != nil {
		t.Fatal(err)
	}
	st = waitFor(t, white, "black's offer", func(s *State) bool { return s.DrawOffer == int8(black.Seat()) })
	if st.Over() {
		t.Fatal("a lapsed offer was accepted")
	}
	// White plays on instead of answering Black's offer: it lapses too
	if err := white.Move(firstMove(st)); err != nil {
		t.Fatal(err)
	}
	st = waitFor(t, black, "white's second move", plies(3))
	if st.DrawOffer != -1 {
		t.Fatalf("Black's offer survived White's move: %d", st.DrawOffer)
	}
}

// flagClock is the clock of flagFall's games.
const flagClock = 500 * time.Millisecond

// flagFall opens a room with a short clock, runs before (if any) and waits
// until White's flag falls.
func flagFall(t *testing.T, h *Hub, before func(white, black *Client)) (white, black *Client, st *State) {
	t.Helper()
	opts := DefaultOptions()
	opts.Clock, opts.Increment = flagClock, 0
	a, b := openRoom(t, h, opts)
	white, black = seatColors(t, a, b)
	playOpening(t, white, black)
	if before != nil {
		before(white, black)
	}
	st = waitFor(t, white, "flag", (*State).Over)
	if st.Result != game.BlackWin || st.Reason != "white's time ran out" {
		t.Fatalf("got %s (%s)", st.Result, st.Reason)
	}
	return white, black, st
}

// TestNoResignOrOfferAfterAFlagFall: a game decided on time is over for
// every request, though the game itself does not know it ended; an offer
// standing when it ended is gone.
func TestNoResignOrOfferAfterAFlagFall(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	white, black, st := flagFall(t, h, func(_, black *Client) {
		if err := black.OfferDraw(); err != nil {
			t.Fatal(err)
		}
	})
	if st.DrawOffer != -1 {
		t.Fatalf("the draw offer outlived the game: %d", st.DrawOffer)
	}
	for _, c := range []*Client{white, black} {
		if err := c.Resign(); !errors.Is(err, ErrOver) {
			t.Fatalf("resign after the flag fell: got %v, want ErrOver", err)
		}
		if err := c.OfferDraw(); !errors.Is(err, ErrOver) {
			t.Fatalf("draw offer after the flag fell: got %v, want ErrOver", err)
		}
	}
	wantFlagRecord(t, h) // unchanged by the refused resignations
}

// TestRematchAfterAFlagFall: after a game lost on time both players can
// start a rematch, with colours swapped and full clocks, waiting for each
// side's first move.
func TestRematchAfterAFlagFall(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	white, black, _ := flagFall(t, h, nil)
	if err := white.Rematch(); err != nil {
		t.Fatal(err)
	}
	if err := black.Rematch(); err != nil {
		t.Fatal(err)
	}
	st := waitFor(t, white, "rematch", func(s *State) bool { return s.GameNo == 2 })
	if st.Over() || !st.Started || st.ColorOf(white.Seat()) != game.Black {
		t.Fatalf("rematch: over=%v started=%v the old White now plays %s", st.Over(), st.Started, st.ColorOf(white.Seat()))
	}
	if st.Clock[game.White] != flagClock || st.Clock[game.Black] != flagClock || st.ClockRunning {
		t.Fatalf("rematch clock %v running=%v, want full clocks waiting for the first moves", st.Clock, st.ClockRunning)
	}
	h.Shutdown("test over") // the new clock is short: no second flag fall after the test
}

// TestCreateNeverFindsItsRoomClosed: a room is never seen empty between
// its creation and its creator's seat, however busy the other rooms'
// visitors are (every quick match and every login with a key asks every
// room); before, such a visitor could close it under its creator.
func TestCreateNeverFindsItsRoomClosed(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	h.quota = newRoomQuota(1000, 1000, time.Second)
	stop := make(chan struct{})
	var visitors sync.WaitGroup
	for i := range 4 {
		visitors.Add(1)
		go func() {
			defer visitors.Done()
			p := Player{Name: "v", Key: fmt.Sprintf("SHA256:v%d", i)}
			for {
				select {
				case <-stop:
					return
				default:
					h.Resume(p)
				}
			}
		}()
	}
	defer func() { close(stop); visitors.Wait() }()
	for i := range 300 {
		c, err := h.Create(Player{Name: "c", Key: fmt.Sprintf("SHA256:c%d", i)}, DefaultOptions())
		if err != nil {
			t.Fatalf("create %d: %v", i, err)
		}
		c.Leave()
	}
}
