-- The archive: finished games as PDN, with who played them, and their chat.

-- PDN files imported from DATA-DIR/games, by name and content: a file is
-- imported once however often the import runs.
CREATE TABLE imported_files (
	id       INTEGER PRIMARY KEY,
	name     TEXT NOT NULL,
	sha256   TEXT NOT NULL,
	imported INTEGER NOT NULL,
	games    INTEGER NOT NULL,
	UNIQUE (name, sha256)
);

CREATE TABLE games (
	id           INTEGER PRIMARY KEY,
	pdn          TEXT NOT NULL,
	white_id     INTEGER REFERENCES players (id) ON DELETE SET NULL,  -- NULL: a guest or the computer
	black_id     INTEGER REFERENCES players (id) ON DELETE SET NULL,
	white_name   TEXT NOT NULL,        -- the names as they were when the game was played
	black_name   TEXT NOT NULL,
	result       TEXT NOT NULL CHECK (result IN ('1-0', '0-1', '1/2-1/2', '*')),
	termination  TEXT NOT NULL,
	rated        INTEGER NOT NULL CHECK (rated IN (0, 1)),
	class        TEXT NOT NULL CHECK (class IN ('untimed', 'clock')),
	rules        TEXT NOT NULL,        -- the options that differ from the defaults ('' for none), as game.Rules.String
	played       INTEGER NOT NULL,     -- Unix seconds when the game ended
	level        INTEGER,              -- the computer's level; NULL unless it played
	white_change REAL,                 -- rating change of a rated game
	black_change REAL,
	imported_from INTEGER REFERENCES imported_files (id),
	CHECK (rated = 0 OR (white_id IS NOT NULL AND black_id IS NOT NULL AND white_change IS NOT NULL AND black_change IS NOT NULL))
);
CREATE INDEX games_by_played ON games (played DESC, id DESC);
CREATE INDEX games_by_white ON games (white_id, played DESC) WHERE white_id IS NOT NULL;
CREATE INDEX games_by_black ON games (black_id, played DESC) WHERE black_id IS NOT NULL;

CREATE TABLE chat (
	id        INTEGER PRIMARY KEY,
	game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	author    TEXT NOT NULL,
	spectator INTEGER NOT NULL CHECK (spectator IN (0, 1)),
	at        INTEGER NOT NULL,        -- Unix seconds
	text      TEXT NOT NULL
);
CREATE INDEX chat_by_game ON chat (game_id, id);

-- Facts about the store itself, e.g. that the first import has run.
CREATE TABLE meta (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
) WITHOUT ROWID;
