package metrics

import "github.com/prometheus/client_golang/prometheus"

// Register adds other packages' collectors (server/notify's counters)
// to the metrics served.
func (m *Ops) Register(cs ...prometheus.Collector) {
	if m != nil {
		m.reg.MustRegister(cs...)
	}
}
