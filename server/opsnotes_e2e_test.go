package server

import (
	"strconv"
	"strings"
	"testing"
)

// TestE2EMetricsOnAPublicAddressWarns: metrics served on every address
// (0.0.0.0) log a warning to keep them private; on loopback they do not.
func TestE2EMetricsOnAPublicAddressWarns(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		addr string
		warn bool
	}{{"127.0.0.1:0", false}, {"0.0.0.0:0", true}} {
		_, _, logs := startServerHooked(t, func(c *Config) { c.Metrics = tc.addr }, func(s *Server) {
			if _, err := s.ServeMetrics(); err != nil {
				t.Fatal(err)
			}
		})
		if got := strings.Contains(logs.String(), metricsPublicWarning); got != tc.warn {
			t.Errorf("--metrics %s: warned %v, want %v; log:\n%s", tc.addr, got, tc.warn, logs.String())
		}
	}
}

// TestE2EHangUpIsNotAnOutputStall: clients that simply hang up are not
// counted as stalled output; they are counted apart, as hang-ups. A
// hang-up is counted when a write to the gone client fails, so a client
// that hangs up while the server has nothing left to write is counted as
// neither: each client asks for a redraw and hangs up at once, until three
// hang-ups are counted (at most 30 clients), and none is ever a stall.
func TestE2EHangUpIsNotAnOutputStall(t *testing.T) {
	t.Parallel()
	var base string
	_, addr, _ := startServerHooked(t, func(c *Config) { c.Metrics = "127.0.0.1:0" }, func(s *Server) {
		a, err := s.ServeMetrics()
		if err != nil {
			t.Fatal(err)
		}
		base = "http://" + a.String()
	})
	hangups := 0
	for tries := 0; tries < 30 && hangups < 3; tries++ {
		tm := openTerm(t, addr, "", nil, "", 100, 30)
		tm.waitText(0, lobbyText)
		tm.send("\x1b[B") // the menu's cursor down: a redraw on its way
		tm.close()
		waitMetric(t, base, "fetaix_sessions", "0")
		if got := metricValue(t, base, "fetaix_output_stalls_total"); got != "0" {
			t.Fatalf("fetaix_output_stalls_total = %q after %d clients hung up, want 0", got, tries+1)
		}
		hangups, _ = strconv.Atoi(metricValue(t, base, "fetaix_output_hangups_total"))
	}
	if hangups < 3 {
		t.Fatalf("fetaix_output_hangups_total = %d after 30 clients hung up during a redraw, want 3", hangups)
	}
}
