package server

import (
	"io"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/termio"
)

// benchRoom is a session in a room of two with a clock, its game started,
// drawn by a screen writer to nowhere, on a clock of the test's (clock
// advances it).
type benchRoom struct {
	a     *app
	ann   *room.Client
	bob   *room.Client
	start *room.State
	clock time.Time
}

func newBenchRoom(b *testing.B) *benchRoom {
	b.Helper()
	a := testApp(b, time.Hour)
	br := &benchRoom{a: a, clock: time.Now()}
	a.now = func() time.Time { return br.clock }
	a.drawer = termio.NewScreenWriter(io.Discard, colorprofile.ANSI256)
	br.ann, br.bob = clockRoom(b, a)
	br.start = waitFor(b, br.ann, "the start", func(s *room.State) bool { return s.Started })
	br.take(br.start)
	return br
}

// take gives the session a room state, as its program does, and draws.
func (br *benchRoom) take(st *room.State) {
	br.a.Update(roomStateMsg{br.ann, st})
	br.a.View()
}

// tick is a clock's tick one second on, as its program takes it.
func (br *benchRoom) tick() {
	br.clock = br.clock.Add(time.Second)
	br.a.Update(roomTickMsg{br.ann})
	br.a.View()
}

// played is st after its first legal move, the clocks running since the
// test's clock.
func (br *benchRoom) played(st *room.State) *room.State {
	next := *st
	next.Seq++
	next.Game = st.Game.Clone()
	if err := next.Game.Play(st.Game.LegalMoves()[0]); err != nil {
		panic(err)
	}
	next.ClockRunning, next.AsOf = true, br.clock
	return &next
}

// plies are the game's start and its states after each of n plies.
func (br *benchRoom) plies(n int) []*room.State {
	states := []*room.State{br.start}
	for len(states) <= n {
		states = append(states, br.played(states[len(states)-1]))
	}
	return states
}

// BenchmarkRoomTick: a clock's tick in a game in progress, the second
// shown changing at every tick: the message taken in and the screen
// drawn.
func BenchmarkRoomTick(b *testing.B) {
	br := newBenchRoom(b)
	br.take(br.played(br.start))
	br.tick()
	b.ReportAllocs()
	for b.Loop() {
		br.tick()
	}
}

// BenchmarkRoomMove: a move taken in and drawn, through the first 20
// plies of a game again and again.
func BenchmarkRoomMove(b *testing.B) {
	br := newBenchRoom(b)
	states := br.plies(20)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		br.clock = br.clock.Add(700 * time.Millisecond)
		br.take(states[1+i%20])
	}
}

// BenchmarkRoomOpening: a room's game starting and its first 4 plies, as
// a session takes them: the game model made, the screen drawn whole the
// first time.
func BenchmarkRoomOpening(b *testing.B) {
	br := newBenchRoom(b)
	states := br.plies(4)
	b.ReportAllocs()
	for b.Loop() {
		br.a.room = newRoomScreen(br.a, br.ann, "")
		br.a.show(br.a.room)
		br.a.drawer = termio.NewScreenWriter(io.Discard, colorprofile.ANSI256)
		for _, st := range states {
			br.take(st)
		}
	}
}

// BenchmarkRoomStart: a room's game starting, as a session takes it: the
// game model made and the screen drawn whole.
func BenchmarkRoomStart(b *testing.B) {
	br := newBenchRoom(b)
	b.ReportAllocs()
	for b.Loop() {
		br.a.room = newRoomScreen(br.a, br.ann, "")
		br.a.show(br.a.room)
		br.a.drawer = termio.NewScreenWriter(io.Discard, colorprofile.ANSI256)
		br.take(br.start)
	}
}

// BenchmarkRoomMoveByKeys: a move as the load test's players make it,
// through the first 20 plies of a game again and again: on the
// session's turn its keys typed (origin, Enter, destination, Enter),
// each key taken in and drawn, then the room's state taken in and drawn.
func BenchmarkRoomMoveByKeys(b *testing.B) {
	br := newBenchRoom(b)
	states := br.plies(20)
	keys := make([][]tea.KeyPressMsg, len(states))
	for i, st := range states[:len(states)-1] {
		if st.Position().SideToMove() != game.White {
			continue
		}
		for _, r := range moveKeys(st.Game.LegalMoves()[0]) {
			k := string(r)
			if r == '\r' {
				k = "enter"
			}
			keys[i] = append(keys[i], keypress.Key(k))
		}
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		n := i % 20
		for _, k := range keys[n] {
			br.a.Update(k)
			br.a.View()
		}
		br.clock = br.clock.Add(700 * time.Millisecond)
		br.take(states[1+n])
	}
}
