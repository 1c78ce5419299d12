package botclient

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"time"

	"golang.org/x/crypto/ssh"
)

// fatal is an error the bridge does not try again after: a key refused,
// a host key changed, a session the server ends as not a bot's.
type fatal struct{ err error }

func (f fatal) Error() string { return f.err.Error() }
func (f fatal) Unwrap() error { return f.err }

// conn is an SSH connection running the bot command.
type conn struct {
	client *ssh.Client
	sess   *ssh.Session
	out    *bufio.Scanner

	mu sync.Mutex // guards in
	in io.WriteCloser

	closing sync.Once
	done    chan struct{} // closed by close
}

// dial connects to the server and starts the bot command.
func dial(ctx context.Context, cfg *Config) (*conn, error) {
	d := net.Dialer{Timeout: DialTimeout}
	if cfg.LocalAddr != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(cfg.LocalAddr)}
	}
	nc, err := d.DialContext(ctx, "tcp", cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf(errDial, cfg.Addr, err)
	}
	_ = nc.SetDeadline(time.Now().Add(DialTimeout)) // the handshake's bound; a conn without deadlines has none
	cc, chans, reqs, err := ssh.NewClientConn(nc, cfg.Addr, &ssh.ClientConfig{
		User:            cfg.User,
		Auth:            []ssh.AuthMethod{ssh.PublicKeys(cfg.Key)},
		HostKeyCallback: cfg.HostKeys,
		Timeout:         DialTimeout,
	})
	if err != nil {
		_ = nc.Close() // the handshake's error is the one to report
		var hk *hostKeyError
		switch {
		case errors.As(err, &hk):
			return nil, fatal{hk}
		case strings.Contains(err.Error(), "unable to authenticate"):
			return nil, fatal{fmt.Errorf(errAuth, cfg.KeyFile, err)}
		}
		return nil, fmt.Errorf(errDial, cfg.Addr, err)
	}
	_ = nc.SetDeadline(time.Time{})
	c := &conn{client: ssh.NewClient(cc, chans, reqs), done: make(chan struct{})}
	if c.sess, err = c.client.NewSession(); err != nil {
		c.close()
		return nil, fmt.Errorf(errDial, cfg.Addr, err)
	}
	out, err := c.sess.StdoutPipe()
	if err == nil {
		c.in, err = c.sess.StdinPipe()
	}
	if err == nil {
		err = c.sess.Start("bot")
	}
	if err != nil {
		c.close()
		return nil, fmt.Errorf(errDial, cfg.Addr, err)
	}
	c.out = bufio.NewScanner(out)
	c.out.Buffer(make([]byte, 4096), MaxLine)
	go c.keepAlive()
	return c, nil
}

// keepAlive asks the server for an answer every KeepAlive, and closes
// the connection when none comes within it: a half-open connection ends
// the session as a dropped one does.
func (c *conn) keepAlive() {
	t := time.NewTicker(KeepAlive)
	defer t.Stop()
	for {
		select {
		case <-t.C:
		case <-c.done:
			return
		}
		done := make(chan error, 1)
		go func() {
			_, _, err := c.client.SendRequest("keepalive@openssh.com", true, nil)
			done <- err
		}()
		select {
		case err := <-done:
			if err != nil {
				c.close()
				return
			}
		case <-time.After(KeepAlive):
			c.close()
			return
		}
	}
}

// send writes one command line.
func (c *conn) send(line string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, err := io.WriteString(c.in, line+"\n")
	return err
}

// exitStatus waits for the session's end and returns its exit status
// (-1 for none, a dropped connection).
func (c *conn) exitStatus() int {
	err := c.sess.Wait()
	var ee *ssh.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.ExitStatus()
	}
	return -1
}

// close ends the connection.
func (c *conn) close() {
	c.closing.Do(func() {
		close(c.done)
		_ = c.client.Close() // a connection already gone has nothing more to lose
	})
}
