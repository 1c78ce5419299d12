package server

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"
	"testing"
)

// TestStorageTroubleInPlayersWords: each kind of failed write is told in
// its own words, wrapped or not, and an unknown one in general words.
func TestStorageTroubleInPlayersWords(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		err  error
		want string
	}{
		{syscall.ENOSPC, "disk full"},
		{fmt.Errorf("write: %w", syscall.EDQUOT), "disk full"},
		{syscall.EROFS, "data dir read-only"},
		{fs.ErrPermission, "data dir read-only"},
		{dbError{errors.New("locked")}, "database error"},
		{errors.New("something else"), "data dir not writable"},
	} {
		if got := storageTrouble(c.err); got != c.want {
			t.Errorf("storageTrouble(%v) = %q, want %q", c.err, got, c.want)
		}
	}
	if got := saveProblem("game 1", syscall.ENOSPC); got != "game 1 not saved yet (disk full); the server keeps it and retries" {
		t.Errorf("saveProblem: %q", got)
	}
	if got := saveProblem("game 1", nil); got != "game 1 saved after all" {
		t.Errorf("saveProblem after a success: %q", got)
	}
}
