package cli

import (
	"strings"
	"testing"
)

func TestPlayersPrintsEachClass(t *testing.T) {
	t.Parallel()
	dir := testDB(t)
	code, out, errOut := runFetaix("players", "--data-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []string{
		"Untimed",
		" rank  name                  rating      games     W     D     L",
		"    1  Ann                   1662? ±290      1     1     0     0",
		"    2  Bob                   1338? ±290      1     0     0     1",
		"",
		"With a clock",
		" rank  name                  rating      games     W     D     L",
		"    1  Ann                   1662? ±290      1     1     0     0",
		"    2  Bob                   1338? ±290      1     0     0     1",
		"",
		"Correspondence",
		"  no rated games yet",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("output:\n%s\nwant:\n%s", out, strings.Join(want, "\n"))
	}
	code, out, _ = runFetaix("players", "--data-dir", dir, "--top", "1")
	if code != 0 || strings.Contains(out, "Bob") || strings.Count(out, "Ann") != 2 {
		t.Errorf("--top 1: exit %d\n%s", code, out)
	}
}

func TestPlayersBadInput(t *testing.T) {
	t.Parallel()
	if code, _, errOut := runFetaix("players", "--data-dir", t.TempDir()); code != 1 || !strings.Contains(errOut, "no database at") {
		t.Errorf("no database: exit %d, %q", code, errOut)
	}
	if code, _, errOut := runFetaix("players", "--top", "-1", "--data-dir", testDB(t)); code != 2 || !strings.Contains(errOut, "--top") {
		t.Errorf("--top -1: exit %d, %q", code, errOut)
	}
	if code, _, _ := runFetaix("players", "--bogus"); code != 2 {
		t.Errorf("unknown flag: exit %d", code)
	}
}
