package i18n

import "sync"

// The texts filled in are kept, shared by every Localizer: a server's
// sessions draw their screens again at every move, and each draw asks for
// the same few dozen texts with the same arguments (a side's name, the
// pieces left, the room's facts), which go-i18n fills in by running a
// template each time. A text depends only on its language, its ID, its
// count and its arguments, so a text filled in once is that text for every
// session of the language.

// memoArgs is the most arguments (names and values) a kept text has; a
// text with more is filled in every time.
const memoArgs = 8

// memoKey is what a text filled in depends on. Every value in it is a
// string, a number or a bool (memoKeyOf), so that keys compare by value.
type memoKey struct {
	lang  Lang
	id    ID
	count any // nil: no count (T)
	n     int
	args  [memoArgs]any
}

// memoKeyOf is the key of a text, ok false when it is not to be kept: too
// many arguments, or a count or value whose text could change (a pointer, a value
// with a String method) or that does not compare by value.
func memoKeyOf(lang Lang, id ID, count any, args []any) (k memoKey, ok bool) {
	if len(args) > memoArgs || count != nil && !plainValue(count) {
		return k, false
	}
	for _, a := range args {
		if !plainValue(a) {
			return k, false
		}
	}
	k = memoKey{lang: lang, id: id, count: count, n: len(args)}
	copy(k.args[:], args)
	return k, true
}

// plainValue reports whether v is a string, a number or a bool of Go's
// own types (not a named type, which may format itself).
func plainValue(v any) bool {
	switch v.(type) {
	case string, bool, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float32, float64:
		return true
	}
	return false
}

// memoSize is the most texts each of the memo's two generations holds:
// when the newer is full, it becomes the older and the one before is
// dropped, so that texts in use stay and the memo stays bounded (some
// 2 × 2,048 texts of a few dozen bytes).
const memoSize = 2048

// memo holds the texts filled in, in two generations: a text found in the
// older is moved to the newer.
var memo struct {
	mu         sync.Mutex
	new, older map[memoKey]string
}

// memoGet is the kept text of k.
func memoGet(k memoKey) (string, bool) {
	memo.mu.Lock()
	defer memo.mu.Unlock()
	if s, ok := memo.new[k]; ok {
		return s, true
	}
	s, ok := memo.older[k]
	if ok {
		memoPutLocked(k, s)
	}
	return s, ok
}

// memoPut keeps s as the text of k.
func memoPut(k memoKey, s string) {
	memo.mu.Lock()
	memoPutLocked(k, s)
	memo.mu.Unlock()
}

func memoPutLocked(k memoKey, s string) {
	if memo.new == nil || len(memo.new) >= memoSize {
		memo.older, memo.new = memo.new, make(map[memoKey]string, memoSize)
	}
	memo.new[k] = s
}
