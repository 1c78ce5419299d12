package webdoor

import (
	"context"
	"net"
	"sync"

	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// sshCtx is a web session's ssh.Context: what the server's handlers read
// of an SSH connection's context (the user, the addresses, values set on
// it), for a connection that is a WebSocket.
type sshCtx struct {
	context.Context
	sync.Mutex // the "connection's" lock: a web connection has one session

	user          string
	id            string
	local, remote net.Addr
	perms         *ssh.Permissions

	valuesMu sync.Mutex
	values   map[any]any
}

func newSSHCtx(parent context.Context, user, id string, local, remote net.Addr) *sshCtx {
	return &sshCtx{Context: parent, user: user, id: id, local: local, remote: remote,
		perms: &ssh.Permissions{Permissions: &gossh.Permissions{}}, values: map[any]any{}}
}

// Value returns a value set on the context, or the parent's.
func (c *sshCtx) Value(key any) any {
	c.valuesMu.Lock()
	v, ok := c.values[key]
	c.valuesMu.Unlock()
	if ok {
		return v
	}
	return c.Context.Value(key)
}

// SetValue sets a value.
func (c *sshCtx) SetValue(key, value any) {
	c.valuesMu.Lock()
	c.values[key] = value
	c.valuesMu.Unlock()
}

// User is the name the page gave.
func (c *sshCtx) User() string { return c.user }

// SessionID is the web session's random id.
func (c *sshCtx) SessionID() string { return c.id }

// ClientVersion names the web door, where an SSH client names itself.
func (c *sshCtx) ClientVersion() string { return clientVersion }

// ServerVersion names the web door.
func (c *sshCtx) ServerVersion() string { return clientVersion }

// RemoteAddr is the client's address (X-Forwarded-For from a trusted proxy).
func (c *sshCtx) RemoteAddr() net.Addr { return c.remote }

// LocalAddr is the web listener's address.
func (c *sshCtx) LocalAddr() net.Addr { return c.local }

// Permissions are empty: a web session authenticates with no SSH method.
func (c *sshCtx) Permissions() *ssh.Permissions { return c.perms }

// clientVersion is what the logs show as a web session's client.
const clientVersion = "fetaix-web"
