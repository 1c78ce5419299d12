package ui

import (
	"sync"

	"charm.land/lipgloss/v2"
)

// StyleMemo renders texts in styles and remembers the results, for views
// drawn again and again from the same few fragments (lipgloss rendering
// is otherwise the bulk of a view's time). A style is known by its
// address, so the styles must outlive the memo and not change while it
// is used. A memo is safe for use by many goroutines at once: the models
// drawing in the same styles (a server's sessions) share one, and what
// one has rendered the others find. The zero value remembers up to
// DefaultMemoSize texts.
type StyleMemo struct {
	// Max bounds the texts remembered; past it they are all forgotten
	// (0: DefaultMemoSize).
	Max int
	mu  sync.RWMutex
	m   map[memoKey]string
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
// rendered before. A text is rendered outside the memo's lock.
func (s *StyleMemo) Render(st *lipgloss.Style, text string) string {
	k := memoKey{st, text}
	s.mu.RLock()
	v, ok := s.m[k]
	s.mu.RUnlock()
	if ok {
		return v
	}
	v = st.Render(text)
	limit := s.Max
	if limit <= 0 {
		limit = DefaultMemoSize
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = map[memoKey]string{}
	} else if len(s.m) >= limit {
		clear(s.m)
	}
	s.m[k] = v
	return v
}
