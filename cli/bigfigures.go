package cli

import (
	"fmt"
	"strconv"
)

// bigCount writes n with a unit: 426 M, 4.41 G.
func bigCount(n int64) string {
	switch {
	case n >= 1e9:
		return fmt.Sprintf("%.3g G", float64(n)/1e9)
	case n >= 1e6:
		return fmt.Sprintf("%.3g M", float64(n)/1e6)
	}
	return strconv.FormatInt(n, 10)
}

// bigBytes writes a size in bytes: 94 MB, 20.4 GB.
func bigBytes(n int64) string {
	switch {
	case n >= 1e12:
		return fmt.Sprintf("%.3g TB", float64(n)/1e12)
	case n >= 1e9:
		return fmt.Sprintf("%.3g GB", float64(n)/1e9)
	}
	return fmt.Sprintf("%.3g MB", float64(n)/1e6)
}
