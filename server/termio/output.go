package termio

import (
	"errors"
	"io"
	"sync"
	"time"
)

// Output limits of a session: what the server keeps for a client that
// reads slowly, and how long it waits for one that stopped reading.
const (
	// DefaultOutputBuffer bounds the screen output waiting to be sent to
	// one client; a client that lets more pile up is disconnected.
	DefaultOutputBuffer = 1 << 20
	// DefaultOutputStall is how long one write to a client may wait for
	// the client to read (its SSH channel window is full) before the
	// client is disconnected.
	DefaultOutputStall = 15 * time.Second
)

// errOutputClosed is returned by writes to a session output that was
// closed or dropped.
var errOutputClosed = errors.New("session output closed")

// Output is what a session's program writes its screen to. Writes
// never block: they are queued (up to a bound) and a goroutine of its own
// delivers them to the client. A client whose queue overflows, or that
// takes longer than the stall limit to accept one write, is dropped, so a
// client that stops reading can hold neither the program, nor the room it
// is in, nor the server's shutdown.
type Output struct {
	w     io.Writer
	limit int
	stall time.Duration
	drop  func(reason string, stalled bool) // disconnects the client (stalled: it stopped reading); called at most once

	mu      sync.Mutex
	buf     []byte
	closed  bool
	dropped bool
	wake    chan struct{}
	done    chan struct{} // closed when the writer goroutine has ended
	finish  sync.Once     // closes done
	since   time.Time     // when the write to the client in progress began (zero: none)
	written func()        // called after each delivered write (observers); may be nil
	// queued and delivered count the bytes written and those delivered;
	// afters wait for the delivery of bytes written after their mark
	queued, delivered int64
	afters            []afterWrite
}

// afterWrite is a function waiting for the bytes written after mark.
type afterWrite struct {
	mark int64
	fn   func(at time.Time)
}

// NewOutput returns an output to w; its run, in a goroutine of its
// own, delivers what is written.
func NewOutput(w io.Writer, limit int, stall time.Duration, drop func(reason string, stalled bool)) *Output {
	return &Output{w: w, limit: limit, stall: stall, drop: drop,
		wake: make(chan struct{}, 1), done: make(chan struct{})}
}

// Write queues p for the client. It fails, and drops the client, when
// more than the limit would be waiting.
func (o *Output) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.closed {
		return 0, errOutputClosed
	}
	if len(o.buf)+len(p) > o.limit {
		o.dropLocked("the client does not read its screen output (buffer full)", true)
		return 0, errOutputClosed
	}
	o.buf = append(o.buf, p...)
	o.queued += int64(len(p))
	select {
	case o.wake <- struct{}{}:
	default:
	}
	return len(p), nil
}

// OnWritten sets the function called after each delivered write.
func (o *Output) OnWritten(f func()) {
	o.mu.Lock()
	o.written = f
	o.mu.Unlock()
}

// maxAfterWrites bounds the functions waiting on a session's deliveries
// (one per room state taken, while the output is stalled): the oldest
// beyond are forgotten.
const maxAfterWrites = 8

// WhenWritten calls fn, from the output's goroutine, with the time the
// first write queued after now has been delivered to the client (its
// SSH channel took it). If nothing more is written, or the output closes
// first, fn is never called.
func (o *Output) WhenWritten(fn func(at time.Time)) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.closed {
		return
	}
	if len(o.afters) >= maxAfterWrites {
		o.afters = append(o.afters[:0], o.afters[1:]...)
	}
	o.afters = append(o.afters, afterWrite{mark: o.queued, fn: fn})
}

// Close stops the output once what is queued has been delivered (or the
// client was dropped); it does not wait.
func (o *Output) Close() {
	o.mu.Lock()
	o.closed = true
	o.mu.Unlock()
	select {
	case o.wake <- struct{}{}:
	default:
	}
}

// CloseWait closes the output and waits until what is queued has been
// delivered, or the client dropped (a write waits at most the stall
// limit), or the writer is gone (WriterGone).
func (o *Output) CloseWait() {
	o.Close()
	<-o.done
}

// WriterGone tells the output that its writer goroutine has ended without
// delivering what is queued (it panicked): nothing waits for it.
func (o *Output) WriterGone() { o.finish.Do(func() { close(o.done) }) }

// dropLocked closes the output and disconnects the client, once.
func (o *Output) dropLocked(reason string, stalled bool) {
	o.closed = true
	if !o.dropped {
		o.dropped = true
		o.buf = nil
		go o.drop(reason, stalled)
	}
	select {
	case o.wake <- struct{}{}:
	default:
	}
}

// Run delivers queued output until the output is closed and empty.
func (o *Output) Run() {
	defer o.WriterGone()
	var chunk []byte
	for range o.wake {
		for {
			o.mu.Lock()
			if o.dropped || len(o.buf) == 0 {
				stop := o.closed
				o.mu.Unlock()
				if stop {
					return
				}
				break
			}
			chunk, o.buf = o.buf, chunk[:0]
			written := o.written
			o.delivered += int64(len(chunk)) // once deliver below returns
			upTo := o.delivered
			o.mu.Unlock()
			if err := o.deliver(chunk); err != nil {
				o.mu.Lock()
				o.dropLocked("writing to the client failed: "+err.Error(), false)
				o.mu.Unlock()
				return
			}
			if written != nil {
				written()
			}
			o.runAfters(upTo, time.Now())
			if cap(chunk) > maxKeptOutput {
				chunk = nil // a whole screen's: the next writes are a move's
			}
		}
	}
}

// runAfters calls the functions waiting for bytes delivered by now
// (upTo of them in all).
func (o *Output) runAfters(upTo int64, at time.Time) {
	o.mu.Lock()
	var due []afterWrite
	k := 0
	for _, a := range o.afters {
		if a.mark < upTo {
			due = append(due, a)
		} else {
			o.afters[k] = a
			k++
		}
	}
	clear(o.afters[k:])
	o.afters = o.afters[:k]
	o.mu.Unlock()
	for _, a := range due {
		a.fn(at)
	}
}

// maxKeptOutput is the largest buffer a session's output keeps for the
// next writes once delivered: a move's changes take a few hundred bytes,
// a whole screen several KiB, and every session keeps two.
const maxKeptOutput = 4 << 10

// deliver writes one chunk, dropping the client when the write stalls.
func (o *Output) deliver(chunk []byte) error {
	t := time.AfterFunc(o.stall, func() {
		o.mu.Lock()
		o.dropLocked("the client stopped reading for "+o.stall.String(), true)
		o.mu.Unlock()
	})
	defer t.Stop()
	o.mu.Lock()
	o.since = time.Now()
	o.mu.Unlock()
	_, err := o.w.Write(chunk)
	o.mu.Lock()
	o.since = time.Time{}
	o.mu.Unlock()
	return err
}

// Waiting returns how long the write in progress has waited for the
// client to read (0: none is waiting).
func (o *Output) Waiting(now time.Time) time.Duration {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.since.IsZero() {
		return 0
	}
	return now.Sub(o.since)
}
