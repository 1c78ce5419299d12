package ui

import (
	"sync"
	"sync/atomic"

	"charm.land/lipgloss/v2"
)

// StyleMemo renders texts in styles and remembers the results, for views
// drawn again and again from the same few fragments (lipgloss rendering
// is otherwise the bulk of a view's time). A style is known by its
// address, so the styles must outlive the memo and not change while it
// is used. A memo is safe for use by many goroutines at once, and finding
// a text takes no lock: the models drawing in the same styles (a server's
// sessions) share one, and what one has rendered the others find, without
// any waiting for another that holds a lock (and whose thread the system
// may have stopped). The zero value remembers up to DefaultMemoSize texts.
type StyleMemo struct {
	// Max bounds the texts remembered; past it they are all forgotten
	// (0: DefaultMemoSize).
	Max int
	m   sync.Map // memoKey → string
	n   atomic.Int64
}

// DefaultMemoSize is the bound of a StyleMemo whose Max is 0.
const DefaultMemoSize = 4096

// memoKey identifies a rendered fragment: a style (by its address) and
// the text.
type memoKey struct {
	st   *lipgloss.Style
	text string
}

// Render returns text rendered in *st, from the memo when it was
// rendered before.
func (s *StyleMemo) Render(st *lipgloss.Style, text string) string {
	k := memoKey{st, text}
	if v, ok := s.m.Load(k); ok {
		return v.(string)
	}
	v := st.Render(text)
	if _, loaded := s.m.LoadOrStore(k, v); !loaded {
		limit := s.Max
		if limit <= 0 {
			limit = DefaultMemoSize
		}
		if s.n.Add(1) > int64(limit) {
			s.n.Store(0)
			s.m.Clear()
		}
	}
	return v
}
