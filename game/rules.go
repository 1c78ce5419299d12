package game

import (
	"fmt"
	"strconv"
	"strings"
)

// Removal says when captured pieces leave the board.
type Removal int8

// Removal options.
const (
	// RemoveImmediate removes each captured piece at once (default).
	RemoveImmediate Removal = iota
	// RemoveAtEnd leaves captured pieces on the board until the sequence ends:
	// they block and cannot be jumped twice ("Turkish strike" rule).
	RemoveAtEnd
)

// Promotion says what happens to a man reaching the far rank mid-capture.
type Promotion int8

// Promotion options.
const (
	// PromoteAtEnd promotes only when the move ends on the far rank (default).
	PromoteAtEnd Promotion = iota
	// PromoteStop promotes on reaching the far rank and ends the move.
	PromoteStop
	// PromoteContinue promotes on reaching the far rank and continues with
	// mulla captures.
	PromoteContinue
)

// Rules holds every variant option of the rules page. The zero value is not
// the default: use DefaultRules.
type Rules struct {
	// MenCaptureBackward lets men capture backwards too.
	MenCaptureBackward bool
	// Majority obliges the capture sequence that takes the most pieces.
	Majority bool
	// Removal is the removal timing of captured pieces.
	Removal Removal
	// Promotion is the promotion option.
	Promotion Promotion
	// Repetition is the occurrence count of a position that draws; 0 = off.
	Repetition int
	// NoProgress is the number of plies without capture or man move that
	// draws; 0 = off.
	NoProgress int
}

// DefaultRules returns the rules with every option at its default.
func DefaultRules() Rules { return Rules{Repetition: 3, NoProgress: 50} }

// Limits on the numeric options, so that nonsense is refused.
const (
	maxRepetition = 100
	maxNoProgress = 10000
)

// RuleOption describes one option of the rule text, for help screens.
type RuleOption struct {
	Name    string   // option name in rule text
	Values  []string // accepted values; nil for a flag
	Default string   // default value ("off" for a flag)
	Help    string   // one-line explanation
}

// RuleOptions lists every option of the rule text in canonical order.
var RuleOptions = []RuleOption{
	{"men-capture-backward", nil, "off", "men may also capture backwards (straight or diagonally)"},
	{"majority", nil, "off", "a capture must take the most pieces possible"},
	{"removal", []string{"immediate", "end"}, "immediate", "captured pieces leave at once, or stay (blocking) until the sequence ends"},
	{"promotion", []string{"end", "stop", "continue"}, "end", "a man reaching the far rank mid-capture: promotes only if the move ends there, stops and promotes, or promotes and continues"},
	{"repetition", []string{"0", "2.." + strconv.Itoa(maxRepetition)}, "3", "the same position for the Nth time is a draw (0 = off)"},
	{"no-progress", []string{"0", "1.." + strconv.Itoa(maxNoProgress)}, "50", "N plies without a capture or a man move is a draw (0 = off)"},
}

var removalNames = []string{"immediate", "end"}
var promotionNames = []string{"end", "stop", "continue"}

// String returns the option's name in rule text ("immediate", "end"), or
// "Removal(N)" for a value outside the options.
func (r Removal) String() string { return optionName(removalNames, "Removal", int(r)) }

// String returns the option's name in rule text ("end", "stop",
// "continue"), or "Promotion(N)" for a value outside the options.
func (p Promotion) String() string { return optionName(promotionNames, "Promotion", int(p)) }

// optionName returns names[i], or kind(i) when i is out of range.
func optionName(names []string, kind string, i int) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return kind + "(" + strconv.Itoa(i) + ")"
}

// String returns the canonical rule text: the options that differ from the
// defaults, comma-separated, in canonical order. Defaults print as "".
func (r Rules) String() string {
	d := DefaultRules()
	var parts []string
	if r.MenCaptureBackward {
		parts = append(parts, "men-capture-backward")
	}
	if r.Majority {
		parts = append(parts, "majority")
	}
	if r.Removal != d.Removal {
		parts = append(parts, "removal="+r.Removal.String())
	}
	if r.Promotion != d.Promotion {
		parts = append(parts, "promotion="+r.Promotion.String())
	}
	if r.Repetition != d.Repetition {
		parts = append(parts, "repetition="+strconv.Itoa(r.Repetition))
	}
	if r.NoProgress != d.NoProgress {
		parts = append(parts, "no-progress="+strconv.Itoa(r.NoProgress))
	}
	return strings.Join(parts, ",")
}

// ParseRules reads rule text: a comma-separated list of options; the empty
// text means all defaults. An option that is on or off by its name alone
// (majority) may also be spelled out as name=on or name=off (yes/no,
// true/false, 1/0), as a PDN file's Rules tag writes it, so that a saved
// game's tag can be given wherever rules are read. An unknown option, a
// bad value or an option given twice is an error that names it (the
// caller says it is about rules).
func ParseRules(text string) (Rules, error) {
	r := DefaultRules()
	if strings.TrimSpace(text) == "" {
		return r, nil
	}
	seen := map[string]bool{}
	for _, item := range strings.Split(text, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			return r, fmt.Errorf("empty option in %q (stray comma)", text)
		}
		name, value, hasValue := strings.Cut(item, "=")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if seen[name] {
			return r, fmt.Errorf("option %q given twice", name)
		}
		seen[name] = true
		var err error
		switch name {
		case "men-capture-backward":
			r.MenCaptureBackward, err = parseFlag(name, value, hasValue)
		case "majority":
			r.Majority, err = parseFlag(name, value, hasValue)
		case "removal":
			var i int
			i, err = parseChoice(name, value, hasValue, removalNames)
			r.Removal = Removal(i)
		case "promotion":
			var i int
			i, err = parseChoice(name, value, hasValue, promotionNames)
			r.Promotion = Promotion(i)
		case "repetition":
			r.Repetition, err = parseCount(name, value, hasValue, 2, maxRepetition)
		case "no-progress":
			r.NoProgress, err = parseCount(name, value, hasValue, 1, maxNoProgress)
		default:
			return r, fmt.Errorf("unknown option %q (known: %s)", name, optionNames())
		}
		if err != nil {
			return r, err
		}
	}
	return r, nil
}

func optionNames() string {
	names := make([]string, len(RuleOptions))
	for i, o := range RuleOptions {
		names[i] = o.Name
	}
	return strings.Join(names, ", ")
}

// parseFlag reads a flag option: bare (on), or =on/off/true/false/yes/no/1/0.
func parseFlag(name, value string, hasValue bool) (bool, error) {
	if !hasValue {
		return true, nil
	}
	switch strings.ToLower(value) {
	case "on", "true", "yes", "1":
		return true, nil
	case "off", "false", "no", "0":
		return false, nil
	}
	return false, fmt.Errorf("option %q: bad value %q (want on or off)", name, value)
}

func parseChoice(name, value string, hasValue bool, choices []string) (int, error) {
	for i, c := range choices {
		if hasValue && value == c {
			return i, nil
		}
	}
	return 0, fmt.Errorf("option %q: bad value %q (want one of %s)", name, value, strings.Join(choices, ", "))
}

func parseCount(name, value string, hasValue bool, lo, hi int) (int, error) {
	n, err := strconv.Atoi(value)
	if !hasValue || err != nil || (n != 0 && (n < lo || n > hi)) {
		return 0, fmt.Errorf("option %q: bad value %q (want 0 for off, or %d..%d)", name, value, lo, hi)
	}
	return n, nil
}
