package ui

import "github.com/fetaix/fetaix/internal/i18n"

// Waiting for the engine: with Options.Gate set (an SSH server), a search
// may wait its turn before it runs. Its goroutine reports its place in the
// queue through search.queue, and the model shows it on the status line
// and in the panel instead of a silent stall.

// searchRunning is the place a search reports once it holds a slot.
const searchRunning = -1

// thinkQueueMsg is search id's place in the gate's queue: how many
// searches wait ahead of it, or searchRunning.
type thinkQueueMsg struct {
	id    int
	ahead int
	s     *search
}

// queueState is what the model knows of a search's wait.
type queueState struct {
	waiting bool
	ahead   int
	status  string     // the status line shown while waiting
	before  string     // the status line it replaced
	kind    statusKind // and its colour
}

// latest puts v in ch (capacity 1), replacing a value not yet taken: the
// reader only needs the newest place. There is one writer at a time.
func latest(ch chan int, v int) {
	for {
		select {
		case ch <- v:
			return
		default:
		}
		select {
		case <-ch:
		default:
		}
	}
}

// searchQueued takes in a search's new place in the queue.
func (m *Model) searchQueued(s *search, ahead int) {
	q := &s.queued
	if ahead == searchRunning {
		if q.waiting && m.status == q.status && m.prompt() == nil {
			m.setStatus(q.kind, "%s", q.before)
		}
		*q = queueState{}
		return
	}
	if !q.waiting {
		q.before, q.kind = m.status, m.statusKind
	}
	q.waiting, q.ahead = true, ahead
	var what i18n.ID
	switch s.kind {
	case searchMove:
		what = txtWaitMove
	case searchHint:
		what = txtWaitHint
	case searchDraw:
		what = txtWaitDraw
	default:
		return // the analysis shows its own wait (analysisText)
	}
	q.status = m.tr(what, "Side", m.side(m.g.Position().SideToMove()), "Wait", waitText(m.opts.Lang, ahead))
	m.setStatus(statusInfo, "%s", q.status)
}

// waitText says that a search waits, and its place.
func waitText(l *i18n.Localizer, ahead int) string {
	return l.T(txtWaitText, "Place", waitPlace(l, ahead))
}

// waitPlace is a search's place in the queue in words.
func waitPlace(l *i18n.Localizer, ahead int) string {
	if ahead == 0 {
		return l.T(txtWaitNext)
	}
	return l.N(txtWaitAhead, ahead)
}

// waitingSearch is the game's search (the computer's move, or a hint or
// draw decision) that waits for the engine, or nil.
func (m *Model) waitingSearch() *search {
	for _, s := range []*search{m.think.move, m.think.ask} {
		if s != nil && s.queued.waiting {
			return s
		}
	}
	return nil
}

// currentSearch reports whether s is one of the model's searches now.
func (m *Model) currentSearch(s *search) bool {
	return s != nil && (s == m.think.move || s == m.think.ask || s == m.analysis.s)
}
