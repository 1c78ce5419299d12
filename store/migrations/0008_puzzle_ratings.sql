-- Key holders' puzzle ratings (puzzles.go): one row per player who has
-- tried a puzzle, with the Glicko-2 rating of their attempts (each a game
-- against the puzzle's rating), what they solved and failed, and their
-- streak of puzzles solved in a row.
CREATE TABLE puzzle_ratings (
	player_id    INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
	r            REAL NOT NULL,
	rd           REAL NOT NULL,     -- as of last_attempt: the idle periods since are added when read
	vol          REAL NOT NULL,
	solved       INTEGER NOT NULL,
	failed       INTEGER NOT NULL,
	streak       INTEGER NOT NULL,
	best_streak  INTEGER NOT NULL,
	last_attempt INTEGER NOT NULL   -- Unix seconds
);
CREATE INDEX puzzle_ratings_by_r ON puzzle_ratings (r DESC);
