// Package webdoor is the browser door of the server (fetaix serve
// --web): a page with a terminal in it (xterm.js) that plays over a
// WebSocket. Each WebSocket becomes an ssh.Session that the server's own
// handler chain runs: the same lobby, rooms, ratings and limits as SSH.
// A browser plays as a guest, or as a key holder once linked with a link
// code (links.go). HTTPS is the reverse proxy's job.
package webdoor

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"charm.land/ssh"
	"github.com/coder/websocket"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/proxyfrom"
	"github.com/fetaix/fetaix/server/sshguard"
)

// Deps are what the door is given by the server.
type Deps struct {
	// Run runs a session as the SSH server runs its sessions (its
	// handler chain); it returns when the session has ended.
	Run    func(ssh.Session)
	Tokens Tokens
	Log    *slog.Logger
	// Note is told of each client refused or disconnected (msg a
	// constant, attrs its details), as the SSH guards tell it.
	Note func(msg string, attrs ...any)
	// SSHListen gives the SSH server's listening address (nil: none):
	// its port is the one the lobby's ssh hints name (sshAddr). A
	// function, as the port of --listen :0 is known once it listens.
	SSHListen func() string
}

// english gives the operators' logs their texts: a nil Localizer speaks
// English.
var english *i18n.Localizer

// errNoAddr refuses a door without an address.
var errNoAddr = errors.New("the web door needs an address: --web ADDR")

// Door is the web door of one server.
type Door struct {
	cfg    Config
	trust  proxyfrom.List
	run    func(ssh.Session)
	tokens Tokens
	log    *slog.Logger
	note   func(msg string, attrs ...any)
	sshOn  func() string // Deps.SSHListen
	adm    *admission
	links  linkQuota

	life context.Context // ends with Shutdown: every session's context
	stop context.CancelFunc
	wg   sync.WaitGroup // the sessions' handlers

	mu     sync.Mutex
	srv    *http.Server
	closed bool
}

// New returns the door of cfg (its zero fields take their defaults).
func New(cfg Config, d Deps) (*Door, error) {
	cfg = cfg.withDefaults()
	if cfg.Addr == "" {
		return nil, errNoAddr
	}
	trust, err := proxyfrom.Parse(cfg.TrustProxy)
	if err != nil {
		return nil, fmt.Errorf("--web-trust-proxy: %w", err)
	}
	if d.Note == nil {
		d.Note = func(string, ...any) {}
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.SSHListen == nil {
		d.SSHListen = func() string { return "" }
	}
	life, stop := context.WithCancel(context.Background())
	return &Door{cfg: cfg, trust: trust, run: d.Run, tokens: d.Tokens, log: d.Log, note: d.Note, sshOn: d.SSHListen,
		adm: newAdmission(cfg.MaxSessions, cfg.MaxPerAddr), life: life, stop: stop}, nil
}

// Handler serves the page (/), its files (/assets/), the WebSocket (/ws)
// and linking (/link, /unlink).
func (d *Door) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", d.servePage)
	mux.Handle("GET /assets/", http.StripPrefix("/assets/", http.HandlerFunc(serveAsset)))
	mux.HandleFunc("GET /ws", d.serveWS)
	mux.HandleFunc("/link", d.serveLink)
	mux.HandleFunc("/unlink", d.serveUnlink)
	return mux
}

// Serve serves the door on ln until Shutdown: request headers are read
// within the handshake timeout, and bounded.
func (d *Door) Serve(ln net.Listener) error {
	srv := &http.Server{Handler: d.Handler(), ReadHeaderTimeout: d.cfg.HandshakeTimeout,
		ReadTimeout: d.cfg.HandshakeTimeout, WriteTimeout: WriteTimeout, IdleTimeout: time.Minute, MaxHeaderBytes: MaxHeaderBytes,
		ErrorLog: slog.NewLogLogger(d.log.Handler(), slog.LevelDebug)}
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		return ln.Close()
	}
	d.srv = srv
	d.mu.Unlock()
	ln = newConnLimit(ln, d.cfg.MaxSessions+ExtraConns, d.cfg.MaxPerAddr+ExtraConnsPerAddr, d.trust, d.note)
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		d.log.Warn("the web door stopped", "error", err)
		return err
	}
	return nil
}

