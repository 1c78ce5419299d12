//go:build !race

package server

// raceDetector says the tests run under the race detector (-race).
const raceDetector = false
