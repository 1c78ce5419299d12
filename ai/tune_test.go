package ai

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand"
	"os"
	"slices"
	"strconv"
	"strings"
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
//	go test ./ai -run TestTune -tune -v [-tune.games 600 -tune.depth 4] [-tune.data FILE] [-tune.only promote-now,promote-next]
//
// and paste the printed Weights into DefaultWeights in eval.go. With
// -tune.data the labelled positions are kept in FILE, so a stopped run
// goes on where it stopped and a re-fit needs no games; with -tune.only
// only the named features are fitted, over the others' fixed sum.

var (
	tuneFlag  = flag.Bool("tune", false, "run the evaluation tuner (slow: self-play games)")
	tuneGames = flag.Int("tune.games", 600, "self-play games for the tuner")
	tuneDepth = flag.Int("tune.depth", 4, "search depth of the tuner's self-play")
	tuneSeed  = flag.Int64("tune.seed", 1, "seed of the tuner's openings")
	tuneData  = flag.String("tune.data", "", "file of the tuner's labelled positions: read, and extended by the games still to play")
	tuneOnly  = flag.String("tune.only", "", "comma-separated features to fit, the others kept at DefaultWeights (default: fit all)")
)

// sample is one labelled position: its features and the side to move's
// result.
type sample struct {
	f [numFeatures]float64
	y float64
}

