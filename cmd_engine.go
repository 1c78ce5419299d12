package main

import (
	"fmt"
	"io"

	"github.com/fetaix/fetaix/uci"
)

func init() {
	register(&command{name: "engine", summary: "speak the UCI-like engine protocol on stdin/stdout", run: runEngine})
}

func runEngine(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("engine", "engine [--hash MiB]\n\n"+
		"Reads commands on stdin, one a line, and answers on stdout: uci, isready,\n"+
		"setoption name Rules|Hash|Threads value V, ucinewgame, position startpos|fen TEXT\n"+
		"[moves ...], go depth N|nodes N|movetime MS|infinite (or a clock: wtime MS\n"+
		"btime MS [winc MS] [binc MS] [movestogo N]), stop, quit.\n"+
		"See README for the details.", stdout, stderr)
	hash := fs.Int("hash", uci.DefaultHash, "transposition table size in MiB (1-4096)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *hash < 1 || *hash > uci.MaxHash {
		return fmt.Errorf("--hash: want 1..%d MiB, got %d", uci.MaxHash, *hash)
	}
	return uci.NewSession("Fetaix "+version, stdout, *hash).Serve(stdin)
}
