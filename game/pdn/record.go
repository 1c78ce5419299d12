package pdn

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
)

// Tag is one tag pair of a PDN record.
type Tag struct {
	Name, Value string
}

// Record is one game of a PDN file: its tags, the game, its comments and
// its result.
type Record struct {
	// Tags are the tags other than those derived from the game (Result,
	// GameType, Rules, FEN, and Termination when the game is over), in the
	// order they are written after the Event, Site, Date, White and Black
	// tags. Derived names found here are ignored by the writer, except a
	// Termination of a game that is not over (e.g. "time forfeit").
	Tags []Tag
	// Game is the game: its rules, start position and moves. The writer
	// writes the moves up to the current position (Game.Moves()).
	Game *game.Game
	// Comments[i] is the comment after move i (Comments[0]: before the
	// first move); "" means none. It may be shorter than the game.
	Comments []string
	// Annotations[i] holds the move mark, NAGs and variations of move i
	// (from 1, as Comments; Annotations[0] is unused). It may be shorter
	// than the game, and is nil when no move has any.
	Annotations []Annotation
	// Result is the recorded result. When the game is over it is the
	// game's result (the writer uses Game.Result() then); otherwise it may
	// still be a decision made outside the rules, e.g. on time.
	Result game.Result
}

// Names of the tags with special meaning.
const (
	TagEvent       = "Event"
	TagSite        = "Site"
	TagDate        = "Date"
	TagWhite       = "White"
	TagBlack       = "Black"
	TagResult      = "Result"
	TagGameType    = "GameType"
	TagRules       = "Rules"
	TagFEN         = "FEN"
	TagTermination = "Termination"
	// TagSeed is the seed of the computer's choices in a game against
	// it (Record.Seed).
	TagSeed = "Seed"
)

// GameTypeFetaix is the GameType tag value of a Fetaix record.
const GameTypeFetaix = "Fetaix"

// rosterTags are written first, in this order, "?" when missing (Date
// "????.??.??").
var rosterTags = []string{TagEvent, TagSite, TagDate, TagWhite, TagBlack}

// derivedTag reports whether the writer computes tag name from the game.
func derivedTag(name string) bool {
	switch name {
	case TagResult, TagGameType, TagRules, TagFEN, TagTermination:
		return true
	}
	return false
}

// NewRecord returns a record of g dated today, with "?" for the other
// roster tags and the game's current result.
func NewRecord(g *game.Game) *Record {
	rec := &Record{Game: g}
	rec.SetTag(TagDate, time.Now().Format("2006.01.02"))
	rec.Result, _ = g.Result()
	return rec
}

