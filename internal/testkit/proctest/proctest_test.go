package proctest

import (
	"os/exec"
	"syscall"
	"testing"
)

// TestInGroupFindsAnOrphan: a program, leader of its own group, that
// exits leaving a child running has that child found in its group, though
// the child was never this process's; a program that leaves none has an
// empty group.
func TestInGroupFindsAnOrphan(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		script string
		left   int
	}{
		{"sleep 30 & exit 0", 1},
		{"sleep 0; exit 0", 0},
	} {
		cmd := exec.Command("sh", "-c", tc.script)
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		if err := cmd.Run(); err != nil {
			t.Fatal(err)
		}
		left := InGroup(cmd.Process.Pid)
		for _, pid := range left {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		if len(left) != tc.left {
			t.Errorf("%q: %d processes left in its group %v, want %d", tc.script, len(left), left, tc.left)
		}
		for _, pid := range Children() {
			if pid == cmd.Process.Pid {
				t.Errorf("%q: the program, waited for, is still a child", tc.script)
			}
		}
	}
}
