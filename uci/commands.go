package uci

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// parsePositionCommand reads "startpos|fen TEXT... [moves M...]" into a
// game under r; empty args mean the start position.
func parsePositionCommand(r game.Rules, args []string) (*game.Game, error) {
	if len(args) == 0 {
		return game.NewGame(r, game.StartPosition()), nil
	}
	rest := args[1:]
	var start game.Position
	switch args[0] {
	case "startpos":
		start = game.StartPosition()
	case "fen":
		n := 0
		for n < len(rest) && rest[n] != "moves" {
			n++
		}
		if n == 0 {
			return nil, errors.New("position fen: missing position text")
		}
		var err error
		if start, err = game.ParseStart(strings.Join(rest[:n], " ")); err != nil {
			return nil, err
		}
		rest = rest[n:]
	default:
		return nil, fmt.Errorf("position: want startpos or fen, got %q", args[0])
	}
	g := game.NewGame(r, start)
	if len(rest) == 0 {
		return g, nil
	}
	if rest[0] != "moves" {
		return nil, fmt.Errorf("position: unexpected %q (want moves)", rest[0])
	}
	for i, m := range rest[1:] {
		if _, err := g.PlayText(m); err != nil {
			return nil, fmt.Errorf("position: move %d: %w", i+1, err)
		}
	}
	return g, nil
}

// goLimits are the words a go command knows.
const goLimits = "depth, nodes, movetime, wtime, btime, winc, binc, movestogo, infinite"

// parseGo reads the limits and the clock of a go command.
func parseGo(f []string) (ai.Limits, goClock, error) {
	var lim ai.Limits
	var clk goClock
	for i := 0; i < len(f); i++ {
		key := f[i]
		switch key {
		case "infinite":
			continue
		case "depth", "nodes", "movetime", "wtime", "btime", "winc", "binc", "movestogo":
		default:
			return lim, clk, fmt.Errorf("go: unknown limit %q (known: %s)", key, goLimits)
		}
		if i+1 >= len(f) {
			return lim, clk, fmt.Errorf("go: %s needs a value (go %s N)", key, key)
		}
		n, err := strconv.ParseInt(f[i+1], 10, 64)
		i++
		// a clock's remaining time may be zero or below (a flag down);
		// an increment zero; every other limit is positive
		least, want := int64(1), "a positive number"
		switch key {
		case "wtime", "btime":
			least, want = math.MinInt64, "a number of milliseconds"
		case "winc", "binc":
			least, want = 0, "a number of milliseconds, 0 or more"
		}
		if err != nil || n < least {
			return lim, clk, fmt.Errorf("go: %s: bad value %q (want %s)", key, f[i], want)
		}
		ms := time.Duration(min(n, math.MaxInt64/int64(time.Millisecond))) * time.Millisecond
		switch key {
		case "depth":
			lim.Depth = int(min(n, 1000))
		case "nodes":
			lim.Nodes = n
		case "movetime":
			lim.MoveTime = ms
		case "wtime", "btime":
			c := colorOfClock(key)
			clk.set, clk.hasTime[c], clk.left[c] = true, true, ms
		case "winc", "binc":
			clk.set, clk.inc[colorOfClock(key)] = true, ms
		case "movestogo":
			clk.set, clk.movesToGo = true, int(min(n, 1000))
		}
	}
	return lim, clk, nil
}

// colorOfClock returns the colour a clock field (wtime, binc, ...) is for.
func colorOfClock(key string) game.Color {
	if key[0] == 'b' {
		return game.Black
	}
	return game.White
}

// infoLine formats a search report as the protocol's info line.
func infoLine(info ai.Info) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d score ", info.Depth)
	switch {
	case info.Mate > 0:
		fmt.Fprintf(&b, "win %d", info.Mate)
	case info.Mate < 0:
		fmt.Fprintf(&b, "loss %d", -info.Mate)
	default:
		fmt.Fprintf(&b, "cp %d", info.Score)
	}
	ms := info.Time.Milliseconds()
	nps := int64(0)
	if info.Time > 0 {
		nps = int64(float64(info.Nodes) / info.Time.Seconds())
	}
	fmt.Fprintf(&b, " nodes %d nps %d time %d", info.Nodes, nps, ms)
	if info.TBHits > 0 {
		fmt.Fprintf(&b, " tbhits %d", info.TBHits)
	}
	if len(info.PV) > 0 {
		b.WriteString(" pv")
		for _, m := range info.PV {
			b.WriteByte(' ')
			b.WriteString(m.String())
		}
	}
	if info.Proven != "" {
		b.WriteString(" string proven " + info.Proven)
	}
	return b.String()
}
