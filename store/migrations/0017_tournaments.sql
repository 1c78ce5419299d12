-- Tournaments (tournaments.go, tournamentschedules.go, tournamentlog.go):
-- the events the operator creates (fetaix admin tournament), the
-- schedules that make one event per hour or day, and each event's log,
-- which the director (server/tourney) appends to and replays after a
-- restart. Times are Unix seconds; durations milliseconds.
CREATE TABLE tournament_schedules (
	id           INTEGER PRIMARY KEY,
	every        TEXT NOT NULL CHECK (every IN ('hourly', 'daily')),
	kind         TEXT NOT NULL CHECK (kind IN ('arena', 'swiss')),
	name         TEXT NOT NULL,
	minutes      INTEGER NOT NULL,
	rounds       INTEGER NOT NULL,
	clock_ms     INTEGER NOT NULL,
	increment_ms INTEGER NOT NULL,
	rated        INTEGER NOT NULL CHECK (rated IN (0, 1)),
	bots         INTEGER NOT NULL CHECK (bots IN (0, 1)),
	first        INTEGER NOT NULL,   -- the first event's start
	created      INTEGER NOT NULL
);
CREATE TABLE tournaments (
	id           INTEGER PRIMARY KEY,
	kind         TEXT NOT NULL CHECK (kind IN ('arena', 'swiss')),
	name         TEXT NOT NULL,
	starts       INTEGER NOT NULL,
	minutes      INTEGER NOT NULL,   -- an arena's length; 0 for swiss
	rounds       INTEGER NOT NULL,   -- a swiss event's rounds; 0 for arena
	clock_ms     INTEGER NOT NULL,
	increment_ms INTEGER NOT NULL,
	rated        INTEGER NOT NULL CHECK (rated IN (0, 1)),
	bots         INTEGER NOT NULL CHECK (bots IN (0, 1)),
	state        TEXT NOT NULL CHECK (state IN ('upcoming', 'running', 'finished', 'cancelled')),
	schedule_id  INTEGER,            -- kept when the schedule goes
	created      INTEGER NOT NULL,
	finished     INTEGER,
	result       TEXT                -- the director's JSON, once finished
);
CREATE INDEX tournaments_active ON tournaments (starts) WHERE state IN ('upcoming', 'running');
CREATE INDEX tournaments_recent ON tournaments (finished) WHERE state IN ('finished', 'cancelled');
CREATE UNIQUE INDEX tournaments_scheduled ON tournaments (schedule_id, starts) WHERE schedule_id IS NOT NULL;
CREATE TABLE tournament_log (
	tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
	seq           INTEGER NOT NULL,
	at            INTEGER NOT NULL,
	kind          TEXT NOT NULL,
	player_id     INTEGER,
	data          TEXT NOT NULL,
	PRIMARY KEY (tournament_id, seq)
) WITHOUT ROWID;
