package server

import "time"

// Observer is told when room states reach sessions: the load test's
// view into the server, kept out of the rooms and screens themselves.
type Observer interface {
	// StateTaken is called when a session's program takes in a room
	// state that the room broadcast at sent.
	StateTaken(sent time.Time)
	// StateDrawn is called when the screen output that follows a state
	// taken in has been written to the client.
	StateDrawn(sent time.Time)
}

// FanoutRecorder is an Observer that keeps percentiles of how long room
// states took from the room's broadcast to each session's program
// (ToModel) and to the client's screen (ToScreen).
type FanoutRecorder struct {
	toModel, toScreen latencies
}

// StateTaken records the broadcast-to-program latency.
func (f *FanoutRecorder) StateTaken(sent time.Time) { f.toModel.add(time.Since(sent)) }

// StateDrawn records the broadcast-to-screen latency.
func (f *FanoutRecorder) StateDrawn(sent time.Time) { f.toScreen.add(time.Since(sent)) }

// Latency returns the percentiles recorded so far.
func (f *FanoutRecorder) Latency() (toModel, toScreen Percentiles) {
	return f.toModel.percentiles(), f.toScreen.percentiles()
}
