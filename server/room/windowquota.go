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

	Mu    sync.Mutex
	Keys  map[string][]time.Time // oldest first
	swept time.Time
}

// QuotaKey is one count an event is charged to, and its limit.
type QuotaKey struct {
	Key   string
	Limit int
}

// NewWindowQuota is a quota counting events over window.
func NewWindowQuota(window time.Duration) *WindowQuota {
	return &WindowQuota{window: window, Keys: map[string][]time.Time{}}
}

// Take counts an event at now against every key when each is below its
// limit, and reports whether it did; when one is not, nothing is counted.
// A key given twice is counted once.
func (q *WindowQuota) Take(now time.Time, keys ...QuotaKey) bool {
	q.Mu.Lock()
	defer q.Mu.Unlock()
	q.sweepLocked(now)
	for _, k := range keys {
		if len(within(q.Keys[k.Key], now, q.window)) >= k.Limit {
			return false
		}
	}
	for i, k := range keys {
		if !seenBefore(keys[:i], k.Key) {
			q.Keys[k.Key] = append(within(q.Keys[k.Key], now, q.window), now)
		}
	}
	return true
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
	for k, times := range q.Keys {
		if len(within(times, now, q.window)) == 0 {
			delete(q.Keys, k)
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
