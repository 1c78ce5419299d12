package room

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// EventLogEvery is the least time between two log lines of one kind of
// client-caused event.
const EventLogEvery = 10 * time.Second

// EventLog logs events that clients cause at will — refused and timed-out
// connections, request floods — without letting a flood of them flood the
// log: the first of a kind is logged at once; later ones within
// EventLogEvery are counted, and summarised in one line (with the fields
// of the latest: times=N within=10s remote=…) when the period ends.
type EventLog struct {
	log   *slog.Logger
	every time.Duration
	level slog.Level // of every line: slog.LevelWarn unless newEventLogAt says otherwise
	// Counted, if set, is told of every event, logged or not (the
	// refusals of --metrics)
	Counted func(msg string)

	mu    sync.Mutex
	kinds map[string]*eventKind // by message: a fixed set
}

// eventKind is the state of one kind of event.
type eventKind struct {
	last     time.Time // when a line of this kind was last written
	more     int       // events since then, not logged yet
	attrs    []any     // the fields of the latest of them
	flushing bool      // a summary is scheduled
}

// NewEventLog is an event log writing to log at the warning level.
func NewEventLog(log *slog.Logger) *EventLog { return newEventLogAt(log, slog.LevelWarn) }

// newEventLogAt is NewEventLog writing its lines at level.
func newEventLogAt(log *slog.Logger, level slog.Level) *EventLog {
	return &EventLog{log: log, every: EventLogEvery, level: level, kinds: map[string]*eventKind{}}
}

// Note records one event: msg (a constant) with its fields.
func (e *EventLog) Note(msg string, attrs ...any) {
	if e.Counted != nil {
		e.Counted(msg)
	}
	now := time.Now()
	e.mu.Lock()
	k := e.kinds[msg]
	if k == nil {
		k = &eventKind{}
		e.kinds[msg] = k
	}
	if !k.flushing && now.Sub(k.last) >= e.every {
		k.last = now
		e.mu.Unlock()
		e.log.Log(context.Background(), e.level, msg, attrs...)
		return
	}
	k.more++
	k.attrs = attrs
	if !k.flushing {
		k.flushing = true
		time.AfterFunc(e.every-now.Sub(k.last), func() { e.flush(msg) })
	}
	e.mu.Unlock()
}

// flush writes the summary of the events of a kind not logged yet.
func (e *EventLog) flush(msg string) {
	e.mu.Lock()
	k := e.kinds[msg]
	n, attrs := k.more, k.attrs
	k.more, k.attrs, k.flushing, k.last = 0, nil, false, time.Now()
	e.mu.Unlock()
	e.log.Log(context.Background(), e.level, msg, append([]any{"times", n, "within", e.every}, attrs...)...)
}
