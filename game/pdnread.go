package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// PDNError is a problem in PDN text, at a line and column (both from 1;
// columns count characters).
type PDNError struct {
	Line, Col int
	Msg       string // what is wrong, and what was expected
	Err       error  // the underlying error, e.g. one wrapping ErrIllegalMove
}

// Error returns "line L, column C: message".
func (e *PDNError) Error() string {
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
}

// Unwrap returns the underlying error, if any.
func (e *PDNError) Unwrap() error { return e.Err }

// ErrNoGame is wrapped by the error for PDN text that holds no game.
var ErrNoGame = errors.New("no game found")

// ParsePDN reads every record of PDN text (see the format in pdn.go). The
// first problem stops it with a *PDNError.
func ParsePDN(text string) ([]*Record, error) {
	s := &pdnScanner{src: text, line: 1, col: 1}
	if strings.HasPrefix(text, "\uFEFF") {
		s.pos = len("\uFEFF")
	}
	var recs []*Record
	for {
		s.skipSpace()
		if s.eof() {
			break
		}
		rec, err := s.record()
		if err != nil {
			return nil, err
		}
		recs = append(recs, rec)
	}
	if len(recs) == 0 {
		return nil, &PDNError{Line: s.line, Col: s.col, Err: ErrNoGame,
			Msg: `no game found: expected tags ([Event "..."]) and moves ending with a result`}
	}
	return recs, nil
}

// pdnScanner walks PDN text keeping the line and column.
type pdnScanner struct {
	src       string
	pos       int
	line, col int
}

func (s *pdnScanner) eof() bool { return s.pos >= len(s.src) }

// peek returns the next byte, or 0 at the end.
func (s *pdnScanner) peek() byte {
	if s.eof() {
		return 0
	}
	return s.src[s.pos]
}

