//go:build race

package server

// raceEnabled says the tests run under the race detector: the programs
// they build to run as processes of their own are built with it too.
const raceEnabled = true
