package cli

import (
	"context"
	"io"
	"os"
	"os/signal"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/plain"
	"github.com/fetaix/fetaix/tables"
	"github.com/fetaix/fetaix/ui"
)

// playPlain plays the game of o against the computer in plain mode
// (package plain): one line per event on stdout, commands read as lines
// from stdin, a terminal or a pipe; no screen is drawn. It ends when the
// player quits, stdin ends or a signal comes.
func playPlain(o ui.Options, t *tables.Cache, stdin io.Reader, stdout io.Writer) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	r, start := game.DefaultRules(), game.StartPosition()
	if o.Rules != nil {
		r = *o.Rules
	}
	if o.Start != nil {
		start = *o.Start
	}
	out := plain.NewOut(stdout, false)
	lines := make(chan plain.Line)
	done := make(chan struct{})
	defer close(done)
	go plain.ReadLines(stdin, nil, lines, done)
	g := plain.EngineGame{Level: o.Level, Rules: r, Start: start, Human: o.Color, Seed: o.Seed, Tables: t,
		Voice: plain.NewVoice(o.Lang.Lang())} // --lang, else the environment; logical order whatever --bidi says
	err := g.Play(ctx, lines, out)
	if ctx.Err() != nil {
		return nil // interrupted: the player left
	}
	return err
}
