// Package plural writes counts with the noun that agrees with them, for
// the commands' and tools' output: "1 game", "2 games". It uses the
// standard library only.
package plural

import "strconv"

// Count returns n and the noun: one when n is 1, else many.
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
