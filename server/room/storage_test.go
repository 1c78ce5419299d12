package room

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
	if got := LastGameSaveIn(nil, syscall.ENOSPC); got != "your last game not saved yet (disk full); the server keeps it and retries" {
		t.Errorf("LastGameSaveIn: %q", got)
	}
	if got := LastGameSaveIn(nil, nil); got != "your last game saved after all" {
		t.Errorf("LastGameSaveIn after a success: %q", got)
	}
	if got := gameSaveSaid(1, syscall.ENOSPC).String(); got != "game 1 not saved yet (disk full); the server keeps it and retries" {
		t.Errorf("gameSaveSaid: %q", got)
	}
}
