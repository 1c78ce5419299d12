-- Bot accounts (bots.go): a player whose keys play through the bot
-- protocol (docs/bot.md). A player becomes a bot by their own choice from
-- the account page, or by the operator's (fetaix admin bot NAME); it is
-- for good: there is no way back, so that a bot's rated games are never
-- taken for a human's.
CREATE TABLE bot_accounts (
	player_id INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
	since     INTEGER NOT NULL          -- Unix seconds
);
