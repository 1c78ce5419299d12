package server

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/store"
)

// How a record that could not be written is retried: first after
// saveRetryFirst, then twice as long each time, at most saveRetryMax.
const (
	saveRetryFirst = 2 * time.Second
	saveRetryMax   = 5 * time.Minute
)

// saveAsync writes rec in the background, and keeps it in memory and
// retries with backoff while writing fails; at shutdown it tries once
// more and logs what it could not write, the record itself included.
// report (if not nil) is told of the first failure and of a success after
// failures, for the players. The write is counted in h.saves at once, so
// that whoever waits on h.saves after this call (Shutdown, tests) waits
// for it; saveAsync takes no lock, and may be called under a room's.
func (h *Hub) saveAsync(rec Record, report func(error)) {
	h.saves.Add()
	go func() {
		defer h.saves.Done()
		h.saveRetrying(rec, report)
	}()
}

func (h *Hub) saveRetrying(rec Record, report func(error)) {
	wait, final := saveRetryFirst, false
	for attempt := 1; ; attempt++ {
		path, err := h.write(h.dataDir, rec)
		if err == nil {
			h.log.Info("game saved", "room", rec.Code, "game", rec.GameNo, "result", rec.Result.String(), "path", path, "attempt", attempt)
			if attempt > 1 && report != nil {
				report(nil)
			}
			return
		}
		if attempt == 1 && report != nil {
			report(err)
		}
		if final { // the server is going down: this was the last try
			h.lost(rec, err)
			return
		}
		h.failures.note("saving games failed; keeping them and retrying", "room", rec.Code, "game", rec.GameNo, "attempt", attempt, "retry_in", wait, "error", err)
		select {
		case <-h.quit:
			final = true
		case <-time.After(wait):
		}
		wait = min(2*wait, saveRetryMax)
	}
}

// lost logs a record that could not be written before shutdown, with its
// text, so that the game is not lost with the process.
func (h *Hub) lost(rec Record, err error) {
	text, _ := recordText(rec)
	h.log.Error("could not write game record before shutdown", "room", rec.Code, "game", rec.GameNo,
		"white", rec.White, "black", rec.Black, "error", err, "record", string(text))
}

// stopSaving makes every write still retrying try once more, now, and give
// up; Shutdown then waits for them.
func (h *Hub) stopSaving() {
	h.quitOnce.Do(func() { close(h.quit) })
}

// CheckStorage tries writing into the games directory, as the server
// starts: a full or read-only data dir is then reported at once rather
// than when the first game ends.
func (h *Hub) CheckStorage() error {
	dir := gamesDir(h.dataDir)
	if err := os.MkdirAll(dir, store.DirMode); err != nil {
		return err
	}
	probe := filepath.Join(dir, ".write-test")
	if err := atomicfile.WriteFile(probe, []byte("fetaix\n"), store.FileMode); err != nil {
		return err
	}
	return os.Remove(probe)
}

// storageTrouble says in players' words what went wrong with the disk,
// without the server's paths.
func storageTrouble(err error) string {
	var coded interface{ Code() int } // SQLite's result codes
	switch {
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT):
		return "disk full"
	case errors.Is(err, syscall.EROFS), errors.Is(err, fs.ErrPermission):
		return "data dir read-only"
	case errors.As(err, &coded) && coded.Code()&0xff == sqliteFull:
		return "disk full"
	case errors.As(err, &coded) && coded.Code()&0xff == sqliteReadOnly:
		return "database read-only"
	case errors.As(err, new(dbError)):
		return "database error"
	}
	return "data dir not writable"
}

// SQLite's primary result codes that players are told in words.
const (
	sqliteReadOnly = 8
	sqliteFull     = 13
)

// saveProblem is what players see of a game that could not be written
// (err) or was written after all (nil); short, to fit a header row.
func saveProblem(what string, err error) string {
	if err != nil {
		return fmt.Sprintf("%s not saved yet (%s); the server keeps it and retries", what, storageTrouble(err))
	}
	return what + " saved after all"
}
