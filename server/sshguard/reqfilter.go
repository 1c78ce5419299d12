package sshguard

import (
	"errors"
	"sync"

	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// The ssh library's session loop handles a channel's requests one at a
// time, and blocks on passing a window change to a session that is not
// reading them; x/crypto then blocks delivering the next request, and the
// whole connection stops being read (the server never notices that the
// client has gone). So every session channel gets a Filter between
// x/crypto and the library: it reads the client's requests at once, clamps
// window sizes, holds env requests to the connection's budget, refuses
// signals, and keeps only the latest window change while the session is
// busy.

// maxQueuedRequests bounds the requests of one channel waiting for the
// session loop (besides the latest window change); a client that sends
// more is disconnected.
const maxQueuedRequests = 64

// SessionChannel is the handler of the server's "session" channels: the
// library's, behind a Filter, and at most MaxSessionsPerConn at once.
func (g *Guards) SessionChannel(srv *ssh.Server, conn *gossh.ServerConn, nc gossh.NewChannel, ctx ssh.Context) {
	b := budgetOf(ctx, g.lim)
	if !b.openSession() {
		_ = nc.Reject(gossh.ResourceShortage, "fetaix: too many sessions on one connection")
		g.note("refused a session: too many on one connection",
			"remote", conn.RemoteAddr().String(), "max", g.lim.MaxSessionsPerConn)
		return
	}
	defer b.closeSession()
	ssh.DefaultSessionHandler(srv, conn, &filteredNewChannel{NewChannel: nc, g: g, conn: conn, ctx: ctx, budget: b}, ctx)
}

// filteredNewChannel is a session channel being opened: accepting it puts
// a Filter on its requests.
type filteredNewChannel struct {
	gossh.NewChannel
	g      *Guards
	conn   *gossh.ServerConn
	ctx    ssh.Context
	budget *connBudget
}

// Accept accepts the channel and returns its filtered requests.
func (nc *filteredNewChannel) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := nc.NewChannel.Accept()
	if err != nil {
		return nil, nil, err
	}
	f := &Filter{ctx: nc.ctx, conn: nc.conn, ch: ch, budget: nc.budget, note: nc.g.note,
		maxCommand: nc.g.lim.MaxCommand, out: make(chan *gossh.Request), wake: make(chan struct{}, 1)}
	end := func() { _ = ch.Close() }
	go nc.g.guard("session requests", nc.conn.User(), end, func() { f.read(reqs) })
	go nc.g.guard("session requests", nc.conn.User(), end, f.forward)
	return filteredChannel{Channel: ch, f: f}, f.out, nil
}

// filteredChannel is a session's channel. The ssh.Session embeds it, so
// the session's handlers reach its filter through SendRequest (see
// FilterOf).
type filteredChannel struct {
	gossh.Channel
	f *Filter
}

// filterQuery is the request name that asks a filteredChannel for its
// filter; it never goes on the wire.
const filterQuery = "fetaix-filter@internal"

// filterHandle carries a filter out of SendRequest.
type filterHandle struct{ f *Filter }

// Error names the handle, which is no failure.
func (filterHandle) Error() string { return "fetaix: request filter" }

// SendRequest sends a request to the client; filterQuery returns the
// channel's filter as a filterHandle error instead.
func (c filteredChannel) SendRequest(name string, wantReply bool, payload []byte) (bool, error) {
	if name == filterQuery {
		return false, filterHandle{c.f}
	}
	return c.Channel.SendRequest(name, wantReply, payload)
}

// FilterOf returns the Filter of a session's channel (nil if it has none).
func FilterOf(sess ssh.Session) *Filter {
	var h filterHandle
	if _, err := sess.SendRequest(filterQuery, false, nil); errors.As(err, &h) {
		return h.f
	}
	return nil
}

// Filter stands between a session channel's requests from the client
// and the ssh library's session loop.
type Filter struct {
	ctx        ssh.Context // the connection's: done when it closes
	conn       *gossh.ServerConn
	ch         gossh.Channel
	budget     *connBudget
	note       func(msg string, attrs ...any)
	maxCommand int                 // bytes of an exec command or subsystem name
	out        chan *gossh.Request // to the library's session loop
	wake       chan struct{}       // something changed for forward

	mu       sync.Mutex
	queue    []*gossh.Request // requests other than window changes, in order
	window   *gossh.Request   // the latest window change not passed on yet
	windows  bool             // the session reads window changes: pass them on
	ended    bool             // the client's requests have ended
	onGone   []func()         // called once they have (WhenGone)
	envVars  int              // this channel's share of the connection's budget
	envBytes int
}

// PassWindowChanges lets window changes through to the session. Until
// then only the latest is kept: the library writes a window change into
// the session's Pty while the session's handlers read it, so none may pass
// before the handlers are done with sess.Pty() (the program has started).
func (f *Filter) PassWindowChanges() {
	if f == nil {
		return
	}
	f.mu.Lock()
	f.windows = true
	f.mu.Unlock()
	f.poke()
}

