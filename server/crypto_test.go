package server

import (
	"fmt"
	"os"
	"regexp"
	"testing"
)

// minCryptoMinor is the oldest golang.org/x/crypto (v0.N.0) the server
// may be built with: its ssh package faces the internet, and a year of its
// fixes were missing at v0.36.0. Raise it when taking a newer one.
const minCryptoMinor = 57

// TestCryptoIsCurrent: the module requires a recent SSH implementation.
func TestCryptoIsCurrent(t *testing.T) {
	t.Parallel()
	mod, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*golang\.org/x/crypto (v\S+)`).FindSubmatch(mod)
	if m == nil {
		t.Fatal("go.mod does not require golang.org/x/crypto")
	}
	var major, minor, patch int
	if _, err := fmt.Sscanf(string(m[1]), "v%d.%d.%d", &major, &minor, &patch); err != nil {
		t.Fatalf("x/crypto version %q: %v", m[1], err)
	}
	if major == 0 && minor < minCryptoMinor {
		t.Fatalf("golang.org/x/crypto %s: want v0.%d.0 or newer", m[1], minCryptoMinor)
	}
}
