-- Names are unique by their look, not only by their case: name_key holds
-- names.Key of the name (its Unicode confusables skeleton, case-folded).
-- The keys are computed in Go, by the step that runs after this file in
-- its transaction (rekeyNames, store/namekeys.go): it keys every name
-- again, oldest player first, and withdraws the names the name policy
-- refuses and those that look like an older player's. A player whose
-- name was withdrawn has none, and is asked to choose another.
ALTER TABLE players ADD COLUMN former_name TEXT;    -- the name withdrawn, kept for the record
ALTER TABLE players ADD COLUMN withdrawn_why TEXT;  -- why, while the player has no name (shown to them)
