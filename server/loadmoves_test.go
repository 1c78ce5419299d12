package server

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"
)

// With -load-moves=PATH, TestLoad writes every move it plays to PATH (a
// client process of -load-procs to PATH.i), one line a move: the time
// the keys were sent (Unix nanoseconds), the latency to the opponent's
// screen (nanoseconds), the pair and the ply. Sorted by the first field,
// it shows whether the slow moves cluster in time (the server's garbage
// collections, the start of every game at once) or by ply.
var loadMoves = flag.String("load-moves", "", "TestLoad: write each move's send time, latency, pair and ply to this file (worker i of -load-procs: to the file followed by .i)")

// moveLog is the file of -load-moves; a nil one records nothing.
type moveLog struct {
	f *os.File
	w *bufio.Writer
}

// openMoveLog opens -load-moves' file for this process, or returns nil
// without the flag.
func openMoveLog(t *testing.T) *moveLog {
	if *loadMoves == "" {
		return nil
	}
	path := *loadMoves
	if *loadWorker {
		path += "." + strconv.Itoa(*loadWorkerID)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatalf("-load-moves: %v", err)
	}
	return &moveLog{f: f, w: bufio.NewWriter(f)}
}

// record writes one move; the caller holds the lock of the moves' list.
func (l *moveLog) record(sent time.Time, lat time.Duration, pair, ply int) {
	if l != nil {
		fmt.Fprintf(l.w, "%d %d %d %d\n", sent.UnixNano(), lat.Nanoseconds(), pair, ply)
	}
}

// close writes out the file.
func (l *moveLog) close(t *testing.T) {
	if l == nil {
		return
	}
	if err := l.w.Flush(); err != nil {
		t.Errorf("-load-moves: %v", err)
	}
	if err := l.f.Close(); err != nil {
		t.Errorf("-load-moves: %v", err)
	}
}
