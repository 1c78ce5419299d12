package server

import (
	"context"
	"net/http"
	"strings"
	"testing"
)

// TestPprofOnLoopbackOnly: --pprof serves the runtime's profiles on a
// loopback address, stops with the server, and refuses any other address
// at start, naming the setting.
func TestPprofOnLoopbackOnly(t *testing.T) {
	t.Parallel()
	for _, bad := range []string{"0.0.0.0:6060", ":6060", "192.0.2.1:6060", "example.com:6060", "6060"} {
		c := DefaultConfig()
		err := c.Settings()[settingIndex(t, c, "pprof")].Value.Set(bad)
		if err == nil || !strings.Contains(err.Error(), "loopback") {
			t.Errorf("--pprof %q: got %v, want it refused as not loopback", bad, err)
		}
		if _, err := New(Config{DataDir: t.TempDir(), Pprof: bad}); err == nil || !strings.Contains(err.Error(), "pprof") {
			t.Errorf("Config.Pprof %q: got %v, want New to refuse it naming pprof", bad, err)
		}
	}
	srv, err := New(Config{DataDir: t.TempDir(), Pprof: "127.0.0.1:0", loadBooks: func() error { return nil }})
	if err != nil {
		t.Fatal(err)
	}
	a, err := srv.ServePprof()
	if err != nil {
		t.Fatal(err)
	}
	base := "http://" + a.String() + "/debug/pprof/"
	if code, body := scrape(t, base+"goroutine?debug=1"); code != http.StatusOK || !strings.Contains(body, "goroutine profile:") {
		t.Fatalf("goroutine profile: %d %.80q", code, body)
	}
	if err := srv.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := http.Get(base); err == nil {
		t.Fatal("the profiles are still served after Shutdown")
	}
}

// settingIndex is the index of the named setting of c.
func settingIndex(t *testing.T, c Config, name string) int {
	t.Helper()
	for i, s := range c.Settings() {
		if s.Name == name {
			return i
		}
	}
	t.Fatalf("no setting %q", name)
	return -1
}
