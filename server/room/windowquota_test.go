package room

import (
	"testing"
	"time"
)

// TestWindowQuotaGiveBack: an event given back no longer counts against
// its key, so the key may take one more; other keys keep their counts,
// and giving back what was never counted changes nothing.
func TestWindowQuotaGiveBack(t *testing.T) {
	t.Parallel()
	q := NewWindowQuota(time.Hour)
	now := time.Now()
	a, b := QuotaKey{Key: "a", Limit: 2}, QuotaKey{Key: "b", Limit: 1}
	if !q.Take(now, a, b) || !q.Take(now, a) {
		t.Fatal("takes within the limits refused")
	}
	if q.Take(now, a) {
		t.Fatal("a third take of a within its limit of 2 counted")
	}
	q.GiveBack("a")
	q.GiveBack("never")
	if !q.Take(now, a) {
		t.Error("a take after one given back refused")
	}
	if q.Take(now, a) {
		t.Error("a took more than its limit after one given back")
	}
	if q.Take(now, b) {
		t.Error("b's count went with a's give-back")
	}
}
