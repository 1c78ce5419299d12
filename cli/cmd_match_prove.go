package cli

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/match"
	"github.com/fetaix/fetaix/tables"
)

// runMatchProve is "fetaix match prove": it proves the values of a
// conversion positions set's starts (see match.Prover).
func runMatchProve(args []string, _ io.Reader, stdout, stderr io.Writer) (err error) {
	fs := newFlags("match prove", "match prove [--positions SET|FILE] --tables DIR --proofs DIR [--time D] [--memory MiB] [--rules TEXT] [--out FILE]\n\n"+
		"Proves the value of each start of a conversion positions set (a committed set,\n"+
		setNames()+", or a file) for its better side: win, draw or loss, by the\n"+
		"proof search of fetaix solve with the endgame tables of --tables as leaves,\n"+
		"at most --time a start. Each proof's certificate goes to --proofs as\n"+
		"N.proof.gz (N: the start's number, from 1; check one with fetaix solve\n"+
		"verify). A start whose certificate is there already takes its value from it,\n"+
		"checked again: a run stopped half-way goes on where it was. Writes the set\n"+
		"with the values (proven=win|draw|loss after each proven start's position) to\n"+
		"--out (never over an existing file; default: standard output); a conversion\n"+
		"match then also reports the conversions of the proven wins and the defences\n"+
		"of the proven draws.", stdout, stderr)
	positions := fs.String("positions", "", "the positions: a committed set, "+setNames()+", or a `FILE` (default: conversion)")
	tablesDir := fs.String("tables", "", "endgame tables `DIR` (the proofs' leaves; required)")
	proofs := fs.String("proofs", "", "the certificates' `DIR` (required; made if missing)")
	limit := fs.Duration("time", 90*time.Second, "the longest proof search of a start")
	memory := fs.Int("memory", 1024, "the proof search's table size in `MiB`")
	rulesText := fs.String("rules", "", "rule options (default: all defaults)")
	out := fs.String("out", "", "write the positions with their values to this `FILE` (never overwrites)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case *tablesDir == "":
		return missingFlag("tables", "the endgame tables' directory: fetaix tables build --dir DIR")
	case *proofs == "":
		return missingFlag("proofs", "a directory for the certificates")
	case *limit <= 0:
		return badValue("time", *limit, "a positive duration")
	case *memory < 1:
		return badValue("memory", *memory, "1 or more MiB")
	}
	text, starts, err := readPositions(*positions)
	if err != nil {
		return err
	}
	p := match.Prover{Dir: *proofs, Time: *limit, MemoryMiB: *memory}
	if p.Rules, err = game.ParseRules(*rulesText); err != nil {
		return refused("rules", err)
	}
	if p.Tables, err = tables.Open(*tablesDir, p.Rules); err != nil {
		return fmt.Errorf("--tables: %w", err)
	}
	if *out != "" {
		if err := reserveFile(*out); err != nil {
			return fmt.Errorf("--out: %w", err)
		}
		defer func() {
			if err != nil {
				_ = os.Remove(*out) // the reservation, empty; err is the one to report
			}
		}()
	}
	if err := os.MkdirAll(*proofs, 0o755); err != nil {
		return fmt.Errorf("--proofs: %w", err)
	}
	debug.SetMemoryLimit(int64(*memory+768) << 20)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	began := time.Now()
	var counts [4]int
	for i := range starts {
		pr, err := p.Prove(ctx, i+1, starts[i])
		if ctx.Err() != nil {
			return fmt.Errorf("interrupted at start %d: the certificates of the starts before are in %s, and a run again goes on from them", i+1, *proofs)
		}
		if err != nil {
			return fmt.Errorf("start %d (%s): %w", i+1, starts[i].Position, err)
		}
		starts[i].Value = pr.Value
		counts[pr.Value]++
		fmt.Fprintf(stdout, "[%d/%d %s] %s\n", i+1, len(starts), time.Since(began).Round(time.Second), provedLine(starts[i], pr, *limit))
	}
	fmt.Fprintf(stdout, "%s: %s for the better side, %s, %s, %d not proven within %s\n",
		plural.Count(len(starts), "start", "starts"), plural.Count(counts[match.Won], "proven win", "proven wins"),
		plural.Count(counts[match.Drawn], "draw", "draws"), plural.Count(counts[match.Lost], "loss", "losses"), counts[match.Unproven], *limit)
	how := []string{
		"proven=VALUE after a position is the start's value for the better side (win,",
		"draw or loss) with perfect play, proven by",
		fmt.Sprintf("  fetaix match prove --positions %s --tables DIR --proofs DIR --time %s --memory %d", cmp.Or(*positions, "conversion"), *limit, *memory),
		fmt.Sprintf("with the endgame tables of up to %d pieces in DIR; start N's certificate is", p.Tables.Pieces()),
		"DIR/N.proof.gz (N from 1; fetaix solve verify --tables DIR checks it).",
		"A start without a value was not proven in that time.",
	}
	data, err := match.WithValues(text, starts, how)
	if err != nil {
		return err
	}
	if *out == "" {
		_, err = stdout.Write(data)
		return err
	}
	if err := atomicfile.WriteFile(*out, data, 0o644); err != nil { // over the reservation
		return fmt.Errorf("--out: %w", err)
	}
	fmt.Fprintf(stdout, "positions with their values written to %s\n", *out)
	return nil
}

// provedLine says what Prove found for start s.
func provedLine(s match.Start, pr match.Proved, limit time.Duration) string {
	switch {
	case pr.Value == match.Unproven:
		return fmt.Sprintf("not proven within %s (%d nodes)", limit, pr.Nodes)
	case pr.Kept:
		return fmt.Sprintf("proven %s for %s, the better side: %s (kept; checked again in %s)", s.Value, s.Better, pr.File, pr.Elapsed.Round(time.Millisecond))
	}
	return fmt.Sprintf("proven %s for %s, the better side: %s (%d nodes, %s)", s.Value, s.Better, pr.File, pr.Nodes, pr.Elapsed.Round(time.Millisecond))
}
