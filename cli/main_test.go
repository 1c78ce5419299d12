package cli

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/prefs"
)

// runMainEnv set to 1 makes this test binary run fetaix itself (see
// TestMain): the tests that need the real program under a real terminal,
// pipe or file start it that way, without building it.
const runMainEnv = "FETAIX_TEST_RUN_MAIN"

// startHome is HOME as the tests were started, before TestMain moved it.
var startHome string

// TestMain runs the tests from the module's root, and keeps every test of
// the command line away from the real home:
// settings, statistics, saved games and endgame tables go to a temporary
// directory, and the games build no tables. With
// runMainEnv set it is fetaix instead (a child of a test, which already
// has that directory in its environment).
func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		os.Exit(Run(running, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	// The tests read the docs and test data of the module by their paths
	// from its root.
	if err := os.Chdir(".."); err != nil {
		panic(err)
	}
	startHome = os.Getenv("HOME")
	dir, err := os.MkdirTemp("", "fetaix-main-test")
	if err != nil {
		panic(err)
	}
	for k, v := range map[string]string{
		prefs.DirEnv:    filepath.Join(dir, "config"),
		"XDG_DATA_HOME": filepath.Join(dir, "data"),
		"HOME":          filepath.Join(dir, "home"),
		noTablesEnv:     "1", // no test game builds tables unless it says so
	} {
		if err := os.Setenv(k, v); err != nil {
			panic(err)
		}
	}
	code := testtables.Run(m) // the tests' shared tables (testtables.DefaultDir)
	_ = os.RemoveAll(dir)     // a temporary directory left behind is no failure of the tests
	os.Exit(code)
}
