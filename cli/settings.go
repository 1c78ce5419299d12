package cli

import (
	"fmt"
	"io"

	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/prefs"
)

// openSettings reads the saved settings, printing each problem of the file
// once to stderr (the file is then fixed: bad lines become comments). The
// notice repeats the first problem for the status line, as the full
// screen hides stderr.
func openSettings(stderr io.Writer) (s prefs.Settings, path, notice string) {
	s, path, warnings := prefs.Open()
	for _, w := range warnings {
		fmt.Fprintf(stderr, "fetaix: settings: %v\n", w)
	}
	if len(warnings) > 0 {
		notice = "settings: " + warnings[0].Error()
		if len(warnings) > 1 {
			notice = fmt.Sprintf("settings: %s ignored (all on stderr), first: %v", plural.Count(len(warnings), "problem", "problems"), warnings[0])
		}
	}
	return s, path, notice
}
