package cli

import (
	"fmt"
	"io"

	"github.com/fetaix/fetaix/uci"
)

func init() {
	register(&command{name: "engine", summary: "speak the UCI-like engine protocol on stdin/stdout", run: runEngine})
}

func runEngine(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("engine", "engine [--hash MiB] [--no-tables]\n\n"+
		"Reads commands on stdin, one a line, and answers on stdout: uci, isready,\n"+
		"setoption name Rules|Hash|Threads|Tables|OwnBook value V, ucinewgame,\n"+
		"position startpos|fen TEXT [moves ...], go depth N|nodes N|movetime MS|infinite\n"+
		"(or a clock: wtime MS btime MS [winc MS] [binc MS] [movestogo N]), stop, quit.\n"+
		"The endgame tables are those of play (DATA-DIR/tables, the default rules'\n"+
		"small ones built on first need; isready waits for them) unless setoption\n"+
		"Tables names others; --no-tables, or "+noTablesEnv+"=1, goes without.\n"+
		"fetaix help engine has the details.", stdout, stderr)
	hash := fs.Int("hash", uci.DefaultHash, "transposition table size in MiB (1-4096)")
	noTables := fs.Bool("no-tables", false, "no endgame tables unless setoption Tables names them (also "+noTablesEnv+"=1)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *hash < 1 || *hash > uci.MaxHash {
		return badValue("hash", *hash, fmt.Sprintf("1..%d MiB", uci.MaxHash))
	}
	s := uci.NewSession("Fetaix "+running.Version, stdout, *hash)
	if !tablesOff(*noTables) {
		dir, err := defaultTablesDir()
		if err != nil {
			return err
		}
		s.SetTableCache(gameTables(dir, false, nil))
	}
	return s.Serve(stdin)
}
