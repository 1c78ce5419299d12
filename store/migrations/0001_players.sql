-- Players, known by their SSH public keys; several keys may be one player.
CREATE TABLE players (
	id       INTEGER PRIMARY KEY,
	name     TEXT,                     -- the display name, NULL until chosen
	name_key TEXT UNIQUE,              -- the name case-folded: names are unique whatever their case
	created  INTEGER NOT NULL,         -- Unix seconds
	CHECK ((name IS NULL) = (name_key IS NULL))
);

CREATE TABLE keys (
	fingerprint TEXT PRIMARY KEY,      -- "SHA256:..." of the public key
	player_id   INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
	added       INTEGER NOT NULL
);
CREATE INDEX keys_by_player ON keys (player_id);

-- Short codes that link another key to a player: shown in a session of
-- the player, typed in a session of the new key, used once.
CREATE TABLE link_codes (
	code      TEXT PRIMARY KEY,
	player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
	expires   INTEGER NOT NULL
);
