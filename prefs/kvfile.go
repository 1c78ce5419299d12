package prefs

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/fetaix/fetaix/internal/atomicfile"
)

// The settings and statistics files share one text format: one
// "key = value" entry per line; blank lines and lines whose first non-blank
// character is '#' are ignored. Keys are case-insensitive. A line that is
// not understood is reported (as a Warning) and, when the file is next
// saved, commented out behind "# (ignored)": kept, so nothing a person wrote
// is lost, but not reported again.

// maxFileSize bounds what is read of a settings or statistics file.
const maxFileSize = 1 << 20

// Warning is a problem found in a settings or statistics file. It never
// stops the program: the entry is ignored.
type Warning struct {
	Path string
	Line int // 0 when the problem is the whole file
	Msg  string
}

// Error returns "PATH:LINE: message".
func (w Warning) Error() string {
	if w.Line == 0 {
		return fmt.Sprintf("%s: %s", w.Path, w.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", w.Path, w.Line, w.Msg)
}

// entry is one "key = value" line.
type entry struct {
	line       int
	key, value string
	bad        bool // not a "key = value" line (already reported)
}

// kvFile is a file read as entries.
type kvFile struct {
	path     string
	exists   bool // the file is there (read or not)
	entries  []entry
	warnings []Warning
}

// readKV reads path. A missing file is empty and not a problem; any other
// read failure is a warning.
func readKV(path string) kvFile {
	f := kvFile{path: path}
	file, err := os.Open(path)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			f.warn(0, fmt.Sprintf("cannot read it (%v); using defaults", err))
		}
		return f
	}
	f.exists = true
	defer file.Close() //nolint:errcheck // opened for reading: closing cannot lose data
	data, err := io.ReadAll(io.LimitReader(file, maxFileSize+1))
	switch {
	case err != nil:
		f.warn(0, fmt.Sprintf("cannot read it (%v); using defaults", err))
		return f
	case len(data) > maxFileSize:
		f.warn(0, fmt.Sprintf("larger than %d bytes, not a settings file; using defaults", maxFileSize))
		return f
	}
	for i, line := range strings.Split(string(data), "\n") {
		raw := strings.TrimRight(line, "\r")
		t := strings.TrimSpace(raw)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		key, value, ok := strings.Cut(t, "=")
		if !ok {
			f.warn(i+1, fmt.Sprintf("%q is not a \"key = value\" line; ignored", t))
			f.entries = append(f.entries, entry{line: i + 1, bad: true})
			continue
		}
		f.entries = append(f.entries, entry{line: i + 1, key: strings.ToLower(strings.TrimSpace(key)),
			value: strings.TrimSpace(value)})
	}
	return f
}

func (f *kvFile) warn(line int, msg string) {
	f.warnings = append(f.warnings, Warning{Path: f.path, Line: line, Msg: msg})
}

// item is one setting to write: its comment, key and value.
type item struct{ help, key, value string }

// ignoredMark starts a line that was not understood, commented out.
const ignoredMark = "# (ignored) "

// updateKV returns the new text of a file whose old text is old (empty when
// there was none): every line is kept as it was, except that the first line
// of each item's key gets the item's value, and lines that are not
// understood (not "key = value", unknown key, bad value, or a key given
// again) are commented out behind ignoredMark so that they are reported
// only once. Items missing from old are appended with their comment; a new
// file starts with the header comment lines.
func updateKV(old string, header []string, items []item, canon func(key string) string, valid func(key, value string) bool) []byte {
	var b strings.Builder
	index := map[string]int{}
	for i, it := range items {
		index[it.key] = i
	}
	written := make([]bool, len(items))
	if old == "" {
		for _, h := range header {
			b.WriteString("# " + h + "\n")
		}
	}
	old = strings.TrimSuffix(old, "\n")
	if old != "" {
		for _, raw := range strings.Split(old, "\n") {
			raw = strings.TrimRight(raw, "\r")
			t := strings.TrimSpace(raw)
			if t == "" || strings.HasPrefix(t, "#") {
				b.WriteString(raw + "\n")
				continue
			}
			key, value, ok := strings.Cut(t, "=")
			key, value = canon(strings.ToLower(strings.TrimSpace(key))), strings.TrimSpace(value)
			i, known := index[key]
			if !ok || !known || written[i] || !valid(key, value) {
				b.WriteString(ignoredMark + raw + "\n")
			}
			if ok && known && !written[i] {
				b.WriteString(kvLine(key, items[i].value))
				written[i] = true
			}
		}
	}
	for i, it := range items {
		if written[i] {
			continue
		}
		if it.help != "" || i == 0 {
			b.WriteString("\n")
		}
		if it.help != "" {
			b.WriteString("# " + it.help + "\n")
		}
		b.WriteString(kvLine(it.key, it.value))
	}
	return []byte(b.String())
}

// kvLine returns "key = value\n" ("key =\n" for an empty value).
func kvLine(key, value string) string {
	return strings.TrimRight(key+" = "+value, " ") + "\n"
}

// saveKV updates the file at path with items (see updateKV), atomically,
// creating its directory (private to the user) when needed.
func saveKV(path string, header []string, items []item, canon func(string) string, valid func(key, value string) bool) error {
	old, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if len(old) > maxFileSize {
		return fmt.Errorf("%s: larger than %d bytes, not replacing it", path, maxFileSize)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	return atomicfile.WriteFile(path, updateKV(string(old), header, items, canon, valid), 0o600)
}