func (f *Filter) poke() {
	select {
	case f.wake <- struct{}{}:
	default:
	}
}

// read takes the client's requests as they come, until the channel closes.
func (f *Filter) read(in <-chan *gossh.Request) {
	defer f.end() // also if a request panics: the session loop is let go
	for req := range in {
		f.take(req)
	}
}

// end notes that the client's requests have ended.
func (f *Filter) end() {
	f.mu.Lock()
	f.ended = true
	vars, size := f.envVars, f.envBytes
	f.envVars, f.envBytes = 0, 0
	gone := f.onGone
	f.onGone = nil
	f.mu.Unlock()
	f.budget.returnEnv(vars, size)
	f.poke()
	for _, fn := range gone {
		fn()
	}
}

// WhenGone has fn called once the session's channel has closed: at once
// if it has, else by the goroutine that sees it close (never for a
// session without a filter).
func (f *Filter) WhenGone(fn func()) {
	if f == nil {
		return
	}
	f.mu.Lock()
	if !f.ended {
		f.onGone = append(f.onGone, fn)
		f.mu.Unlock()
		return
	}
	f.mu.Unlock()
	fn()
}

// clampers rewrite the payloads of the requests that carry a window size.
var clampers = map[string]func([]byte) ([]byte, error){
	"pty-req":       clampPtyRequest,
	"window-change": clampWindowChange,
}

// take handles one request from the client: refuses it, keeps it as the
// latest window change, or queues it for the session loop.
func (f *Filter) take(req *gossh.Request) {
	if clamp := clampers[req.Type]; clamp != nil {
		p, err := clamp(req.Payload)
		if err != nil {
			_ = req.Reply(false, nil)
			return
		}
		req.Payload = p
	}
	switch req.Type {
	case "window-change":
		f.mu.Lock()
		old := f.window
		f.window = req
		f.mu.Unlock()
		if old != nil {
			_ = old.Reply(true, nil) // superseded: the latest size is what counts
		}
		f.poke()
		return
	case "signal":
		// No session acts on a signal, and the library answers none, not
		// even one sent wanting a reply (RFC 4254 6.9 says it never
		// should): such a client would wait for ever. Refused here.
		_ = req.Reply(false, nil)
		return
	case "env":
		if !f.takeEnv(len(req.Payload)) {
			_ = req.Reply(false, nil)
			return
		}
	case "exec", "subsystem":
		if line := commandTooLong(req.Type, req.Payload, f.maxCommand); line != "" {
			f.note("refused a session: command too long",
				"remote", f.conn.RemoteAddr().String(), "bytes", len(req.Payload), "max", f.maxCommand)
			refuseCommand(f.ch, req, line)
			return
		}
	}
	f.mu.Lock()
	full := len(f.queue) >= maxQueuedRequests
	if !full {
		f.queue = append(f.queue, req)
	}
	f.mu.Unlock()
	if full {
		_ = req.Reply(false, nil)
		f.note("disconnected a client: too many requests waiting on a session",
			"remote", f.conn.RemoteAddr().String(), "max", maxQueuedRequests)
		_ = f.conn.Close()
		return
	}
	f.poke()
}

// takeEnv takes an env request of size bytes from the connection's budget.
func (f *Filter) takeEnv(size int) bool {
	if !f.budget.takeEnv(size) {
		return false
	}
	f.mu.Lock()
	f.envVars++
	f.envBytes += size
	f.mu.Unlock()
	return true
}

// forward passes requests on to the session loop, in order, the latest
// window change last; it ends when the client's requests end or the
// connection closes.
func (f *Filter) forward() {
	defer close(f.out)
	for {
		req := f.next()
		if req == nil {
			return
		}
		select {
		case f.out <- req:
		case <-f.ctx.Done():
			_ = req.Reply(false, nil)
			return
		}
	}
}

// next waits for the next request to pass on; nil when there will be none.
func (f *Filter) next() *gossh.Request {
	for {
		f.mu.Lock()
		switch {
		case f.ended:
			dropped := append(f.queue, f.window)
			f.queue, f.window = nil, nil
			f.mu.Unlock()
			for _, req := range dropped {
				if req != nil {
					_ = req.Reply(false, nil)
				}
			}
			return nil
		case len(f.queue) > 0:
			req := f.queue[0]
			f.queue[0] = nil
			f.queue = f.queue[1:]
			f.mu.Unlock()
			return req
		case f.window != nil && f.windows:
			req := f.window
			f.window = nil
			f.mu.Unlock()
			return req
		}
		f.mu.Unlock()
		select {
		case <-f.wake:
		case <-f.ctx.Done():
			return nil
		}
	}
}
