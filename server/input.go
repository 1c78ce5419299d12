package server

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"time"
)

// sessionInput is a session's keyboard and mouse input as its program
// reads it. A goroutine of its own reads the client, so that the server can
// ask the terminal a question with a deadline (the background colour)
// without losing the keys typed meanwhile: whatever is not the answer is
// handed to the program.
type sessionInput struct {
	chunks  chan []byte // from the reading goroutine; closed at the end of input
	pending []byte      // read but not yet handed out
}

// newSessionInput starts reading r.
func newSessionInput(r io.Reader) *sessionInput {
	in := &sessionInput{chunks: make(chan []byte)}
	go func() {
		defer close(in.chunks)
		for {
			buf := make([]byte, 4096)
			n, err := r.Read(buf)
			if n > 0 {
				in.chunks <- buf[:n]
			}
			if err != nil {
				return
			}
		}
	}()
	return in
}

// Read hands out input, waiting for more when there is none.
func (in *sessionInput) Read(p []byte) (int, error) {
	for len(in.pending) == 0 {
		b, ok := <-in.chunks
		if !ok {
			return 0, io.EOF
		}
		// an answer that came after the query gave up is not input
		in.pending = stripTermReplies(b)
	}
	n := copy(p, in.pending)
	in.pending = in.pending[n:]
	return n, nil
}

// Terminal queries: the background colour (OSC 11), then the primary
// device attributes (DA1), which every terminal answers, so that its
// answer ends the wait even when the colour is not known.
const (
	queryBackground   = "\x1b]11;?\x07"
	queryDeviceAttrs  = "\x1b[c"
	DefaultQueryWait  = time.Second // how long a session waits for the terminal's answers
	maxQueryReplySize = 4096        // bytes of input examined for the answers
)

// queryTerminal asks the terminal for its background colour and waits at
// most wait for the answer; keys typed meanwhile stay in the input. It
// reports whether the background is dark, as it is taken to be when the
// terminal does not say.
func (in *sessionInput) queryTerminal(out io.Writer, wait time.Duration) (dark bool) {
	dark = true
	if _, err := io.WriteString(out, queryBackground+queryDeviceAttrs); err != nil {
		return dark
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	var got []byte
	defer func() { in.pending = stripTermReplies(got) }()
	for len(got) < maxQueryReplySize && !deviceAttrsReply(got) {
		select {
		case b, ok := <-in.chunks:
			if !ok {
				return dark
			}
			got = append(got, b...)
			if d, ok := backgroundReply(got); ok {
				dark = d
			}
		case <-timer.C:
			return dark
		}
	}
	return dark
}

// backgroundReply finds an OSC 11 answer in b and reports whether the
// colour it gives is dark.
func backgroundReply(b []byte) (dark, ok bool) {
	i := bytes.Index(b, []byte("\x1b]11;"))
	if i < 0 {
		return false, false
	}
	body, _, ok := oscBody(b[i+5:])
	if !ok {
		return false, false
	}
	spec, found := strings.CutPrefix(string(body), "rgb:")
	if !found {
		return false, false
	}
	parts := strings.Split(spec, "/")
	if len(parts) != 3 {
		return false, false
	}
	var lum float64
	for j, w := range []float64{0.2126, 0.7152, 0.0722} {
		p := parts[j]
		if len(p) == 0 || len(p) > 4 {
			return false, false
		}
		v, err := strconv.ParseUint(p, 16, 16)
		if err != nil {
			return false, false
		}
		lum += w * float64(v) / float64(uint64(1)<<(4*len(p))-1)
	}
	return lum < 0.5, true
}

// oscBody returns an OSC sequence's text up to its terminator (BEL or
// ST) and the length consumed with the terminator.
func oscBody(b []byte) ([]byte, int, bool) {
	for i := 0; i < len(b); i++ {
		switch {
		case b[i] == '\a':
			return b[:i], i + 1, true
		case b[i] == 0x1b && i+1 < len(b) && b[i+1] == '\\':
			return b[:i], i + 2, true
		}
	}
	return nil, 0, false
}

// deviceAttrsReply reports whether b holds a DA1 answer (ESC [ ? … c).
func deviceAttrsReply(b []byte) bool {
	_, _, ok := findDeviceAttrs(b)
	return ok
}

// findDeviceAttrs locates a DA1 answer in b.
func findDeviceAttrs(b []byte) (start, end int, ok bool) {
	for from := 0; ; {
		i := bytes.Index(b[from:], []byte("\x1b[?"))
		if i < 0 {
			return 0, 0, false
		}
		i += from
		j := i + 3
		for j < len(b) && (b[j] >= '0' && b[j] <= '9' || b[j] == ';') {
			j++
		}
		if j < len(b) && b[j] == 'c' {
			return i, j + 1, true
		}
		from = i + 3
	}
}

// stripTermReplies removes the terminal's answers to the queries (OSC 11
// and DA1) from input, leaving the keys around them.
func stripTermReplies(b []byte) []byte {
	for {
		i := bytes.Index(b, []byte("\x1b]11;"))
		if i < 0 {
			break
		}
		_, n, ok := oscBody(b[i+5:])
		if !ok {
			break
		}
		b = append(b[:i:i], b[i+5+n:]...)
	}
	for {
		i, j, ok := findDeviceAttrs(b)
		if !ok {
			return b
		}
		b = append(b[:i:i], b[j:]...)
	}
}
