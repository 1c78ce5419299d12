-- Games in progress (live.go): one row per room whose game is going on,
-- replaced after every change that matters (a move, an offer, a chat
-- line, a seat taken) and deleted when the game ends (in the transaction
-- that archives it) or the room closes. The server brings every row back
-- as a room when it starts, so that a game outlives a restart or a crash.
CREATE TABLE live_games (
	code       TEXT PRIMARY KEY,   -- the room's code
	life       INTEGER NOT NULL,   -- which room of that code (codes are reused once a room closes)
	game_no    INTEGER NOT NULL,   -- the room's game: 1, then +1 per rematch
	options    TEXT NOT NULL,      -- the room's options as a whole, JSON
	seats      TEXT NOT NULL,      -- the two seats (player, key, name, resume token), JSON
	white      INTEGER NOT NULL CHECK (white IN (0, 1)),  -- the seat playing White
	moves      TEXT NOT NULL,      -- the moves so far, in notation, separated by spaces
	white_ms   INTEGER NOT NULL,   -- White's clock, milliseconds left as it stood when saved
	black_ms   INTEGER NOT NULL,
	state      TEXT NOT NULL,      -- offers pending, takebacks, rated, the chat: JSON
	updated    INTEGER NOT NULL    -- Unix seconds
);