// next consumes one character (rune).
func (s *pdnScanner) next() {
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

func (s *pdnScanner) skipSpace() {
	for !s.eof() && isSpace(s.peek()) {
		s.next()
	}
}

// mark is a position in the text, for errors.
type mark struct{ line, col int }

func (s *pdnScanner) mark() mark { return mark{s.line, s.col} }

func (m mark) errorf(err error, format string, args ...any) *PDNError {
	return &PDNError{Line: m.line, Col: m.col, Msg: fmt.Sprintf(format, args...), Err: err}
}

// found describes the text at the scanner for "expected X, found Y".
func (s *pdnScanner) found() string {
	if s.eof() {
		return "the end of the file"
	}
	r, _ := utf8.DecodeRuneInString(s.src[s.pos:])
	return strconv.QuoteRune(r)
}

// comment reads {...} and returns its text verbatim.
func (s *pdnScanner) comment() (string, error) {
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

// pendingTag is a tag as read, with where it was.
type pendingTag struct {
	Tag
	at mark
}

// record reads one game: tags, then movetext up to the result.
func (s *pdnScanner) record() (*Record, error) {
	var tags []pendingTag
	seen := map[string]int{} // tag name → line
	comment0 := ""
	for {
		s.skipSpace()
		switch s.peek() {
		case '[':
			t, err := s.tag()
			if err != nil {
				return nil, err
			}
			if line, dup := seen[t.Name]; dup {
				return nil, t.at.errorf(nil, "tag %s given twice (first on line %d)", t.Name, line)
			}
			seen[t.Name] = t.at.line
			tags = append(tags, t)
			continue
		case '{':
			c, err := s.comment()
			if err != nil {
				return nil, err
			}
			comment0 = addComment(comment0, c)
			continue
		}
		break
	}
	rec, err := newRecordFromTags(tags, s.mark())
	if err != nil {
		return nil, err
	}
	rec.Comments = []string{comment0}
	resultAt, err := s.movetext(rec)
	if err != nil {
		return nil, err
	}
	return rec, rec.finish(tags, resultAt)
}

// tag reads [Name "value"].
func (s *pdnScanner) tag() (pendingTag, error) {
	at := s.mark()
	s.next() // [
	s.skipSpace()
	nameAt := s.mark()
	start := s.pos
	for !s.eof() && (isLetter(s.peek()) || isDigit(s.peek()) || s.peek() == '_') {
		s.next()
	}
	name := s.src[start:s.pos]
	if !validTagName(name) {
		return pendingTag{}, nameAt.errorf(nil, "expected a tag name (letters, digits or _, starting with a letter), found %s", describeAt(s.src, start))
	}
	s.skipSpace()
	if s.peek() != '"' {
		return pendingTag{}, s.mark().errorf(nil, "tag %s: expected '\"' starting its value, found %s", name, s.found())
	}
	valueAt := s.mark()
	s.next()
	var v strings.Builder
	for {
		switch c := s.peek(); {
		case s.eof() || c == '\n':
			return pendingTag{}, valueAt.errorf(nil, "tag %s: value never closed: expected '\"' before the end of the line", name)
		case c == '"':
			s.next()
		case c == '\\':
			escAt := s.mark()
			s.next()
			if e := s.peek(); e != '"' && e != '\\' {
				return pendingTag{}, escAt.errorf(nil, "tag %s: bad escape: expected \\\" or \\\\, found \\ then %s", name, s.found())
			}
			v.WriteByte(s.peek())
			s.next()
			continue
		default:
			startRune := s.pos
			s.next()
			v.WriteString(s.src[startRune:s.pos])
			continue
		}
		break
	}
	s.skipSpace()
	if s.peek() != ']' {
		return pendingTag{}, s.mark().errorf(nil, "tag %s: expected ']' closing the tag, found %s", name, s.found())
	}
	s.next()
	return pendingTag{Tag{name, v.String()}, at}, nil
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
func newRecordFromTags(tags []pendingTag, movetextAt mark) (*Record, error) {
	rules, start := DefaultRules(), StartPosition()
	rec := &Record{}
	for _, t := range tags {
		switch t.Name {
		case TagGameType:
			if t.Value != GameTypeFetaix {
				return nil, t.at.errorf(nil, "GameType %q: not a Fetaix game (expected %q)", t.Value, GameTypeFetaix)
			}
		case TagRules:
			r, err := ParseRules(t.Value)
			if err != nil {
				return nil, t.at.errorf(err, "tag Rules: %v", err)
			}
			rules = r
		case TagFEN:
			p, err := ParsePosition(t.Value)
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
	rec.Game = NewGame(rules, start)
	return rec, nil
}

// results maps the result markers to results.
var results = map[string]Result{"*": Ongoing, "1-0": WhiteWin, "0-1": BlackWin, "1/2-1/2": Draw}

// wordEnd reports whether c ends a movetext word.
func wordEnd(c byte) bool {
	return isSpace(c) || strings.IndexByte("{}[]()\";", c) >= 0
}

// movetext reads numbered moves and comments up to the result marker,
// playing each move, and returns where the marker is.
func (s *pdnScanner) movetext(rec *Record) (mark, error) {
	g := rec.Game
	for {
		s.skipSpace()
		at := s.mark()
		if s.eof() {
			return at, at.errorf(nil, "unexpected end of the file: expected a move or a result (1-0, 0-1, 1/2-1/2 or *)")
		}
		if s.peek() == '{' {
			c, err := s.comment()
			if err != nil {
				return at, err
			}
			rec.Comments[g.Ply()] = addComment(rec.Comments[g.Ply()], c)
			continue
		}
		if wordEnd(s.peek()) {
			return at, at.errorf(nil, "expected a move, a move number, a comment {...} or a result, found %s", s.found())
		}
		start := s.pos
		for !s.eof() && !wordEnd(s.peek()) {
			s.next()
		}
		word := s.src[start:s.pos]
		if r, ok := results[word]; ok {
			rec.Result = r
			return at, nil
		}
		p := g.Position()
		num, dots, rest := splitMoveNumber(word)
		if dots > 0 {
			want := "."
			if p.SideToMove() == Black {
				want = "..."
			}
			if num != p.MoveNumber() || (dots == 1) != (p.SideToMove() == White) {
				return at, at.errorf(nil, "expected move number %d%s (%s to move), found %q", p.MoveNumber(), want, p.SideToMove(), word[:len(word)-len(rest)])
			}
			if rest == "" {
				continue
			}
			at.col += len(word) - len(rest)
		}
		if _, err := g.PlayText(rest); err != nil {
			return at, at.errorf(err, "move %d (%s): %v", p.MoveNumber(), p.SideToMove(), err)
		}
		rec.Comments = append(rec.Comments, "")
	}
}

// splitMoveNumber splits "12." or "12...c4-c3" into the number, the count
// of dots and the rest; dots is 0 when word does not start with a number
// followed by a dot.
func splitMoveNumber(word string) (num, dots int, rest string) {
	i := 0
	for i < len(word) && isDigit(word[i]) {
		i++
	}
	j := i
	for j < len(word) && word[j] == '.' {
		j++
	}
	if i == 0 || j == i || i > 9 {
		return 0, 0, word
	}
	n, _ := strconv.Atoi(word[:i])
	return n, j - i, word[j:]
}

// finish applies the Termination tag and checks the Result tag and the
// result marker against each other and against the final position.
func (rec *Record) finish(tags []pendingTag, at mark) error {
	g := rec.Game
	for _, t := range tags {
		if t.Name == TagResult && t.Value != rec.Result.String() {
			return at.errorf(nil, "result %s differs from the Result tag %q on line %d", rec.Result, t.Value, t.at.line)
		}
	}
	for _, t := range tags {
		if t.Name != TagTermination {
			continue
		}
		reason, known := reasonNamed(t.Value)
		if !known {
			rec.Tags = append(rec.Tags, t.Tag)
			break
		}
		var err error
		switch reason {
		case Resignation:
			if rec.Result != WhiteWin && rec.Result != BlackWin {
				return t.at.errorf(nil, "Termination %q needs the result 1-0 or 0-1, not %s", t.Value, rec.Result)
			}
			loser := White
			if rec.Result == WhiteWin {
				loser = Black
			}
			err = g.Resign(loser)
		case AgreedDraw:
			if rec.Result != Draw {
				return t.at.errorf(nil, "Termination %q needs the result 1/2-1/2, not %s", t.Value, rec.Result)
			}
			err = g.AgreeDraw()
		default:
			if r, why := g.Result(); why != reason {
				return t.at.errorf(nil, "Termination %q, but the game %s", t.Value, describeEnd(r, why))
			}
		}
		if err != nil {
			return t.at.errorf(err, "Termination %q: %v", t.Value, err)
		}
	}
	if r, why := g.Result(); r != Ongoing && r != rec.Result {
		return at.errorf(nil, "result %s, but the game is over: %s (%s)", rec.Result, r, why)
	}
	return nil
}

// reasonNamed returns the Reason whose String is text.
func reasonNamed(text string) (Reason, bool) {
	for r := NoPieces; r <= AgreedDraw; r++ {
		if r.String() == text {
			return r, true
		}
	}
	return NotOver, false
}

// describeEnd says how a game ended, or that it did not.
func describeEnd(r Result, why Reason) string {
	if why == NotOver {
		return "is not over"
	}
	return fmt.Sprintf("ended %s by %s", r, why)
}
