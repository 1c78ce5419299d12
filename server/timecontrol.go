package server

import "github.com/fetaix/fetaix/server/room"

// timeControl returns the create-room form's time control: the preset
// chosen (room.TimeControls), or the custom one typed.
func (l *lobby) timeControl() (room.TimeControl, error) {
	if l.clock < len(room.TimeControls) {
		return room.TimeControls[l.clock], nil
	}
	return room.ParseTimeControl(l.custom.Value())
}