// Close (nil: no door) stops taking connections (the listener, and connections that
// are not a session's); the sessions go on until they end.
func (d *Door) Close() {
	if d == nil {
		return
	}
	d.mu.Lock()
	srv, closed := d.srv, d.closed
	d.closed = true
	d.mu.Unlock()
	if srv != nil && !closed {
		_ = srv.Close() // a WebSocket, taken over from the HTTP server, is not closed by it
	}
}

// Shutdown (nil: no door) closes the door, ends every web session and waits for their
// handlers until ctx is done. The server tells the sessions' programs
// first (Close, then the shutdown notice; then Shutdown).
func (d *Door) Shutdown(ctx context.Context) error {
	if d == nil {
		return nil
	}
	d.Close()
	d.stop()
	done := make(chan struct{})
	go func() { d.wg.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Sessions returns the web sessions open now.
func (d *Door) Sessions() int { return d.adm.open() }

// serveWS takes a page's WebSocket and runs its session.
func (d *Door) serveWS(w http.ResponseWriter, r *http.Request) {
	remote := clientAddr(r, d.trust)
	addr := sshguard.AddrKey(remote)
	reqLang := requestLang(r)
	l := localizer(reqLang)
	why, key := d.adm.take(addr), ""
	if why == "" {
		defer d.adm.release(addr)
		key = d.linkedKey(r, w.Header()) // the store is read for admitted sessions only
	}
	// Accept refuses an Origin other than the page's own host (403): no
	// other site's page may open a session with this browser's cookie.
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		d.note("refused a web connection: not a WebSocket from this site", "remote", remote.String())
		return
	}
	conn.SetReadLimit(-1) // readMessage bounds each message, and says so when it closes
	if why != "" {
		d.note("refused a web session: "+english.T(why), "remote", remote.String(), "max", d.cfg.MaxPerAddr)
		_ = conn.Close(websocket.StatusTryAgainLater, l.T(why))
		return
	}
	d.wg.Add(1)
	defer d.wg.Done()
	h, ok := d.readHello(r.Context(), conn, remote, l)
	if !ok {
		return
	}
	l = localizer(helloLang(h.Lang, reqLang))
	ctx, stop := context.WithCancel(d.life)
	defer stop()
	user := h.Name // a guest's name, as an SSH guest's login
	switch {
	case key != "":
		user = "web"
	case user == "":
		user = "guest"
	}
	local := sshAddr(r, d.sshOn())
	in, inW := io.Pipe()
	cols, rows := sshguard.ClampWindow(h.Cols, h.Rows)
	s := &session{conn: conn, loc: l, ctx: newSSHCtx(ctx, user, sessionID(), local, remote), stop: stop, in: in,
		pty:   ssh.Pty{Term: "xterm-256color", Window: ssh.Window{Width: cols, Height: rows}},
		winch: make(chan ssh.Window, 1), closed: make(chan struct{}), key: key, env: []string{"COLORTERM=truecolor"}}
	if h.Lang != "" {
		s.env = append(s.env, "LANG="+h.Lang)
	}
	read := make(chan struct{})
	go func() { defer close(read); d.readLoop(s, inW) }()
	go d.ping(s)
	d.run(s)
	_ = s.Close()
	<-read
	<-s.closed     // the closing handshake (bounded by the library: 5 s to write, 5 s to hear back)
	close(s.winch) // the handler's window forwarder ends
}

// readHello reads the page's first message within the handshake timeout;
// l gives the reasons. (A read whose context ends drops the connection
// without a word: the timeout closes it instead, with the reason.)
func (d *Door) readHello(rctx context.Context, conn *websocket.Conn, remote net.Addr, l *i18n.Localizer) (hello, bool) {
	late := time.AfterFunc(d.cfg.HandshakeTimeout, func() {
		d.note("closed a web connection that did not say hello in time", "remote", remote.String(), "timeout", d.cfg.HandshakeTimeout)
		_ = conn.Close(websocket.StatusPolicyViolation, l.T(txtNoHello))
	})
	typ, b, err := d.readMessage(rctx, conn, remote, l)
	var h hello
	var big tooBig
	switch {
	case !late.Stop():
		return h, false
	case errors.As(err, &big):
		_ = conn.Close(websocket.StatusMessageTooBig, string(big))
		return h, false
	case err != nil:
		return h, false
	case typ != websocket.MessageText:
		_ = conn.Close(websocket.StatusUnsupportedData, l.T(txtBinaryHello))
		return h, false
	}
	if h, err = parseHello(b); err != nil {
		_ = conn.Close(websocket.StatusUnsupportedData, l.T(txtBadHello))
		return h, false
	}
	return h, true
}

// readLoop reads the page's messages until the connection ends: input is
// written to the session's input pipe (waiting there while the session
// reads at its pace: the page's TCP window fills, as an SSH client's
// window does), resizes go to the program. When it ends, the session
// ends too (Close: its context ends after the closing handshake).
func (d *Door) readLoop(s *session, in *io.PipeWriter) {
	defer func() { _ = s.Close() }()
	defer func() { _ = in.Close() }()
	for {
		typ, b, err := d.readMessage(s.ctx, s.conn, s.RemoteAddr(), s.loc)
		var big tooBig
		if errors.As(err, &big) {
			s.closeWith(websocket.StatusMessageTooBig, string(big))
			_ = s.Close()
		}
		if err != nil {
			return
		}
		if typ == websocket.MessageBinary {
			if _, err := in.Write(b); err != nil {
				return
			}
			continue
		}
		m, err := parseResize(b)
		if err != nil {
			s.closeWith(websocket.StatusUnsupportedData, s.loc.T(txtBadResize))
			_ = s.Close()
			return
		}
		s.resize(m.Cols, m.Rows)
	}
}

// readMessage reads one message of at most Config.MaxFrame bytes, and no
// more of a longer one (tooBig, in l's words). On another error the
// connection is closed.
func (d *Door) readMessage(ctx context.Context, conn *websocket.Conn, remote net.Addr, l *i18n.Localizer) (websocket.MessageType, []byte, error) {
	typ, r, err := conn.Reader(ctx)
	if err != nil {
		_ = conn.CloseNow()
		return 0, nil, err
	}
	b, err := io.ReadAll(io.LimitReader(r, int64(d.cfg.MaxFrame)+1))
	switch {
	case err != nil:
		_ = conn.CloseNow()
		return 0, nil, err
	case len(b) > d.cfg.MaxFrame:
		d.note("closed a web connection: a message over the frame limit", "remote", remote.String(), "max", d.cfg.MaxFrame)
		return 0, nil, tooBig(l.T(txtTooBig, "Max", d.cfg.MaxFrame))
	}
	return typ, b, nil
}

// tooBig is a message over the frame limit: the caller closes the
// connection with status 1009 and this reason.
type tooBig string

func (e tooBig) Error() string { return string(e) }

// ping pings the page every PingEvery; one that does not answer within
// PingTimeout is disconnected.
func (d *Door) ping(s *session) {
	t := time.NewTicker(PingEvery)
	defer t.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(s.ctx, PingTimeout)
		err := s.conn.Ping(ctx)
		cancel()
		if err != nil && s.ctx.Err() == nil {
			d.note("disconnected a web client: it stopped answering", "remote", s.RemoteAddr().String())
			s.closeWith(websocket.StatusGoingAway, s.loc.T(txtNoAnswer))
			_ = s.Close()
			return
		}
	}
}

// sameOrigin reports whether a request's Origin, if any, is its own host.
func sameOrigin(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return true
	}
	u, err := url.Parse(o)
	return err == nil && strings.EqualFold(u.Host, r.Host)
}

// sessionID is a web session's random id.
func sessionID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
