package tourney

import (
	"fmt"
	"testing"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
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
