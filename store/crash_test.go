package store

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// crashEnv names the database a child test process writes to until it is
// killed.
const crashEnv = "FETAIX_STORE_CRASH_CHILD_DB"

// TestCrashConsistency kills a process with SIGKILL in the middle of a
// burst of writes: the database must pass PRAGMA integrity_check, and hold
// every game the process acknowledged before it died.
func TestCrashConsistency(t *testing.T) {
	if path := os.Getenv(crashEnv); path != "" {
		crashChild(t, path)
		return
	}
	path := filepath.Join(t.TempDir(), FileName)
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashConsistency$")
	cmd.Env = append(os.Environ(), crashEnv+"="+path)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	const killAfter = 300 // acknowledgements before the kill
	acked := map[GameID]bool{}
	sc := bufio.NewScanner(out)
	for sc.Scan() { // until the pipe closes: the child is dead
		id, ok := strings.CutPrefix(sc.Text(), "ack ")
		if !ok {
			continue
		}
		n, err := strconv.ParseInt(id, 10, 64)
		if err != nil {
			t.Fatalf("child printed %q", sc.Text())
		}
		acked[GameID(n)] = true
		if len(acked) == killAfter {
			if err := cmd.Process.Kill(); err != nil {
				t.Fatal(err)
			}
		}
	}
	state, _ := cmd.Process.Wait()
	if len(acked) < killAfter {
		t.Fatalf("the child died by itself (%v) after %d acknowledgements", state, len(acked))
	}

	s, err := Open(path, Options{MustExist: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var check string
	if err := s.db.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check after the kill: %q, %v", check, err)
	}
	missing := 0
	for id := range acked {
		if _, err := s.Game(context.Background(), id); err != nil {
			missing++
		}
	}
	if missing > 0 {
		t.Errorf("%d of %d acknowledged games missing after the kill", missing, len(acked))
	}
	t.Logf("%d games acknowledged before the kill; %d in the database", len(acked), countGames(t, s))
}

// crashChild writes rated games through a writer as fast as it takes them,
// printing each acknowledged id, until it is killed.
func crashChild(t *testing.T, path string) {
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	w := s.NewWriter(WriterOptions{RetryFirst: time.Millisecond})
	ann, bob := keyHolder(t, s, "SHA256:ann", "Ann"), keyHolder(t, s, "SHA256:bob", "Bob")
	for {
		for w.Pending() > 32 { // keep a burst under way, not an endless queue
			time.Sleep(time.Millisecond)
		}
		g := finished(t, seat(ann), seat(bob), game.WhiteWin, true)
		g.Chat = []ChatLine{{Author: "Ann", Text: "good game"}}
		g.Saved = func(sv Saved) { fmt.Fprintf(os.Stdout, "ack %d\n", sv.ID) }
		g.Failed = func(err error, _ bool) { fmt.Fprintf(os.Stderr, "crash child: %v\n", err) }
		if err := w.Submit(g); err != nil {
			t.Fatal(err)
		}
	}
}
