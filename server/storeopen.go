package server

import (
	"context"
	"fmt"
	"time"

	"github.com/fetaix/fetaix/store"
)

// storeTimeout bounds a session's question to the store (the screen
// waits for it).
const storeTimeout = 5 * time.Second

// storeCtx is the context of one question to the store for the session.
func (a *app) storeCtx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(a.ctx, storeTimeout)
}

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
