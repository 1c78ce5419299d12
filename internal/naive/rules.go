package naive

import (
	"fmt"
	"strconv"
	"strings"
)

// Promotion says what a man reaching the far rank in the middle of a
// capture does (the rules page's promotion option).
type Promotion int8

// The promotion variants.
const (
	PromoteAtEnd    Promotion = iota // promotes only if the move ends there
	PromoteStop                      // promotes and the move ends
	PromoteContinue                  // promotes and goes on capturing as a mulla
)

// Rules are the rule options. The generator uses the first four; it does
// not apply the draw rules (Repetition, NoProgress), which a proof checker
// counts itself.
type Rules struct {
	MenCaptureBackward bool
	Majority           bool
	RemovalAtEnd       bool // captured pieces stay, blocking, until the sequence ends
	Promotion          Promotion
	Repetition         int // the Nth occurrence of a position is a draw (0: off)
	NoProgress         int // N plies without a capture or man move is a draw (0: off)
}

// ParseRules reads rule option text (the rules page's "Rule option text"):
// a comma-separated list of options; the empty text is all defaults. It
// keeps what the generator and a proof checker need, and refuses unknown
// options and bad values.
func ParseRules(text string) (Rules, error) {
	r := Rules{Repetition: 3, NoProgress: 50}
	if strings.TrimSpace(text) == "" {
		return r, nil
	}
	for _, item := range strings.Split(text, ",") {
		name, value, _ := strings.Cut(strings.TrimSpace(item), "=")
		var err error
		switch name {
		case "men-capture-backward":
			r.MenCaptureBackward = value == "" || value == "on"
		case "majority":
			r.Majority = value == "" || value == "on"
		case "removal":
			r.RemovalAtEnd = value == "end"
			if value != "end" && value != "immediate" {
				err = fmt.Errorf("removal=%q", value)
			}
		case "promotion":
			i := map[string]int{"end": 0, "stop": 1, "continue": 2}
			p, ok := i[value]
			if !ok {
				err = fmt.Errorf("promotion=%q", value)
			}
			r.Promotion = Promotion(p)
		case "repetition":
			r.Repetition, err = strconv.Atoi(value)
		case "no-progress":
			r.NoProgress, err = strconv.Atoi(value)
		default:
			err = fmt.Errorf("unknown option %q", name)
		}
		if err != nil {
			return r, fmt.Errorf("rules %q: %v", text, err)
		}
	}
	return r, nil
}
