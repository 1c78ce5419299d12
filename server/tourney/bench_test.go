package tourney

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/tournament"
)

// fullArena is a director holding an arena of the most players, half of
// them in games the fake rooms opened.
func fullArena(b *testing.B) (*rig, []room.Player) {
	r := newRig(b, arenaRow(1))
	r.d.poll(r.ctx)
	var ps []room.Player
	for n := range 1000 {
		p := room.Player{Name: fmt.Sprintf("p%d", n), Key: fmt.Sprintf("SHA256:k%d", n), ID: store.PlayerID(n + 1)}
		ps = append(ps, p)
		ev := r.d.evs[1]
		if err := ev.applyJoin(p.ID, joinData{Name: p.Name, Key: p.Key, Rating: 1500 + n%400}); err != nil {
			b.Fatal(err)
		}
	}
	return r, ps
}

// BenchmarkViewOfAFullArena measures a player's page of an arena of
// 1,000 players (the event page asks for it each second).
func BenchmarkViewOfAFullArena(b *testing.B) {
	r, ps := fullArena(b)
	r.d.tick(r.ctx)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := r.d.View(1, ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPairingWaveOfAFullArena measures a pairing wave of 1,000
// free players, the rooms included (500 rooms of the fake hub).
func BenchmarkPairingWaveOfAFullArena(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		r, _ := fullArena(b)
		b.StartTimer()
		r.d.tick(r.ctx)
	}
}

// BenchmarkFullArenaHeap measures the director's heap for an arena of
// 1,000 players after 20 waves of games (the rooms apart: they are the
// hub's), in bytes per event.
func BenchmarkFullArenaHeap(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		r, _ := fullArena(b)
		ev := r.d.evs[1]
		for range 20 {
			for _, p := range ev.arena.Pair(nil) {
				g := gameData{White: pid(p.White), Black: pid(p.Black), Code: "X", Outcome: tournament.WhiteWins, Plies: 40}
				ev.track(g, t0)
				if err := ev.applyResult(g); err != nil {
					b.Fatal(err)
				}
			}
		}
		ev.page()
		runtime.GC()
		runtime.ReadMemStats(&after)
		b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc), "B/event")
		runtime.KeepAlive(r)
		b.StartTimer()
	}
}
