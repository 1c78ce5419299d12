package server

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"syscall"
	"testing"
	"time"
)

// serveChildEnv, set to a data directory, makes this test binary a
// server process instead (see TestMain): what `fetaix serve --listen
// 127.0.0.1:0 --data-dir DIR --no-tables` does, without building the
// program. The tests that kill or restart a server process start it that
// way; under -race it is race-checked as the tests are.
const serveChildEnv = "FETAIX_TEST_SERVE_DIR"

// serveChild serves on a loopback port with the data directory dir until
// an interrupt, printing the address as fetaix serve does, and returns
// the process's exit code.
func serveChild(dir string) int {
	cfg := DefaultConfig()
	cfg.DataDir, cfg.Listen = dir, "127.0.0.1:0"
	log, err := NewLogger(os.Stderr, cfg.LogFormat, cfg.LogLevel)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	cfg.Log = log
	srv, err := New(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ln, err := srv.Listen()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	fmt.Printf("fetaix: serving on %s\n", ln.Addr())
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		fmt.Fprintln(os.Stderr, err)
		return 1
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		fmt.Fprintln(os.Stderr, "shutdown:", err)
		return 1
	}
	return 0
}

// startServeProcess starts this test binary as a server process
// (serveChild) with the data directory dir, and returns its address once
// it serves; it is interrupted when the test ends, if still running.
func startServeProcess(t *testing.T, dir string) (string, *exec.Cmd) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), serveChildEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	log := &syncBuffer{} // its log, where the race detector reports
	cmd.Stderr = log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Signal(os.Interrupt)
			_ = cmd.Wait()
		}
		if l := log.String(); strings.Contains(l, "DATA RACE") || strings.Contains(l, "panic") {
			t.Errorf("the serve process met a data race or a panic:\n%s", l)
		}
	})
	addr := servingAddr(out)
	select {
	case a := <-addr:
		return a, cmd
	case <-time.After(time.Minute):
		t.Fatalf("serve: no address in a minute\n%s", log.String())
	}
	return "", nil
}
