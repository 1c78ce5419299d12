package ai

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/rand"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// The evaluation tuner. It plays self-play games between fixed-depth
// searches from random openings, labels every capture-free position with
// the game's result from the side to move's view (1 win, ½ draw, 0 loss),
// and fits the evaluation's weights by logistic regression (the
// evaluation is linear in them): P(win) = σ(Σ wᵢ·fᵢ). The fitted weights
// are rescaled so that a man is 100; the mulla's weight is therefore its
// measured worth in men. Re-run with
//
//	go test ./ai -run TestTune -tune -v [-tune.games 600 -tune.depth 4]
//
// and paste the printed Weights into DefaultWeights in eval.go.

var (
	tuneFlag  = flag.Bool("tune", false, "run the evaluation tuner (slow: self-play games)")
	tuneGames = flag.Int("tune.games", 600, "self-play games for the tuner")
	tuneDepth = flag.Int("tune.depth", 4, "search depth of the tuner's self-play")
	tuneSeed  = flag.Int64("tune.seed", 1, "seed of the tuner's openings")
)

// sample is one labelled position: its features and the side to move's
// result.
type sample struct {
	f [numFeatures]float64
	y float64
}

// selfPlaySamples plays games and returns their labelled positions.
func selfPlaySamples(games, depth int, seed int64) ([]sample, [3]int) {
	r := game.DefaultRules()
	rng := rand.New(rand.NewSource(seed))
	var out []sample
	var results [3]int // white wins, draws, black wins
	player := &Player{Engine: New(8), Limits: Limits{Depth: depth}}
	for i := 0; i < games; i++ {
		g := randomGame(rng, r, 4+rng.Intn(8))
		if res, _ := g.Result(); res != game.Ongoing {
			continue
		}
		player.Engine.Clear()
		res, _, err := PlayOut(context.Background(), g, player, player, 300)
		if err != nil {
			panic(err)
		}
		var white float64
		switch res {
		case game.WhiteWin:
			white = 1
			results[0]++
		case game.BlackWin:
			results[2]++
		default:
			white = 0.5
			results[1]++
		}
		for k := 6; k < g.Ply(); k++ {
			p := g.PositionAt(k)
			if p.HasCapture(r) {
				continue
			}
			var f features
			extract(&p, &r, &f)
			s := sample{y: white}
			if p.SideToMove() == game.Black {
				s.y = 1 - white
			}
			for j := range f {
				s.f[j] = float64(f[j])
			}
			out = append(out, s)
		}
	}
	return out, results
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// logLoss is the mean cross-entropy of weights w (logit units) on data.
func logLoss(data []sample, w []float64) float64 {
	var sum float64
	for _, s := range data {
		var z float64
		for j := range w {
			z += w[j] * s.f[j]
		}
		p := math.Min(math.Max(sigmoid(z), 1e-9), 1-1e-9)
		sum -= s.y*math.Log(p) + (1-s.y)*math.Log(1-p)
	}
	return sum / float64(len(data))
}

// fitLogistic fits weights (logit units) by gradient descent on
// standardised features.
func fitLogistic(data []sample, iters int) []float64 {
	n := float64(len(data))
	var scale [numFeatures]float64
	for j := range scale {
		var m2 float64
		for _, s := range data {
			m2 += s.f[j] * s.f[j]
		}
		scale[j] = math.Sqrt(m2/n) + 1e-9
	}
	w := make([]float64, numFeatures) // in standardised units
	grad := make([]float64, numFeatures)
	for it := 0; it < iters; it++ {
		clear(grad)
		for _, s := range data {
			var z float64
			for j := range w {
				z += w[j] * s.f[j] / scale[j]
			}
			e := sigmoid(z) - s.y
			for j := range w {
				grad[j] += e * s.f[j] / scale[j]
			}
		}
		for j := range w {
			w[j] -= 0.5 * grad[j] / n
		}
	}
	for j := range w {
		w[j] /= scale[j]
	}
	return w
}

// bestScale finds the logit per centi-man k that best fits weights w
// (centi-men) to data, by golden-section search.
func bestScale(data []sample, w Weights) (k, loss float64) {
	lw := make([]float64, numFeatures)
	at := func(k float64) float64 {
		for j := range lw {
			lw[j] = k * float64(w[j])
		}
		return logLoss(data, lw)
	}
	lo, hi := 1e-4, 0.05
	for i := 0; i < 60; i++ {
		m1, m2 := lo+(hi-lo)*0.382, lo+(hi-lo)*0.618
		if at(m1) < at(m2) {
			hi = m2
		} else {
			lo = m1
		}
	}
	k = (lo + hi) / 2
	return k, at(k)
}

func TestTune(t *testing.T) {
	if !*tuneFlag || testing.Short() {
		t.Skip("the evaluation tuner runs only with: go test ./ai -run TestTune -tune -v")
	}
	data, results := selfPlaySamples(*tuneGames, *tuneDepth, *tuneSeed)
	t.Logf("%d games (1-0 %d, draws %d, 0-1 %d), %d positions", *tuneGames, results[0], results[1], results[2], len(data))
	rand.New(rand.NewSource(2)).Shuffle(len(data), func(i, j int) { data[i], data[j] = data[j], data[i] })
	cut := len(data) * 4 / 5
	train, test := data[:cut], data[cut:]
	w := fitLogistic(train, 3000)
	var fitted Weights
	for j := range w {
		fitted[j] = int32(math.Round(100 * w[j] / w[fMen]))
	}
	for j := range fitted {
		t.Logf("%-11s default %5d fitted %5d (logit per unit %.4f)", featureNames[j], DefaultWeights[j], fitted[j], w[j])
	}
	_, lossDefault := bestScale(test, DefaultWeights)
	_, lossFitted := bestScale(test, fitted)
	t.Logf("held-out log-loss: default weights %.5f, fitted %.5f", lossDefault, lossFitted)
	t.Logf("mulla worth measured: %.2f men", w[fMullas]/w[fMen])
	fmt.Printf("var DefaultWeights = Weights%s\n", formatWeights(fitted))
}

func formatWeights(w Weights) string {
	s := "{"
	for j, v := range w {
		if j > 0 {
			s += ", "
		}
		s += fmt.Sprint(v)
	}
	return s + "}"
}
