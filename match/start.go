package match

import (
	"bufio"
	"bytes"
	_ "embed" // the committed positions sets
	"fmt"
	"io"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// Start is a position a conversion match plays from: one side is clearly
// better there, but the game is not yet decided.
type Start struct {
	Position game.Position
	Better   game.Color // the side that is clearly better
	Note     string     // how it was chosen (its line's comment), may be ""
}

// String returns the start as a line of a positions file:
// "w bbbbb/... b 0 12 # note".
func (s Start) String() string {
	line := fmt.Sprintf("%c %s", s.Better.Letter(), s.Position)
	if s.Note != "" {
		line += " # " + s.Note
	}
	return line
}

// ReadStarts reads a positions file: one start a line, the better side
// (w or b), then the position text (rules file, "Position text"), then
// optionally "#" and a note. Blank lines and lines starting with "#" are
// skipped. A bad line is an error that gives its number.
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
	switch side {
	case "w":
		s.Better = game.White
	case "b":
		s.Better = game.Black
	default:
		return s, fmt.Errorf("want the better side (w or b) then a position, got %q", side)
	}
	p, err := game.ParsePosition(pos)
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

// Sets names the committed positions sets: "conversion" (the default
// set, positions/conversion.txt) and "hard" (positions/hard.txt, starts
// the engine failed to convert against itself at a short time a move).
// Each file's header says how its positions were chosen.
var Sets = []string{"conversion", "hard"}

// ConversionStarts returns the committed conversion positions
// (positions/conversion.txt; its header says how they were chosen).
func ConversionStarts() []Start {
	s, _ := NamedStarts("conversion")
	return s
}

// NamedStarts returns the committed positions set of that name (see
// Sets), or false when there is none.
func NamedStarts(name string) ([]Start, bool) {
	var text []byte
	switch name {
	case "conversion":
		text = conversionText
	case "hard":
		text = hardText
	default:
		return nil, false
	}
	s, err := ReadStarts(bytes.NewReader(text))
	if err != nil {
		panic("match: positions/" + name + ".txt: " + err.Error())
	}
	return s, true
}
