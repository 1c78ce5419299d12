// Package hostkey keeps the SSH server's host key: generated on the
// first start, never replaced.
package hostkey

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"

	gossh "golang.org/x/crypto/ssh"
)

// Load returns the host key at path in PEM, generating it first
// if the file does not exist; an error names the file.
func Load(path string, log *slog.Logger) ([]byte, error) {
	if err := ensureHostKey(path, log); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("host key %s: %w", path, err)
	}
	if _, err := gossh.ParsePrivateKey(data); err != nil {
		return nil, fmt.Errorf("host key %s: %w (not an SSH private key without a passphrase; move it away to have a new one generated)", path, err)
	}
	return data, nil
}

// ensureHostKey creates an ed25519 host key at path (mode 0600) unless a
// file is already there; an existing key is never replaced.
func ensureHostKey(path string, log *slog.Logger) error {
	if fi, err := os.Stat(path); err == nil {
		if fi.Mode().Perm()&0o077 != 0 {
			log.Warn("host key is readable by others; chmod 600 it", "path", path, "mode", fi.Mode().Perm().String())
		}
		return nil
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("host key: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("host key: %w", err)
	}
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return err
	}
	block, err := gossh.MarshalPrivateKey(priv, "fetaix host key")
	if err != nil {
		return err
	}
	// O_EXCL: if another process created the key meanwhile, keep theirs.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("host key: %w", err)
	}
	// a key not written whole is removed; the write's error is the one
	// to report
	if err := pem.Encode(f, block); err != nil {
		_ = f.Close()
		_ = os.Remove(path)
		return fmt.Errorf("host key: %w", err)
	}
	if err := f.Close(); err != nil {
		_ = os.Remove(path)
		return fmt.Errorf("host key: %w", err)
	}
	log.Info("generated a new host key", "path", path)
	return nil
}
