package botclient

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
)

// Run runs the bridge until ctx ends (nil then) or it cannot go on: the
// first connection fails, the server refuses the key or the session, the
// host key has changed, or Backoff.Tries tries in a row to connect again
// have failed.
func Run(ctx context.Context, cfg Config) error {
	if err := cfg.check(); err != nil {
		return err
	}
	lg := &logger{w: cfg.Log}
	tries, connected := 0, false
	for {
		greeted, err := runSession(ctx, &cfg, lg)
		connected = connected || greeted
		if ctx.Err() != nil {
			return nil
		}
		var f fatal
		if errors.As(err, &f) || !connected {
			return err
		}
		if greeted {
			tries = 0
		}
		tries++
		if tries > cfg.Backoff.Tries {
			return fmt.Errorf(errGaveUp, cfg.Backoff.Tries, err)
		}
		wait := cfg.Backoff.wait(tries)
		lg.printf(textLost, err, wait, tries, cfg.Backoff.Tries)
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(wait):
		}
	}
}

// runSession connects and plays until the session ends, and says whether
// the server greeted the bridge.
func runSession(ctx context.Context, cfg *Config, lg *logger) (bool, error) {
	c, err := dial(ctx, cfg)
	if err != nil {
		return false, err
	}
	s := newSession(cfg, c, lg)
	err = s.run(ctx)
	return s.greeted, err
}

// logger writes the bridge's log lines, each with the time.
type logger struct {
	mu sync.Mutex
	w  interface{ Write([]byte) (int, error) }
}

func (l *logger) printf(format string, args ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	line := fmt.Sprintf(format, args...)
	// log lines are best effort: a log that cannot be written stops no game
	_, _ = fmt.Fprintf(l.w, "%s %s\n", time.Now().Format("15:04:05"), printable(line))
}

// printable replaces the control characters of s (a chat line, a name
// from the server) so that they do nothing to the operator's terminal.
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || (r >= 0x7f && r < 0xa0) {
			return '?'
		}
		return r
	}, s)
}
