// Package longtest says whether the tests' long checks run. The default
// `go test ./...` leaves them out to stay fast; FETAIX_TEST_LONG=1 (which
// .ci/run sets) runs them, and -short leaves them out whatever it says.
package longtest

import (
	"os"
	"testing"
)

// Env is the environment variable that turns the long checks on.
const Env = "FETAIX_TEST_LONG"

// Enabled reports whether the long checks run: Env is 1 and -short is not
// given.
func Enabled() bool { return os.Getenv(Env) == "1" && !testing.Short() }

// Skip skips t unless the long checks run; why says what makes it long.
func Skip(t testing.TB, why string) {
	t.Helper()
	if !Enabled() {
		t.Skipf("a long check (%s): run with %s=1", why, Env)
	}
}
