package server

import (
	"errors"
	"io"
	"strconv"
	"sync"
	"time"
)

// inputChunk is how much of a client's input is read and parsed at a
// time: what one chunk passes on (ESC ESC … doubles in size at most five
// times over) fits the program's 4 KiB reads whole.
const inputChunk = 512

// sessionInput is what a session's program reads its input from: a
// goroutine of its own reads the client's input as it comes, through an
// inputParser, and queues what passes — at most maxPending bytes; a client
// whose queue overflows (its program does not keep up) is disconnected.
// Each Read returns whole keys and sequences.
type sessionInput struct {
	src        io.Reader
	maxPending int
	over       func(reason string) // disconnects the client; called at most once
	cut        func()              // told of each paste cut (may be nil)
	pace       *inputPace          // the rates the input is read at (nil: at once; inputpace.go)
	counted    func(n int)         // told of the bytes read (may be nil)
	closed     chan struct{}       // closed by Close: a pump waiting for its pace stops
	onClose    func()              // called once by Close (may be nil)
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

// newSessionInput starts reading src; stop it with Close.
func newSessionInput(src io.Reader, lim inputLimits, maxPending int, over func(string)) *sessionInput {
	return &sessionInput{src: src, maxPending: maxPending, over: over, parser: newInputParser(lim),
		wake: make(chan struct{}, 1), closed: make(chan struct{})}
}

func (in *sessionInput) poke() {
	select {
	case in.wake <- struct{}{}:
	default:
	}
}

// pump reads the client's input until it ends, the queue overflows, or
// the input is closed. After each read it waits as long as its pace asks:
// meanwhile the client's bytes stay in the SSH channel's window, and a
// client that sends faster waits for the window to open again.
func (in *sessionInput) pump() {
	buf := make([]byte, inputChunk)
	var t *time.Timer
	defer func() {
		if t != nil {
			t.Stop()
		}
	}()
	for {
		n, err := in.src.Read(buf)
		now := time.Now()
		if n > 0 && in.counted != nil {
			in.counted(n)
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
		if cut && in.cut != nil {
			in.cut()
		}
		if overrun {
			in.over("more than " + strconv.Itoa(in.maxPending) + " bytes of input waiting for the program")
			return
		}
		if err != nil {
			return
		}
		if wait := in.pace.take(n); wait > 0 {
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
func (in *sessionInput) takeLocked() {
	if len(in.parser.out) == 0 {
		return
	}
	in.out = append(in.out, in.parser.out...)
	in.ends = append(in.ends, len(in.out))
	in.parser.out = in.parser.out[:0]
}

// Read returns queued input, whole chunks as far as p holds them; it
// waits for input, and ends an unfinished sequence once input has paused
// for escWait.
func (in *sessionInput) Read(p []byte) (int, error) {
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
			wait := escWait - time.Since(in.lastIn)
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
func (in *sessionInput) readLocked(p []byte) int {
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
	if len(in.out) == 0 && cap(in.out) > 2*inputChunk {
		in.out, in.ends = nil, nil // a burst's memory is not kept
	}
	return n
}

// Close ends the input: Read returns io.EOF once the queue is read, and
// the pump stops at its next read.
func (in *sessionInput) Close() {
	in.mu.Lock()
	if in.err == nil {
		in.err = io.EOF
	}
	in.mu.Unlock()
	in.closeOnce.Do(func() {
		close(in.closed)
		if in.onClose != nil {
			in.onClose()
		}
	})
	in.poke()
}

// errInputOverrun ends the input of a client that sent more than its
// program could read.
var errInputOverrun = errors.New("fetaix: too much input waiting")
