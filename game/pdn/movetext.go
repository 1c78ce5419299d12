package pdn

import (
	"errors"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// Reading movetext: moves with their numbers, comments, move marks, NAGs
// and variations, up to the result (or, in a variation, up to its ')').

// results maps the result markers Fetaix writes to results.
var results = map[string]game.Result{"*": game.Ongoing, "1-0": game.WhiteWin, "0-1": game.BlackWin, "1/2-1/2": game.Draw}

// results30 maps the PDN 3.0 result markers, which count 2 points for a
// win, to results. "0-0", neither side scoring, has no Fetaix result and
// is read as "*".
var results30 = map[string]game.Result{"2-0": game.WhiteWin, "0-2": game.BlackWin, "1-1": game.Draw, "0-0": game.Ongoing}

// resultNamed returns the result a marker stands for; the lenient reader
// knows the PDN 3.0 markers too.
func (r *reader) resultNamed(word string) (game.Result, bool) {
	if res, ok := results[word]; ok {
		return res, true
	}
	if r.strict {
		return game.Ongoing, false
	}
	res, ok := results30[word]
	return res, ok
}

// lineReader reads one line of play: the main line (depth 0) or a
// variation (depth > 0).
type lineReader struct {
	*reader
	v     *Variation
	depth int
	open  Place // where a variation's '(' is
	// overDraw is set while moves follow a draw by the rules, which was
	// warned about once.
	overDraw bool
	// dropped is set when a problem ended the variation early.
	dropped bool
}

// line reads the moves of v up to its end: the result marker for the main
// line (depth 0), ')' for a variation. It returns where the end is and,
// for the main line, the result.
func (r *reader) line(v *Variation, depth int, open Place) (Place, game.Result, error) {
	return (&lineReader{reader: r, v: v, depth: depth, open: open}).run()
}

// run reads the line up to its end.
func (lr *lineReader) run() (Place, game.Result, error) {
	for {
		at, res, done, err := lr.step()
		if done || err != nil {
			return at, res, err
		}
	}
}

// at is the scanner's place at the line's current move.
func (lr *lineReader) at() Place {
	p := lr.v.Game.Position()
	at := lr.mark()
	at.Move, at.Side = p.MoveNumber()-lr.numOffset, p.SideToMove()
	return at
}

// step reads one item of the line: a comment, a variation, a move number,
// a move, a move mark or NAG, or the end. done is set at the end.
func (lr *lineReader) step() (at Place, res game.Result, done bool, err error) {
	lr.skipSpace()
	at = lr.at()
	g := lr.v.Game
	switch c := lr.peek(); {
	case lr.eof() && lr.depth > 0:
		return at, game.Ongoing, true, lr.open.errorf(nil, "variation never closed: expected ')' before the end of the file")
	case lr.eof():
		return at, game.Ongoing, true, at.errorf(nil, "unexpected end of the file: expected a move or a result (1-0, 0-1, 1/2-1/2 or *)")
	case c == '{':
		text, err := lr.comment()
		if err != nil {
			return at, game.Ongoing, true, err
		}
		lr.v.Comments[g.Ply()] = addComment(lr.v.Comments[g.Ply()], text)
		return at, game.Ongoing, false, nil
	case c == '(' && !lr.strict:
		return at, game.Ongoing, false, lr.variation()
	case c == ')' && lr.depth > 0:
		lr.next()
		return at, game.Ongoing, true, nil
	case wordEnd(c):
		return at, game.Ongoing, true, at.errorf(nil, "expected a move, a move number, a comment {...} or a result, found %s", lr.found())
	}
	word := lr.word()
	if res, ok := lr.resultNamed(word); ok {
		if lr.depth > 0 {
			lr.warn(at, "result %s inside a variation; dropped", word)
			return at, game.Ongoing, false, nil
		}
		if _, pdn30 := results30[word]; pdn30 && res == game.Ongoing {
			lr.warn(at, "result %s (PDN 3.0: neither side scores) has no Fetaix equivalent; read as *", word)
		}
		return at, res, true, nil
	}
	if !lr.strict && lr.annotation(word, at) {
		return at, game.Ongoing, false, nil
	}
	rest, at, perr := lr.moveNumber(word, at)
	if perr == nil && rest != "" {
		perr = lr.move(rest, at)
	}
	if perr != nil {
		return at, game.Ongoing, true, lr.fail(perr)
	}
	return at, game.Ongoing, false, nil
}

// fail handles a problem with a move or its number: it stops the reader,
// except in a variation read leniently, which it ends with a warning,
// keeping the moves before it.
func (lr *lineReader) fail(err *Error) error {
	if lr.depth == 0 || lr.strict {
		return err
	}
	lr.warn(err.Place, "%s; the rest of the variation is dropped", err.Msg)
	lr.dropped = true
	return lr.skipVariation(lr.open)
}

// annotation reads word as a move mark or NAG standing alone, and reports
// whether it was one. It belongs to the move before it.
func (lr *lineReader) annotation(word string, at Place) bool {
	mark, nags, ok := parseAnnotation(word)
	if !ok {
		return false
	}
	ply := lr.v.Game.Ply()
	if ply == 0 {
		lr.warn(at, "%s before the first move annotates no move; dropped", word)
		return true
	}
	lr.v.annotation(ply).add(mark, nags)
	return true
}

// moveNumber reads a move number at the start of word, checks it against
// the position, and returns the rest of the word (a move written against
// its number, or "") and where that rest is. The lenient reader also takes
// a bare number ("1") and an ellipsis in the next word ("1. ..." or
// "1 ..." before a Black move), and numbering from 1 after a FEN tag of a
// later move.
func (lr *lineReader) moveNumber(word string, at Place) (string, Place, *Error) {
	num, dots, rest, ok := splitMoveNumber(word)
	if !ok || dots == 0 && lr.strict {
		return word, at, nil
	}
	numAt, found := at, word[:len(word)-len(rest)]
	at.Col += len(found)
	if rest == "" && dots <= 1 && !lr.strict {
		if more, moreAt, ok := lr.ellipsis(); ok {
			dots, rest, at, found = 3, more, moreAt, found+" ..."
			at.Move, at.Side = numAt.Move, numAt.Side
		}
	}
	p := lr.v.Game.Position()
	if !lr.numbered && lr.depth == 0 && !lr.strict {
		lr.numbered = true
		start := lr.v.Game.Start().MoveNumber()
		if fromOne := p.MoveNumber() - start + 1; start > 1 && num == fromOne {
			lr.numOffset = start - 1
			numAt.Move, at.Move = num, num
			lr.warn(numAt, "the moves are numbered from 1, but the FEN tag starts at move %d; read as numbered from there", start)
		}
	}
	want := p.MoveNumber() - lr.numOffset
	wantBlack := p.SideToMove() == game.Black
	if num != want || dots == 1 && wantBlack || dots > 1 && !wantBlack {
		mark := "."
		if wantBlack {
			mark = "..."
		}
		return "", numAt, numAt.errorf(nil, "expected move number %d%s (%s to move), found %q", want, mark, p.SideToMove(), found)
	}
	return rest, at, nil
}

// ellipsis reads the word after a move number when it starts with "..":
// "1. ... b4-c3" or "1 ...b4-c3". It returns the rest of that word and
// where it is; ok is false, and nothing read, for any other word.
func (lr *lineReader) ellipsis() (rest string, at Place, ok bool) {
	back := lr.scanner
	lr.skipSpace()
	at = lr.mark()
	word := lr.word()
	if !strings.HasPrefix(word, "..") {
		lr.scanner = back
		return "", at, false
	}
	rest = strings.TrimLeft(word, ".")
	at.Col += len(word) - len(rest)
	return rest, at, true
}

// splitMoveNumber splits "12." or "12...c4-c3" into the number, the count
// of dots and the rest; a bare number ("12") has no dots. ok is false for
// a word that starts otherwise.
func splitMoveNumber(word string) (num, dots int, rest string, ok bool) {
	i := 0
	for i < len(word) && isDigit(word[i]) {
		i++
	}
	j := i
	for j < len(word) && word[j] == '.' {
		j++
	}
	if i == 0 || i > 9 || j == i && j < len(word) {
		return 0, 0, word, false
	}
	num, _ = strconv.Atoi(word[:i])
	return num, j - i, word[j:], true
}

// move plays text (with any move mark or NAGs written against it) in the
// line.
func (lr *lineReader) move(text string, at Place) *Error {
	mark, nags := "", []int(nil)
	if !lr.strict {
		text, mark, nags = splitMoveAnnotation(text)
	}
	g := lr.v.Game
	if err := lr.play(text, at); err != nil {
		return at.errorf(err, "%v", err)
	}
	lr.v.Comments = append(lr.v.Comments, "")
	lr.v.annotation(g.Ply()).add(mark, nags)
	return nil
}

// play plays a move in the line. The lenient reader plays on after a draw
// by repetition or no progress, which other tools may not apply, with a
// warning that names the first move after it.
func (lr *lineReader) play(text string, at Place) error {
	g := lr.v.Game
	_, err := g.PlayText(text)
	res, why := g.Result()
	if !errors.Is(err, game.ErrGameOver) || lr.strict || why != game.Repetition && why != game.NoProgress {
		lr.overDraw = false
		return err
	}
	m, err := game.ParseMove(g.Position(), g.Rules(), text)
	if err == nil {
		err = g.PlayOverEnd(m)
	}
	if err == nil && !lr.overDraw {
		lr.overDraw = true
		lr.warn(at, "%s is played after the game was drawn (%s, %s); kept, and the game goes on", m, res, why)
	}
	return err
}

// variation reads "( ... )" after a move: moves played instead of it,
// from the position before it.
func (lr *lineReader) variation() error {
	at := lr.at()
	lr.next() // (
	g := lr.v.Game
	ply := g.Ply()
	if ply == 0 {
		lr.warn(at, "variation before the first move stands for no move; dropped")
		return lr.skipVariation(at)
	}
	v := &Variation{Game: game.NewGame(g.Rules(), g.PositionAt(ply-1)), Comments: []string{""}}
	sub := &lineReader{reader: lr.reader, v: v, depth: lr.depth + 1, open: at}
	if _, _, err := sub.run(); err != nil {
		return err
	}
	if v.Game.Ply() == 0 {
		if !sub.dropped {
			lr.warn(at, "variation without a move; dropped")
		}
		return nil
	}
	v.Annotations = trimAnnotations(v.Annotations)
	a := lr.v.annotation(ply)
	a.Variations = append(a.Variations, v)
	return nil
}

// skipVariation skips the rest of a variation opened at at, nested
// variations and comments included, up to its ')'.
func (lr *lineReader) skipVariation(at Place) error {
	for depth := 1; depth > 0; {
		switch c := lr.peek(); {
		case lr.eof():
			return at.errorf(nil, "variation never closed: expected ')' before the end of the file")
		case c == '{':
			if _, err := lr.comment(); err != nil {
				return err
			}
			continue
		case c == '(':
			depth++
		case c == ')':
			depth--
		}
		lr.next()
	}
	return nil
}
