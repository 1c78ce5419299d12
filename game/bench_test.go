package game

import "testing"

// Benchmarks of move generation and perft. BenchmarkPerft and
// BenchmarkPerft16 report leaves/s (one thread); compare with
// `fetaix perft --depth 16`.

// benchPositions are typical positions for BenchmarkLegalMoves.
var benchPositions = []struct{ name, text string }{
	{"start", StartText},
	{"middlegame", perftMiddlegame},
	{"mulla-captures", "bbb2/bbb2/4B/1ww2/Bw1w1 b 0 11"},
	{"mullas", "2b2/1W3/b1b1b/3B1/w1w2 w 0 30"},
	{"mulla-chain", "W2W1/wBwww/1w1b1/1wwWb/WBW2 b 10 52"},
}

func BenchmarkLegalMoves(b *testing.B) {
	r := DefaultRules()
	for _, bp := range benchPositions {
		p, err := ParsePosition(bp.text)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(bp.name, func(b *testing.B) {
			var buf [MaxMoves]Move
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				n += len(p.LegalMoves(r, buf[:0]))
			}
			b.ReportMetric(float64(n)/float64(b.N), "moves/op")
		})
	}
}

// BenchmarkResult is the result of a game in progress, asked at every
// view of a server's sessions: it should allocate nothing.
func BenchmarkResult(b *testing.B) {
	p, err := ParsePosition(perftMiddlegame)
	if err != nil {
		b.Fatal(err)
	}
	g := NewGame(DefaultRules(), p)
	b.ReportAllocs()
	for b.Loop() {
		if res, _ := g.Result(); res != Ongoing {
			b.Fatalf("result %v", res)
		}
	}
}

func BenchmarkPerft(b *testing.B) {
	for _, bc := range []struct {
		name  string
		rules string
		depth int
	}{
		{"start-d12", "", 12},
		{"start-d12-variants", "men-capture-backward,majority,removal=end,promotion=continue", 12},
	} {
		r, err := ParseRules(bc.rules)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(bc.name, func(b *testing.B) {
			var leaves uint64
			for b.Loop() {
				leaves += Perft(StartPosition(), r, bc.depth)
			}
			b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
		})
	}
}

// perft16Leaves is perft 16 from the start under the default rules, as an
// independent C counter of the same rules gives it.
const perft16Leaves = 239380610

// BenchmarkPerft16 is the depth the generator is compared with the C
// counter at (docs/measurements-perft.md): perft 16 from the start under
// the default rules, in leaves/s, one thread. It fails on a wrong count.
func BenchmarkPerft16(b *testing.B) {
	b.ReportAllocs()
	var leaves uint64
	for b.Loop() {
		n := Perft(StartPosition(), DefaultRules(), 16)
		if n != perft16Leaves {
			b.Fatalf("Perft(start, 16) = %d, want %d", n, perft16Leaves)
		}
		leaves += n
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}
