// Package pdnfile reads and saves PDN files: game's PDN text (pdn.Parse,
// pdn.Format) on disk, saved so that no file is ever seen half-written
// (internal/atomicfile).
package pdnfile

import (
	"fmt"
	"os"

	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/atomicfile"
)

// Read reads every record of the PDN file at path as opts say (the zero
// options read leniently), and returns the records and the warnings about
// them (see pdn.ParseWith). Errors name the file; a malformed record
// gives a *pdn.Error with the line and column.
func Read(path string, opts pdn.Options) ([]*pdn.Record, []pdn.Warning, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	recs, warnings, err := pdn.ParseWith(string(data), opts)
	if err != nil {
		return nil, warnings, fmt.Errorf("%s: %w", path, err)
	}
	return recs, warnings, nil
}

// Save writes the records to path atomically. Unless overwrite is set, an
// existing file is left alone and an *atomicfile.ExistsError (which is
// fs.ErrExist) returned.
func Save(path string, overwrite bool, recs ...*pdn.Record) error {
	text, err := pdn.Format(recs...)
	if err != nil {
		return err
	}
	if overwrite {
		return atomicfile.WriteFile(path, []byte(text), 0o644)
	}
	return atomicfile.CreateNew(path, []byte(text), 0o644)
}
