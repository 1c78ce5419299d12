package server

import (
	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
)

// The tests' servers read no proven results up front, which takes seconds
// per test process and which no test needs (a game that meets a proven
// position reads them then); in the long checks they read them as a server
// does.
func init() {
	preloadBook = func() error {
		if longtest.Enabled() {
			return ai.PreloadBook()
		}
		return nil
	}
}
