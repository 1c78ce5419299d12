package main

import (
	"errors"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server"
)

// TestErrorsAreTypes: --position's and the server settings' errors are
// told apart by their types, not by how their messages start: the typed
// error keeps its cause for errors.As, and an untyped error that merely
// reads like a setting's is left alone.
func TestErrorsAreTypes(t *testing.T) {
	_, _, err := parseSetup("", "5/5/5/5/5 w")
	var fe *flagError
	var pe *game.PositionError
	if !errors.As(err, &fe) || fe.Flag != "position" || !errors.As(err, &pe) || pe.Text != "5/5/5/5/5 w" {
		t.Errorf("parseSetup of an empty board: %#v", err)
	}
	cause := errors.New("want a duration of at least 1s, got 0s")
	err = settingError(&server.SettingError{Name: "grace", Err: cause})
	if err.Error() != "--grace: want a duration of at least 1s, got 0s" || !errors.Is(err, cause) {
		t.Errorf("a setting's error: %v", err)
	}
	plain := errors.New("grace: a message that only reads like a setting's")
	if err := settingError(plain); err != plain {
		t.Errorf("an untyped error was taken for a setting's: %v", err)
	}
}
