package cli

import (
	"bytes"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/match"
)

// TestMatchLabFlagsRefused: a bad --sprt, error rate, model, move time
// or time odds, or flags that do not go together, are refused before any
// game, exit status 2, naming the flag.
func TestMatchLabFlagsRefused(t *testing.T) {
	t.Setenv(noTablesEnv, "1")
	for _, tc := range []struct {
		args []string
		flag string
	}{
		{[]string{"--sprt", "5"}, "--sprt"},
		{[]string{"--sprt", "5,0"}, "--sprt"},
		{[]string{"--sprt", "0,0"}, "--sprt"},
		{[]string{"--sprt", "a,b"}, "--sprt"},
		{[]string{"--sprt", "0,5,7"}, "--sprt"},
		{[]string{"--sprt", "0,5", "--sprt-alpha", "0"}, "--sprt"},
		{[]string{"--sprt", "0,5", "--sprt-beta", "1.5"}, "--sprt"},
		{[]string{"--sprt", "0,5", "--sprt-alpha", "0.6", "--sprt-beta", "0.5"}, "--sprt"},
		{[]string{"--sprt", "0,5", "--sprt-model", "bayesian"}, "--sprt-model"},
		{[]string{"--sprt-alpha", "0.1"}, "--sprt-alpha"},
		{[]string{"--movetime-a", "-10ms"}, "--movetime-a"},
		{[]string{"--movetime-b", "0s"}, "--movetime-b"},
		{[]string{"--movetime", "-1s"}, "--movetime"},
		{[]string{"--time-odds", "-2"}, "--time-odds"},
		{[]string{"--time-odds", "0"}, "--time-odds"},
		{[]string{"--time-odds", "+Inf"}, "--time-odds"},
		{[]string{"--time-odds", "1000"}, "--time-odds"}, // 100ms/1000 < 1 ms
		{[]string{"--time-odds", "2", "--movetime-a", "10ms"}, "--time-odds"},
		{[]string{"--out", "x.pdn", "--pdn", "y.pdn"}, "--pdn"},
	} {
		var stdout, stderr bytes.Buffer
		args := append([]string{"match", "--a", "depth=1", "--b", "depth=1", "--games", "2", "--random-plies", "0"}, tc.args...)
		code := run(args, strings.NewReader(""), &stdout, &stderr)
		if code != 2 || !strings.Contains(stderr.String(), "fetaix match: "+tc.flag+": ") || stdout.Len() > 0 {
			t.Errorf("%v: exit %d, stderr %q, stdout %q; want 2 naming %s", tc.args, code, &stderr, &stdout, tc.flag)
		}
	}
}

