package notify

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Flag is one of the notifier's settings as the server's command line
// and environment give it (server.Setting): its name, meaning and value.
type Flag struct {
	Name, Usage string
	Value       interface {
		String() string
		Set(string) error
	}
}

// Flags returns the settings of c, bound to its fields.
func (c *Config) Flags() []Flag {
	return []Flag{
		{"notify", "send players' reminders to the web addresses they give (true or false)", onOff{&c.Off, true}},
		{"notify-allow-private", "allow notification addresses that are not public (private, loopback, link-local) and plain http to loopback (true or false)",
			onOff{&c.AllowPrivate, false}},
		{"notify-queue", "notification events waiting at once; more are dropped", &bounded[int]{&c.Queue, DefaultQueue, 1, 1 << 20}},
		{"notify-senders", "notification requests sent at once", &bounded[int]{&c.Senders, DefaultSenders, 1, 64}},
		{"notify-timeout", "time allowed to one notification request", &bounded[time.Duration]{&c.Timeout, DefaultTimeout, time.Second, time.Minute}},
		{"notify-batch", "a player's notifications within this go out as one message", &bounded[time.Duration]{&c.Batch, DefaultBatch, time.Second, time.Hour}},
		{"notify-per-game", "at most one notification per game and player within this", &bounded[time.Duration]{&c.PerGame, DefaultPerGame, time.Second, 24 * time.Hour}},
	}
}

// onOff is a switch bound to a field, inverted when the field says off.
type onOff struct {
	p      *bool
	invert bool
}

func (o onOff) String() string {
	if o.p == nil {
		return ""
	}
	return strconv.FormatBool(*o.p != o.invert)
}

// Set parses true or false.
func (o onOff) Set(s string) error {
	v, err := strconv.ParseBool(strings.TrimSpace(s))
	if err != nil {
		return fmt.Errorf("want true or false, got %q", s)
	}
	*o.p = v != o.invert
	return nil
}

// IsBoolFlag makes the flag alone mean true.
func (o onOff) IsBoolFlag() bool { return true }

// bounded is a number bound to a field, with its default (shown while the
// field is 0) and range.
type bounded[T int | time.Duration] struct {
	p      *T
	def    T
	lo, hi T
}

func (b *bounded[T]) String() string {
	if b.p == nil {
		return ""
	}
	v := *b.p
	if v == 0 {
		v = b.def
	}
	if d, ok := any(v).(time.Duration); ok {
		return d.String()
	}
	return fmt.Sprint(v)
}

// Set parses s and stores it, within the range.
func (b *bounded[T]) Set(s string) error {
	var v T
	var err error
	switch p := any(&v).(type) {
	case *int:
		*p, err = strconv.Atoi(strings.TrimSpace(s))
	case *time.Duration:
		*p, err = time.ParseDuration(strings.TrimSpace(s))
	}
	if err != nil || v < b.lo || v > b.hi {
		return fmt.Errorf("want %v to %v, got %q", show(b.lo), show(b.hi), s)
	}
	*b.p = v
	return nil
}

// show writes a bound as the flag takes it.
func show[T int | time.Duration](v T) string {
	if d, ok := any(v).(time.Duration); ok {
		return d.String()
	}
	return fmt.Sprint(v)
}
