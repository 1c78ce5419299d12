-- The order of the players' name changes (SetName): a number that grows
-- with every change, 0 for a name never changed since this version. A
-- running server reads the changes after the last it saw (Renames), so
-- that a name the operator changes (fetaix admin rename, another process)
-- shows at once in the sessions open.
ALTER TABLE players ADD COLUMN renamed INTEGER NOT NULL DEFAULT 0;
CREATE INDEX players_renamed ON players (renamed);
