package server

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/buildinfo"
)

// TestBuildInfoMetric: /metrics carries fetaix_build_info, 1, labelled
// with the version, revision and modified flag of the Config's Build, and
// only that one series of it.
func TestBuildInfoMetric(t *testing.T) {
	t.Parallel()
	var base string
	startServerHooked(t, func(c *Config) {
		c.Metrics = "127.0.0.1:0"
		c.Build = buildinfo.Info{Version: "9.8.7", Revision: "0123456789abcdef0123456789abcdef01234567", Modified: "true"}
	}, func(s *Server) {
		a, err := s.ServeMetrics()
		if err != nil {
			t.Fatal(err)
		}
		base = "http://" + a.String()
	})
	series := `fetaix_build_info{modified="true",revision="0123456789abcdef0123456789abcdef01234567",version="9.8.7"}`
	if got := metricValue(t, base, series); got != "1" {
		t.Errorf("%s = %q, want 1", series, got)
	}
	_, body := scrape(t, base+"/metrics")
	if n := strings.Count(body, "\nfetaix_build_info{"); n != 1 {
		t.Errorf("%d series fetaix_build_info, want 1:\n%s", n, body)
	}
}
