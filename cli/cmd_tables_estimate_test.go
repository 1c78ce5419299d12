package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/tables"
)

// withMemInfo makes availableMemory read text as /proc/meminfo (none: a
// file that does not exist) for the rest of the test.
func withMemInfo(t *testing.T, text string, exists bool) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "meminfo")
	if exists {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := memInfoPath
	memInfoPath = path
	t.Cleanup(func() { memInfoPath = old })
}

// TestTablesBuildAsksFirst: a build beyond the default pieces prints what
// it takes first, and one that does not fit in the machine's memory (as
// /proc/meminfo says), or whose fit cannot be known, is refused before
// anything is built. (No test lets such a build start: it would run for
// hours.)
func TestTablesBuildAsksFirst(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "tb")
	e := tables.EstimateBuild(9)
	withMemInfo(t, "MemTotal:       16000000 kB\nMemFree:         1000000 kB\nMemAvailable:    8000000 kB\n", true)
	code, out, errOut := runFetaix("tables", "build", "--pieces", "9", "--dir", dir, "--threads", "2")
	if code != 1 || !strings.HasPrefix(out, "a build of up to 9 pieces takes about: 272 G positions, ") ||
		!strings.Contains(out, "on 2 threads), "+bigBytes(e.Memory)+" of memory at its peak, "+bigBytes(e.Disk)+" on disk") ||
		errOut != "fetaix tables: --pieces: 9 pieces need about 419 GB of memory, this machine has 8.19 GB available (fewer pieces, or --force to build anyway)\n" {
		t.Errorf("--pieces 9: exit %d\n%s%s", code, out, errOut)
	}
	if _, err := os.Stat(dir); err == nil {
		t.Errorf("a refused build made %s", dir)
	}
	// no MemAvailable: MemTotal
	withMemInfo(t, "MemTotal:       16000000 kB\n", true)
	if code, _, errOut := runFetaix("tables", "build", "--pieces", "8", "--dir", dir); code != 1 || !strings.Contains(errOut, "this machine has 16.4 GB available") {
		t.Errorf("--pieces 8 on MemTotal: exit %d, %q", code, errOut)
	}
	withMemInfo(t, "", false)
	if code, _, errOut := runFetaix("tables", "build", "--pieces", "7", "--dir", dir); code != 1 ||
		!strings.Contains(errOut, "--pieces: 7 pieces need about 7.85 GB of memory, and this machine's memory is unknown (--force builds anyway)") {
		t.Errorf("--pieces 7, memory unknown: exit %d, %q", code, errOut)
	}
	if _, err := os.Stat(dir); err == nil {
		t.Errorf("a refused build made %s", dir)
	}
}

// TestEstimateBuild: the projection matches the figures measured (docs/tables.md
// and docs/measurements.md: ≤ 6 pieces 426 M indices and 4 min 25 s of
// CPU, ≤ 7 4.41 G; a byte per index kept, ten per index of the largest
// unit).
func TestEstimateBuild(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		pieces    int
		positions string
		cpu       string
		memory    string
	}{{6, "426 M", "4 min", "882 MB"}, {7, "4.41 G", "46 min", "7.85 GB"}} {
		e := tables.EstimateBuild(tc.pieces)
		if bigCount(e.Positions) != tc.positions || roughDuration(e.CPU) != tc.cpu || bigBytes(e.Memory) != tc.memory {
			t.Errorf("%d pieces: %s positions, %s of CPU, %s, want %s, %s, %s", tc.pieces, bigCount(e.Positions), roughDuration(e.CPU), bigBytes(e.Memory), tc.positions, tc.cpu, tc.memory)
		}
	}
}
