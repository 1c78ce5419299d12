package match

import (
	"errors"
	"fmt"
)

// ErrBadSpec is what errors.Is finds in the error of a player spec that
// does not read (ParsePlayer, ParseExternal), as opposed to one that reads
// but cannot be set up (its tables, its engine's process).
var ErrBadSpec = errors.New("bad player spec")

// specError is a player spec that does not read.
type specError struct{ msg string }

func (e *specError) Error() string        { return e.msg }
func (e *specError) Is(target error) bool { return target == ErrBadSpec }

// badSpec is the error of spec, which does not read: "bad player SPEC: ..."
// with what format and args say.
func badSpec(spec, format string, args ...any) error {
	return &specError{fmt.Sprintf("bad player %q: ", spec) + fmt.Sprintf(format, args...)}
}
