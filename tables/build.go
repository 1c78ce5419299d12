package tables

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"time"

	"github.com/fetaix/fetaix/game"
)

// BuildOptions says what to build and how.
type BuildOptions struct {
	// Pieces is the most pieces of the classes built (2..MaxPieces).
	Pieces int
	// Threads is how many goroutines solve each unit (1 or more).
	Threads int
	// Progress, when set, is told of each class as it is done.
	Progress func(Progress)
}

// Progress reports one class done.
type Progress struct {
	Class       Class
	Done, Total int // classes done so far, and in all
	// Work and TotalWork are the positions (indices) of the classes done
	// so far, and of all: the share of the build done
	Work, TotalWork int64
	Took            time.Duration // this class's build (its share of its unit's)
	Loaded          bool          // the class was built before and checked, not built again
	Rebuilt         string        // why a class's file was not used (damaged, other rules), or ""
}

// units groups classes with their flips (a class's moves lead to its flip
// and back), in build order.
func units(classes []Class) [][]Class {
	seen := map[Class]bool{}
	var out [][]Class
	for _, c := range classes {
		if seen[c] {
			continue
		}
		u := []Class{c}
		seen[c] = true
		if f := c.Flip(); f != c {
			u = append(u, f)
			seen[f] = true
		}
		out = append(out, u)
	}
	return out
}

// Build makes the tables of every class of up to opts.Pieces pieces under
// r in RulesDir(base, r). Classes already built there (each file checked
// whole) are loaded, not built again, so an interrupted build goes on from
// where it stopped; each class is saved as soon as it is built. The set
// returned reads the files as probes need them, as Open's does.
func Build(base string, r game.Rules, opts BuildOptions) (*Set, error) {
	if opts.Pieces < 2 || opts.Pieces > game.MaxPieces {
		return nil, fmt.Errorf("pieces: want 2..%d, got %d", game.MaxPieces, opts.Pieces)
	}
	threads := max(opts.Threads, 1)
	// The classes kept for probing stay in memory, large and without
	// pointers, and each unit leaves its working arrays behind: collect at
	// a quarter's growth, not at double
	defer debug.SetGCPercent(debug.SetGCPercent(25))
	dir, key := RulesDir(base, r), rulesKey(r)
	s := &Set{rules: r, pieces: opts.Pieces, order: buildOrder(opts.Pieces), dir: dir, failed: map[Class]error{}}
	classes := ClassesUpTo(opts.Pieces)
	done, work, total := 0, int64(0), int64(0)
	for _, c := range classes {
		total += c.size()
	}
	report := func(p Progress) {
		done++
		work += p.Class.size()
		p.Done, p.Total, p.Work, p.TotalWork = done, len(classes), work, total
		if opts.Progress != nil {
			opts.Progress(p)
		}
	}
	sv := &solver{rules: r, probes: &classSlots[probeTable]{}, threads: threads}
	us := units(classes)
	last := lastProbed(us)
	for k, u := range us {
		tabs, err := buildUnit(sv, dir, key, u, report)
		if err != nil {
			return nil, err
		}
		// keep what later units look up, as values alone; drop the rest
		for _, t := range tabs {
			var pt *probeTable
			if last[t.class] > k {
				pt = compactOf(t)
			}
			sv.probes.set(t.class, pt)
		}
		for _, before := range us[:k] {
			for _, c := range before {
				if sv.probes.get(c) != nil && last[c] <= k {
					sv.probes.set(c, nil)
				}
			}
		}
		// the unit's working arrays are garbage: free them before the
		// next unit's are made, which then take their place
		runtime.GC()
	}
	return s, nil
}

// buildUnit loads a unit's classes if their files are sound, or else
// solves the unit and saves its classes. It returns their tables.
func buildUnit(sv *solver, dir, key string, u []Class, report func(Progress)) ([]*table, error) {
	loaded := make([]*table, 0, len(u))
	why := ""
	for _, c := range u {
		t, _, err := load(dir, key, c)
		if err != nil {
			if !errors.Is(err, os.ErrNotExist) {
				why = err.Error()
			}
			break
		}
		loaded = append(loaded, t)
	}
	if len(loaded) == len(u) {
		for _, t := range loaded {
			report(Progress{Class: t.class, Loaded: true})
		}
		return loaded, nil
	}
	start := time.Now()
	tabs := sv.solve(u)
	took := time.Since(start) / time.Duration(len(u))
	for _, t := range tabs {
		if err := save(dir, key, t, took); err != nil {
			return nil, err
		}
		report(Progress{Class: t.class, Took: took, Rebuilt: why})
	}
	return tabs, nil
}