// TestMatchMoveTimes: --movetime is both players' move time, each side's
// flag overrides it, and --time-odds R gives A B's time divided by R; the
// movetime players search for those times, and the closing line says
// them. --sprt with no --games plays up to 100000 games.
func TestMatchMoveTimes(t *testing.T) {
	t.Setenv(noTablesEnv, "1")
	for _, tc := range []struct {
		args []string
		a, b time.Duration
	}{
		{nil, 80 * time.Millisecond, 80 * time.Millisecond},
		{[]string{"--movetime-a", "20ms"}, 20 * time.Millisecond, 80 * time.Millisecond},
		{[]string{"--movetime-b", "30ms"}, 80 * time.Millisecond, 30 * time.Millisecond},
		{[]string{"--time-odds", "10"}, 8 * time.Millisecond, 80 * time.Millisecond},
		{[]string{"--time-odds", "4", "--movetime-b", "200ms"}, 50 * time.Millisecond, 200 * time.Millisecond},
		{[]string{"--time-odds", "0.5"}, 160 * time.Millisecond, 80 * time.Millisecond},
	} {
		args := append([]string{"--a", "movetime", "--b", "movetime", "--movetime", "80ms"}, tc.args...)
		m, _, err := parseMatch(args, io.Discard, io.Discard)
		if err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		if m.A.Limits.MoveTime != tc.a || m.B.Limits.MoveTime != tc.b || m.moveTimeA != tc.a || m.moveTimeB != tc.b {
			t.Errorf("%v: A searches %s, B %s (flags %s, %s); want %s and %s", tc.args, m.A.Limits.MoveTime, m.B.Limits.MoveTime, m.moveTimeA, m.moveTimeB, tc.a, tc.b)
		}
		if m.Games != 20 || m.SPRT != nil {
			t.Errorf("%v: %d games, SPRT %v; want 20 and none", tc.args, m.Games, m.SPRT)
		}
	}
	if got, want := timesText(8*time.Millisecond, 80*time.Millisecond), "movetime A 8ms, B 80ms"; got != want {
		t.Errorf("the closing line's times: %q, want %q", got, want)
	}
	m, _, err := parseMatch([]string{"--a", "depth=1", "--b", "depth=1", "--sprt", "-1.5, 2.5", "--sprt-model", "logistic", "--sprt-alpha", "0.1"}, io.Discard, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if want := (match.SPRT{Elo0: -1.5, Elo1: 2.5, Alpha: 0.1, Beta: 0.05, Logistic: true}); m.SPRT == nil || *m.SPRT != want || m.Games != sprtGames {
		t.Errorf("--sprt: %+v, %d games; want %+v, %d", m.SPRT, m.Games, want, sprtGames)
	}
}

// TestMatchPrintsPairs: the match prints the pentanomial of its pairs and
// A's score and Elo from them, and under --sprt the LLR after each pair
// and at the end: each LLR printed is that of the pairs printed with it
// (recomputed here from the counts of the output), and the last game
// unpaired in a match of an odd number of games is said to be left out.
func TestMatchPrintsPairs(t *testing.T) {
	t.Setenv(noTablesEnv, "1")
	args := []string{"match", "--a", "depth=2", "--b", "depth=1", "--games", "5", "--random-plies", "2", "--max-plies", "60",
		"--sprt", "0,50", "--sprt-model", "logistic", "--movetime", "20ms"}
	var stdout, stderr bytes.Buffer
	if code := run(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("match exited %d: %s", code, &stderr)
	}
	out := stdout.String()
	pairsRE := regexp.MustCompile(`(?m)^pairs: (\d+)(.*); LL LD DD\+WL WD WW: (\d+) (\d+) (\d+)\+(\d+) (\d+) (\d+)$`)
	sprtRE := regexp.MustCompile(`(?m)^SPRT Elo \[0, 50\], alpha 0.05, beta 0.05: LLR (-?[0-9.]+) \(-2.94, 2.94\): (no decision|H0 accepted|H1 accepted)$`)
	pm, sm := pairsRE.FindStringSubmatch(out), sprtRE.FindStringSubmatch(out)
	if pm == nil || sm == nil {
		t.Fatalf("no pairs or SPRT line:\n%s", out)
	}
	n := func(s string) int { v, _ := strconv.Atoi(s); return v }
	p := match.Penta{LL: n(pm[3]), LD: n(pm[4]), DD: n(pm[5]), WL: n(pm[6]), WD: n(pm[7]), WW: n(pm[8])}
	s := match.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05, Logistic: true}
	llr, _ := strconv.ParseFloat(sm[1], 64)
	if math.Abs(llr-s.LLR(p)) > 0.006 || sm[2] != s.Decide(s.LLR(p)).String() {
		t.Errorf("printed LLR %s (%s) of %s; it is %.3f", sm[1], sm[2], p.Counts(), s.LLR(p))
	}
	games := strings.Count(out, "\ngame ") + 1
	if p.Pairs() != games/2 || strings.Contains(out, "pairs: 2 (and 1 game without its pair, left out)") != (games == 5) {
		t.Errorf("%d games, %d pairs:\n%s", games, p.Pairs(), out)
	}
	for k := 1; k <= p.Pairs(); k++ {
		if !strings.Contains(out, "; pair "+strconv.Itoa(k)+" LLR ") {
			t.Errorf("no LLR after pair %d:\n%s", k, out)
		}
	}
	if !strings.Contains(out, "A: score ") || !strings.Contains(out, "nElo ") {
		t.Errorf("no score from the pairs:\n%s", out)
	}
}

