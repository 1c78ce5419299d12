package sshguard

import (
	"strconv"

	gossh "golang.org/x/crypto/ssh"
)

// commandTooLong returns the line refusing an exec or subsystem request
// whose payload (a string: its 4-byte length, then its bytes) is longer
// than limit, or "" when it is not. Only the payload's size is looked at:
// nothing parses a command before it is known to be short.
func commandTooLong(reqType string, payload []byte, limit int) string {
	if len(payload) <= 4+limit {
		return ""
	}
	what := "command"
	if reqType == "subsystem" {
		what = "subsystem name"
	}
	return "fetaix: the " + what + " is too long (" + strconv.Itoa(len(payload)-4) + " bytes; at most " +
		strconv.Itoa(limit) + "); commands: join CODE [TOKEN], watch CODE"
}

// refuseCommand answers an exec or subsystem request refused by
// commandTooLong: the client is told why on its stderr, the session exits
// with status 1 and its channel closes.
func refuseCommand(ch gossh.Channel, req *gossh.Request, line string) {
	_ = req.Reply(true, nil) // taken, so that the client shows what follows
	_, _ = ch.Stderr().Write([]byte(line + "\r\n"))
	_, _ = ch.SendRequest("exit-status", false, gossh.Marshal(struct{ Status uint32 }{1}))
	_ = ch.Close()
}
