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

// LessonsFile is the file of the learner's stars at the lessons inside
// Dir().
const LessonsFile = "lessons"

// LessonsPath returns Dir()/lessons.
func LessonsPath() (string, error) { return inDir(LessonsFile) }

// lessonsHeader is the comment the lessons file starts with.
const lessonsHeader = "# Fetaix: your stars at the lessons (fetaix learn), one stage=stars each.\n"

// ReadLessons returns the text of the lessons file at path, without its
// comment lines: the learner's progress as package learn writes it
// (learn.ParseProgress reads it). A missing file is no progress yet ("");
// a file that cannot be read, or is too large to be one, is an error.
func ReadLessons(path string) (string, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	defer f.Close() //nolint:errcheck // opened for reading: closing cannot lose data
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	switch {
	case err != nil:
		return "", err
	case len(data) > maxFileSize:
		return "", fmt.Errorf("%s: larger than %d bytes, not a lessons file", path, maxFileSize)
	}
	var kept []string
	for _, line := range strings.Split(string(data), "\n") {
		if t := strings.TrimSpace(line); t != "" && !strings.HasPrefix(t, "#") {
			kept = append(kept, t)
		}
	}
	return strings.Join(kept, "\n"), nil
}

// WriteLessons writes the progress text to the lessons file at path
// atomically, after its comment, creating the directory if needed.
func WriteLessons(path, text string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	return atomicfile.WriteFile(path, []byte(lessonsHeader+strings.TrimSpace(text)+"\n"), 0o600)
}
