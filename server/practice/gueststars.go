package practice

import (
	"maps"
	"sync"

	"github.com/fetaix/fetaix/learn"
)

// GuestStars is the lesson stars of a session without a player in the
// store (a guest), kept for the session only. Set may be called off the
// session's update loop: it is guarded. The zero value holds no stars.
type GuestStars struct {
	mu sync.Mutex
	p  learn.Progress
}

// Get returns a copy of the stars.
func (s *GuestStars) Get() learn.Progress {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.p == nil {
		return learn.Progress{}
	}
	return maps.Clone(s.p)
}

// Set keeps a copy of p (ui.LearnOptions.Save); it never fails.
func (s *GuestStars) Set(p learn.Progress) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.p = maps.Clone(p)
	return nil
}
