package server

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"
	"runtime/metrics"
	"time"

	tea "charm.land/bubbletea/v2"
)

// The engine's books (the proven results of proofs/: seconds to read, and
// tens of MB) are read once per server, in the background from its start:
// the server listens at once, and only a game against the computer waits
// for them, with a note on its player's screen; no session's first move
// pays for reading them or is counted for their memory.

// booksLoadingNote is what a player who asked for a game against the
// computer sees while the books are read.
const booksLoadingNote = "loading the engine's books… your game starts when they are read"

// engineBooks is the reading of the engine's books.
type engineBooks struct {
	done     chan struct{} // closed when read (or failed)
	returned chan struct{} // closed after, when their garbage is given back
}

// booksGarbageToReturn is the least the reading of the books allocates
// (bytes, garbage included) that makes readBooks give the free memory back
// to the OS at once.
const booksGarbageToReturn = 8 << 20

// heapAllocated returns the bytes the process has allocated on the heap
// so far (freed ones included).
func heapAllocated() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// readBooks starts reading the books with load (nil: ai.PreloadBook),
// logging the start, the end and how long it took.
func readBooks(load func() error, log *slog.Logger) *engineBooks {
	if load == nil {
		load = preloadBook
	}
	b := &engineBooks{done: make(chan struct{}), returned: make(chan struct{})}
	log.Info("loading the engine's books (proven results)")
	go func() {
		defer close(b.returned)
		before := heapAllocated()
		read(b, load, log)
		// reading them left as much again free (their tables grown by
		// append, sorted, copied): give it back to the OS once the games
		// may use them, or an idle server's RSS keeps it (about 70 MiB)
		// until the runtime's scavenger gets to it; books read already by
		// the process (a second server) leave nothing worth a collection
		// of the whole heap
		if heapAllocated()-before >= booksGarbageToReturn {
			debug.FreeOSMemory()
		}
	}()
	return b
}

// read reads the books with load, logging how it went, and closes b.done.
func read(b *engineBooks, load func() error, log *slog.Logger) {
	defer close(b.done)
	start := time.Now()
	err := safely(load)
	took := time.Since(start).Round(time.Millisecond)
	if err != nil {
		log.Warn("the engine's books could not be read: the computer plays without them", "took", took, "error", err)
		return
	}
	log.Info("the engine's books are loaded", "took", took)
}

// safely runs load, turning a panic into an error: a broken book must not
// take the server down.
func safely(load func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return load()
}

// ready reports whether the books are read.
func (b *engineBooks) ready() bool {
	select {
	case <-b.done:
		return true
	default:
		return false
	}
}

// booksReadyMsg tells a session that the engine's books are read.
type booksReadyMsg struct{}

// await returns a command that waits for the books, until ctx (the
// session's) ends.
func (b *engineBooks) await(ctx context.Context) tea.Cmd {
	return func() tea.Msg {
		select {
		case <-b.done:
			return booksReadyMsg{}
		case <-ctx.Done():
			return nil
		}
	}
}

// playComputer opens a game against the computer once the books are
// read; until then the lobby says they are being read, and the game opens
// when they are (unless the player chose something else meanwhile).
func (a *app) playComputer() tea.Cmd {
	if a.srv.books.ready() {
		return a.startSolo()
	}
	l := a.lobby
	l.msg, l.msgErr, l.soloWaiting = booksLoadingNote, false, true
	return a.srv.books.await(a.ctx)
}

// booksRead opens the game against the computer the lobby was waiting
// for, if it still is.
func (l *lobby) booksRead() tea.Cmd {
	if !l.soloWaiting || l.page != pageMenu {
		return nil
	}
	l.soloWaiting, l.msg = false, ""
	return l.a.startSolo()
}
