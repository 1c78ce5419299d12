package ui

import "charm.land/lipgloss/v2"

// StyleMemo renders texts in styles and remembers the results, for views
// drawn again and again from the same few fragments (lipgloss rendering
// is otherwise the bulk of a view's time). A style is known by its
// address, so the styles must outlive the memo and not change while it
// is used. The zero value remembers up to DefaultMemoSize texts.
type StyleMemo struct {
	// Max bounds the texts remembered; past it they are all forgotten
	// (0: DefaultMemoSize).
	Max int
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
// rendered before.
func (s *StyleMemo) Render(st *lipgloss.Style, text string) string {
	k := memoKey{st, text}
	if v, ok := s.m[k]; ok {
		return v
	}
	limit := s.Max
	if limit <= 0 {
		limit = DefaultMemoSize
	}
	if s.m == nil {
		s.m = map[memoKey]string{}
	} else if len(s.m) >= limit {
		clear(s.m)
	}
	v := st.Render(text)
	s.m[k] = v
	return v
}
