package cli

import (
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/match"
)

// The flags of fetaix match that measure as engine labs do: each side's
// move time, and the sequential test that stops the match.

// labFlags are those flags as read.
type labFlags struct {
	moveTimeA, moveTimeB time.Duration
	timeOdds             float64
	sprt                 string
	alpha, beta          float64
	model                string
}

// addLabFlags declares the lab flags on fs.
func addLabFlags(fs *flag.FlagSet) *labFlags {
	f := &labFlags{}
	fs.DurationVar(&f.moveTimeA, "movetime-a", 0, "A's time per move (default: --movetime, or B's divided by --time-odds)")
	fs.DurationVar(&f.moveTimeB, "movetime-b", 0, "B's time per move (default: --movetime)")
	fs.Float64Var(&f.timeOdds, "time-odds", 1, "A's move time is B's (--movetime-b, else --movetime) divided by `R`: 10 gives A a tenth of B's time, 0.5 twice B's")
	fs.StringVar(&f.sprt, "sprt", "", "`BOUNDS` ELO0,ELO1: stop on a GSPRT of H0: Elo = ELO0 against H1: Elo = ELO1 (normalised Elo unless --sprt-model logistic); --games is then the most games played (default 100000)")
	fs.Float64Var(&f.alpha, "sprt-alpha", 0.05, "the GSPRT's false positive rate α (upper bound ln((1-β)/α))")
	fs.Float64Var(&f.beta, "sprt-beta", 0.05, "the GSPRT's false negative rate β (lower bound ln(β/(1-α)))")
	fs.StringVar(&f.model, "sprt-model", "normalized", "the Elo of --sprt's bounds: normalized (nElo) or logistic")
	return f
}

// moveTimes returns A's and B's move times from the flags and --movetime
// (moveTime): each side's own flag, else --movetime, A's divided by
// --time-odds when it is given.
func (f *labFlags) moveTimes(fs *flag.FlagSet, moveTime time.Duration) (a, b time.Duration, err error) {
	set := givenFlags(fs)
	a, b = moveTime, moveTime
	for _, side := range []struct {
		name string
		d    time.Duration
		to   *time.Duration
	}{{"movetime-a", f.moveTimeA, &a}, {"movetime-b", f.moveTimeB, &b}} {
		if set[side.name] {
			if side.d <= 0 {
				return 0, 0, badValue(side.name, side.d, "a positive duration")
			}
			*side.to = side.d
		}
	}
	if set["time-odds"] {
		switch {
		case set["movetime-a"]:
			return 0, 0, refusedf("time-odds", "give A's time by --movetime-a or by --time-odds, not both")
		case !(f.timeOdds > 0) || math.IsInf(f.timeOdds, 0):
			return 0, 0, badValue("time-odds", f.timeOdds, "a positive factor")
		}
		a = time.Duration(float64(b) / f.timeOdds)
		if a < time.Millisecond {
			return 0, 0, refusedf("time-odds", "A's move time %s / %g is under 1ms", b, f.timeOdds)
		}
	}
	return a, b, nil
}

// test returns the sequential test the flags ask for, nil for none.
func (f *labFlags) test(fs *flag.FlagSet) (*match.SPRT, error) {
	set := givenFlags(fs)
	if f.sprt == "" {
		for _, name := range []string{"sprt-alpha", "sprt-beta", "sprt-model"} {
			if set[name] {
				return nil, refusedf(name, "goes with --sprt")
			}
		}
		return nil, nil
	}
	s := &match.SPRT{Alpha: f.alpha, Beta: f.beta}
	e0, e1, ok := strings.Cut(f.sprt, ",")
	var err0, err1 error
	s.Elo0, err0 = strconv.ParseFloat(strings.TrimSpace(e0), 64)
	s.Elo1, err1 = strconv.ParseFloat(strings.TrimSpace(e1), 64)
	if !ok || err0 != nil || err1 != nil {
		return nil, badValue("sprt", f.sprt, "ELO0,ELO1, two numbers, e.g. 0,5")
	}
	switch f.model {
	case "normalized":
	case "logistic":
		s.Logistic = true
	default:
		return nil, badValue("sprt-model", f.model, "normalized or logistic")
	}
	if err := s.Check(); err != nil {
		return nil, refused("sprt", err)
	}
	return s, nil
}

// givenFlags returns the names of the flags the command line set.
func givenFlags(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

// sprtGames is --games under --sprt when the command line does not set
// it: the most games a match plays.
const sprtGames = 100000

// printPairs prints the match's pairs: the pentanomial, A's score and Elo
// from the pairs, and the sequential test's state.
func printPairs(w io.Writer, t match.Tally, s *match.SPRT) {
	unpaired := ""
	if n := t.Unpaired(); n > 0 {
		unpaired = fmt.Sprintf(" (and %d game without its pair, left out)", n)
	}
	fmt.Fprintf(w, "pairs: %d%s; %s\n", t.Pairs.Pairs(), unpaired, t.Pairs.Counts())
	fmt.Fprintf(w, "A: %s (95 %%, from the pairs)\n", t.Pairs)
	if s != nil {
		lo, hi := s.Bounds()
		fmt.Fprintf(w, "SPRT %s: LLR %.2f (%.2f, %.2f): %s\n", s, t.LLR, lo, hi, t.Verdict)
	}
}

// pairLine is what a game's line adds at the end of a pair under a
// sequential test: "; pair 3 LLR 0.52 (-2.94, 2.94)".
func pairLine(g match.Game, s *match.SPRT) string {
	if s == nil || g.N%2 != 0 {
		return ""
	}
	lo, hi := s.Bounds()
	return fmt.Sprintf("; pair %d LLR %.2f (%.2f, %.2f)", g.N/2, g.Tally.LLR, lo, hi)
}

// timesText prints the players' move times: "movetime 100ms", or
// "movetime A 10ms, B 100ms".
func timesText(a, b time.Duration) string {
	if a == b {
		return "movetime " + a.String()
	}
	return fmt.Sprintf("movetime A %s, B %s", a, b)
}
