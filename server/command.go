package server

import (
	"charm.land/ssh"

	"github.com/fetaix/fetaix/server/sshguard"
)

// DefaultMaxCommand bounds, in bytes, the command a session asks for
// ("join CODE TOKEN" is some 30) and a subsystem's name.
const DefaultMaxCommand = 1 << 10

// commandOf returns a session's command split into words
// (sshguard.SplitCommand).
func commandOf(sess ssh.Session) []string { return sshguard.SplitCommand(sess.RawCommand()) }
