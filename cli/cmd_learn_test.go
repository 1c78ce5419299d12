//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/fetaix/fetaix/prefs"
)

// TestPlayOffersLessonsOnce: the game's first run (no settings file)
// asks whether to learn to play first and keeps in the settings that it
// asked; the next run does not ask.
func TestPlayOffersLessonsOnce(t *testing.T) {
	dir := t.TempDir()
	start := func() (*testPty, func()) {
		p := openPty(t, darkAnswer)
		cmd := fetaixCmd(t)
		cmd.Env = append(cmd.Env, prefs.DirEnv+"="+dir)
		cmd.Stdin, cmd.Stdout, cmd.Stderr = p.tty, p.tty, p.tty
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return p, func() { waitExit(cmd, 0); p.finish() }
	}
	p, stop := start()
	if p.waitOutput(0, "New to Fetaix?", 30*time.Second) < 0 {
		stop()
		t.Fatalf("the first run does not offer the lessons: %q", p.output())
	}
	path := filepath.Join(dir, prefs.SettingsFile)
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if data, _ := os.ReadFile(path); strings.Contains(string(data), "lessons-offered = yes") {
			break
		}
		if time.Now().After(end) {
			stop()
			t.Fatal("the offer is not kept in the settings")
		}
	}
	stop()
	p, stop = start()
	defer stop()
	// the status line of a game that asks nothing, drawn after the title
	if p.waitOutput(0, "White to move", 30*time.Second) < 0 {
		t.Fatalf("no game: %q", p.output())
	}
	if strings.Contains(p.output(), "New to Fetaix?") {
		t.Error("the second run offers the lessons again")
	}
}

// TestLearnOpensAndQuits: fetaix learn shows the list of lessons on a
// terminal, asks the terminal for its background, and q quits.
func TestLearnOpensAndQuits(t *testing.T) {
	p := openPty(t, darkAnswer)
	cmd := fetaixCmd(t, "learn")
	cmd.Env = append(cmd.Env, prefs.DirEnv+"="+t.TempDir())
	cmd.Stdin, cmd.Stdout, cmd.Stderr = p.tty, p.tty, p.tty
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if p.waitOutput(0, "The board", 30*time.Second) < 0 {
		waitExit(cmd, 0)
		t.Fatalf("no list of lessons: %q", p.finish())
	}
	if p.waitOutput(0, backgroundQuery, 5*time.Second) < 0 {
		t.Error("the background was not asked")
	}
	if _, err := p.master.Write([]byte("q")); err != nil {
		t.Fatal(err)
	}
	if !waitExit(cmd, 30*time.Second) {
		t.Fatal("q did not quit")
	}
	if code := cmd.ProcessState.ExitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
	p.finish()
}
