package learn

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Progress is the learner's best stars per stage ID (1 to 3; a stage not
// met is absent). Its text form (String, ParseProgress) is what is kept:
// "board/points=3 board/diagonal=2", IDs sorted.
type Progress map[string]int

// Record keeps stars for a stage if they are its best; it reports whether
// they were.
func (p Progress) Record(id string, stars int) bool {
	if stars < 1 || stars > 3 || stars <= p[id] {
		return false
	}
	p[id] = stars
	return true
}

// Stars returns the stars won in lesson l and the most it can give.
func (p Progress) Stars(l Lesson) (got, most int) {
	for _, s := range l.Stages {
		got += p[s.ID]
	}
	return got, 3 * len(l.Stages)
}

// Done reports whether every stage of l is met.
func (p Progress) Done(l Lesson) bool {
	for _, s := range l.Stages {
		if p[s.ID] == 0 {
			return false
		}
	}
	return true
}

// Next returns the index of the first stage of l not yet met (0 when all
// are).
func (p Progress) Next(l Lesson) int {
	for i, s := range l.Stages {
		if p[s.ID] == 0 {
			return i
		}
	}
	return 0
}

// String returns the text form.
func (p Progress) String() string {
	ids := make([]string, 0, len(p))
	for id := range p {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var b strings.Builder
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s=%d", id, p[id])
	}
	return b.String()
}

// maxProgressEntries bounds the stages a progress text may hold: far more
// than the lessons have, so a damaged or hostile text cannot grow memory.
const maxProgressEntries = 1000

// ParseProgress reads the text form. Entries of stages that no longer
// exist are kept (a newer program's lessons); a malformed entry is an
// error naming it.
func ParseProgress(text string) (Progress, error) {
	p := Progress{}
	f := strings.Fields(text)
	if len(f) > maxProgressEntries {
		return p, fmt.Errorf("progress: %d entries, at most %d", len(f), maxProgressEntries)
	}
	for _, e := range f {
		id, n, ok := strings.Cut(e, "=")
		stars, err := strconv.Atoi(n)
		if !ok || id == "" || len(id) > 64 || err != nil || stars < 1 || stars > 3 {
			return p, fmt.Errorf("progress: bad entry %q (want lesson/stage=1..3)", e)
		}
		p[id] = stars
	}
	return p, nil
}
