package cli

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/puzzle"
)

func runPuzzleStats(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("puzzle stats", "puzzle stats [--file F]", stdout, stderr)
	file := fs.String("file", "", "the puzzle set `F`: one JSON object a line, as puzzle export --json writes, gzip-compressed or not (default: the committed set)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	var set []puzzle.Puzzle
	var err error
	if *file == "" {
		set, err = puzzle.Committed()
	} else {
		set, err = readPuzzleFile(*file)
	}
	if err != nil {
		return err
	}
	w := bufio.NewWriter(stdout)
	writePuzzleStats(w, set)
	return w.Flush()
}

// readPuzzleFile reads the puzzles of path, gzip-compressed or not.
func readPuzzleFile(path string) ([]puzzle.Puzzle, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, flagErr("file", err)
	}
	var r io.Reader = bytes.NewReader(data)
	if bytes.HasPrefix(data, []byte{0x1f, 0x8b}) {
		zr, err := gzip.NewReader(r)
		if err != nil {
			return nil, flagErr("file", err)
		}
		r = zr
	}
	set, err := puzzle.Read(r, game.DefaultRules())
	if err != nil {
		return nil, flagErr("file", fmt.Errorf("%s: %w", path, err))
	}
	return set, nil
}

// tally counts the puzzles of a set by some value of theirs.
type tally map[string]int

// writePuzzleStats writes how set is spread: its size; by pieces, by
// solver's moves, by theme, by goal, by origin and by how it was proven,
// each count with its share of the set; the ratings' least, 10th, 50th
// and 90th percentiles (nearest rank) and most, and a histogram of them
// by 200.
func writePuzzleStats(w io.Writer, set []puzzle.Puzzle) {
	fmt.Fprintf(w, "%d puzzles\n", len(set))
	if len(set) == 0 {
		return
	}
	pieces, moves, themes, goals, origins, proofs := tally{}, tally{}, tally{}, tally{}, tally{}, tally{}
	ratings := make([]int, 0, len(set))
	for _, pz := range set {
		pieces[strconv.Itoa(pz.Pieces())]++
		moves[strconv.Itoa(pz.SolverMoves())]++
		for _, th := range pz.Themes {
			themes[th]++
		}
		if len(pz.Themes) == 0 {
			themes["(none)"]++
		}
		goals[pz.Goal]++
		origins[cmp.Or(pz.Origin, puzzle.OriginRandom)]++
		proofs[provenBy(pz)]++
		ratings = append(ratings, pz.Rating)
	}
	byNumber := func(a, b string) int { x, _ := strconv.Atoi(a); y, _ := strconv.Atoi(b); return cmp.Compare(x, y) }
	writeTally(w, "pieces", pieces, len(set), byNumber)
	writeTally(w, "solver's moves", moves, len(set), byNumber)
	writeTally(w, "themes (a puzzle has one or more)", themes, len(set), inOrder(puzzle.AllThemes))
	writeTally(w, "goals", goals, len(set), inOrder([]string{puzzle.GoalWin, puzzle.GoalDraw}))
	writeTally(w, "origins", origins, len(set), inOrder([]string{puzzle.OriginSelfPlay, puzzle.OriginArchive, puzzle.OriginProof, puzzle.OriginRandom}))
	writeTally(w, "proven by", proofs, len(set), inOrder([]string{puzzle.ProvenByTables, puzzle.ProvenBySearch, "refutations"}))
	writeRatings(w, ratings)
}

// provenBy names how pz was proven: its record's Proven.By, else the
// tables for a table puzzle and the stored refutations for a proof one.
func provenBy(pz puzzle.Puzzle) string {
	switch {
	case pz.Proof != nil:
		return pz.Proof.By
	case pz.Source == puzzle.SourceProof:
		return "refutations"
	}
	return puzzle.ProvenByTables
}

// inOrder orders names as order does, any other after them, by name.
func inOrder(order []string) func(a, b string) int {
	rank := func(s string) int {
		if i := slices.Index(order, s); i >= 0 {
			return i
		}
		return len(order)
	}
	return func(a, b string) int { return cmp.Or(cmp.Compare(rank(a), rank(b)), strings.Compare(a, b)) }
}

// writeTally writes t under its title, a line a value in order: the
// count and its share of the set's n puzzles.
func writeTally(w io.Writer, title string, t tally, n int, order func(a, b string) int) {
	fmt.Fprintf(w, "\n%s\n", title)
	keys := make([]string, 0, len(t))
	for k := range t {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, order)
	for _, k := range keys {
		fmt.Fprintf(w, "  %-12s %7d %5.1f%%\n", k, t[k], 100*float64(t[k])/float64(n))
	}
}

// ratingBin is the width of the ratings' histogram's bins.
const ratingBin = 200

// histogramWidth is the longest bar of the ratings' histogram.
const histogramWidth = 40

// writeRatings writes the ratings' least, percentiles, most and their
// histogram by ratingBin.
func writeRatings(w io.Writer, ratings []int) {
	slices.Sort(ratings)
	pct := func(p int) int { return ratings[max(0, (p*len(ratings)+99)/100-1)] }
	fmt.Fprintf(w, "\nratings: least %d, 10%% %d, median %d, 90%% %d, most %d\n",
		ratings[0], pct(10), pct(50), pct(90), ratings[len(ratings)-1])
	bins := map[int]int{}
	most := 0
	for _, r := range ratings {
		b := r - ((r%ratingBin)+ratingBin)%ratingBin
		bins[b]++
		most = max(most, bins[b])
	}
	lo, hi := ratings[0], ratings[len(ratings)-1]
	for b := lo - ((lo%ratingBin)+ratingBin)%ratingBin; b <= hi; b += ratingBin {
		bar := strings.Repeat("#", (bins[b]*histogramWidth+most-1)/most)
		line := fmt.Sprintf("  %4d-%-4d  %7d %5.1f%%  %s", b, b+ratingBin-1, bins[b], 100*float64(bins[b])/float64(len(ratings)), bar)
		fmt.Fprintln(w, strings.TrimRight(line, " "))
	}
}
