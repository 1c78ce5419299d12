-- Games the server could not store when they ended, written to files and
-- stored at a later start (held.go): each file's game once, whatever
-- happens between the commit and the file's removal.
CREATE TABLE held_games (
	uid     TEXT PRIMARY KEY,          -- the file's own identifier
	game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE
) WITHOUT ROWID;
