package store

import (
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// BenchmarkWriterLatency hands rated games to a writer one at a time and
// waits for each acknowledgement: the time from Submit to Saved, that is
// one commit synced to disk. It reports the p50 and p99 in ms.
func BenchmarkWriterLatency(b *testing.B) {
	s := openTemp(b, nil)
	w := s.NewWriter(WriterOptions{})
	defer w.Close(b.Context())
	ann, bob := keyHolder(b, s, "SHA256:ann", "Ann"), keyHolder(b, s, "SHA256:bob", "Bob")
	g := finished(b, seat(ann), seat(bob), game.WhiteWin, true)
	acks := make(chan struct{})
	g.Saved = func(Saved) { acks <- struct{}{} }
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		if err := w.Submit(g); err != nil {
			b.Fatal(err)
		}
		<-acks
		lat = append(lat, time.Since(start))
	}
	b.StopTimer()
	reportPercentiles(b, lat)
}

// BenchmarkWriterBurst has 32 rooms end games at once, each waiting for
// its acknowledgement before the next: the writer batches what waits, so
// a commit serves several games. It reports games per second and the
// latency percentiles.
func BenchmarkWriterBurst(b *testing.B) {
	s := openTemp(b, nil)
	w := s.NewWriter(WriterOptions{})
	defer w.Close(b.Context())
	const rooms = 32
	players := make([]Player, rooms+1)
	for i := range players {
		players[i] = keyHolder(b, s, "SHA256:"+string(rune('A'+i)), "")
	}
	var mu sync.Mutex
	lat := make([]time.Duration, 0, b.N)
	next := make(chan int, b.N)
	for i := range b.N {
		next <- i
	}
	close(next)
	b.ResetTimer()
	start := time.Now()
	var wg sync.WaitGroup
	for r := range rooms {
		wg.Go(func() {
			acks := make(chan struct{}, 1)
			g := finished(b, seat(players[r]), seat(players[r+1]), game.Draw, true)
			g.Saved = func(Saved) { acks <- struct{}{} }
			for range next {
				t0 := time.Now()
				if err := w.Submit(g); err != nil {
					b.Error(err)
					return
				}
				<-acks
				mu.Lock()
				lat = append(lat, time.Since(t0))
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "games/s")
	reportPercentiles(b, lat)
}

func reportPercentiles(b *testing.B, lat []time.Duration) {
	if len(lat) == 0 {
		return
	}
	slices.Sort(lat)
	ms := func(q float64) float64 { return float64(lat[int(q*float64(len(lat)-1))]) / float64(time.Millisecond) }
	b.ReportMetric(ms(0.50), "p50-ms")
	b.ReportMetric(ms(0.99), "p99-ms")
}
