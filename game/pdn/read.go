package pdn

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/fetaix/fetaix/game"
)

// Options says how PDN text is read.
type Options struct {
	// Strict keeps the reader's original checks, refusing as errors what
	// the lenient reader (the default) accepts from other tools: variations,
	// NAGs, move marks, PDN 3.0 results, a comment after the result, "1. ..."
	// and "1 ..." before a Black move, numbering from 1 after a FEN tag of a
	// later move, a raw backslash in a tag value, a GameType in another
	// letter case, "*" on a finished game, moves after a draw by repetition
	// or no progress, and a result, or a Termination, that disagrees with
	// the final position. The lenient reader reports these with a
	// Warning where the record disagrees with itself or the position.
	Strict bool
}

// Place is where something is in PDN text: a line and column (both
// from 1; columns count characters) and, in the movetext, the move number
// as the text counts it and the side to move there.
type Place struct {
	Line, Col int
	Move      int        // the move number; 0 outside the movetext
	Side      game.Color // the side to move at Move
}

// String returns "line L, column C", then ", move M (side)" in the
// movetext.
func (p Place) String() string {
	s := fmt.Sprintf("line %d, column %d", p.Line, p.Col)
	if p.Move > 0 {
		s += fmt.Sprintf(", move %d (%s)", p.Move, p.Side)
	}
	return s
}

// Error is a problem in PDN text that stops the reader, at a place.
type Error struct {
	Place
	Msg string // what is wrong, and what was expected
	Err error  // the underlying error, e.g. one wrapping ErrIllegalMove
}

// Error returns the place, then the message: "line 12, column 5, move 7
// (white): illegal move ...".
func (e *Error) Error() string { return e.String() + ": " + e.Msg }

// Unwrap returns the underlying error, if any.
func (e *Error) Unwrap() error { return e.Err }

// Warning is something the lenient reader accepted but that disagrees
// with the record or its position, or that it had to drop.
type Warning struct {
	Place
	Game int    // the record it is about, from 1
	Msg  string // what was found, and what the reader made of it
}

// String returns the place, then the message, as Error does.
func (w Warning) String() string { return w.Place.String() + ": " + w.Msg }

// ErrNoGame is wrapped by the error for PDN text that holds no game.
var ErrNoGame = errors.New("no game found")

// Parse reads every record of PDN text (see the format in pdn.go)
// leniently, dropping the warnings. The first problem stops it with a
// *Error.
func Parse(text string) ([]*Record, error) {
	recs, _, err := ParseWith(text, Options{})
	return recs, err
}

// ParseWith reads every record of PDN text as opts say, and returns
// the records and the warnings about them. The first problem stops it with
// a *Error (and the warnings until then).
func ParseWith(text string, opts Options) ([]*Record, []Warning, error) {
	r := &reader{scanner: scanner{src: text, line: 1, col: 1}, strict: opts.Strict}
	if strings.HasPrefix(text, "\uFEFF") {
		r.pos = len("\uFEFF")
	}
	var recs []*Record
	for {
		r.skipSpace()
		if r.eof() {
			break
		}
		r.game++
		rec, err := r.record()
		if err != nil {
			return nil, r.warnings, err
		}
		recs = append(recs, rec)
	}
	if len(recs) == 0 {
		return nil, nil, &Error{Place: r.mark(), Err: ErrNoGame,
			Msg: `no game found: expected tags ([Event "..."]) and moves ending with a result`}
	}
	return recs, r.warnings, nil
}

// scanner walks PDN text keeping the line and column.
type scanner struct {
	src       string
	pos       int
	line, col int
}

func (s *scanner) eof() bool { return s.pos >= len(s.src) }

// peek returns the next byte, or 0 at the end.
func (s *scanner) peek() byte {
	if s.eof() {
		return 0
	}
	return s.src[s.pos]
}

