package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/testkit/longtest"
)

// buildFetaix builds the program in dir with the extra go build arguments
// into a temporary directory, stamped with the revision of its git
// checkout, and returns its path. It builds with the home the tests were
// started with, where the go command keeps its caches.
func buildFetaix(t *testing.T, dir string, extra ...string) string {
	t.Helper()
	exe := filepath.Join(t.TempDir(), "fetaix")
	args := append([]string{"build", "-buildvcs=true", "-pgo=off", "-o", exe}, extra...)
	cmd := exec.Command("go", append(args, ".")...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "HOME="+startHome)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return exe
}

// output runs name with args and returns its standard output.
func output(t *testing.T, name string, args ...string) string {
	t.Helper()
	var stderr bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, &stderr)
	}
	return string(out)
}

// TestVersionNamesTheCheckout: a fetaix built with go build in this
// checkout prints, for version and --version, the checkout's revision
// (git rev-parse HEAD) and whether its tree was modified (clean when git
// sees no change). In a linked worktree, whose .git is a file, the go
// command stamps no revision (it looks for a .git directory), and fetaix
// says the revision is unknown rather than guess. One built with -ldflags
// -X prints the version and revision given. The reading of the stamp is
// internal/buildinfo's TestFromBuild; this checks what the go command
// stamps.
func TestVersionNamesTheCheckout(t *testing.T) {
	t.Parallel()
	longtest.Skip(t, "links the program twice: about 8 s of CPU")
	exe := buildFetaix(t, ".")
	fi, err := os.Stat(".git")
	clone := err == nil && fi.IsDir()
	head := strings.TrimSpace(output(t, "git", "rev-parse", "HEAD"))
	clean := strings.TrimSpace(output(t, "git", "status", "--porcelain")) == ""
	for _, arg := range []string{"version", "--version"} {
		got := output(t, exe, arg)
		if !clone {
			if want := "fetaix 0.1.0-dev (revision unknown)\n"; got != want {
				t.Errorf("fetaix %s in a linked worktree = %q, want %q", arg, got, want)
			}
			continue
		}
		// the version is the one the go command stamps from the
		// checkout (a pseudo-version, or the tag of HEAD)
		rev := " (revision " + head + ", tree "
		if !strings.HasPrefix(got, "fetaix ") || !strings.HasSuffix(got, rev+"clean)\n") && !strings.HasSuffix(got, rev+"modified)\n") {
			t.Errorf("fetaix %s = %q, want it to end %q then clean or modified", arg, got, rev)
		}
		if clean && !strings.HasSuffix(got, rev+"clean)\n") {
			t.Errorf("fetaix %s = %q: git sees no change, want it to end %q", arg, got, rev+"clean)\n")
		}
	}
	exe = buildFetaix(t, ".", "-ldflags", "-X main.version=1.2.3 -X main.revision=abc123")
	if got, want := output(t, exe, "--version"), "fetaix 1.2.3 (revision abc123)\n"; got != want {
		t.Errorf("built with -ldflags -X: fetaix --version = %q, want %q", got, want)
	}
}
