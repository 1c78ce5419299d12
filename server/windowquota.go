package server

import (
	"sync"
	"time"
)

// windowQuota counts events by key over a sliding window: at most a
// key's limit of them within any window. It keeps the times of each
// key's events within the window, so it holds at most limit times per
// key, and forgets keys with none (swept at most once per window).
type windowQuota struct {
	window time.Duration

	mu    sync.Mutex
	keys  map[string][]time.Time // oldest first
	swept time.Time
}

// quotaKey is one count an event is charged to, and its limit.
type quotaKey struct {
	key   string
	limit int
}

func newWindowQuota(window time.Duration) *windowQuota {
	return &windowQuota{window: window, keys: map[string][]time.Time{}}
}

// take counts an event at now against every key when each is below its
// limit, and reports whether it did; when one is not, nothing is counted.
// A key given twice is counted once.
func (q *windowQuota) take(now time.Time, keys ...quotaKey) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.sweepLocked(now)
	for _, k := range keys {
		if len(within(q.keys[k.key], now, q.window)) >= k.limit {
			return false
		}
	}
	for i, k := range keys {
		if !seenBefore(keys[:i], k.key) {
			q.keys[k.key] = append(within(q.keys[k.key], now, q.window), now)
		}
	}
	return true
}

func seenBefore(keys []quotaKey, key string) bool {
	for _, k := range keys {
		if k.key == key {
			return true
		}
	}
	return false
}

// sweepLocked forgets the keys with no event within the window.
func (q *windowQuota) sweepLocked(now time.Time) {
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
