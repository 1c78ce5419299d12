package notify

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/fetaix/fetaix/store"
)

// The settings page's dealings with the notifier: a player's address
// read, checked and stored, and a test message sent.

// Refusals of the settings page's requests: a guest's, any when the
// operator turned notifications off, a test message beyond the bound.
var (
	ErrGuest = errors.New(textGuest)
	ErrOff   = errors.New(textOff)
	ErrBusy  = errors.New(textBusy)
)

// Load returns a player's address and the events they asked for.
func (n *Notifier) Load(ctx context.Context, id store.PlayerID) (store.NotifyTarget, error) {
	if id == 0 {
		return store.NotifyTarget{}, ErrGuest
	}
	return n.store.NotifyTarget(ctx, id)
}

// Save checks a player's address (ValidateURL) and stores it with the
// events; an empty address removes it. Guests have none.
func (n *Notifier) Save(ctx context.Context, id store.PlayerID, t store.NotifyTarget) error {
	if id == 0 {
		return ErrGuest
	}
	t.URL = strings.TrimSpace(t.URL)
	t.Events &= uint8(AllKinds)
	if t.URL != "" {
		if err := ValidateURL(t.URL, n.cfg.AllowPrivate); err != nil {
			return err
		}
	}
	return n.store.SetNotifyTarget(ctx, id, t)
}

// TestEvery is how often a player may send a test message.
const TestEvery = 30 * time.Second

// maxTesters bounds the players remembered as having sent a test message
// within TestEvery; beyond, a test message is refused (ErrBusy).
const maxTesters = 1000

// testers remembers when each player last sent a test message.
type testers struct {
	mu   sync.Mutex
	last map[store.PlayerID]time.Time
}

// take reports whether player id may send a test message now, and if so
// notes it.
func (t *testers) take(id store.PlayerID, now time.Time) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if at, ok := t.last[id]; ok && now.Sub(at) < TestEvery {
		return false
	}
	if len(t.last) >= maxTesters {
		for k, at := range t.last {
			if now.Sub(at) >= TestEvery {
				delete(t.last, k)
			}
		}
		if len(t.last) >= maxTesters {
			return false
		}
	}
	t.last[id] = now
	return true
}

// Test sends player id's test message to url at once, tried once: one
// per player per TestEvery, and at most Senders at once on the server;
// beyond, it is refused (ErrBusy).
func (n *Notifier) Test(ctx context.Context, id store.PlayerID, url string) error {
	if !n.Enabled() {
		return ErrOff
	}
	if id == 0 {
		return ErrGuest
	}
	if !n.testers.take(id, time.Now()) {
		return ErrBusy
	}
	select {
	case n.tests <- struct{}{}:
		defer func() { <-n.tests }()
	default:
		return ErrBusy
	}
	_, err := n.post.post(ctx, strings.TrimSpace(url), testMessage(n.langOf(id)))
	return withoutURL(err)
}

// Timeout is the time one request is given.
func (n *Notifier) Timeout() time.Duration { return n.cfg.Timeout }
