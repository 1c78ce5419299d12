package server

import (
	"bytes"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/hostkey"
	"github.com/fetaix/fetaix/server/room"
)

func TestHostKeyIsCreatedPrivateAndNeverReplaced(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	path := filepath.Join(dir, "sub", hostKeyName)
	if _, err := hostkey.Load(path, log); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Fatalf("host key mode %v, want 0600", fi.Mode().Perm())
	}
	first, _ := os.ReadFile(path)
	if _, err := hostkey.Load(path, log); err != nil {
		t.Fatal(err)
	}
	again, _ := os.ReadFile(path)
	if !bytes.Equal(first, again) {
		t.Fatal("existing host key was replaced")
	}
	// the server starts with it and keeps it
	s, err := New(Config{DataDir: dir, HostKey: path, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	shutdownAtEnd(t, s)
	if s.Config().HostKey != path {
		t.Fatalf("host key %q", s.Config().HostKey)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(first, after) {
		t.Fatal("server start replaced the host key")
	}
}

// TestBadHostKeyErrorNamesTheFile: a host key that is not a key, or that
// cannot be read, is refused with an error naming the file, and is kept.
func TestBadHostKeyErrorNamesTheFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	path := filepath.Join(dir, "garbage_key")
	if err := os.WriteFile(path, []byte("not a key"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{path, dir} { // a file that is no key; a directory
		_, err := New(Config{DataDir: dir, HostKey: p, Log: log})
		if err == nil || !strings.Contains(err.Error(), p) {
			t.Fatalf("host key %s: error %v does not name the file", p, err)
		}
	}
	if b, _ := os.ReadFile(path); string(b) != "not a key" {
		t.Fatal("a bad host key was replaced")
	}
}

func TestConfigDefaultsAndRefusals(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/xdg")
	d, err := DefaultDataDir()
	if err != nil || d != "/xdg/fetaix" {
		t.Fatalf("data dir %q, %v", d, err)
	}
	c, err := Config{}.withDefaults()
	if err != nil {
		t.Fatal(err)
	}
	if c.Listen != DefaultListen || c.HostKey != "/xdg/fetaix/"+hostKeyName || c.Grace != room.DefaultGrace ||
		c.IdleTimeout != DefaultIdleTimeout || c.MaxSessions != DefaultMaxSessions {
		t.Fatalf("defaults: %+v", c)
	}
	if c.HandshakeTimeout != DefaultHandshakeTimeout || c.MaxConnsPerAddr != DefaultMaxConnsPerAddr ||
		c.MaxUnauthenticated != DefaultMaxUnauthenticated || c.MaxSessionsPerConn != DefaultMaxSessionsPerConn ||
		c.MaxEnvVars != DefaultMaxEnvVars || c.MaxEnvBytes != DefaultMaxEnvBytes {
		t.Fatalf("connection bounds: %+v", c)
	}
	for _, bad := range []Config{
		{DataDir: "/x", MaxSessions: -1},
		{DataDir: "/x", IdleTimeout: time.Second},
		{DataDir: "/x", Grace: -time.Second},
		{DataDir: "/x", RatePerSecond: -1},
		{DataDir: "/x", HandshakeTimeout: MaxHandshakeTimeout + time.Second},
		{DataDir: "/x", HandshakeTimeout: -time.Second},
		{DataDir: "/x", MaxConnsPerAddr: -1},
		{DataDir: "/x", MaxEnvBytes: -1},
	} {
		if _, err := bad.withDefaults(); err == nil {
			t.Errorf("accepted %+v", bad)
		} else if !strings.Contains(err.Error(), "-") {
			t.Errorf("%v does not name the setting", err)
		}
	}
}

func TestRoomAndCodeLimitsDefaultAndRefuseNegatives(t *testing.T) {
	t.Parallel()
	c, err := Config{DataDir: t.TempDir()}.withDefaults()
	if err != nil {
		t.Fatal(err)
	}
	if c.MaxOpenRooms != DefaultMaxOpenRooms || c.RoomEvery != DefaultRoomEvery || c.WrongCodesPerAddr != DefaultWrongCodesPerAddr {
		t.Fatalf("defaults not filled in: %+v", c)
	}
	for _, bad := range []Config{{MaxOpenRooms: -1}, {RoomEvery: -time.Second}, {WrongCodesPerConn: -2}} {
		bad.DataDir = t.TempDir()
		if _, err := bad.withDefaults(); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}

// TestSettingsTable: every setting has its own name and variable, its
// default is in its range, and values out of range are refused.
func TestSettingsTable(t *testing.T) {
	t.Parallel()
	c := DefaultConfig()
	if _, err := c.withDefaults(); err != nil {
		t.Fatalf("the defaults are refused: %v", err)
	}
	seen := map[string]bool{}
	for _, s := range c.Settings() {
		if seen[s.Name] || s.Env != "FETAIX_"+strings.ToUpper(strings.ReplaceAll(s.Name, "-", "_")) || s.Usage == "" {
			t.Errorf("setting %q: duplicate, or env %q, or no usage", s.Name, s.Env)
		}
		seen[s.Name] = true
		if _, ok := s.Value.(filler); !ok {
			continue
		}
		before := s.Value.String()
		for _, bad := range []string{"-1", "0", "many"} {
			if err := s.Value.Set(bad); err == nil || strings.Contains(err.Error(), s.Name) {
				t.Errorf("%s = %q: error %v (want a refusal that leaves naming to the caller)", s.Name, bad, err)
			}
		}
		if s.Value.String() != before {
			t.Errorf("%s: a refused value changed it from %s to %s", s.Name, before, s.Value.String())
		}
	}
	if !seen["max-sessions"] || !seen["handshake-timeout"] || !seen["output-stall"] {
		t.Fatal("settings missing from the table")
	}
}
