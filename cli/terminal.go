package cli

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/term"
)

// quitSignals are the signals on which the game quits as bubbletea quits
// on SIGTERM: its loop ends and it restores the terminal (the main screen,
// mouse reporting off, the tty's mode) before the process exits. Left to
// their default, SIGHUP and SIGQUIT ended the process at once with the
// terminal raw, in the alternate screen and reporting the mouse.
var quitSignals = []os.Signal{syscall.SIGHUP, syscall.SIGINT, syscall.SIGTERM, syscall.SIGQUIT}

// signalError is the error of a game that quit on a signal; the exit
// status is then 128 plus the signal's number, as for a process that a
// signal ended.
type signalError struct{ sig os.Signal }

func (e signalError) Error() string { return "quit on signal: " + e.sig.String() }

// status returns the exit status for the signal.
func (e signalError) status() int {
	if n, ok := e.sig.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return 1
}

// runUntilSignal runs p. The first signal on sigs, whether it came before
// p started or while it runs, quits p as SIGTERM does, and ends the
// catching: a second signal has its default effect, so that a game that
// hangs while quitting can still be ended (or dumped, with SIGQUIT).
func runUntilSignal(p *tea.Program, sigs chan os.Signal) error {
	done := make(chan struct{})
	caught := make(chan os.Signal, 1)
	go func() {
		defer close(caught)
		select {
		case sig := <-sigs:
			signal.Stop(sigs)
			caught <- sig
			p.Quit()
		case <-done:
		}
	}()
	_, err := p.Run()
	close(done)
	if sig, ok := <-caught; ok {
		return signalError{sig}
	}
	return err
}

// terminals returns standard input and output as the terminals the game
// needs, or an error naming the stream that is not one. With a pipe or a
// file the full screen would be drawn where nobody sees it, or keys would
// never come (echo hi | fetaix, fetaix > file): the game refuses before
// anything is drawn. The command-line tools read and write pipes.
func terminals(stdin io.Reader, stdout io.Writer) (in, out *os.File, err error) {
	in, inOK := stdin.(*os.File)
	inOK = inOK && term.IsTerminal(in.Fd())
	out, outOK := stdout.(*os.File)
	outOK = outOK && term.IsTerminal(out.Fd())
	var not string
	switch {
	case inOK && outOK:
		return in, out, nil
	case !inOK && !outOK:
		not = "standard input and output are not terminals"
	case !inOK:
		not = "standard input is not a terminal"
	default:
		not = "standard output is not a terminal"
	}
	return nil, nil, fmt.Errorf("the game needs a terminal: %s (the tools, such as fetaix moves or fetaix engine, work with pipes: see fetaix help)", not)
}
