package server

import (
	"context"
	"fmt"
	"time"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
	_ "github.com/fetaix/fetaix/store/sqlite" // the store's driver
)

// storeTimeout bounds a session's question to the store (the screen
// waits for it).
const storeTimeout = 5 * time.Second

// storeCtx is the context of one question to the store for the session.
func (a *app) storeCtx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(a.ctx, storeTimeout)
}

// openStore opens the server's database (cfg.DB), says so if it cannot be
// written or if other local users may read it (warnWideModes), stores the games an earlier run could not (store.StoreHeld)
// and, the first time, imports the game records that earlier versions
// wrote to DATA-DIR/games. A file that cannot be imported is logged and
// left where it is.
func openStore(cfg Config) (*store.Store, error) {
	st, err := store.Open(cfg.DB, store.Options{RateNewPlayers: cfg.rateNewPlayers})
	if err != nil {
		return nil, fmt.Errorf("db: %w", err)
	}
	if err := st.CheckWritable(context.Background()); err != nil {
		cfg.Log.Error("the database cannot be written: finished games are kept in memory and retried, "+
			"and written to DATA-DIR/games/unstored at shutdown, to be stored at the next start", "db", cfg.DB, "error", err)
	}
	warnWideModes(cfg)
	storeHeld(st, cfg)
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

// storeHeld stores the games an earlier run wrote to DATA-DIR/games/unstored.
func storeHeld(st *store.Store, cfg Config) {
	dir := store.HeldDir(cfg.DataDir)
	rep, err := st.StoreHeld(context.Background(), dir)
	if err != nil {
		cfg.Log.Error("storing the games held from an earlier run failed; they are tried again at the next start",
			"dir", dir, "stored", rep.Stored, "error", err)
	} else if rep.Stored+rep.Again > 0 {
		cfg.Log.Info("stored the games held from an earlier run", "dir", dir, "stored", rep.Stored, "already", rep.Again)
	}
	for _, f := range rep.Failed {
		cfg.Log.Warn("a held game could not be stored", "file", f.File, "error", f.Err)
	}
}

// ratedToday returns the rated games of the last pairWindow, which the
// fair-play rules count per pair of players.
func ratedToday(st *store.Store, cfg Config) []store.RatedGame {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	games, err := st.RatedGamesSince(ctx, time.Now().Add(-room.PairWindow))
	if err != nil {
		cfg.Log.Warn("reading the rated games of the last day failed; each pair's count starts at zero", "error", err)
	}
	return games
}

// warnWideModes warns, at start, of the data dir and the database when
// other local users may read them: the store and the server create them
// for their owner only (store.DirMode, store.FileMode), but an existing
// one keeps its mode.
func warnWideModes(cfg Config) {
	for _, path := range []string{cfg.DataDir, cfg.DB} {
		if mode := store.WideMode(path); mode != "" {
			cfg.Log.Warn("other local users may read this, which holds players' keys, addresses and reports: chmod go-rwx it",
				"path", path, "mode", mode)
		}
	}
}