// Tag returns the value of the named tag among Tags, or "" if absent.
func (rec *Record) Tag(name string) string {
	for _, t := range rec.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// SetTag sets the named tag in Tags, replacing its value if present and
// adding it at the end otherwise.
func (rec *Record) SetTag(name, value string) {
	for i, t := range rec.Tags {
		if t.Name == name {
			rec.Tags[i].Value = value
			return
		}
	}
	rec.Tags = append(rec.Tags, Tag{name, value})
}

// Comment returns the comment after move i (0: before the first move).
func (rec *Record) Comment(i int) string { return itemAt(rec.Comments, i) }

// SetComment sets the comment after move i (0: before the first move).
func (rec *Record) SetComment(i int, text string) { rec.Comments = setItem(rec.Comments, i, text) }

// Annotation returns the move mark, NAGs and variations of move i (from
// 1).
func (rec *Record) Annotation(i int) Annotation { return itemAt(rec.Annotations, i) }

// SetAnnotation sets the move mark, NAGs and variations of move i (from
// 1).
func (rec *Record) SetAnnotation(i int, a Annotation) {
	if i > 0 {
		rec.Annotations = setItem(rec.Annotations, i, a)
	}
}

// FinalResult returns the result the writer records and why: the game's
// when it is over, otherwise Result with the Termination tag (if any).
func (rec *Record) FinalResult() (game.Result, string) {
	if r, why := rec.Game.Result(); r != game.Ongoing {
		return r, why.String()
	}
	return rec.Result, rec.Tag(TagTermination)
}

// rulesTagText spells out every rule option, defaults included.
func rulesTagText(r game.Rules) string {
	onOff := func(b bool) string {
		if b {
			return "on"
		}
		return "off"
	}
	return strings.Join([]string{
		"men-capture-backward=" + onOff(r.MenCaptureBackward),
		"majority=" + onOff(r.Majority),
		"removal=" + r.Removal.String(),
		"promotion=" + r.Promotion.String(),
		"repetition=" + strconv.Itoa(r.Repetition),
		"no-progress=" + strconv.Itoa(r.NoProgress),
	}, ",")
}

// Format returns the PDN text of the records, separated by blank lines.
func Format(recs ...*Record) (string, error) {
	var b strings.Builder
	for i, rec := range recs {
		if i > 0 {
			b.WriteByte('\n')
		}
		if err := rec.format(&b); err != nil {
			if len(recs) > 1 {
				return "", fmt.Errorf("game %d: %w", i+1, err)
			}
			return "", err
		}
	}
	return b.String(), nil
}

// maxLine is the line length the writer wraps movetext at.
const maxLine = 79

func (rec *Record) format(b *strings.Builder) error {
	if rec.Game == nil {
		return errors.New("record has no game")
	}
	g := rec.Game
	result, _ := rec.FinalResult()
	for _, t := range rec.AllTags() {
		if err := writeTag(b, t); err != nil {
			return err
		}
	}
	b.WriteByte('\n')

	main := &Variation{Game: g, Comments: rec.Comments, Annotations: rec.Annotations}
	units, err := movetextUnits(main, nil)
	if err != nil {
		return err
	}
	var line strings.Builder
	for _, unit := range append(units, result.String()) {
		if line.Len() > 0 && line.Len()+1+len(unit) > maxLine {
			b.WriteString(line.String())
			b.WriteByte('\n')
			line.Reset()
		}
		if line.Len() > 0 {
			line.WriteByte(' ')
		}
		line.WriteString(unit)
	}
	b.WriteString(line.String())
	b.WriteByte('\n')
	return nil
}

// movetextUnits returns the words of a line's movetext, up to its current
// position, the line breaks going between them: each move with its
// number where needed and its mark, its NAGs, the comment after it, then
// its variations, each a run of words in parentheses. where names the
// variation for errors ("" for the main line).
func movetextUnits(v *Variation, where []string) ([]string, error) {
	if v == nil || v.Game == nil {
		return nil, fmt.Errorf("%s has no game", describeLine(where))
	}
	g := v.Game
	var units []string
	comment := func(i int) (bool, error) {
		c := v.Comment(i)
		if c == "" {
			return false, nil
		}
		if strings.ContainsRune(c, '}') {
			return false, fmt.Errorf("comment after move %d%s contains '}', which would end it early", i, inLine(where))
		}
		units = append(units, "{"+c+"}")
		return true, nil
	}
	needNumber, err := comment(0)
	if err != nil {
		return nil, err
	}
	for i, m := range g.Moves() {
		p := g.PositionAt(i)
		a := v.Annotation(i + 1)
		if a.Mark != "" && markNAG(a.Mark) == 0 {
			return nil, fmt.Errorf("move %d%s: bad move mark %q (want one of %s)", i+1, inLine(where), a.Mark, strings.Join(MoveMarks, " "))
		}
		unit := m.String() + a.Mark
		if p.SideToMove() == game.White {
			unit = strconv.Itoa(p.MoveNumber()) + ". " + unit
		} else if i == 0 || needNumber {
			unit = strconv.Itoa(p.MoveNumber()) + "... " + unit
		}
		units = append(units, unit)
		for _, n := range a.NAGs {
			if n < 0 || n > maxNAG {
				return nil, fmt.Errorf("move %d%s: NAG %d out of range 0 to %d", i+1, inLine(where), n, maxNAG)
			}
			units = append(units, "$"+strconv.Itoa(n))
		}
		if needNumber, err = comment(i + 1); err != nil {
			return nil, err
		}
		for j, sub := range a.Variations {
			subWhere := append(where[:len(where):len(where)], fmt.Sprintf("variation %d of move %d", j+1, i+1))
			if sub != nil && sub.Game != nil && sub.Game.Start().String() != p.String() {
				return nil, fmt.Errorf("%s starts at %s, not at the position before the move, %s", describeLine(subWhere), sub.Game.Start(), p)
			}
			subUnits, err := movetextUnits(sub, subWhere)
			if err != nil {
				return nil, err
			}
			if len(subUnits) == 0 {
				continue
			}
			subUnits[0] = "(" + subUnits[0]
			subUnits[len(subUnits)-1] += ")"
			units = append(units, subUnits...)
			needNumber = true
		}
	}
	return units, nil
}

// describeLine names a line of a record for errors: "the record", or
// "variation 1 of move 3, variation 2 of move 4" (nested).
func describeLine(where []string) string {
	if len(where) == 0 {
		return "the record"
	}
	return strings.Join(where, ", ")
}

// inLine is " in " and the line's name, or "" for the main line.
func inLine(where []string) string {
	if len(where) == 0 {
		return ""
	}
	return " in " + describeLine(where)
}

// AllTags returns every tag the writer writes, in order: Event, Site,
// Date, White, Black ("?" when missing), then the tags derived from the
// game (Result, GameType, Rules, FEN, Termination), then the other Tags.
func (rec *Record) AllTags() []Tag {
	g := rec.Game
	result, termination := rec.FinalResult()
	var tags []Tag
	for _, name := range rosterTags {
		v := rec.Tag(name)
		if v == "" {
			v = "?"
			if name == TagDate {
				v = "????.??.??"
			}
		}
		tags = append(tags, Tag{name, v})
	}
	tags = append(tags, Tag{TagResult, result.String()}, Tag{TagGameType, GameTypeFetaix},
		Tag{TagRules, rulesTagText(g.Rules())})
	if start := g.Start().String(); start != game.StartPosition().String() {
		tags = append(tags, Tag{TagFEN, start})
	}
	if termination != "" {
		tags = append(tags, Tag{TagTermination, termination})
	}
	for _, t := range rec.Tags {
		if !derivedTag(t.Name) && !isRoster(t.Name) {
			tags = append(tags, t)
		}
	}
	return tags
}

func isRoster(name string) bool {
	for _, r := range rosterTags {
		if r == name {
			return true
		}
	}
	return false
}

// writeTag writes one tag line, escaping quotes and backslashes.
func writeTag(b *strings.Builder, t Tag) error {
	if !validTagName(t.Name) {
		return fmt.Errorf("bad tag name %q: want letters, digits or _, starting with a letter", t.Name)
	}
	if strings.ContainsAny(t.Value, "\n") {
		return fmt.Errorf("tag %s: the value has a line break, which a tag cannot hold", t.Name)
	}
	b.WriteByte('[')
	b.WriteString(t.Name)
	b.WriteString(` "`)
	for i := 0; i < len(t.Value); i++ { // bytes: any text is kept as it is
		if c := t.Value[i]; c == '"' || c == '\\' {
			b.WriteByte('\\')
		}
		b.WriteByte(t.Value[i])
	}
	b.WriteString("\"]\n")
	return nil
}

func validTagName(name string) bool {
	if name == "" || !isLetter(name[0]) {
		return false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; !isLetter(c) && !isDigit(c) && c != '_' {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
