-- Glicko-2 ratings, one per player and rating class, with the rated
-- record that made them.
CREATE TABLE ratings (
	player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
	class     TEXT NOT NULL CHECK (class IN ('untimed', 'clock')),
	r         REAL NOT NULL,
	rd        REAL NOT NULL,           -- as of last_game: the idle periods since are added when read
	vol       REAL NOT NULL,
	games     INTEGER NOT NULL,
	wins      INTEGER NOT NULL,
	draws     INTEGER NOT NULL,
	losses    INTEGER NOT NULL,
	last_game INTEGER NOT NULL,        -- Unix seconds of the last rated game
	PRIMARY KEY (player_id, class)
) WITHOUT ROWID;
CREATE INDEX ratings_by_class ON ratings (class, r DESC);
