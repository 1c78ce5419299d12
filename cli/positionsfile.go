package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/match"
)

// A positions file of fetaix match positions or fetaix match deck is
// made in FILE.partial, each start appended as it is found with the
// walks tried so far, so that a run stopped goes on from there; the
// finished file is written once, never over one there.

// finishPositions writes the starts found under header: to stdout when
// the run has no file (partial nil), else to out, the finished file
// (written true).
func finishPositions(stdout io.Writer, out string, partial *os.File, header string, starts []match.Start) (written bool, err error) {
	var b bytes.Buffer
	b.WriteString(header)
	for _, s := range starts {
		fmt.Fprintln(&b, s)
	}
	if partial == nil {
		_, err = stdout.Write(b.Bytes())
		return false, err
	}
	return true, writePositions(out, partial.Name(), b.Bytes())
}

// writePositions writes the finished file out, never over one there; on
// failure it removes what it wrote, and the error names partial, which
// still holds the positions.
func writePositions(out, partial string, data []byte) error {
	f, err := os.OpenFile(out, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return fmt.Errorf("--out: %w (the positions are in %s)", err, partial)
	}
	defer f.Close() //nolint:errcheck // closed and checked below; this only covers a failed write
	if _, err := f.Write(data); err != nil {
		return errors.Join(fmt.Errorf("--out: %w (the positions are in %s)", err, partial), os.Remove(out))
	}
	if err := f.Close(); err != nil {
		return errors.Join(fmt.Errorf("--out: %w (the positions are in %s)", err, partial), os.Remove(out))
	}
	return nil
}

// walksMark opens the line of a partial positions file that follows
// each start: the walks tried when it was found.
const walksMark = "# walks tried: "

// openPartial opens out.partial, the file that holds a run's positions
// as they are found, for appending: a file out already there is an error
// (never overwritten). When out.partial exists, it must open with header
// (the same flags); its starts and walks are the run's progress so far.
// Otherwise it is made, holding header.
func openPartial(out, header string) (*os.File, match.Progress, error) {
	var from match.Progress
	if _, err := os.Lstat(out); err == nil {
		return nil, from, fmt.Errorf("--out: %s exists", out)
	}
	name := out + ".partial"
	data, err := os.ReadFile(name)
	switch {
	case errors.Is(err, os.ErrNotExist):
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return nil, from, fmt.Errorf("--out: %w", err)
		}
		if _, err := f.WriteString(header); err != nil {
			_ = f.Close() // the write's error is the one to report
			return nil, from, errors.Join(fmt.Errorf("--out: %w", err), os.Remove(name))
		}
		return f, from, nil
	case err != nil:
		return nil, from, fmt.Errorf("--out: %w", err)
	}
	rest, ok := bytes.CutPrefix(data, []byte(header))
	if !ok {
		return nil, from, fmt.Errorf("--out: %s was made by other flags (its header differs): remove it to start again, or give its flags", name)
	}
	marks := 0
	for _, line := range strings.Split(string(rest), "\n") {
		if w, ok := strings.CutPrefix(line, walksMark); ok {
			if from.Walks, err = strconv.Atoi(w); err != nil {
				return nil, from, fmt.Errorf("--out: %s: bad line %q", name, line)
			}
			marks++
		}
	}
	if marks > 0 {
		if from.Starts, err = match.ReadStarts(bytes.NewReader(rest)); err != nil {
			return nil, from, fmt.Errorf("--out: %s: %w", name, err)
		}
	}
	if len(from.Starts) != marks {
		return nil, from, fmt.Errorf("--out: %s: %d positions but %d lines %q: a damaged file", name, len(from.Starts), marks, walksMark)
	}
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return nil, from, fmt.Errorf("--out: %w", err)
	}
	return f, from, nil
}
