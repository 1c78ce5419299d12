-- Tournament games (server/tourney): the event a game was played in, if
-- any. The archive lists an event's games by it; the event's own tables
-- come with the next migration.
ALTER TABLE games ADD COLUMN tournament_id INTEGER;
CREATE INDEX games_tournament ON games (tournament_id) WHERE tournament_id IS NOT NULL;
