package tables

import "time"

// Estimate is what a build of every class of up to Pieces pieces takes,
// projected from the builds measured (docs/measurements.md, "Endgame
// tables"; docs/tables.md, "Big builds say first what they take"): about
// 0.6 µs of CPU per index; in memory, at most a byte per index of
// every class (the values kept for later units) plus ten per index of the
// largest unit being solved; a fifth of a byte per index on disk.
type Estimate struct {
	Pieces    int
	Positions int64         // indices of every class
	Largest   int64         // indices of the largest unit solved at once (a class and its colour-swapped twin)
	CPU       time.Duration // processor time, shared among the build's threads
	Memory    int64         // peak bytes in memory
	Disk      int64         // bytes of the files
}

// The figures behind Estimate, from the measured builds of up to 4, 5 and
// 6 pieces (≤ 6: 426 M indices, 4 min 25 s of CPU on a quiet machine,
// 0.77 GB peak, 85 MB: docs/measurements.md).
const (
	cpuPerIndex        = 620 * time.Nanosecond
	memPerIndex        = 1  // a finished class's values, kept at a byte each (the most: most are dropped before the end)
	memPerLargestIndex = 10 // the unit being solved: value, pass, working word, bitsets, and its values kept
	memBase            = 100 << 20
	diskPerIndexMilli  = 220 // 0.22 bytes
)

// EstimateBuild returns what a build of every class of up to pieces pieces
// takes (of every rule set alike: the rules change the values, not the
// indices).
func EstimateBuild(pieces int) Estimate {
	e := Estimate{Pieces: pieces}
	for _, u := range units(ClassesUpTo(pieces)) {
		var n int64
		for _, c := range u {
			n += c.size()
		}
		e.Positions += n
		e.Largest = max(e.Largest, n)
	}
	e.CPU = time.Duration(e.Positions) * cpuPerIndex
	e.Memory = memBase + memPerIndex*e.Positions + memPerLargestIndex*e.Largest
	e.Disk = e.Positions * diskPerIndexMilli / 1000
	return e
}
