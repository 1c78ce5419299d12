package ui

import (
	"context"
	"testing"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
)

// TestGameAnalysisHintWaitsBehindTheComputersMoves: the game analysis's
// check of a mistake against the hint (gatedExplorer.Hint) is a search a
// player asked for: queued before another session's computer's move, it
// is still served after it, as hints and the explorer are.
func TestGameAnalysisHintWaitsBehindTheComputersMoves(t *testing.T) {
	g := ai.NewGate(1)
	hold, err := g.Acquire(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	x := explore.New(explore.Options{Book: ai.DefaultBook(), Engine: ai.New(1), Search: ai.Limits{Depth: 1},
		HintSearch: ai.Limits{Depth: 1}})
	ex := gatedExplorer{x: x, gate: g.Seat("analyst")}
	hinted := make(chan struct{})
	go func() {
		defer close(hinted)
		ex.Hint(context.Background(), game.StartPosition(), game.DefaultRules())
	}()
	waitGateQueued(t, g, 1)
	moved := make(chan int, 1) // the searches still waiting when the move got its slot
	go func() {
		release, err := g.Seat("player").Acquire(context.Background(), nil)
		if err != nil {
			t.Error(err)
			moved <- -1
			return
		}
		moved <- g.Stats().Queued
		release()
	}()
	waitGateQueued(t, g, 2)
	hold()
	if waiting := <-moved; waiting != 1 {
		t.Errorf("the computer's move got its slot with %d searches waiting, want the analysis's hint still waiting", waiting)
	}
	<-hinted
}

// waitGateQueued waits until n searches wait at g.
func waitGateQueued(t *testing.T, g *ai.Gate, n int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for g.Stats().Queued != n {
		if time.Now().After(deadline) {
			t.Fatalf("%d searches waiting, want %d", g.Stats().Queued, n)
		}
		time.Sleep(time.Millisecond)
	}
}
