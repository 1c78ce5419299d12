package notify

import "github.com/prometheus/client_golang/prometheus"

// Collectors are the notifier's counters for the server's metrics:
// fetaix_notify_total{result} (sent, failed, retried, dropped,
// suppressed: Stats).
func (n *Notifier) Collectors() []prometheus.Collector {
	var out []prometheus.Collector
	for _, c := range []struct {
		result string
		read   func(Stats) int64
	}{
		{"sent", func(s Stats) int64 { return s.Sent }},
		{"failed", func(s Stats) int64 { return s.Failed }},
		{"retried", func(s Stats) int64 { return s.Retried }},
		{"dropped", func(s Stats) int64 { return s.Dropped }},
		{"suppressed", func(s Stats) int64 { return s.Suppressed }},
	} {
		out = append(out, prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "fetaix_notify_total",
			Help:        "Notifications: messages sent, failed (given up on) and retried; events dropped (a queue or bound full) and suppressed (their game told of lately).",
			ConstLabels: prometheus.Labels{"result": c.result}},
			func() float64 { return float64(c.read(n.Stats())) }))
	}
	return out
}