// selfPlaySamples plays games and returns their labelled positions. With
// a data file (-tune.data) the games' positions are appended to it as
// each game ends, one "result position" line each (the side to move's
// result), and a run finds the games already there and plays only the
// rest: game i's opening comes from seed+i, so a resumed run plays the
// same games as one that never stopped.
func selfPlaySamples(t *testing.T, games, depth int, seed int64, path string) ([]sample, [3]int) {
	r := game.DefaultRules()
	var out []sample
	var results [3]int // white wins, draws, black wins
	done := 0
	var file *os.File
	if path != "" {
		var err error
		var size int64
		done, out, results, size, err = readSamples(path, r)
		if err != nil {
			t.Fatal(err)
		}
		if file, err = os.OpenFile(path, os.O_CREATE|os.O_WRONLY, 0o644); err != nil {
			t.Fatal(err)
		}
		defer file.Close()
		// a game cut short by a stopped run is played again
		if err := file.Truncate(size); err != nil {
			t.Fatal(err)
		}
		if _, err := file.Seek(size, io.SeekStart); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d games already played", path, done)
	}
	player := &Player{Engine: New(8), Limits: Limits{Depth: depth}}
	for i := done; i < games; i++ {
		rng := rand.New(rand.NewSource(seed + int64(i)))
		g := randomGame(rng, r, 4+rng.Intn(8))
		var lines strings.Builder
		white, n := -1.0, 0 // -1: the opening ended the game, no result
		if res, _ := g.Result(); res == game.Ongoing {
			player.Engine.Clear()
			res, _, err := PlayOut(context.Background(), g, player, player, 300)
			if err != nil {
				t.Fatal(err)
			}
			white = whiteScore(res)
			results[int(2-2*white)]++
			for k := 6; k < g.Ply(); k++ {
				p := g.PositionAt(k)
				if p.HasCapture(r) {
					continue
				}
				s := newSample(&p, &r, white)
				out = append(out, s)
				n++
				fmt.Fprintf(&lines, "%g %s\n", s.y, p)
			}
		}
		if file != nil {
			// a record per game: "game", White's score and the number
			// of positions, then one "result position" line each
			if _, err := fmt.Fprintf(file, "game %g %d\n%s", white, n, lines.String()); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out, results
}

// whiteScore is White's score in a finished game (½ for a draw or an
// unfinished game).
func whiteScore(res game.Result) float64 {
	switch res {
	case game.WhiteWin:
		return 1
	case game.BlackWin:
		return 0
	}
	return 0.5
}

// newSample labels p with White's score white, seen from the side to move.
func newSample(p *game.Position, r *game.Rules, white float64) sample {
	var f features
	extract(p, r, &f)
	s := sample{y: white}
	if p.SideToMove() == game.Black {
		s.y = 1 - white
	}
	for j := range f {
		s.f[j] = float64(f[j])
	}
	return s
}

// readSamples reads a tuner data file: the number of whole games in it,
// their labelled positions (features recomputed, so the file outlives
// changes of the feature set), their results, and the size of the file's
// whole records (a last record cut short is not counted).
func readSamples(path string, r game.Rules) (games int, out []sample, results [3]int, size int64, err error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return 0, nil, results, 0, nil
	}
	if err != nil {
		return 0, nil, results, 0, err
	}
	lines := strings.SplitAfter(string(data), "\n")
	for i := 0; i < len(lines); {
		var white float64
		var n int
		head := lines[i]
		if !strings.HasSuffix(head, "\n") {
			break // cut short
		}
		if _, err := fmt.Sscanf(head, "game %g %d\n", &white, &n); err != nil || n < 0 {
			return 0, nil, results, 0, fmt.Errorf("%s: record %d: want \"game SCORE N\", got %q", path, games+1, head)
		}
		if i+1+n > len(lines) || !strings.HasSuffix(lines[i+n], "\n") {
			break // cut short
		}
		var game1 []sample
		for _, line := range lines[i+1 : i+1+n] {
			label, pos, ok := strings.Cut(strings.TrimSuffix(line, "\n"), " ")
			y, err1 := strconv.ParseFloat(label, 64)
			p, err2 := game.ParsePosition(pos)
			if !ok || err1 != nil || err2 != nil {
				return 0, nil, results, 0, fmt.Errorf("%s: want \"result position\", got %q", path, line)
			}
			smp := newSample(&p, &r, white)
			if smp.y != y {
				return 0, nil, results, 0, fmt.Errorf("%s: %q: the label is not the game's score %g", path, line, white)
			}
			game1 = append(game1, smp)
		}
		out = append(out, game1...)
		if white >= 0 {
			results[int(2-2*white)]++
		}
		games++
		for _, l := range lines[i : i+1+n] {
			size += int64(len(l))
		}
		i += 1 + n
	}
	return games, out, results, size, nil
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
	data, results := selfPlaySamples(t, *tuneGames, *tuneDepth, *tuneSeed, *tuneData)
	t.Logf("%d games (1-0 %d, draws %d, 0-1 %d), %d positions", results[0]+results[1]+results[2], results[0], results[1], results[2], len(data))
	rand.New(rand.NewSource(2)).Shuffle(len(data), func(i, j int) { data[i], data[j] = data[j], data[i] })
	cut := len(data) * 4 / 5
	train, test := data[:cut], data[cut:]
	var fitted Weights
	if *tuneOnly == "" {
		w := fitLogistic(train, 3000)
		for j := range w {
			fitted[j] = int32(math.Round(100 * w[j] / w[fMen]))
		}
		for j := range fitted {
			t.Logf("%-12s default %5d fitted %5d (logit per unit %.4f)", featureNames[j], DefaultWeights[j], fitted[j], w[j])
		}
		t.Logf("mulla worth measured: %.2f men", w[fMullas]/w[fMen])
	} else {
		var err error
		if fitted, err = fitSome(train, strings.Split(*tuneOnly, ",")); err != nil {
			t.Fatal(err)
		}
		for j := range fitted {
			t.Logf("%-12s default %5d fitted %5d", featureNames[j], DefaultWeights[j], fitted[j])
		}
	}
	_, lossDefault := bestScale(test, DefaultWeights)
	_, lossFitted := bestScale(test, fitted)
	t.Logf("held-out log-loss: default weights %.5f, fitted %.5f", lossDefault, lossFitted)
	fmt.Printf("var DefaultWeights = Weights%s\n", formatWeights(fitted))
}

// fitSome fits the weights of the named features, the others kept at
// DefaultWeights: a logistic fit over the fixed part of the evaluation (one
// feature, whose coefficient is the logit per centi-man) and the free
// features, whose weights are their coefficients over that scale.
func fitSome(data []sample, names []string) (Weights, error) {
	var free []int
	for _, n := range names {
		j := -1
		for i, fn := range featureNames {
			if fn == strings.TrimSpace(n) {
				j = i
			}
		}
		if j < 0 {
			return Weights{}, fmt.Errorf("unknown evaluation feature %q (known: %s)", n, strings.Join(featureNames[:], ", "))
		}
		free = append(free, j)
	}
	isFree := func(j int) bool { return slices.Contains(free, j) }
	if len(free) >= numFeatures {
		return Weights{}, fmt.Errorf("-tune.only names every feature: leave it out to fit them all")
	}
	reduced := make([]sample, len(data))
	for i, s := range data {
		r := sample{y: s.y}
		for j := range s.f {
			if !isFree(j) {
				r.f[0] += float64(DefaultWeights[j]) * s.f[j]
			}
		}
		for k, j := range free {
			r.f[1+k] = s.f[j]
		}
		reduced[i] = r
	}
	w := fitLogistic(reduced, 3000)
	out := DefaultWeights
	for k, j := range free {
		out[j] = int32(math.Round(w[1+k] / w[0]))
	}
	return out, nil
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

func TestFitSomeRecoversPlantedWeight(t *testing.T) {
	// positions whose results follow the default evaluation except for one
	// feature, planted at another weight: fitting that feature alone over
	// the others' fixed sum finds the planted weight.
	const planted = 40
	free := fTempo
	rng := rand.New(rand.NewSource(3))
	data := make([]sample, 2000)
	for i := range data {
		var z float64
		for j := range data[i].f {
			v := float64(rng.Intn(7) - 3)
			data[i].f[j] = v
			w := float64(DefaultWeights[j])
			if j == free {
				w = planted
			}
			z += w * v
		}
		data[i].y = sigmoid(0.004 * z)
	}
	got, err := fitSome(data, []string{featureNames[free]})
	if err != nil {
		t.Fatal(err)
	}
	for j := range got {
		want := DefaultWeights[j]
		if j == free {
			want = planted
		}
		if d := got[j] - want; d < -1 || d > 1 {
			t.Errorf("%s: fitted %d, want %d", featureNames[j], got[j], want)
		}
	}
	if _, err := fitSome(data, []string{"no-such-feature"}); err == nil {
		t.Error("fitSome accepted an unknown feature")
	}
}

func TestSelfPlaySamplesResume(t *testing.T) {
	// a run stopped in its third game and resumed to 4 gives the samples
	// of one run of 4 games, which read back from its file as they were made
	dir := t.TempDir()
	whole, wholeRes := selfPlaySamples(t, 4, 1, 5, "")
	path := dir + "/data"
	selfPlaySamples(t, 3, 1, 5, path)
	// the third game's record cut short, as by a run stopped while writing
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, _, _, size2, err := readSamples(path, game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data[:len(data)-10], 0o644); err != nil {
		t.Fatal(err)
	}
	if n, _, _, size, err := readSamples(path, game.DefaultRules()); err != nil || n != 2 || size >= size2 {
		t.Fatalf("a file cut in its third record reads as %d games, %d of %d bytes (%v), want 2", n, size, size2, err)
	}
	resumed, resumedRes := selfPlaySamples(t, 4, 1, 5, path)
	_, read, readRes, _, err := readSamples(path, game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	if len(whole) == 0 || !slices.Equal(resumed, whole) || !slices.Equal(read, whole) {
		t.Fatalf("samples: one run %d, resumed %d, read back %d, not the same", len(whole), len(resumed), len(read))
	}
	if resumedRes != wholeRes || readRes != wholeRes {
		t.Fatalf("results: one run %v, resumed %v, read back %v", wholeRes, resumedRes, readRes)
	}
}
