-- What the operator and the players do about abuse.

-- Bans (refused at authentication) and mutes (chat refused) that the
-- operator sets with fetaix admin: each is of one player (every key of
-- theirs), one key, or one address (an IP address; an IPv6 /64 as
-- "2001:db8::/64").
CREATE TABLE sanctions (
	id          INTEGER PRIMARY KEY,
	kind        TEXT NOT NULL CHECK (kind IN ('ban', 'mute')),
	player_id   INTEGER REFERENCES players (id) ON DELETE CASCADE,
	fingerprint TEXT,
	addr        TEXT,
	reason      TEXT NOT NULL,
	created     INTEGER NOT NULL,      -- Unix seconds
	expires     INTEGER,               -- Unix seconds; NULL: never
	CHECK ((player_id IS NOT NULL) + (fingerprint IS NOT NULL) + (addr IS NOT NULL) = 1)
);
CREATE INDEX sanctions_by_expiry ON sanctions (expires);

-- Players a key holder has blocked: no chat from them is shown to the
-- blocker, and quick match never pairs the two.
CREATE TABLE blocks (
	player_id  INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
	blocked_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
	added      INTEGER NOT NULL,
	PRIMARY KEY (player_id, blocked_id)
) WITHOUT ROWID;

-- Reports that a player made about another from a room, for the operator
-- (fetaix admin reports): who, about whom, the room and its game as it
-- was (PDN, and the chat held), and the reason given.
CREATE TABLE reports (
	id            INTEGER PRIMARY KEY,
	at            INTEGER NOT NULL,    -- Unix seconds
	by_id         INTEGER REFERENCES players (id) ON DELETE SET NULL,  -- NULL: a guest
	by_name       TEXT NOT NULL,
	by_addr       TEXT NOT NULL,       -- what the per-address limits count: an IP, an IPv6 /64
	about_id      INTEGER REFERENCES players (id) ON DELETE SET NULL,
	about_name    TEXT NOT NULL,
	about_key     TEXT NOT NULL,       -- '' for a guest
	about_addr    TEXT NOT NULL,
	room          TEXT NOT NULL,
	game_no       INTEGER NOT NULL,
	reason        TEXT NOT NULL,
	pdn           TEXT NOT NULL,
	chat          TEXT NOT NULL        -- the room's chat held then, a line a message
);
CREATE INDEX reports_by_reporter ON reports (by_id, at);
CREATE INDEX reports_by_reporter_addr ON reports (by_addr, at);
