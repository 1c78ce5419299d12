package server

import (
	"flag"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// Engine load for TestLoad: -load-solo=K more sessions each watch the
// computer play itself at the top level, starting a new game whenever one
// ends, so that K searches want the processors while the rooms play.
// -load-max-searches sets Config.MaxSearches of the in-process server
// (0: its default; a huge value is no cap at all).
var (
	loadSolo        = flag.Int("load-solo", 0, "TestLoad: also open this many sessions where the computer plays itself at level 6")
	loadMaxSearches = flag.Int("load-max-searches", 0, "TestLoad: the in-process server's MaxSearches (0: the default)")
)

// soloLoad is the sessions of -load-solo.
type soloLoad struct {
	terms []*term
	stop  chan struct{}
	wg    sync.WaitGroup
}

// startSoloLoad opens k sessions, each watching the computer play itself
// at level 6 (the busiest engine), and keeps them playing until stop.
func startSoloLoad(t *testing.T, addr string, k int, deadline time.Time) *soloLoad {
	s := &soloLoad{stop: make(chan struct{})}
	var open sync.WaitGroup
	var mu sync.Mutex
	sem := make(chan struct{}, 16)
	for i := range k {
		open.Add(1)
		go func() {
			defer open.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			tm := openTerm(t, addr, fmt.Sprintf("solo%d", i), nil, "", 100, 34)
			if err := watchTopLevel(tm, deadline); err != nil {
				t.Errorf("solo session %d: %v", i, err)
				return
			}
			mu.Lock()
			s.terms = append(s.terms, tm)
			mu.Unlock()
		}()
	}
	open.Wait()
	for _, tm := range s.terms {
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			s.replay(tm)
		}()
	}
	return s
}

// watchTopLevel takes a session from the lobby to the computer playing
// itself at level 6, through the new-game screen.
func watchTopLevel(tm *term, deadline time.Time) error {
	steps := []struct{ keys, want string }{
		{"", lobbyText},
		{"1", "Start the game"},
		{"jll", "computer vs computer"}, // Mode, two to the right
		{"j", "> Level"},                // Colour is skipped in this mode
		{"llll", "6 master"},
		{"\r", "> [ Start the game ]"},
		{"\r", "the computer plays itself (level 6"},
	}
	for _, st := range steps {
		mk := tm.mark()
		tm.send(st.keys)
		if _, ok := tm.waitHit(mk, st.want, deadline); !ok {
			return fmt.Errorf("%q not seen after %q", st.want, st.keys)
		}
	}
	return nil
}

// replay starts a new game (same settings) whenever the one on screen
// ends, looking once a second at what was drawn since.
func (s *soloLoad) replay(tm *term) {
	from := tm.mark()
	for {
		select {
		case <-s.stop:
			return
		case <-time.After(time.Second):
		}
		end := tm.mark()
		over := strings.Contains(tm.text(max(from-64, 0)), "Game over")
		from = end
		if over {
			tm.send("n")
			tm.send("\r")
			from = tm.mark()
		}
	}
}

// close stops the games (their sessions close with the test).
func (s *soloLoad) close() {
	close(s.stop)
	s.wg.Wait()
}

// searchesText describes the in-process server's search gate.
func searchesText(srv *Server) string {
	if srv == nil {
		return "(an external server: see its --max-searches)"
	}
	st := srv.searches.Stats()
	return fmt.Sprintf("cap %d, at most %d, %d waiting at the end", st.Slots, st.Peak, st.Queued)
}
