package server

import (
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// scrape gets url and returns its status and body.
func scrape(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(b)
}

// metricValue returns the value of the sample line of /metrics that
// starts with series (name and labels, as Prometheus writes them), "" if
// none.
func metricValue(t *testing.T, base, series string) string {
	t.Helper()
	_, body := scrape(t, base+"/metrics")
	for line := range strings.Lines(body) {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), series+" "); ok {
			return v
		}
	}
	return ""
}

// waitMetric waits until series has the value want.
func waitMetric(t *testing.T, base, series, want string) {
	t.Helper()
	var got string
	waitUntil(t, series+" = "+want, func() bool { got = metricValue(t, base, series); return got == want })
}

// TestE2EMetricsAndHealth: a server with --metrics answers /healthz 503
// before it serves, then 200 saying the books are loading, then 200 with
// nothing loading; its /metrics follow real SSH sessions: the sessions
// and rooms open, a connection refused by a limit, a room game started, played, resigned and archived,
// a game against the computer, the searches' slots and the Go runtime.
func TestE2EMetricsAndHealth(t *testing.T) {
	t.Parallel()
	load, release := heldBooks(t)
	var base string
	srv, addr, _ := startServerHooked(t, func(c *Config) {
		c.Metrics = "127.0.0.1:0"
		c.MaxConnsPerAddr = 2
		c.loadBooks = load
	}, func(s *Server) {
		a, err := s.ServeMetrics()
		if err != nil {
			t.Fatal(err)
		}
		base = "http://" + a.String()
		if code, body := scrape(t, base+"/healthz"); code != http.StatusServiceUnavailable {
			t.Fatalf("/healthz before the server serves: %d %q, want 503", code, body)
		}
	})
	waitUntil(t, "/healthz answers 200", func() bool { code, _ := scrape(t, base+"/healthz"); return code == http.StatusOK })
	if _, body := scrape(t, base+"/healthz"); !strings.Contains(body, "loading: the engine's books") {
		t.Fatalf("/healthz while the books load: %q", body)
	}
	for series, want := range map[string]string{"fetaix_sessions": "0", "fetaix_rooms": "0", "fetaix_books_loaded": "0",
		"fetaix_search_slots": strconv.Itoa(srv.Config().MaxSearches), "fetaix_searches_running": "0", "fetaix_games_unsaved": "0"} {
		if got := metricValue(t, base, series); got != want {
			t.Errorf("%s = %q at the start, want %s", series, got, want)
		}
	}
	if metricValue(t, base, "go_goroutines") == "" || metricValue(t, base, "process_resident_memory_bytes") == "" {
		t.Error("no Go runtime or process metrics")
	}

	alice, bob, code := twoInARoom(t, addr, 100, 34)
	waitMetric(t, base, "fetaix_sessions", "2")
	waitMetric(t, base, "fetaix_rooms", "1")
	started := `fetaix_games_started_total{kind="room",rating="casual"}`
	finished := `fetaix_games_finished_total{kind="room",rating="casual",termination="decided"}`
	if got := metricValue(t, base, started); got != "1" {
		t.Fatalf("%s = %q once both are seated, want 1", started, got)
	}
	if got := metricValue(t, base, finished); got != "" {
		t.Fatalf("%s = %q before the game ended, want none", finished, got)
	}
	refused := `fetaix_refusals_total{limit="refused connections: too many at once from one address"}`
	if c, err := dialSSH(t, addr, "carol", nil); err == nil {
		c.Close()
		t.Fatal("a third connection from the address was let in")
	}
	waitMetric(t, base, refused, "1")
	seats := [2]*term{alice, bob}
	playOpeningKeys(t, srv, code, seats)
	_, marks := resignWhite(t, srv, code, seats)
	bob.waitText(marks[1], " resigned")
	waitMetric(t, base, finished, "1")
	waitMetric(t, base, `fetaix_store_writes_total{result="ok"}`, "1")
	waitMetric(t, base, "fetaix_store_write_seconds_count", "1")
	waitMetric(t, base, "fetaix_games_unsaved", "0")

	alice.close()
	bob.close()
	waitMetric(t, base, "fetaix_sessions", "0")

	release()
	waitMetric(t, base, "fetaix_books_loaded", "1")
	if code, body := scrape(t, base+"/healthz"); code != http.StatusOK || strings.Contains(body, "loading") {
		t.Fatalf("/healthz with the books read: %d %q", code, body)
	}
	// a game against the computer, left after a move each: started, and
	// ended (aborted) as its session closes
	solo := openTerm(t, addr, "solo", nil, "", 110, 34)
	openSoloGame(solo)
	if got := metricValue(t, base, `fetaix_games_started_total{kind="solo",rating="casual"}`); got != "1" {
		t.Fatalf("solo games started = %q, want 1", got)
	}
	solo.close()
	waitMetric(t, base, `fetaix_games_finished_total{kind="solo",rating="casual",termination="aborted"}`, "1")
	waitMetric(t, base, "fetaix_sessions", "0")
}
