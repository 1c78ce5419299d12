package cli

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/fetaix/fetaix/match"
)

// readPositions reads the committed positions set named file
// (match.Sets; "conversion" when "") or else the positions file, and
// returns its text and its starts.
func readPositions(file string) ([]byte, []match.Start, error) {
	if file == "" {
		file = "conversion"
	}
	text, ok := match.SetText(file)
	if !ok {
		var err error
		if text, err = os.ReadFile(file); err != nil {
			return nil, nil, fmt.Errorf("--positions: %w", err)
		}
	}
	starts, err := match.ReadStarts(bytes.NewReader(text))
	if err != nil {
		return nil, nil, fmt.Errorf("--positions: %s: %w", file, err)
	}
	return text, starts, nil
}

// setNames lists the committed positions sets for a flag's help:
// "conversion, hard or hard2".
func setNames() string {
	n := len(match.Sets)
	return strings.Join(match.Sets[:n-1], ", ") + " or " + match.Sets[n-1]
}
