package tables

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
)

// ClassInfo describes one built class.
type ClassInfo struct {
	Class               Class
	Positions           int64 // positions (indices that are positions)
	Wins, Draws, Losses int64 // by outcome for the side to move
	Longest             int   // the longest distance held
	Bytes               int64 // the file's size
	Took                time.Duration
}

// Info describes every class whose file is under base for r, in build
// order; each file is checked whole.
func Info(base string, r game.Rules) ([]ClassInfo, error) {
	dir, key := RulesDir(base, r), rulesKey(r)
	names, err := filepath.Glob(filepath.Join(dir, "*.tb"))
	if err != nil {
		return nil, err
	}
	var classes []Class
	for _, name := range names {
		if c, err := ParseClass(strings.TrimSuffix(filepath.Base(name), ".tb")); err == nil {
			classes = append(classes, c)
		}
	}
	n := 0
	for _, c := range classes {
		n = max(n, c.Pieces())
	}
	order := buildOrder(n)
	slices.SortFunc(classes, func(a, b Class) int { return order[a] - order[b] })
	var out []ClassInfo
	for _, c := range classes {
		t, h, err := load(dir, key, c)
		if err != nil {
			return nil, err
		}
		ci := ClassInfo{Class: c, Took: h.took}
		if st, err := os.Stat(fileName(dir, c)); err == nil {
			ci.Bytes = st.Size()
		}
		for _, v := range t.vals {
			if v == notPosition {
				continue
			}
			ci.Positions++
			o, d := v.outcome()
			switch o {
			case Win:
				ci.Wins++
			case Loss:
				ci.Losses++
			default:
				ci.Draws++
			}
			ci.Longest = max(ci.Longest, d)
		}
		out = append(out, ci)
	}
	return out, nil
}
