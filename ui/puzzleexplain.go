package ui

import "time"

// explainGap is the least time between two wrong moves of a puzzle
// screen that get the engine's line beyond the tables (up to
// puzzle.ExplainEngineTime of search each): a session that tries wrong
// moves and retries as fast as it can spends at most a tenth of a core on
// them; a wrong move sooner gets what the proof established, without the
// line.
const explainGap = time.Second
