package solve

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// The resumable state of a search: the transposition table's used
// entries, after a header naming the root and the rules, in one file
// (DIR/solve.state) replaced atomically (written to a temporary file,
// synced, renamed). A run given the same directory loads it first, and
// goes on from the numbers it holds: proven and disproven positions stay
// so, open ones keep their numbers.

const stateName = "solve.state"

// stateHeader is the state file's first line.
func stateHeader(root, rules string) string {
	return fmt.Sprintf("fetaix-solve-state 1 %q %q\n", root, rules)
}

// saveState writes t to dir atomically.
func saveState(dir, root, rules string, t *table) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, stateName+".tmp*")
	if err != nil {
		return err
	}
	// the temporary file goes unless it was renamed into place, when the
	// remove finds nothing
	defer os.Remove(f.Name()) //nolint:errcheck // nothing to report either way
	w := bufio.NewWriterSize(f, 1<<20)
	w.WriteString(stateHeader(root, rules))
	var buf [28]byte
	t.each(func(e entry) {
		binary.LittleEndian.PutUint64(buf[0:], e.key)
		binary.LittleEndian.PutUint64(buf[8:], e.rep)
		binary.LittleEndian.PutUint32(buf[16:], e.pn)
		binary.LittleEndian.PutUint32(buf[20:], e.dn)
		binary.LittleEndian.PutUint32(buf[24:], e.work)
		w.Write(buf[:])
	})
	// on a failed write the file is dropped: its Close adds nothing to
	// the write's error
	if err := w.Flush(); err != nil {
		_ = f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		_ = f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), filepath.Join(dir, stateName))
}

// loadState reads dir's state into t and returns the entries it read; no
// file is no entries. A state of another root or other rules is an error.
func loadState(dir, root, rules string, t *table) (int, error) {
	f, err := os.Open(filepath.Join(dir, stateName))
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	defer f.Close() //nolint:errcheck // opened for reading: closing cannot lose data
	r := bufio.NewReaderSize(f, 1<<20)
	head, err := r.ReadString('\n')
	if err != nil || head != stateHeader(root, rules) {
		return 0, fmt.Errorf("%s: the state of another position or rules (%q); use another --state directory", f.Name(), head)
	}
	var buf [28]byte
	n := 0
	for {
		if _, err := io.ReadFull(r, buf[:]); err == io.EOF {
			return n, nil
		} else if err != nil {
			return n, fmt.Errorf("%s: %w", f.Name(), err)
		}
		t.put(entry{key: binary.LittleEndian.Uint64(buf[0:]), rep: binary.LittleEndian.Uint64(buf[8:]),
			pn: binary.LittleEndian.Uint32(buf[16:]), dn: binary.LittleEndian.Uint32(buf[20:]), work: binary.LittleEndian.Uint32(buf[24:])})
		n++
	}
}
