package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// TestServeRefusesBadFlags: a value the flag or the server's configuration
// refuses (server.SettingError) is an error that names the flag once,
// first.
func TestServeRefusesBadFlags(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"--max-sessions", "0"},
		{"--idle-timeout", "10s"},
		{"--idle-timeout", "soon"},
		{"--grace", "-1m"},
		{"--rate-limit", "x"},
		{"--rate-burst", "0"},
		{"--output-stall", "0"},
		{"--handshake-timeout", "31s"},
		{"--wait-idle-timeout", "1m"}, // less than the idle timeout
		{"--max-conns-per-addr", "-3"},
		{"--log-format", "xml"},
		{"--log-level", "loud"},
		{"--proxy-from", "nonsense"},
		{"--proxy-from", "10.0.0.0/33"},
	} {
		var out, errb bytes.Buffer
		err := runServe(append(args, "--data-dir", t.TempDir()), nil, &out, &errb)
		if err == nil || !strings.HasPrefix(err.Error(), args[0]+": ") || strings.Contains(err.Error(), args[0]+": "+args[0][2:]) {
			t.Errorf("%v: got %v, want an error naming the flag once, first", args, err)
		}
	}
}

// TestServeProxyFromRefusedExits2: a --proxy-from that is not a list of
// addresses and prefixes is a usage error (exit 2) saying what it wants.
func TestServeProxyFromRefusedExits2(t *testing.T) {
	t.Parallel()
	var out, errb bytes.Buffer
	code := Run(running, []string{"serve", "--data-dir", t.TempDir(), "--proxy-from", "10.0.0.1,nonsense"}, nil, &out, &errb)
	if code != 2 || !strings.Contains(errb.String(), "--proxy-from") ||
		!strings.Contains(errb.String(), `want IP addresses or CIDR prefixes separated by commas (e.g. 10.0.0.5,10.1.0.0/16), got "nonsense"`) {
		t.Fatalf("exit %d, stderr %q; want 2 and the flag and what it wants named", code, errb.String())
	}
}

func TestServeFlagsFallBackToEnvironment(t *testing.T) {
	t.Setenv("FETAIX_GRACE", "never")
	var out, errb bytes.Buffer
	err := runServe([]string{"--data-dir", t.TempDir()}, nil, &out, &errb)
	if err == nil || !strings.Contains(err.Error(), "--grace") {
		t.Fatalf("FETAIX_GRACE not read: %v", err)
	}
	t.Setenv("FETAIX_GRACE", "1m")
	t.Setenv("FETAIX_OUTPUT_STALL", "5")
	err = runServe([]string{"--data-dir", t.TempDir()}, nil, &out, &errb)
	if err == nil || !strings.Contains(err.Error(), "--output-stall") || !strings.Contains(err.Error(), "FETAIX_OUTPUT_STALL") {
		t.Fatalf("a bad FETAIX_OUTPUT_STALL is not reported naming it: %v", err)
	}
	t.Setenv("FETAIX_OUTPUT_STALL", "")
	if err := os.Unsetenv("FETAIX_OUTPUT_STALL"); err != nil {
		t.Fatal(err)
	}
	// the flag wins over the environment
	t.Setenv("FETAIX_LISTEN", "256.0.0.1:1")
	err = runServe([]string{"--data-dir", t.TempDir(), "--grace", "1m", "--listen", "127.0.0.1:bad"}, nil, &out, &errb)
	if err == nil || !strings.Contains(err.Error(), "bad") || strings.Contains(err.Error(), "256.0.0.1") {
		t.Fatalf("--listen did not win over FETAIX_LISTEN: %v", err)
	}
}

// TestServeLogFormatAndLevel: --log-format json writes the log as one
// JSON object a line, --log-level leaves out the lines below it, and a
// bad value from the environment is refused naming its variable.
func TestServeLogFormatAndLevel(t *testing.T) {
	run := func(args ...string) string {
		t.Helper()
		var out bytes.Buffer
		var errb lockedBuffer // the books are read, and logged, in the background
		// the listen address fails after the log's first lines (the host key's)
		err := runServe(append(args, "--data-dir", t.TempDir(), "--listen", "127.0.0.1:bad"), nil, &out, &errb)
		if err == nil || !strings.Contains(err.Error(), "bad") {
			t.Fatalf("%v: got %v, want the listen address refused", args, err)
		}
		return errb.String()
	}
	log := run("--log-format", "json")
	first, _, _ := strings.Cut(log, "\n")
	var line map[string]any
	if err := json.Unmarshal([]byte(first), &line); err != nil || line["level"] != "INFO" || line["msg"] != "generated a new host key" {
		t.Fatalf("--log-format json: first line %q (%v)", first, err)
	}
	if log := run("--log-level", "warn"); strings.Contains(log, "host key") {
		t.Fatalf("--log-level warn logged an info line:\n%s", log)
	}
	if log := run(); !strings.Contains(log, "level=INFO msg=\"generated a new host key\"") {
		t.Fatalf("the default log is not text at info:\n%s", log)
	}
	t.Setenv("FETAIX_LOG_LEVEL", "verbose")
	var out, errb bytes.Buffer
	err := runServe([]string{"--data-dir", t.TempDir()}, nil, &out, &errb)
	if err == nil || !strings.Contains(err.Error(), "--log-level") || !strings.Contains(err.Error(), "FETAIX_LOG_LEVEL") ||
		!strings.Contains(err.Error(), "debug, info") {
		t.Fatalf("a bad FETAIX_LOG_LEVEL: %v", err)
	}
}