// next consumes one character (rune).
func (s *scanner) next() {
	_, n := utf8.DecodeRuneInString(s.src[s.pos:])
	if s.src[s.pos] == '\n' {
		s.line++
		s.col = 0
	}
	s.pos += n
	s.col++
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

func (s *scanner) skipSpace() {
	for !s.eof() && isSpace(s.peek()) {
		s.next()
	}
}

// mark is the place of the scanner, outside the movetext.
func (s *scanner) mark() Place { return Place{Line: s.line, Col: s.col} }

func (p Place) errorf(err error, format string, args ...any) *Error {
	return &Error{Place: p, Msg: fmt.Sprintf(format, args...), Err: err}
}

// found describes the text at the scanner for "expected X, found Y".
func (s *scanner) found() string {
	if s.eof() {
		return "the end of the file"
	}
	r, _ := utf8.DecodeRuneInString(s.src[s.pos:])
	return strconv.QuoteRune(r)
}

// expected is the error for something missing after the text that ends at
// end: at what is found instead when it is on that line, otherwise at end,
// so that the error names the line where the thing is missing.
func (s *scanner) expected(end Place, format string, args ...any) *Error {
	msg := fmt.Sprintf(format, args...)
	if s.line == end.Line || s.eof() {
		return s.mark().errorf(nil, "%s, found %s", msg, s.found())
	}
	return end.errorf(nil, "%s, found the end of the line", msg)
}

// word reads the movetext word at the scanner.
func (s *scanner) word() string {
	start := s.pos
	for !s.eof() && !wordEnd(s.peek()) {
		s.next()
	}
	return s.src[start:s.pos]
}

// wordEnd reports whether c ends a movetext word.
func wordEnd(c byte) bool {
	return isSpace(c) || strings.IndexByte("{}[]()\";", c) >= 0
}

// comment reads {...} and returns its text verbatim.
func (s *scanner) comment() (string, error) {
	at := s.mark()
	s.next() // {
	start := s.pos
	for !s.eof() && s.peek() != '}' {
		s.next()
	}
	if s.eof() {
		return "", at.errorf(nil, "comment never closed: expected '}' before the end of the file")
	}
	text := s.src[start:s.pos]
	s.next() // }
	return text, nil
}

// addComment joins a comment to what is already there.
func addComment(have, c string) string {
	switch {
	case c == "":
		return have
	case have == "":
		return c
	}
	return have + " " + c
}

// reader reads records, as strictly as asked, gathering warnings.
type reader struct {
	scanner
	strict   bool
	warnings []Warning
	game     int // the record being read, from 1
	// The numbering of the record being read: whether a move number has
	// been seen, and the position's move number minus the text's (the text
	// may number from 1 after a FEN tag of a later move).
	numbered  bool
	numOffset int
}

// warn adds a warning about the record being read.
func (r *reader) warn(at Place, format string, args ...any) {
	r.warnings = append(r.warnings, Warning{Place: at, Game: r.game, Msg: fmt.Sprintf(format, args...)})
}

// disagree reports that the record disagrees with its position: an error
// when strict, otherwise a warning (and nil) that says what the reader
// keeps instead, in keep.
func (r *reader) disagree(at Place, err error, keep, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if r.strict {
		return at.errorf(err, "%s", msg)
	}
	r.warn(at, "%s; %s", msg, keep)
	return nil
}

// pendingTag is a tag as read, with where it was.
type pendingTag struct {
	Tag
	at Place
}

// record reads one game: tags, then movetext up to the result.
func (r *reader) record() (*Record, error) {
	var tags []pendingTag
	seen := map[string]int{} // tag name → line
	comment0 := ""
	for {
		r.skipSpace()
		switch r.peek() {
		case '[':
			t, err := r.tag()
			if err != nil {
				return nil, err
			}
			if line, dup := seen[t.Name]; dup {
				return nil, t.at.errorf(nil, "tag %s given twice (first on line %d)", t.Name, line)
			}
			seen[t.Name] = t.at.Line
			tags = append(tags, t)
			continue
		case '{':
			c, err := r.comment()
			if err != nil {
				return nil, err
			}
			comment0 = addComment(comment0, c)
			continue
		}
		break
	}
	rec, err := r.newRecordFromTags(tags)
	if err != nil {
		return nil, err
	}
	r.numbered, r.numOffset = false, 0
	main := &Variation{Game: rec.Game, Comments: []string{comment0}}
	resultAt, result, err := r.line(main, 0, Place{})
	if err != nil {
		return nil, err
	}
	if !r.strict {
		main.Comments[rec.Game.Ply()] = addComment(main.Comments[rec.Game.Ply()], r.commentsAfterResult())
	}
	rec.Comments, rec.Annotations, rec.Result = main.Comments, trimAnnotations(main.Annotations), result
	return rec, r.finish(rec, tags, resultAt)
}

// commentsAfterResult reads the comments after a result when the file or
// the next game's tags follow them: they close this game. Comments
// followed by moves are left to open the next game (a file without tags).
func (r *reader) commentsAfterResult() string {
	back := r.scanner
	text := ""
	for {
		r.skipSpace()
		if r.peek() != '{' {
			break
		}
		c, err := r.comment()
		if err != nil {
			break
		}
		text = addComment(text, c)
	}
	if text == "" || !r.eof() && r.peek() != '[' {
		r.scanner = back
		return ""
	}
	return text
}

// tag reads [Name "value"].
func (r *reader) tag() (pendingTag, error) {
	at := r.mark()
	r.next() // [
	r.skipSpace()
	nameAt := r.mark()
	start := r.pos
	for !r.eof() && (isLetter(r.peek()) || isDigit(r.peek()) || r.peek() == '_') {
		r.next()
	}
	name := r.src[start:r.pos]
	if !validTagName(name) {
		return pendingTag{}, nameAt.errorf(nil, "expected a tag name (letters, digits or _, starting with a letter), found %s", describeAt(r.src, start))
	}
	end := r.mark()
	r.skipSpace()
	if r.peek() != '"' {
		return pendingTag{}, r.expected(end, "tag %s: expected '\"' starting its value", name)
	}
	value, err := r.tagValue(name)
	if err != nil {
		return pendingTag{}, err
	}
	end = r.mark()
	r.skipSpace()
	if r.peek() != ']' {
		return pendingTag{}, r.expected(end, "tag %s: expected ']' closing the tag", name)
	}
	r.next()
	return pendingTag{Tag{name, value}, at}, nil
}

// tagValue reads a quoted tag value, in which \" is a quote and \\ a
// backslash. The lenient reader keeps any other backslash as it is, and
// reads \" before the tag's ']' as a backslash ending the value
// ("C:\games\").
func (r *reader) tagValue(name string) (string, error) {
	valueAt := r.mark()
	r.next() // "
	var v strings.Builder
	for {
		switch c := r.peek(); {
		case r.eof() || c == '\n':
			return "", valueAt.errorf(nil, "tag %s: value never closed: expected '\"' before the end of the line", name)
		case c == '"':
			r.next()
			return v.String(), nil
		case c == '\\':
			escAt := r.mark()
			r.next()
			e := r.peek()
			escaped := e == '\\' || e == '"' && (r.strict || !closesTag(r.src[r.pos+1:]))
			if !escaped {
				if r.strict {
					return "", escAt.errorf(nil, "tag %s: bad escape: expected \\\" or \\\\, found \\ then %s", name, r.found())
				}
				v.WriteByte('\\')
				continue
			}
			v.WriteByte(e)
			r.next()
		default:
			start := r.pos
			r.next()
			v.WriteString(r.src[start:r.pos])
		}
	}
}

// closesTag reports whether the text after a quote in a tag value is the
// end of the tag: spaces then ']'.
func closesTag(rest string) bool {
	return strings.HasPrefix(strings.TrimLeft(rest, " \t"), "]")
}

// describeAt quotes the character at byte i of src, or names the end.
func describeAt(src string, i int) string {
	if i >= len(src) {
		return "the end of the file"
	}
	r, _ := utf8.DecodeRuneInString(src[i:])
	return strconv.QuoteRune(r)
}

// newRecordFromTags sets up the record and its game from the tags that
// define it: GameType, Rules and FEN. The other tags are kept.
func (r *reader) newRecordFromTags(tags []pendingTag) (*Record, error) {
	rules, start := game.DefaultRules(), game.StartPosition()
	rec := &Record{}
	for _, t := range tags {
		switch t.Name {
		case TagGameType:
			if t.Value != GameTypeFetaix && (r.strict || !strings.EqualFold(t.Value, GameTypeFetaix)) {
				return nil, t.at.errorf(nil, "GameType %q: not a Fetaix game (expected %q)", t.Value, GameTypeFetaix)
			}
		case TagRules:
			rs, err := game.ParseRules(t.Value)
			if err != nil {
				return nil, t.at.errorf(err, "tag Rules: %v", err)
			}
			rules = rs
		case TagFEN:
			p, err := game.ParseStart(t.Value)
			if err != nil {
				return nil, t.at.errorf(err, "tag FEN: %v", err)
			}
			start = p
		case TagResult, TagTermination:
			// checked once the moves are read
		default:
			rec.Tags = append(rec.Tags, t.Tag)
		}
	}
	rec.Game = game.NewGame(rules, start)
	return rec, nil
}

// finish applies the Termination tag and checks the Result tag and the
// result marker against each other and against the final position.
func (r *reader) finish(rec *Record, tags []pendingTag, at Place) error {
	g := rec.Game
	for _, t := range tags {
		if res, ok := r.resultNamed(t.Value); t.Name == TagResult && (!ok || res != rec.Result) {
			return at.errorf(nil, "result %s differs from the Result tag %q on line %d", rec.Result, t.Value, t.at.Line)
		}
	}
	for _, t := range tags {
		if t.Name == TagTermination {
			if err := r.applyTermination(rec, t); err != nil {
				return err
			}
		}
	}
	if res, why := g.Result(); res != game.Ongoing && res != rec.Result {
		const keep = "the result is taken from the position"
		if err := r.disagree(at, nil, keep, "result %s, but the game is over: %s (%s)", rec.Result, res, why); err != nil {
			return err
		}
		rec.Result = res
	}
	return nil
}

// applyTermination re-applies a resignation or agreed draw named by the
// Termination tag t, checks a rule's end against the position, and keeps
// any other Termination as a tag.
func (r *reader) applyTermination(rec *Record, t pendingTag) error {
	g := rec.Game
	reason, known := reasonNamed(t.Value)
	if !known {
		rec.Tags = append(rec.Tags, t.Tag)
		return nil
	}
	const drop = "the Termination tag is dropped"
	var err error
	switch reason {
	case game.Resignation:
		if rec.Result != game.WhiteWin && rec.Result != game.BlackWin {
			return t.at.errorf(nil, "Termination %q needs the result 1-0 or 0-1, not %s", t.Value, rec.Result)
		}
		loser := game.White
		if rec.Result == game.WhiteWin {
			loser = game.Black
		}
		err = g.Resign(loser)
	case game.AgreedDraw:
		if rec.Result != game.Draw {
			return t.at.errorf(nil, "Termination %q needs the result 1/2-1/2, not %s", t.Value, rec.Result)
		}
		err = g.AgreeDraw()
	default:
		if res, why := g.Result(); why != reason {
			return r.disagree(t.at, nil, drop, "Termination %q, but the game %s", t.Value, describeEnd(res, why))
		}
	}
	if err != nil {
		return r.disagree(t.at, err, drop, "Termination %q: %v", t.Value, err)
	}
	return nil
}

// reasonNamed returns the Reason whose String is text.
func reasonNamed(text string) (game.Reason, bool) {
	for r := game.NoPieces; r <= game.AgreedDraw; r++ {
		if r.String() == text {
			return r, true
		}
	}
	return game.NotOver, false
}

// describeEnd says how a game ended, or that it did not.
func describeEnd(r game.Result, why game.Reason) string {
	if why == game.NotOver {
		return "is not over"
	}
	return fmt.Sprintf("ended %s by %s", r, why)
}
