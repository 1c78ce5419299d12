package cli

import (
	"fmt"
	"io"

	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/pdnfile"
	"github.com/fetaix/fetaix/internal/plural"
)

// readPDNWarned reads the PDN file at path as opts say, telling stderr
// each warning as command name's ("fetaix NAME: FILE: game N: place:
// warning: ...").
func readPDNWarned(name, path string, opts pdn.Options, stderr io.Writer) ([]*pdn.Record, error) {
	recs, warnings, err := pdnfile.Read(path, opts)
	for _, w := range warnings {
		fmt.Fprintf(stderr, "fetaix %s: %s: game %d: %s: warning: %s\n", name, path, w.Game, w.Place, w.Msg)
	}
	return recs, err
}

// loadRecord reads the game file at path for "fetaix --load FILE": the nth
// game (from 1, as --game N), or with n = 0 (no --game) its only game (a
// file with several games then needs --game). The record's Game stands at
// its last position; its Tags hold the players' names
// (Record.Tag(pdn.TagWhite)). Its errors name the flag at fault.
func loadRecord(path string, n int) (*pdn.Record, error) {
	recs, _, err := pdnfile.Read(path, pdn.Options{})
	if err != nil {
		return nil, fmt.Errorf("--load: %w", err)
	}
	switch {
	case n == 0 && len(recs) == 1:
		return recs[0], nil
	case n == 0:
		return nil, fmt.Errorf("--load: %s holds %d games: choose one with --game N (1 to %d)", path, len(recs), len(recs))
	case n < 0 || n > len(recs):
		return nil, gameOutOfRange(n, fmt.Sprintf("%s holds %s", path, plural.Count(len(recs), "game", "games")))
	}
	return recs[n-1], nil
}

// gameOutOfRange is the error for --game n, which names no game: why says
// which games there are.
func gameOutOfRange(n int, why string) error {
	return fmt.Errorf("--game %d: out of range: %s", n, why)
}