// TestServeRefusesABadMetricsAddress: an address --metrics cannot listen
// on stops the start with an error naming the flag.
func TestServeRefusesABadMetricsAddress(t *testing.T) {
	t.Parallel()
	var out, errb bytes.Buffer
	err := runServe([]string{"--data-dir", t.TempDir(), "--listen", "127.0.0.1:0", "--metrics", "127.0.0.1:bad"}, nil, &out, &errb)
	if err == nil || !strings.HasPrefix(err.Error(), "--metrics: ") || !strings.Contains(err.Error(), "bad") {
		t.Fatalf("got %v, want an error naming --metrics", err)
	}
}

// TestServeRefusesABadWebDoor: an address --web cannot listen on, or a
// --web-trust-proxy that is not a list of addresses, stops the start
// with an error naming the flag.
func TestServeRefusesABadWebDoor(t *testing.T) {
	t.Parallel()
	var out, errb bytes.Buffer
	err := runServe([]string{"--data-dir", t.TempDir(), "--listen", "127.0.0.1:0", "--no-tables", "--web", "127.0.0.1:bad"}, nil, &out, &errb)
	if err == nil || !strings.HasPrefix(err.Error(), "--web: ") || !strings.Contains(err.Error(), "bad") {
		t.Errorf("got %v, want an error naming --web", err)
	}
	err = runServe([]string{"--data-dir", t.TempDir(), "--web", "127.0.0.1:0", "--web-trust-proxy", "nonsense"}, nil, &out, &errb)
	if err == nil || !strings.Contains(err.Error(), "--web-trust-proxy") {
		t.Errorf("got %v, want an error naming --web-trust-proxy", err)
	}
}

// lockedBuffer is a bytes.Buffer that goroutines may write while a test
// reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestServeDataDirIsPrivate: fetaix serve creates its data dir, database
// and games directory readable by their owner only, and warns at start,
// naming it and its mode, of an existing data dir or database that other
// local users may read.
func TestServeDataDirIsPrivate(t *testing.T) {
	t.Parallel()
	start := func(dir string) string {
		t.Helper()
		var out bytes.Buffer
		var errb lockedBuffer
		// the listen address fails after the data dir and the store are set up
		err := runServe([]string{"--data-dir", dir, "--listen", "127.0.0.1:bad"}, nil, &out, &errb)
		if err == nil || !strings.Contains(err.Error(), "bad") {
			t.Fatalf("got %v, want the listen address refused", err)
		}
		return errb.String()
	}
	dir := filepath.Join(t.TempDir(), "data")
	log := start(dir)
	for _, c := range []struct {
		path string
		want os.FileMode
	}{
		{dir, 0o700}, {filepath.Join(dir, "fetaix.db"), 0o600}, {filepath.Join(dir, "games"), 0o700},
	} {
		info, err := os.Stat(c.path)
		if err != nil {
			t.Fatal(err)
		}
		if got := info.Mode().Perm(); got != c.want {
			t.Errorf("%s: mode %04o, want %04o", c.path, got, c.want)
		}
	}
	if strings.Contains(log, "other local users") {
		t.Errorf("a warning of the modes of a fresh data dir:\n%s", log)
	}
	wide := t.TempDir()
	if err := os.Chmod(wide, 0o755); err != nil {
		t.Fatal(err)
	}
	log = start(wide)
	want := regexp.MustCompile(`(?m)^time=\S+ level=WARN msg="other local users may read this, [^"]*" path=` + regexp.QuoteMeta(wide) + ` mode=0755$`)
	if !want.MatchString(log) {
		t.Errorf("no warning of the 0755 data dir:\n%s", log)
	}
	db := filepath.Join(dir, "fetaix.db")
	if err := os.Chmod(db, 0o644); err != nil {
		t.Fatal(err)
	}
	log = start(dir)
	if !strings.Contains(log, " path="+db+" mode=0644\n") || strings.Contains(log, " path="+dir+" ") {
		t.Errorf("a 0644 database in a 0700 data dir: want one warning, of the database:\n%s", log)
	}
}
