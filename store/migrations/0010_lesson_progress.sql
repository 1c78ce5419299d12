-- Key holders' progress in the lessons (lessons.go): one row per player
-- who has met a stage, the stars won per stage in the text form of
-- learn.Progress ("board/points=3 board/diagonal=2"), at most
-- MaxLessonProgress bytes.
CREATE TABLE lesson_progress (
	player_id INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
	progress  TEXT NOT NULL,
	updated   INTEGER NOT NULL  -- Unix seconds
);
