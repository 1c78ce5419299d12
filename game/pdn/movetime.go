package pdn

import (
	"strings"
	"time"
)

// A move's time is kept in the comment after it as a command in the
// manner of PGN's "[%clk 0:03:00]": "[%time 2026-12-07T05:14:25Z]", when
// the move was played (UTC, to the second). A reader that does not know
// the command keeps it as the comment's text; the comment's other text
// (a note, the chat) follows it.

// moveTimeCommand opens a move's time in its comment.
const moveTimeCommand = "[%time "

// moveTimeLayout is how a move's time is written.
const moveTimeLayout = time.RFC3339

// SetMoveTime writes, in the comment after move i (from 1), that it was
// played at t, in place of a time already there; the comment's other
// text is kept after it.
func (rec *Record) SetMoveTime(i int, t time.Time) {
	if i < 1 {
		return
	}
	text := moveTimeCommand + t.UTC().Truncate(time.Second).Format(moveTimeLayout) + "]"
	if rest := strings.TrimSpace(withoutMoveTime(rec.Comment(i))); rest != "" {
		text += " " + rest
	}
	rec.SetComment(i, text)
}

// MoveTime returns when move i (from 1) was played, as the comment after
// it says; ok is false when it says nothing readable.
func (rec *Record) MoveTime(i int) (t time.Time, ok bool) {
	c := rec.Comment(i)
	start := strings.Index(c, moveTimeCommand)
	if start < 0 {
		return time.Time{}, false
	}
	value, _, found := strings.Cut(c[start+len(moveTimeCommand):], "]")
	if !found {
		return time.Time{}, false
	}
	t, err := time.Parse(moveTimeLayout, strings.TrimSpace(value))
	return t, err == nil
}

// withoutMoveTime is comment c less its move time, if any.
func withoutMoveTime(c string) string {
	start := strings.Index(c, moveTimeCommand)
	if start < 0 {
		return c
	}
	end := strings.Index(c[start:], "]")
	if end < 0 {
		return c
	}
	return c[:start] + c[start+end+1:]
}
