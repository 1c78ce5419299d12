package sshguard

import (
	"sync"
	"time"

	"charm.land/ssh"
)

// connBudget bounds what one SSH connection holds at once before and
// besides its sessions' programs: session channels, and the environment
// variables its sessions keep (the ssh library appends every "env"
// request to the session without a limit).
type connBudget struct {
	cfg Limits

	mu       sync.Mutex
	sessions int
	envVars  int
	envBytes int

	// running sessions (their handlers run), and the timer that closes
	// the connection while none runs (see watchIdle)
	running int
	idle    *time.Timer
	close   func() error
}

// connBudgetKey is the connection context key of its budget.
type connBudgetKey struct{}

// budgetOf returns the budget of the connection of ctx.
func budgetOf(ctx ssh.Context, cfg Limits) *connBudget {
	ctx.Lock() // the connection's own lock: two channels may open at once
	defer ctx.Unlock()
	if b, ok := ctx.Value(connBudgetKey{}).(*connBudget); ok {
		return b
	}
	b := &connBudget{cfg: cfg}
	ctx.SetValue(connBudgetKey{}, b)
	return b
}

// openSession takes a session channel, unless the connection has
// MaxSessionsPerConn open already.
func (b *connBudget) openSession() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.sessions >= b.cfg.MaxSessionsPerConn {
		return false
	}
	b.sessions++
	return true
}

// closeSession gives back a session channel.
func (b *connBudget) closeSession() {
	b.mu.Lock()
	b.sessions--
	b.mu.Unlock()
}

// takeEnv takes one environment variable of size bytes, unless that would
// exceed MaxEnvVars or MaxEnvBytes.
func (b *connBudget) takeEnv(size int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.envVars+1 > b.cfg.MaxEnvVars || b.envBytes+size > b.cfg.MaxEnvBytes {
		return false
	}
	b.envVars++
	b.envBytes += size
	return true
}

// returnEnv gives back variables and bytes taken by a session that ended.
func (b *connBudget) returnEnv(vars, size int) {
	b.mu.Lock()
	b.envVars -= vars
	b.envBytes -= size
	b.mu.Unlock()
}

// watchIdle closes the connection with closeConn whenever no session has
// run on it for SessionlessTimeout: a client that authenticates and then
// opens no session, or keeps a connection open after its sessions ended,
// holds it no longer.
func (b *connBudget) watchIdle(closeConn func() error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.close = closeConn
	if b.running == 0 {
		b.armLocked()
	}
}

// armLocked starts the no-session timer.
func (b *connBudget) armLocked() {
	if b.close == nil {
		return
	}
	if b.idle != nil {
		b.idle.Stop()
	}
	b.idle = time.AfterFunc(b.cfg.SessionlessTimeout, func() {
		b.mu.Lock()
		idle := b.running == 0
		b.mu.Unlock()
		if idle {
			_ = b.close()
		}
	})
}

// sessionStarted notes a session whose handler runs.
func (b *connBudget) sessionStarted() {
	b.mu.Lock()
	b.running++
	if b.idle != nil {
		b.idle.Stop()
	}
	b.mu.Unlock()
}

// sessionEnded notes the end of a session's handler.
func (b *connBudget) sessionEnded() {
	b.mu.Lock()
	if b.running--; b.running == 0 {
		b.armLocked()
	}
	b.mu.Unlock()
}
