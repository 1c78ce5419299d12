package ui

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// dirList is the load dialog's browser: the subdirectories and game
// records (.pdn) of the directory being typed, whose names start with
// what is typed after it. The person moves through it with ↑/↓; enter
// opens a directory or loads a file.
type dirList struct {
	dir     string   // the directory listed
	entries []string // names; directories end in a separator
	err     string   // why the directory could not be listed
	pick    int      // the entry chosen, -1: none (the typed name is used)
}

// maxDirRows is the most entries the browser shows at once.
const maxDirRows = 8

// splitTyped splits a typed path into the directory to list and the
// prefix of the names to show.
func splitTyped(typed string) (dir, prefix string) {
	if typed == "" {
		return ".", ""
	}
	if endsInSep(typed) {
		return typed, ""
	}
	return filepath.Dir(typed), filepath.Base(typed)
}

// refresh lists the directory of typed, unless it is listed already;
// the choice goes back to the typed name. The load dialog lists only
// local directories, so it reads them at once.
func (l *dirList) refresh(typed string) {
	l.pick = -1
	dir, _ := splitTyped(typed)
	if dir == l.dir && l.entries != nil {
		return
	}
	l.dir, l.entries, l.err = dir, nil, ""
	des, err := os.ReadDir(expandHome(dir))
	if err != nil {
		l.err = err.Error()
		return
	}
	var dirs, files []string
	for _, de := range des {
		name := de.Name()
		switch {
		case strings.HasPrefix(name, "."):
		case de.IsDir():
			dirs = append(dirs, name+string(filepath.Separator))
		case strings.EqualFold(filepath.Ext(name), ".pdn"):
			files = append(files, name)
		}
	}
	sort.Strings(dirs)
	sort.Strings(files)
	l.entries = append(append([]string{}, dirs...), files...)
}

// shown returns the entries matching what typed has after its
// directory, with ".." first.
func (l *dirList) shown(typed string) []string {
	_, prefix := splitTyped(typed)
	out := []string{".." + string(filepath.Separator)}
	for _, e := range l.entries {
		if strings.HasPrefix(e, prefix) {
			out = append(out, e)
		}
	}
	return out
}

// move changes the chosen entry by step among n shown, -1 meaning the
// typed name.
func (l *dirList) move(step, n int) {
	l.pick = min(max(l.pick+step, -1), n-1)
}

// rows returns the window of shown entries to draw, marking the chosen one.
func (l *dirList) rows(shown []string) []string {
	from := max(0, min(l.pick-maxDirRows/2, len(shown)-maxDirRows))
	var rows []string
	for i := from; i < len(shown) && i < from+maxDirRows; i++ {
		mark := "  "
		if i == l.pick {
			mark = "> "
		}
		rows = append(rows, mark+shown[i])
	}
	if rest := len(shown) - from - len(rows); rest > 0 {
		rows = append(rows, "  …")
	}
	return rows
}

// expandHome replaces a leading ~ with the home directory (p is kept
// when there is none).
func expandHome(p string) string {
	q, _ := homePath(p)
	return q
}

// homePath replaces a leading ~ with the home directory; the error says
// there is none.
func homePath(p string) (string, error) {
	if p != "~" && !strings.HasPrefix(p, "~/") {
		return p, nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return p, &noHomeError{err}
	}
	return filepath.Join(home, p[1:]), nil
}

// endsInSep reports whether path p ends in a separator (a directory).
func endsInSep(p string) bool {
	return strings.HasSuffix(p, "/") || strings.HasSuffix(p, string(filepath.Separator))
}
