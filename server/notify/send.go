package notify

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"
)

// Bounds of one POST.
const (
	// MaxResponseBody is the most of a response's body read (and thrown
	// away) before the connection is closed.
	MaxResponseBody = 4 << 10
	// maxResponseHeader bounds a response's header.
	maxResponseHeader = 16 << 10
)

// poster POSTs messages over two clients: https, dialling only public
// addresses unless the operator allows others; http (when allowed),
// dialling only loopback ones. Neither uses a proxy (it would dial in
// the checks' place) nor follows a redirect.
type poster struct {
	https, http *http.Client
	allow       bool
	timeout     time.Duration
}

func newPoster(cfg Config) *poster {
	client := func(loopOnly bool) *http.Client {
		d := &net.Dialer{Timeout: cfg.Timeout, Control: dialControl(loopOnly, cfg.AllowPrivate)}
		tr := &http.Transport{Proxy: nil, DialContext: d.DialContext, TLSHandshakeTimeout: cfg.Timeout,
			ResponseHeaderTimeout: cfg.Timeout, MaxResponseHeaderBytes: maxResponseHeader,
			MaxIdleConns: cfg.Senders, IdleConnTimeout: 30 * time.Second, ForceAttemptHTTP2: true}
		return &http.Client{Transport: tr, Timeout: cfg.Timeout,
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	}
	return &poster{https: client(false), http: client(true), allow: cfg.AllowPrivate, timeout: cfg.Timeout}
}

// errRedirect: the address answered with a redirect, which is not
// followed.
var errRedirect = errors.New("the address redirects elsewhere; redirects are not followed")

// post sends body to url once, and says whether a failure is worth a
// retry: a server error, 429 or a network error; not a refused address,
// another 4xx or a redirect.
func (p *poster) post(ctx context.Context, url, body string) (retry bool, err error) {
	if err := ValidateURL(url, p.allow); err != nil {
		return false, err
	}
	ctx, cancel := context.WithTimeout(ctx, p.timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return false, err
	}
	req.Header.Set("Content-Type", "text/plain; charset=utf-8")
	req.Header.Set("User-Agent", "fetaix-notify")
	c := p.https
	if strings.EqualFold(req.URL.Scheme, "http") {
		c = p.http
	}
	resp, err := c.Do(req)
	if err != nil {
		var refused *AddressError
		return !errors.As(err, &refused), err // a network error or a timeout may pass
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, MaxResponseBody))
	_ = resp.Body.Close()
	switch s := resp.StatusCode; {
	case s >= 200 && s < 300:
		return false, nil
	case s >= 300 && s < 400:
		return false, errRedirect
	case s == http.StatusTooManyRequests || s >= 500:
		return true, fmt.Errorf("the address answered %s", resp.Status)
	default:
		return false, fmt.Errorf("the address answered %s", resp.Status)
	}
}

// close drops the clients' idle connections.
func (p *poster) close() {
	p.https.CloseIdleConnections()
	p.http.CloseIdleConnections()
}
