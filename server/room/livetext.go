package room

// The texts players see of games kept across a restart (live.go,
// restore.go).

// keptNotice is added to the notice of a room closed as the server stops
// with its game in progress, which the next start brings back.
func keptNotice(code string) string {
	return "; the game is kept: join " + code + " when the server is back"
}

// restoredEvent is a restored room's event, until the next one.
const restoredEvent = "the server restarted; the clocks wait until both players are back"
