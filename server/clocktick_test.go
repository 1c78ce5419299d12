package server

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
)

// TestTicksComeWhenTheSecondsChange: for clocks and kept seats' countdowns
// at random times left, the tick comes just after the instant the screen
// shows another second (the countdowns' texts at the tick differ from
// those at now) and never after a change it missed (2 ms earlier they are
// still those at now); with no countdown running, or all at 0:00, it
// comes a second on.
func TestTicksComeWhenTheSecondsChange(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(3, 4))
	asOf := time.Date(2026, 12, 2, 15, 0, 0, 0, time.UTC)
	texts := func(st *room.State, now time.Time) [3]string {
		var k [3]string
		k[0] = screentext.ClockText(st.ClockLeft(st.Position().SideToMove(), now))
		if st.Seats[1].Taken && !st.Seats[1].Connected {
			k[1] = screentext.ClockText(max(st.Seats[1].GraceEnd.Sub(now), 0))
		}
		k[2] = screentext.ClockText(st.ClockLeft(game.White, now)) + screentext.ClockText(st.ClockLeft(game.Black, now))
		return k
	}
	for i := range 2000 {
		st := &room.State{Game: game.NewGame(game.Rules{}, game.StartPosition()), AsOf: asOf, ClockRunning: true}
		st.Options.Clock = 5 * time.Minute
		st.Clock = [2]time.Duration{time.Duration(rng.Int64N(int64(10 * time.Minute))), time.Duration(rng.Int64N(int64(time.Minute)))}
		if i%3 == 0 { // a kept seat's countdown besides
			st.Seats[1] = room.SeatInfo{Taken: true, GraceEnd: asOf.Add(time.Duration(rng.Int64N(int64(2 * time.Minute))))}
		}
		if i%7 == 0 {
			st.ClockRunning = false
		}
		now := asOf.Add(time.Duration(rng.Int64N(int64(3 * time.Second))))
		d := nextCountdownChange(st, now)
		before := texts(st, now)
		running := st.ClockRunning && st.ClockLeft(game.White, now) > time.Second/2 ||
			st.Seats[1].Taken && st.Seats[1].GraceEnd.Sub(now) > time.Second/2
		if !running {
			if d != time.Second+time.Millisecond {
				t.Fatalf("case %d: no countdown running, the tick comes in %v, want a second on", i, d)
			}
			continue
		}
		if d <= 0 || d > time.Second+time.Millisecond {
			t.Fatalf("case %d: the tick comes in %v", i, d)
		}
		if after := texts(st, now.Add(d)); after == before {
			t.Fatalf("case %d: the tick in %v shows %q as at now", i, d, after)
		}
		if d > 2*time.Millisecond {
			if early := texts(st, now.Add(d-2*time.Millisecond)); early != before {
				t.Fatalf("case %d: 2 ms before the tick in %v the screen showed %q, at now %q: a second missed", i, d, early, before)
			}
		}
	}
}
