package uci

import (
	"strings"
	"testing"
	"time"
)

// TestOwnBook: in a game (go movetime), a position a proof covers is
// played from the proof, and the info line says what it keeps: the start's
// non-loss (1. c2-c3), Black's win after 1. d3-c3; analysis (go depth) and
// OwnBook false search instead; a bad OwnBook value is refused.
func TestOwnBook(t *testing.T) {
	d := startEngine(t)
	d.send("uci")
	if _, head := d.expect("uciok"); !strings.Contains(strings.Join(head, "\n"), "option name OwnBook type check default true") {
		t.Errorf("uci answer lists no OwnBook option: %q", head)
	}
	d.send("isready")
	d.expectWithin("readyok", 2*time.Minute) // it reads the book: 2 s, longer under the race detector
	d.send("position startpos")
	d.send("go movetime 400")
	if best, lines := d.expect("bestmove"); best != "bestmove c2-c3" || !strings.HasSuffix(lines[len(lines)-1], "string proven not lose") {
		t.Errorf("the start: %q after %q", best, lines)
	}
	d.send("position startpos moves d3-c3")
	d.send("go wtime 5000 btime 5000")
	if _, lines := d.expect("bestmove"); len(lines) != 1 || !strings.HasSuffix(lines[0], "string proven win") {
		t.Errorf("after 1. d3-c3: %q", lines)
	}
	if _, lines := d.goLines("go depth 4"); strings.Contains(lines, "proven") {
		t.Errorf("go depth plays from the book: %q", lines)
	}
	d.send("setoption name OwnBook value maybe")
	if l, _ := d.expect("info string error:"); !strings.Contains(l, "OwnBook") {
		t.Errorf("a bad OwnBook value: %q", l)
	}
	d.send("setoption name OwnBook value false")
	if _, lines := d.goLines("go movetime 100"); strings.Contains(lines, "proven") {
		t.Errorf("OwnBook false plays from the book: %q", lines)
	}
}

// TestOwnBookUnderOtherRules: isready reads the book of the session's
// rules, so a session that sets other rules (majority, whose start a
// committed proof covers) plays its first game move from their proof. The
// first isready, under the default rules, reads only theirs.
func TestOwnBookUnderOtherRules(t *testing.T) {
	d := startEngine(t)
	d.send("uci")
	d.expect("uciok")
	d.send("isready")
	d.expectWithin("readyok", 2*time.Minute)
	d.send("setoption name Rules value majority")
	d.send("isready")
	d.expectWithin("readyok", 2*time.Minute) // it reads majority's book
	d.send("position startpos")
	d.send("go movetime 400")
	if _, lines := d.expect("bestmove"); !strings.Contains(lines[len(lines)-1], "string proven") {
		t.Errorf("the start under majority: %q", lines)
	}
}
