package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/tables"
)

// defaultBuildPieces is the pieces of a tables build by default; a larger
// one says first what it will take (checkBuildSize).
const defaultBuildPieces = 6

// memInfoPath is where the machine's memory is read (Linux).
var memInfoPath = "/proc/meminfo"

// availableMemory returns the bytes of memory a new job may use: the
// kernel's MemAvailable, else MemTotal; known is false where neither can
// be read.
func availableMemory() (bytes int64, known bool) {
	f, err := os.Open(memInfoPath)
	if err != nil {
		return 0, false
	}
	defer f.Close() //nolint:errcheck // opened for reading: closing cannot lose data
	fields := map[string]int64{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, rest, ok := strings.Cut(sc.Text(), ":")
		f := strings.Fields(rest)
		if !ok || len(f) != 2 || f[1] != "kB" {
			continue
		}
		if kb, err := strconv.ParseInt(f[0], 10, 64); err == nil {
			fields[name] = kb << 10
		}
	}
	for _, name := range []string{"MemAvailable", "MemTotal"} {
		if b, ok := fields[name]; ok {
			return b, true
		}
	}
	return 0, false
}

// checkBuildSize prints what a build of more than the default pieces
// will take, and refuses one that cannot fit in the machine's memory (or
// whose fit cannot be known) unless force is set.
func checkBuildSize(stdout io.Writer, pieces, threads int, force bool) error {
	if pieces <= defaultBuildPieces {
		return nil
	}
	e := tables.EstimateBuild(pieces)
	fmt.Fprintf(stdout, "a build of up to %d pieces takes about: %s positions, %s of CPU (%s on %d threads), %s of memory at its peak, %s on disk\n",
		pieces, bigCount(e.Positions), roughDuration(e.CPU), roughDuration(e.CPU/time.Duration(threads)), threads, bigBytes(e.Memory), bigBytes(e.Disk))
	if force {
		return nil
	}
	avail, known := availableMemory()
	switch {
	case !known:
		return &flagError{Flag: "pieces", Problem: fmt.Sprintf("%d pieces need about %s of memory, and this machine's memory is unknown", pieces, bigBytes(e.Memory)),
			Want: "--force builds anyway"}
	case e.Memory > avail:
		return &flagError{Flag: "pieces", Problem: fmt.Sprintf("%d pieces need about %s of memory, this machine has %s available", pieces, bigBytes(e.Memory), bigBytes(avail)),
			Want: "fewer pieces, or --force to build anyway"}
	}
	return nil
}

// roughDuration writes a long time to the minute: 7 min, 1 h 19 min.
func roughDuration(d time.Duration) string {
	d = d.Round(time.Minute)
	switch {
	case d < time.Minute:
		return "under a minute"
	case d < time.Hour:
		return fmt.Sprintf("%d min", int(d.Minutes()))
	}
	return fmt.Sprintf("%d h %d min", int(d.Hours()), int(d.Minutes())%60)
}
