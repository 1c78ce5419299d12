package server

import (
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/fetaix/fetaix/server/termio"
)

// A test client types within the session's key budget (termio.Limits):
// the server drops, as documented, every key beyond termio.DefaultKeysPerSecond
// a second (in bursts of twice as many), and a test types far faster
// than a person. A client playing game after game in one room reaches
// the budget's end after about eight games, and the keys that follow
// vanish. So the helpers that play (typeKeys) keep a copy of the budget
// on the client's side and wait for it to refill; send, for the floods
// and the garbage the hostile tests send, counts its keys without
// waiting.

const (
	// clientKeyRate is the keys a second a test client types: four
	// fifths of the server's budget, so that keys spaced at this rate
	// stay within it when the network delivers them bunched.
	clientKeyRate = termio.DefaultKeysPerSecond * 4 / 5
	// clientKeyBurst is the keys a test client types at once.
	clientKeyBurst = 2 * clientKeyRate
)

// The bytes of the keys that keyLen and keyUnits tell apart.
const (
	bel, esc   = 0x07, 0x1b
	pasteStart = "\x1b[200~"
	pasteEnd   = "\x1b[201~"
)

// keyUnit is what the server's parser counts as one key: a character,
// an escape sequence, or a bracketed paste (one key, and one more per
// termio.PasteBytesPerKey bytes).
type keyUnit struct {
	text string
	cost float64
}

// keyUnits splits s into the keys the server's parser counts.
func keyUnits(s string) []keyUnit {
	var units []keyUnit
	for s != "" {
		n := keyLen(s)
		cost := 1.0
		if strings.HasPrefix(s, pasteStart) {
			if end := strings.Index(s, pasteEnd); end >= 0 {
				n = end + len(pasteEnd)
				cost += float64((end - len(pasteStart)) / termio.PasteBytesPerKey)
			}
		}
		units = append(units, keyUnit{s[:n], cost})
		s = s[n:]
	}
	return units
}

// keyLen is the length of the key s starts with: an escape sequence
// (CSI, SS3, or a string ended by BEL or ST), ESC with a key, or a
// character.
func keyLen(s string) int {
	if s[0] != esc || len(s) == 1 {
		_, n := utf8.DecodeRuneInString(s)
		return n
	}
	switch s[1] {
	case '[':
		for i := 2; i < len(s); i++ {
			if s[i] >= 0x40 && s[i] <= 0x7e {
				return i + 1
			}
		}
		return len(s)
	case 'O':
		return min(3, len(s))
	case ']', 'P', '_', '^', 'X':
		for i := 2; i < len(s); i++ {
			if s[i] == bel {
				return i + 1
			}
			if s[i] == esc && i+1 < len(s) && s[i+1] == '\\' {
				return i + 2
			}
		}
		return len(s)
	}
	return 1 + keyLen(s[1:])
}

// refillKeysLocked tops up the client's copy of the key budget.
func (t *term) refillKeysLocked(now time.Time) {
	if t.keysAt.IsZero() {
		t.keyTokens = clientKeyBurst // a session starts with a full budget
	} else {
		t.keyTokens = min(t.keyTokens+now.Sub(t.keysAt).Seconds()*clientKeyRate, clientKeyBurst)
	}
	t.keysAt = now
}

// countKeys takes the keys of s from the client's copy of the budget,
// without waiting: the server drops what finds no token and takes none
// for it.
func (t *term) countKeys(s string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.refillKeysLocked(time.Now())
	for _, u := range keyUnits(s) {
		t.keyTokens = max(t.keyTokens-u.cost, 0)
	}
}

// takeKey takes cost from the client's copy of the budget, or returns how
// long to wait until it holds that much.
func (t *term) takeKey(cost float64) time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.refillKeysLocked(time.Now())
	cost = min(cost, clientKeyBurst)
	if t.keyTokens >= cost {
		t.keyTokens -= cost
		return 0
	}
	return time.Duration((cost - t.keyTokens) / clientKeyRate * float64(time.Second))
}

// typeKeys sends s as a person types it: within the session's key
// budget, waiting for it to refill when s would go beyond, so that the
// server drops none of its keys.
func (t *term) typeKeys(s string) {
	t.tb.Helper()
	var batch strings.Builder
	for _, u := range keyUnits(s) {
		for wait := t.takeKey(u.cost); wait > 0; wait = t.takeKey(u.cost) {
			if batch.Len() > 0 {
				t.write(batch.String())
				batch.Reset()
			}
			time.Sleep(wait)
		}
		batch.WriteString(u.text)
	}
	if batch.Len() > 0 {
		t.write(batch.String())
	}
}

// TestKeyUnitsCostWhatTheServerCounts: the client's count of the keys in
// what the tests type is the server parser's own count.
func TestKeyUnitsCostWhatTheServerCounts(t *testing.T) {
	for _, s := range []string{
		"c2\rc3\r", "a1\rc3\re5\r", "x", "é", "\x1b[C\x1b[B\r", "\x1b", "\x1bOA", "\x1bx",
		"\x1b]11;rgb:0000/0000/0000\x07\x1b[?62;22c", "\x1b]0;t\x1b\\", "\x7f\x7fBea\r",
		paste("hello"), "C" + paste(strings.Repeat("x", 700)) + "\r",
	} {
		want := termio.KeyCost([]byte(s))
		got := 0.0
		for _, u := range keyUnits(s) {
			got += u.cost
		}
		if got != want {
			t.Errorf("%q: the client counts %v keys, the server %v", s, got, want)
		}
	}
}

// TestE2ERepeatedGamesInOneRoomKeepEveryKey: two players play game after
// game in one room through their keys, each game's moves the same as the
// last's; every key reaches the game. (Typed at once, the keys of the
// ninth game went beyond the session's key budget and were dropped.)
func TestE2ERepeatedGamesInOneRoomKeepEveryKey(t *testing.T) {
	t.Parallel()
	srv, code, seats := keyPair(t, func(c *Config) { c.MaxRatedPerPair = repeatedGames })
	for n := 1; n <= repeatedGames; n++ {
		playOpeningKeys(t, srv, code, seats)
		white, marks := resignWhite(t, srv, code, seats)
		seats[1-white].waitText(marks[1-white], " resigned")
		if n < repeatedGames {
			rematchKeys(t, seats, fmt.Sprintf("rematch: game %d", n+1))
		}
	}
	srv.hub.archive.pending.Wait()
	if g := archivedGames(t, srv.hub); len(g) != repeatedGames {
		t.Fatalf("%d games archived, want %d", len(g), repeatedGames)
	}
}

// repeatedGames is how many games TestE2ERepeatedGamesInOneRoomKeepEveryKey
// plays: enough to go beyond the key budget's burst.
const repeatedGames = 12
