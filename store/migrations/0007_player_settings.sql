-- A key holder's settings of the server's screens (settings.go): one row
-- per player who changed one; a player without a row has the defaults.
CREATE TABLE player_settings (
	player_id INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
	bell      INTEGER NOT NULL DEFAULT 1  -- 1: the room rings the terminal bell for the player's turn
);
