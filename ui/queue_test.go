package ui

import (
	"context"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"io"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// stepper runs a model's Cmds in goroutines, as the bubbletea runtime
// does, and feeds their messages to the model in the test's goroutine:
// unlike run, a Cmd that blocks (a search waiting for the gate) does not
// hold the others.
type stepper struct {
	t    *testing.T
	m    *Model
	msgs chan tea.Msg
	done chan struct{}
}

func newStepper(t *testing.T, m *Model) *stepper {
	s := &stepper{t: t, m: m, msgs: make(chan tea.Msg), done: make(chan struct{})}
	t.Cleanup(func() { close(s.done) })
	return s
}

// run starts cmd.
func (s *stepper) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	go func() {
		msg := cmd()
		if batch, ok := msg.(tea.BatchMsg); ok {
			for _, c := range batch {
				s.run(c)
			}
			return
		}
		if msg == nil {
			return
		}
		select {
		case s.msgs <- msg:
		case <-s.done:
		}
	}()
}

// until feeds messages to the model until cond holds.
func (s *stepper) until(what string, cond func() bool) {
	s.t.Helper()
	timeout := time.After(30 * time.Second)
	for !cond() {
		select {
		case msg := <-s.msgs:
			_, cmd := s.m.Update(msg)
			s.run(cmd)
		case <-timeout:
			s.t.Fatalf("timed out waiting for %s; screen:\n%s", what, view(s.m))
		}
	}
}

// busyGate returns a gate of one slot, taken (release frees it), with
// waiters more searches already waiting (cancel takes them away).
func busyGate(t *testing.T, waiters int) (g *ai.Gate, release func(), cancel context.CancelFunc) {
	t.Helper()
	g = ai.NewGate(1)
	release, err := g.Acquire(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	for i := range waiters {
		go func() {
			if r, err := g.Acquire(ctx, nil); err == nil {
				r()
			}
		}()
		for g.Stats().Queued != i+1 {
			time.Sleep(time.Millisecond)
		}
	}
	return g, release, cancel
}

// newGated returns a game against the computer, which plays White and so
// searches first, with its searches passing gate.
func newGated(t *testing.T, gate *ai.Gate) (*Model, *stepper) {
	m := New(Options{Seed: testSeed, Clipboard: Clipboard{Out: io.Discard},
		Mode: ModeAI, Color: game.Black, Level: 1, Gate: gate})
	m.noTicks = true
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	st := newStepper(t, m)
	st.run(m.Init())
	return m, st
}

// TestSearchWaitsForTheGate: the computer's search waits for a slot of
// the gate, the screen says so with its place in the queue, and the move
// comes once the slot is free.
func TestSearchWaitsForTheGate(t *testing.T) {
	gate, release, cancelOthers := busyGate(t, 1)
	m, st := newGated(t, gate)
	st.until("the search to queue", func() bool { return m.think.move != nil && m.think.move.queued.waiting })
	v := view(m)
	if !strings.Contains(v, "White to move: waiting for the engine (1 ahead)…") {
		t.Fatalf("the status does not show the wait:\n%s", v)
	}
	if m.g.Ply() != 0 || gate.Stats().Queued != 2 {
		t.Fatalf("the search did not wait: ply %d, gate %+v", m.g.Ply(), gate.Stats())
	}
	cancelOthers() // the search ahead gives up
	st.until("the place to move up", func() bool { return m.think.move.queued.ahead == 0 })
	if v := view(m); !strings.Contains(v, "waiting for the engine (next in line)…") {
		t.Fatalf("the new place is not shown:\n%s", v)
	}
	release()
	st.until("the computer's move", func() bool { return m.g.Ply() == 1 })
	if v := view(m); strings.Contains(v, "waiting for the engine") {
		t.Fatalf("still shown waiting after the move:\n%s", v)
	}
	if s := gate.Stats(); s.Peak != 1 {
		t.Fatalf("the gate had %d searches at once", s.Peak)
	}
}

// TestQueuedSearchCancelled: a search cancelled while it waits (the person
// opens the new-game screen) leaves the queue at once and never runs.
func TestQueuedSearchCancelled(t *testing.T) {
	gate, release, _ := busyGate(t, 0)
	m, st := newGated(t, gate)
	st.until("the search to queue", func() bool { return m.think.move != nil && m.think.move.queued.waiting })
	_, cmd := m.Update(keypress.Key("n"))
	st.run(cmd)
	if m.think.move != nil {
		t.Fatal("the new-game screen left the search on")
	}
	deadline := time.Now().Add(10 * time.Second)
	for gate.Stats().Queued != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("the cancelled search is still queued: %+v", gate.Stats())
		}
		time.Sleep(time.Millisecond)
	}
	release()
	if s := gate.Stats(); s.Running != 0 || m.g.Ply() != 0 {
		t.Fatalf("the cancelled search ran: gate %+v, ply %d", s, m.g.Ply())
	}
}
