package cli

import (
	"fmt"
	"os"
	"runtime/pprof"
)

// startCPUProfile starts writing a CPU profile to path and returns the
// function that stops it and closes the file.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		_ = f.Close() // the profile's error is the one to report
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	return func() {
		pprof.StopCPUProfile()
		// a profile cut short is seen when it is read; the command's
		// own result is what its exit status reports
		_ = f.Close()
	}, nil
}
