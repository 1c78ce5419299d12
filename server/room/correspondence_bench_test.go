package room

import (
	"fmt"
	"io"
	"log/slog"
	"testing"
	"time"
)

// BenchmarkCorrespondenceScans measures what a full server of
// correspondence rooms (MaxCorrespondenceRooms, a game of two keys each)
// costs a lobby shown (Hub.Correspondence, each room looked at once) and
// a new game (admitCorrespondence's count).
func BenchmarkCorrespondenceScans(b *testing.B) {
	cfg := testConfig(b.TempDir(), time.Minute, slog.New(slog.NewTextHandler(io.Discard, nil)))
	h := NewHubFor(cfg)
	for i := range MaxCorrespondenceRooms - 1 { // (admit's count below must pass)
		a := Player{Name: fmt.Sprint("a", i), Key: fmt.Sprint("SHA256:a", i)}
		c, err := h.Create(a, corrOptions(3))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := h.Join(c.Code(), Player{Name: fmt.Sprint("b", i), Key: fmt.Sprint("SHA256:b", i)}, ""); err != nil {
			b.Fatal(err)
		}
	}
	p := Player{Name: "a7", Key: "SHA256:a7"}
	b.Run("lobby", func(b *testing.B) {
		for b.Loop() {
			if games := h.Correspondence(p); len(games) != 1 {
				b.Fatalf("%d games", len(games))
			}
		}
	})
	b.Run("admit", func(b *testing.B) {
		for b.Loop() {
			done, err := h.admitCorrespondence(nil, corrOptions(1), Player{Name: "z", Key: "SHA256:z"})
			if err != nil {
				b.Fatal(err)
			}
			done()
		}
	})
}
