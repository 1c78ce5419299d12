package botclient

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"sync"

	"golang.org/x/crypto/ssh"
	"golang.org/x/crypto/ssh/knownhosts"
)

// KnownHostsName is the known hosts file's name, beside the bot's key
// unless --known-hosts names another.
const KnownHostsName = "fetaix_known_hosts"

// DefaultKnownHosts is the known hosts file of the key at keyFile: in the
// key's folder.
func DefaultKnownHosts(keyFile string) string {
	return filepath.Join(filepath.Dir(keyFile), KnownHostsName)
}

// ErrHostKeyChanged is the error of a server whose host key is not the
// one the known hosts file remembers for its address.
var ErrHostKeyChanged = errors.New("host key changed")

// hostKeyError is ErrHostKeyChanged, said in full.
type hostKeyError struct{ text string }

func (e *hostKeyError) Error() string { return e.text }
func (e *hostKeyError) Is(target error) bool {
	return target == ErrHostKeyChanged
}

// RememberHosts is a host key check in the manner of OpenSSH's
// StrictHostKeyChecking=accept-new: a server met for the first time has
// its key added to the known hosts file (created if need be), a known one
// must show the key remembered, and a changed key is refused with
// ErrHostKeyChanged.
func RememberHosts(file string) ssh.HostKeyCallback {
	var mu sync.Mutex
	return func(hostname string, remote net.Addr, key ssh.PublicKey) error {
		mu.Lock()
		defer mu.Unlock()
		f, err := os.OpenFile(file, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o600)
		if err != nil {
			return fmt.Errorf(errHostKeyFile, file, err)
		}
		defer f.Close() //nolint:errcheck // read, or appended to and synced below: closing cannot lose data
		check, err := knownhosts.New(file)
		if err != nil {
			return fmt.Errorf(errHostKeyFile, file, err)
		}
		err = check(hostname, remote, key)
		var ke *knownhosts.KeyError
		switch {
		case err == nil:
			return nil
		case errors.As(err, &ke) && len(ke.Want) > 0:
			return &hostKeyError{fmt.Sprintf(errHostChanged, knownhosts.Normalize(hostname), ssh.FingerprintSHA256(key), file, file)}
		case errors.As(err, &ke): // not known yet: remember it
			if _, err := f.WriteString(knownhosts.Line([]string{knownhosts.Normalize(hostname)}, key) + "\n"); err != nil {
				return fmt.Errorf(errHostKeyFile, file, err)
			}
			if err := f.Sync(); err != nil {
				return fmt.Errorf(errHostKeyFile, file, err)
			}
			return nil
		}
		return err
	}
}
