-- Correspondence games (days per move) are rated in a class of their
-- own: the class CHECK of ratings and games gains 'correspondence'.
-- SQLite cannot change a CHECK in place, so both tables are rebuilt and
-- their rows copied. Foreign keys stay on (the migration runs in one
-- transaction, where they cannot be turned off), so the tables that
-- refer to games (chat, held_games) are copied aside and rebuilt with it:
-- dropping games under them would delete their rows.

CREATE TEMP TABLE ratings_copy AS SELECT * FROM ratings;
DROP TABLE ratings;
CREATE TABLE ratings (
	player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
	class     TEXT NOT NULL CHECK (class IN ('untimed', 'clock', 'correspondence')),
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
INSERT INTO ratings (player_id, class, r, rd, vol, games, wins, draws, losses, last_game)
	SELECT player_id, class, r, rd, vol, games, wins, draws, losses, last_game FROM ratings_copy;
CREATE INDEX ratings_by_class ON ratings (class, r DESC);
DROP TABLE ratings_copy;

CREATE TEMP TABLE chat_copy AS SELECT * FROM chat;
CREATE TEMP TABLE held_games_copy AS SELECT * FROM held_games;
CREATE TEMP TABLE games_copy AS SELECT * FROM games;
DROP TABLE chat;
DROP TABLE held_games;
DROP TABLE games;

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
	class        TEXT NOT NULL CHECK (class IN ('untimed', 'clock', 'correspondence')),
	rules        TEXT NOT NULL,        -- the options that differ from the defaults ('' for none), as game.Rules.String
	played       INTEGER NOT NULL,     -- Unix seconds when the game ended
	level        INTEGER,              -- the computer's level; NULL unless it played
	white_change REAL,                 -- rating change of a rated game
	black_change REAL,
	imported_from INTEGER REFERENCES imported_files (id),
	CHECK (rated = 0 OR (white_id IS NOT NULL AND black_id IS NOT NULL AND white_change IS NOT NULL AND black_change IS NOT NULL))
);
INSERT INTO games (id, pdn, white_id, black_id, white_name, black_name, result, termination, rated, class,
		rules, played, level, white_change, black_change, imported_from)
	SELECT id, pdn, white_id, black_id, white_name, black_name, result, termination, rated, class,
		rules, played, level, white_change, black_change, imported_from FROM games_copy;
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
INSERT INTO chat (id, game_id, author, spectator, at, text)
	SELECT id, game_id, author, spectator, at, text FROM chat_copy;
CREATE INDEX chat_by_game ON chat (game_id, id);

CREATE TABLE held_games (
	uid     TEXT PRIMARY KEY,          -- the file's own identifier
	game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE
) WITHOUT ROWID;
INSERT INTO held_games (uid, game_id) SELECT uid, game_id FROM held_games_copy;

DROP TABLE chat_copy;
DROP TABLE held_games_copy;
DROP TABLE games_copy;
