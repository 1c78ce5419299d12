package names

import "strings"

// The server and the game's screens show these words where a player's
// name would be, so no player may be called by them (compared by Key, so
// look-alikes of them neither):
//   - "player N": a key holder who has not chosen a name (store's
//     Player.Label), and the two sides of a game on one keyboard (ui);
//   - "guest" and "NAME (guest)": guests (textsafe.GuestName, server's
//     guestMark); "NAME (spectator)": a spectator's chat lines (server);
//   - "computer", "the computer", "Fetaix level N (…)": the
//     computer's side (ui's panel, records and status line);
//   - "you", "Player", "White", "Black", "opponent": sides without a
//     name (ui's panel, records and status line);
//   - "spectator", "fetaix": the watchers, and the program itself.
var (
	// reservedWords may not be a name, alone or followed by a number.
	reservedWords = keys("player", "guest", "computer", "the computer", "spectator", "you", "opponent",
		"white", "black", "fetaix")
	// reservedMarks may not be in a name.
	reservedMarks = keys("(guest)", "(spectator)")
	// reservedPrefixes may not begin a name.
	reservedPrefixes = keys("fetaix level")
	// digitKeys are the keys of the digits ("1" looks like "l").
	digitKeys = keys("0", "1", "2", "3", "4", "5", "6", "7", "8", "9")
)

func keys(words ...string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = Key(w)
	}
	return out
}

// reserved reports whether name is, or looks like, a word the server
// shows in place of a player's name.
func reserved(name string) bool {
	k := Key(name)
	for _, w := range reservedWords {
		if rest, ok := strings.CutPrefix(k, w); ok && number(strings.TrimSpace(rest)) {
			return true
		}
	}
	for _, m := range reservedMarks {
		if strings.Contains(k, m) {
			return true
		}
	}
	for _, p := range reservedPrefixes {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// number reports whether the key k is nothing, or a number's.
func number(k string) bool {
	for k != "" {
		i := 0
		for _, d := range digitKeys {
			if strings.HasPrefix(k, d) {
				i = len(d)
				break
			}
		}
		if i == 0 {
			return false
		}
		k = k[i:]
	}
	return true
}
