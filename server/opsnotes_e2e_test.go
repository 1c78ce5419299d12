package server

import (
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
// counted as stalled output; they are counted apart, as hang-ups.
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
	for range 3 {
		tm := openTerm(t, addr, "", nil, "", 100, 30)
		tm.waitText(0, lobbyText)
		tm.close()
	}
	waitMetric(t, base, "fetaix_sessions", "0")
	waitMetric(t, base, "fetaix_output_hangups_total", "3")
	if got := metricValue(t, base, "fetaix_output_stalls_total"); got != "0" {
		t.Fatalf("fetaix_output_stalls_total = %q after three clients hung up, want 0", got)
	}
}
