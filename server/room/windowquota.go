package room

import (
	"sync"
	"time"
)

// WindowQuota counts events by key over a sliding window: at most a
// key's limit of them within any window. It keeps the times of each
// key's events within the window, so it holds at most limit times per
// key, and forgets keys with none (swept at most once per window).
type WindowQuota struct {
	window time.Duration

	mu    sync.Mutex
	keys  map[string][]time.Time // oldest first
	swept time.Time
}

// QuotaKey is one count an event is charged to, and its limit.
type QuotaKey struct {
	Key   string
	Limit int
}

// NewWindowQuota is a quota counting events over window.
func NewWindowQuota(window time.Duration) *WindowQuota {
	return &WindowQuota{window: window, keys: map[string][]time.Time{}}
}

// Take counts an event at now against every key when each is below its
// limit, and reports whether it did; when one is not, nothing is counted.
// A key given twice is counted once.
func (q *WindowQuota) Take(now time.Time, keys ...QuotaKey) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.sweepLocked(now)
	for _, k := range keys {
		if len(within(q.keys[k.Key], now, q.window)) >= k.Limit {
			return false
		}
	}
	for i, k := range keys {
		if !seenBefore(keys[:i], k.Key) {
			q.keys[k.Key] = append(within(q.keys[k.Key], now, q.window), now)
		}
	}
	return true
}

// GiveBack uncounts the latest event counted against key, for an event
// that Take counted but that did not happen after all.
func (q *WindowQuota) GiveBack(key string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if times := q.keys[key]; len(times) > 0 {
		q.keys[key] = times[:len(times)-1]
	}
}

func seenBefore(keys []QuotaKey, key string) bool {
	for _, k := range keys {
		if k.Key == key {
			return true
		}
	}
	return false
}

// sweepLocked forgets the keys with no event within the window.
func (q *WindowQuota) sweepLocked(now time.Time) {
	if now.Sub(q.swept) < q.window {
		return
	}
	q.swept = now
	for k, times := range q.keys {
		if len(within(times, now, q.window)) == 0 {
			delete(q.keys, k)
		}
	}
}

// within returns the times (oldest first) less than window before now.
func within(times []time.Time, now time.Time, window time.Duration) []time.Time {
	for len(times) > 0 && now.Sub(times[0]) >= window {
		times = times[1:]
	}
	return times
}
