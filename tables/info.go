package tables

import (
	"errors"
	"os"
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

// Info describes every class built under base for r, in build order, up
// to the most pieces any class file has (classes missing are left out).
func Info(base string, r game.Rules) ([]ClassInfo, error) {
	dir, key := RulesDir(base, r), rulesKey(r)
	var out []ClassInfo
	for _, c := range ClassesUpTo(game.MaxPieces) {
		if c.Pieces() > 7 {
			break
		}
		t, h, err := load(dir, key, c)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		ci := ClassInfo{Class: c, Took: h.took, Bytes: 2*h.n + int64(len(fileMagic))}
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
