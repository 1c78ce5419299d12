package match

import (
	"bufio"
	"bytes"
	_ "embed" // the committed positions sets
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// Start is a position a conversion match plays from: one side is clearly
// better there, but the game is not yet decided.
type Start struct {
	Position game.Position
	Better   game.Color // the side that is clearly better
	Value    Value      // what it is worth to the better side, when proven
	Note     string     // how it was chosen (its line's comment), may be ""
}

// Value is what a start is worth to its better side with perfect play, as
// a proof (fetaix match prove, prove.go) shows it, or Unproven.
type Value int8

// The values of a start.
const (
	Unproven Value = iota
	Won            // the better side wins
	Drawn
	Lost // the better side loses after all
)

// valueNames are the values as a positions file writes them
// ("proven=win"), Unproven's being "".
var valueNames = [...]string{"", "win", "draw", "loss"}

// String returns "win", "draw", "loss", or "" when unproven.
func (v Value) String() string { return valueNames[v] }

// String returns the start as a line of a positions file:
// "w bbbbb/... b 0 12 proven=win # note".
func (s Start) String() string {
	line := fmt.Sprintf("%c %s", s.Better.Letter(), s.Position)
	if s.Value != Unproven {
		line += " proven=" + s.Value.String()
	}
	if s.Note != "" {
		line += " # " + s.Note
	}
	return line
}

// ReadStarts reads a positions file: one start a line, the better side
// (w or b), then the position text (rules file, "Position text"), then
// optionally its proven value for the better side (proven=win,
// proven=draw or proven=loss), then optionally "#" and a note. Blank lines
// and lines starting with "#" are skipped. A bad line is an error that
// gives its number.
func ReadStarts(r io.Reader) ([]Start, error) {
	var out []Start
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		s, err := parseStart(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no positions")
	}
	return out, nil
}

// parseStart reads one line of a positions file.
func parseStart(line string) (Start, error) {
	text, note, _ := strings.Cut(line, "#")
	side, pos, _ := strings.Cut(strings.TrimSpace(text), " ")
	var s Start
	if rest, value, ok := strings.Cut(pos, "proven="); ok {
		v := slices.Index(valueNames[1:], strings.TrimSpace(value))
		if v < 0 {
			return s, fmt.Errorf("want proven=win, proven=draw or proven=loss after the position, got %q", "proven="+value)
		}
		pos, s.Value = rest, Value(v+1)
	}
	switch side {
	case "w":
		s.Better = game.White
	case "b":
		s.Better = game.Black
	default:
		return s, fmt.Errorf("want the better side (w or b) then a position, got %q", side)
	}
	p, err := game.ParseStart(pos)
	if err != nil {
		return s, err
	}
	if res, _ := game.NewGame(game.DefaultRules(), p).Result(); res != game.Ongoing {
		return s, fmt.Errorf("position %q: the game is over", p)
	}
	s.Position, s.Note = p, strings.TrimSpace(note)
	return s, nil
}

//go:embed positions/conversion.txt
var conversionText []byte

//go:embed positions/hard.txt
var hardText []byte

//go:embed positions/hard2.txt
var hard2Text []byte

// Sets names the committed positions sets: "conversion" (the default
// set, positions/conversion.txt), "hard" (positions/hard.txt, starts
// the engine failed to convert against itself at a short time a move)
// and "hard2" (positions/hard2.txt, more starts chosen as the hard set's
// were, by the same build, from other seeds). Each file's header says how
// its positions were chosen.
var Sets = []string{"conversion", "hard", "hard2"}

// ConversionStarts returns the committed conversion positions
// (positions/conversion.txt; its header says how they were chosen).
func ConversionStarts() []Start {
	s, _ := NamedStarts("conversion")
	return s
}

// SetText returns the text of the committed positions set of that name
// (see Sets), or false when there is none.
func SetText(name string) ([]byte, bool) {
	switch name {
	case "conversion":
		return conversionText, true
	case "hard":
		return hardText, true
	case "hard2":
		return hard2Text, true
	}
	return nil, false
}

// NamedStarts returns the committed positions set of that name (see
// Sets), or false when there is none.
func NamedStarts(name string) ([]Start, bool) {
	text, ok := SetText(name)
	if !ok {
		return nil, false
	}
	s, err := ReadStarts(bytes.NewReader(text))
	if err != nil {
		panic("match: positions/" + name + ".txt: " + err.Error())
	}
	return s, true
}
