-- A key holder's notification address (notify.go, server/notify): one row
-- per player who gave one, the URL the server POSTs reminders to and the
-- events they asked for; a player without a row gets none.
CREATE TABLE player_notify (
	player_id INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
	url       TEXT NOT NULL,     -- checked by server/notify before it is stored
	events    INTEGER NOT NULL   -- a bitmask of server/notify's Kind
);
