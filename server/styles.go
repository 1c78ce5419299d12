package server

import "github.com/charmbracelet/lipgloss"

// styles are the lobby's and the room header's styles, built from the
// session's own renderer.
type styles struct {
	title, selected, dim, err, good, key lipgloss.Style
}

func newStyles(r *lipgloss.Renderer, noColor bool) styles {
	s := styles{
		title:    r.NewStyle().Bold(true),
		selected: r.NewStyle().Bold(true).Reverse(true),
		dim:      r.NewStyle().Faint(true),
		err:      r.NewStyle().Bold(true),
		good:     r.NewStyle().Bold(true),
		key:      r.NewStyle().Bold(true),
	}
	if !noColor {
		s.title = s.title.Foreground(lipgloss.AdaptiveColor{Light: "#7a4b00", Dark: "#f0c060"})
		s.err = s.err.Foreground(lipgloss.AdaptiveColor{Light: "#b00020", Dark: "#ff6b6b"})
		s.good = s.good.Foreground(lipgloss.AdaptiveColor{Light: "#006400", Dark: "#7ee787"})
	}
	return s
}
