package server

import (
	"context"
	"fmt"

	"github.com/fetaix/fetaix/store"
)

// openStore opens the server's database (cfg.DB) and, the first time,
// imports the game records that earlier versions wrote to DATA-DIR/games.
// A file that cannot be imported is logged and left where it is.
func openStore(cfg Config) (*store.Store, error) {
	st, err := store.Open(cfg.DB, store.Options{})
	if err != nil {
		return nil, fmt.Errorf("db: %w", err)
	}
	rep, ran, err := st.ImportOnce(context.Background(), store.GamesDir(cfg.DataDir))
	switch {
	case err != nil:
		cfg.Log.Warn("importing the game records into the database failed; it is tried again at the next start",
			"dir", store.GamesDir(cfg.DataDir), "error", err)
	case ran:
		cfg.Log.Info("imported the game records into the database", "files", rep.Files, "games", rep.Games)
		for _, f := range rep.Failed {
			cfg.Log.Warn("a game record could not be imported", "file", f.File, "error", f.Err)
		}
	}
	return st, nil
}
