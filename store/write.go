package store

import (
	"context"
	"database/sql"
)

// Save writes one finished game now, with its rating update, and returns
// what was saved; it does not retry. Rooms hand their games to a Writer
// instead, which retries and keeps them off the rooms' paths; g's Saved
// and Failed callbacks are not called.
func (s *Store) Save(ctx context.Context, g FinishedGame) (Saved, error) {
	p, err := prepare(g, s.now())
	if err != nil {
		return Saved{}, err
	}
	saved, errs, _ := s.writeBatch(ctx, nil, []*pending{p})
	return saved[0], errs[0]
}

// writeBatch writes the rooms' states in progress (live.go), then games,
// in one transaction, each game under its own
// savepoint: a game that fails is rolled back alone and reported in its
// place of errs, and the others commit together (one sync of the disk for
// the batch). If the transaction itself fails, every game fails with it.
func (s *Store) writeBatch(ctx context.Context, live []*liveOp, batch []*pending) ([]Saved, []error, error) {
	saved := make([]Saved, len(batch))
	errs := make([]error, len(batch))
	var liveErr error
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		if liveErr, err = s.writeLive(ctx, tx, live); err != nil {
			return err
		}
		for i, p := range batch {
			if _, err := tx.ExecContext(ctx, `SAVEPOINT game`); err != nil {
				return err
			}
			saved[i], errs[i] = s.writeGame(ctx, tx, p)
			if errs[i] != nil {
				if _, err := tx.ExecContext(ctx, `ROLLBACK TO game`); err != nil {
					return err
				}
			}
			if _, err := tx.ExecContext(ctx, `RELEASE game`); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		for i := range errs {
			if errs[i] == nil {
				errs[i] = err
			}
			saved[i] = Saved{}
		}
		liveErr = err
	}
	return saved, errs, liveErr
}

// writeGame inserts one game, its chat and its rating update.
func (s *Store) writeGame(ctx context.Context, tx *sql.Tx, p *pending) (Saved, error) {
	g := p.g
	var saved Saved
	var whiteChange, blackChange any // NULL unless rated
	if p.rated {
		wc, bc, err := s.rateGame(ctx, tx, g.Class, g.White.Player, g.Black.Player, p.result, g.Ended)
		if err != nil {
			return Saved{}, err
		}
		saved.Rated, saved.White, saved.Black = true, wc, bc
		whiteChange, blackChange = wc.After.R-wc.Before.R, bc.After.R-bc.Before.R
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO games (pdn, white_id, black_id, white_name, black_name,
		result, termination, rated, class, rules, played, level, white_change, black_change, imported_from, tournament_id)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		p.pdn, nullID(g.White.Player), nullID(g.Black.Player), p.whiteName, p.blackName,
		p.result.String(), p.termination, p.rated, g.Class.String(), g.Record.Game.Rules().String(),
		unix(g.Ended), nullInt(int64(g.Level)), whiteChange, blackChange, nullInt(p.importedFrom), nullInt(g.Tournament))
	if err != nil {
		return Saved{}, err
	}
	id, err := res.LastInsertId()
	if err != nil {
		return Saved{}, err
	}
	saved.ID = GameID(id)
	if g.Live.Code != "" { // the game in progress is now archived
		if err := deleteLive(ctx, tx, g.Live); err != nil {
			return Saved{}, err
		}
	}
	for _, c := range p.chat {
		if _, err := tx.ExecContext(ctx, `INSERT INTO chat (game_id, author, spectator, at, text) VALUES (?, ?, ?, ?, ?)`,
			id, c.Author, c.Spectator, unix(c.At), c.Text); err != nil {
			return Saved{}, err
		}
	}
	return saved, nil
}

// nullID is a player's column value: NULL for nobody.
func nullID(id PlayerID) any { return nullInt(int64(id)) }

// nullInt is an optional reference's column value: NULL for 0.
func nullInt(n int64) any {
	if n == 0 {
		return nil
	}
	return n
}
