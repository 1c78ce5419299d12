package notify

import (
	"context"
	"errors"
	"strings"

	"github.com/fetaix/fetaix/store"
)

// The settings page's dealings with the notifier: a player's address
// read, checked and stored, and a test message sent.

var (
	errGuest = errors.New(formGuest)
	errOff   = errors.New(formOff)
	errBusy  = errors.New(formBusy)
)

// Load returns a player's address and the events they asked for.
func (n *Notifier) Load(ctx context.Context, id store.PlayerID) (store.NotifyTarget, error) {
	if id == 0 {
		return store.NotifyTarget{}, errGuest
	}
	return n.store.NotifyTarget(ctx, id)
}

// Save checks a player's address (ValidateURL) and stores it with the
// events; an empty address removes it. Guests have none.
func (n *Notifier) Save(ctx context.Context, id store.PlayerID, t store.NotifyTarget) error {
	if id == 0 {
		return errGuest
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

// Test sends the test message to url at once, tried once: at most
// Senders test messages are sent at once on the server; beyond, it is
// refused (errBusy).
func (n *Notifier) Test(ctx context.Context, url string) error {
	if !n.Enabled() {
		return errOff
	}
	select {
	case n.tests <- struct{}{}:
		defer func() { <-n.tests }()
	default:
		return errBusy
	}
	err, _ := n.post.post(ctx, strings.TrimSpace(url), testMessage)
	return withoutURL(err)
}
