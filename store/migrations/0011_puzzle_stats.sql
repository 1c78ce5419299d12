-- Puzzles rated by the people who try them (puzzlestats.go): one row per
-- puzzle tried over SSH, keyed by the puzzle's position up to the rules'
-- symmetries (puzzle.Puzzle.Key), with its Glicko-2 rating, moved by
-- every rated attempt, and how many attempts it had and how many solved
-- it.
CREATE TABLE puzzle_stats (
	puzzle_key TEXT PRIMARY KEY,
	r          REAL NOT NULL,
	rd         REAL NOT NULL,
	vol        REAL NOT NULL,
	attempts   INTEGER NOT NULL,
	solved     INTEGER NOT NULL
);

-- A key holder's last rated attempts (puzzlestats.go): at most
-- MaxPuzzleHistory rows per player, the older deleted as a new one is
-- written.
CREATE TABLE puzzle_attempts (
	id         INTEGER PRIMARY KEY,
	player_id  INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
	puzzle_key TEXT NOT NULL,
	puzzle_r   REAL NOT NULL,     -- the puzzle's rating before the attempt
	score      REAL NOT NULL,     -- 1 solved, 0.5 solved with a hint, 0 failed
	before_r   REAL NOT NULL,     -- the player's puzzle rating before
	after_r    REAL NOT NULL,     -- and after
	at         INTEGER NOT NULL   -- Unix seconds
);
CREATE INDEX puzzle_attempts_by_player ON puzzle_attempts (player_id, id);

-- A key holder's best run per puzzle mode (puzzleruns.go): "streak" or
-- "timed", the puzzles solved in the run.
CREATE TABLE puzzle_runs (
	player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
	mode      TEXT NOT NULL,
	best      INTEGER NOT NULL,
	at        INTEGER NOT NULL,  -- Unix seconds: when the best was run
	PRIMARY KEY (player_id, mode)
);
CREATE INDEX puzzle_runs_by_best ON puzzle_runs (mode, best DESC);
