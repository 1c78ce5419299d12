package termio

import (
	"errors"
	"io"
	"strconv"
	"sync"
	"time"
)

// InputChunk is how much of a client's input is read and parsed at a
// time: what one chunk passes on (ESC ESC … doubles in size at most five
// times over) fits the program's 4 KiB reads whole.
const InputChunk = 512

// Input is what a session's program reads its input from: a
// goroutine of its own reads the client's input as it comes, through an
// inputParser, and queues what passes — at most maxPending bytes; a client
// whose queue overflows (its program does not keep up) is disconnected.
// Each Read returns whole keys and sequences.
type Input struct {
	// PasteCut is told of each paste cut (may be nil).
	PasteCut func()
	// Pace is the rates the input is read at (nil: at once).
	Pace *Pace
	// Counted is told of the bytes read from the client (may be nil).
	Counted func(n int)
	// OnClose is called once by Close (may be nil).
	OnClose func()

	src        io.Reader
	maxPending int
	over       func(reason string) // disconnects the client; called at most once
	closed     chan struct{}       // closed by Close: a pump waiting for its pace stops
	closeOnce  sync.Once

	mu      sync.Mutex
	parser  *inputParser
	out     []byte // passed, not read yet
	ends    []int  // where in out the chunks passed on end (each ends a key)
	err     error  // the client's input ended (io.EOF) or failed
	lastIn  time.Time
	overrun bool
	wake    chan struct{}
}

// NewInput returns the input of a session reading src within lim, and
// calling over, once, when more than maxPending bytes wait for the
// program; Pump reads src, and Close stops it. Its hook fields are set
// before Pump starts.
func NewInput(src io.Reader, lim Limits, maxPending int, over func(string)) *Input {
	return &Input{src: src, maxPending: maxPending, over: over, parser: newInputParser(lim),
		wake: make(chan struct{}, 1), closed: make(chan struct{})}
}

func (in *Input) poke() {
	select {
	case in.wake <- struct{}{}:
	default:
	}
}

// Pump reads the client's input until it ends, the queue overflows, or
// the input is closed. After each read it waits as long as its pace asks:
// meanwhile the client's bytes stay in the SSH channel's window, and a
// client that sends faster waits for the window to open again.
func (in *Input) Pump() {
	buf := make([]byte, InputChunk)
	var t *time.Timer
	defer func() {
		if t != nil {
			t.Stop()
		}
	}()
	for {
		n, err := in.src.Read(buf)
		now := time.Now()
		if n > 0 && in.Counted != nil {
			in.Counted(n)
		}
		in.mu.Lock()
		if in.err != nil { // closed
			in.mu.Unlock()
			return
		}
		cuts := in.parser.stats.pastesCut
		if n > 0 {
			in.parser.write(now, buf[:n])
			in.lastIn = now
			in.takeLocked()
		}
		cut := in.parser.stats.pastesCut > cuts
		overrun := len(in.out) > in.maxPending
		switch {
		case overrun:
			in.overrun, in.err, in.out, in.ends = true, errInputOverrun, nil, nil
		case err != nil:
			in.err = err
		}
		in.mu.Unlock()
		in.poke()
		if cut && in.PasteCut != nil {
			in.PasteCut()
		}
		if overrun {
			in.over("more than " + strconv.Itoa(in.maxPending) + " bytes of input waiting for the program")
			return
		}
		if err != nil {
			return
		}
		if wait := in.Pace.take(n); wait > 0 {
			if t == nil {
				t = time.NewTimer(wait)
			} else {
				t.Reset(wait)
			}
			select {
			case <-t.C:
			case <-in.closed:
				return
			}
		}
	}
}

// takeLocked moves what the parser passed into the queue, as one chunk.
func (in *Input) takeLocked() {
	if len(in.parser.out) == 0 {
		return
	}
	in.out = append(in.out, in.parser.out...)
	in.ends = append(in.ends, len(in.out))
	in.parser.out = in.parser.out[:0]
}

// Read returns queued input, whole chunks as far as p holds them; it
// waits for input, and ends an unfinished sequence once input has paused
// for EscWait.
func (in *Input) Read(p []byte) (int, error) {
	var t *time.Timer // one per call, reset as input comes
	defer func() {
		if t != nil {
			t.Stop()
		}
	}()
	for {
		in.mu.Lock()
		if len(in.out) > 0 {
			n := in.readLocked(p)
			in.mu.Unlock()
			return n, nil
		}
		if in.err != nil {
			err := in.err
			in.mu.Unlock()
			return 0, err
		}
		var timeout <-chan time.Time
		if in.parser.pending() {
			wait := EscWait - time.Since(in.lastIn)
			if wait <= 0 {
				in.parser.flush(time.Now())
				in.takeLocked()
				in.mu.Unlock()
				continue
			}
			if t == nil {
				t = time.NewTimer(wait)
			} else {
				t.Reset(wait)
			}
			timeout = t.C
		}
		in.mu.Unlock()
		select {
		case <-in.wake:
		case <-timeout:
		}
	}
}

// readLocked copies the queue's first chunks into p: as many whole ones
// as fit, or part of the first when it alone does not.
func (in *Input) readLocked(p []byte) int {
	n := 0
	for _, e := range in.ends {
		if e > len(p) {
			break
		}
		n = e
	}
	if n == 0 {
		n = min(len(p), len(in.out))
	}
	copy(p, in.out[:n])
	rest := copy(in.out, in.out[n:])
	in.out = in.out[:rest]
	k := 0
	for _, e := range in.ends {
		if e > n {
			in.ends[k] = e - n
			k++
		}
	}
	in.ends = in.ends[:k]
	if len(in.out) == 0 && cap(in.out) > 2*InputChunk {
		in.out, in.ends = nil, nil // a burst's memory is not kept
	}
	return n
}

// Close ends the input: Read returns io.EOF once the queue is read, and
// the pump stops at its next read.
func (in *Input) Close() {
	in.mu.Lock()
	if in.err == nil {
		in.err = io.EOF
	}
	in.mu.Unlock()
	in.closeOnce.Do(func() {
		close(in.closed)
		if in.OnClose != nil {
			in.OnClose()
		}
	})
	in.poke()
}

// errInputOverrun ends the input of a client that sent more than its
// program could read.
var errInputOverrun = errors.New("fetaix: too much input waiting")
