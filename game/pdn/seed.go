package pdn

import "strconv"

// Seed returns the seed of the computer's choices recorded in the Seed
// tag (a decimal number, not 0); ok is false when the tag is missing or
// not such a number.
func (rec *Record) Seed() (seed uint64, ok bool) {
	n, err := strconv.ParseUint(rec.Tag(TagSeed), 10, 64)
	if err != nil || n == 0 {
		return 0, false
	}
	return n, true
}

// SetSeed records seed, the seed of the computer's choices, in the Seed
// tag.
func (rec *Record) SetSeed(seed uint64) { rec.SetTag(TagSeed, strconv.FormatUint(seed, 10)) }