// TestMatchPDNTags: --pdn writes every game with the tags a rating tool
// reads, as the game lines say them: White, Black, Result (an adjudicated
// game's too), Round, and the start (FEN) of a conversion game.
func TestMatchPDNTags(t *testing.T) {
	t.Setenv(noTablesEnv, "1")
	dir := t.TempDir()
	file := filepath.Join(dir, "pos.txt")
	if err := os.WriteFile(file, []byte("w 2b1b/2b2/w3w/3w1/1w3 w 0 19\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "games.pdn")
	args := []string{"match", "--conversion", "--positions", file, "--a", "depth=2", "--b", "depth=1", "--max-plies", "6", "--pdn", out}
	var stdout, stderr bytes.Buffer
	if code := run(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("match exited %d: %s", code, &stderr)
	}
	lineRE := regexp.MustCompile(`(?m)^game (\d+): (.+) \(white\) vs (.+) \(black\) from position 1, white better: (\S+) `)
	lines := lineRE.FindAllStringSubmatch(stdout.String(), -1)
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	games := strings.Split(string(data), "[Event ")[1:]
	if len(lines) != 2 || len(games) != 2 {
		t.Fatalf("%d game lines, %d games written:\n%s\n%s", len(lines), len(games), &stdout, data)
	}
	for i, l := range lines {
		for _, tag := range []string{`[White "` + l[2] + `"]`, `[Black "` + l[3] + `"]`, `[Result "` + l[4] + `"]`,
			`[Round "` + l[1] + `"]`, `[FEN "2b1b/2b2/w3w/3w1/1w3 w 0 19"]`, `"fetaix match"]`} {
			if !strings.Contains(games[i], tag) {
				t.Errorf("game %s lacks %s:\n%s", l[1], tag, games[i])
			}
		}
	}
}

// TestMatchTimeOddsReachTheEngine: an engine playing A under --time-odds
// is sent go movetime of B's time divided by the odds, and one playing B
// under --movetime-b its own time (the engine's input, copied to a log by
// its script, says so).
func TestMatchTimeOddsReachTheEngine(t *testing.T) {
	t.Setenv(noTablesEnv, "1")
	dir := t.TempDir()
	log := filepath.Join(dir, "engine.log")
	script := filepath.Join(dir, "engine.sh")
	text := "#!/bin/sh\ntee -a '" + log + "' | " + runMainEnv + "=1 '" + os.Args[0] + "' engine --no-tables --hash 1\n"
	if err := os.WriteFile(script, []byte(text), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--a", "engine=" + script + ",OwnBook=false,margin=10s", "--b", "depth=1", "--movetime", "80ms", "--time-odds", "4"}, "go movetime 20\n"},
		{[]string{"--a", "depth=1", "--b", "engine=" + script + ",OwnBook=false,margin=10s", "--movetime-b", "30ms"}, "go movetime 30\n"},
	} {
		if err := os.WriteFile(log, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		args := append([]string{"match", "--games", "2", "--random-plies", "0", "--max-plies", "6"}, tc.args...)
		var stdout, stderr bytes.Buffer
		if code := run(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, code, &stderr)
		}
		data, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		gos := strings.Count(string(data), "go movetime")
		if gos == 0 || strings.Count(string(data), tc.want) != gos {
			t.Errorf("%v: the engine was sent %d go commands, %d of them %q:\n%s", tc.args, gos, strings.Count(string(data), tc.want), tc.want, data)
		}
	}
}
