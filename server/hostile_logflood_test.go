package server

import (
	"strings"
	"testing"
)

// TestHostileRefusedRoomsAreSummarisedInTheLog: a guest over its room
// quota who asks again and again, through the room form and through quick
// match, writes one log line of the refusal, then at most one summary
// every eventLogEvery, not a line a request.
func TestHostileRefusedRoomsAreSummarisedInTheLog(t *testing.T) {
	t.Parallel()
	_, addr, logs := startServer(t, func(c *Config) { c.MaxOpenRooms = 1 })
	first := openTerm(t, addr, "first", nil, "", 100, 34)
	first.waitText(0, lobbyText)
	createRoom(t, first, "")

	flood := openTerm(t, addr, "flood", nil, "", 100, 34)
	flood.waitText(0, lobbyText)
	const asks = 15
	for range asks {
		// quick match, refused with the message the lobby shows already,
		// then the room form, refused on a page drawn anew
		mk := flood.mark()
		flood.send(quickKey + "2")
		flood.waitText(mk, "Your colour")
		flood.send("\r")
		flood.waitText(mk, "too many rooms open")
		mk = flood.mark()
		flood.send("\x1b") // alone: esc and a key at once read as alt+key
		flood.waitText(mk, lobbyText)
	}
	lines := strings.Count(logs.String(), `msg="room refused"`)
	t.Logf("%d refused rooms wrote %d log lines", 2*asks, lines)
	// The first refusal, and a summary if the flood outlasted a period.
	if lines == 0 || lines > 2 {
		t.Fatalf("%d log lines of %d refused rooms, want 1 (and at most one summary):\n%s", lines, 2*asks, logs.String())
	}
}
