package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// buildFigures is what a tables build cost this process, as it prints it
// at the end: the indices of the classes (their positions, and the
// indices of men of both sides on one point), the CPU time (user
// and system, every thread), the peak resident memory and the files'
// size.
type buildFigures struct {
	indices int64
	cpu     time.Duration
	peak    int64 // bytes
	files   int64 // bytes
}

// measureBuild returns the figures of a build of classes of
// that many indices, with its files in dir.
func measureBuild(indices int64, dir string) buildFigures {
	f := buildFigures{indices: indices}
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		f.cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		f.peak = ru.Maxrss << 10 // kilobytes on Linux
	}
	names, _ := filepath.Glob(filepath.Join(dir, "*.tb"))
	for _, name := range names {
		if st, err := os.Stat(name); err == nil {
			f.files += st.Size()
		}
	}
	return f
}

// print writes the figures as one line.
func (f buildFigures) print(w io.Writer) {
	fmt.Fprintf(w, "%s indices, %v of CPU (user and system), %s peak memory, %s of files\n",
		bigCount(f.indices), f.cpu.Round(100*time.Millisecond), bigBytes(f.peak), bigBytes(f.files))
}
