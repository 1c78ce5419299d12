package game

import (
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// Position text: canonical output, the short form and '.' read, round
// trip, and an error saying what is wrong for each kind of bad text.

func TestPositionTextStart(t *testing.T) {
	p := StartPosition()
	if p.String() != StartText || StartText != "bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 1" {
		t.Fatalf("start prints %q", p.String())
	}
	for _, text := range []string{
		"bbbbb/bbbbb/bb1ww/wwwww/wwwww w",
		"bbbbb/bbbbb/bb.ww/wwwww/wwwww w 0 1",
		"  bbbbb/bbbbb/bb1ww/wwwww/wwwww   w  0   1 ",
	} {
		q := mustPosition(t, text)
		if q != p {
			t.Errorf("%q reads as %q, not the start", text, q)
		}
	}
	if p.Count(White) != 12 || p.Count(Black) != 12 || p.At(12) != Empty || p.SideToMove() != White {
		t.Errorf("start: %d white, %d black, c3 %v, %v to move", p.Count(White), p.Count(Black), p.At(12), p.SideToMove())
	}
	for _, s := range []string{"a1", "e1", "a2", "e2", "d3", "e3"} {
		if sq, _ := ParseSquare(s); p.At(sq) != WhiteMan {
			t.Errorf("start: %s holds %v, want a white man", s, p.At(sq))
		}
	}
	for _, s := range []string{"a3", "b3", "a4", "e4", "a5", "e5"} {
		if sq, _ := ParseSquare(s); p.At(sq) != BlackMan {
			t.Errorf("start: %s holds %v, want a black man", s, p.At(sq))
		}
	}
}

func TestPositionTextCanonical(t *testing.T) {
	tests := []struct{ in, out string }{
		{"...../...../..W../...../..... b", "5/5/2W2/5/5 b 0 1"},
		{"B.1.b/5/w1111/1.1.1/..W2 w 17 40", "B3b/5/w4/5/2W2 w 17 40"},
		{"11111/23/32/41/14 b 0 1", "5/5/5/5/5 b 0 1"},
	}
	for _, tc := range tests {
		if got := mustPosition(t, tc.in).String(); got != tc.out {
			t.Errorf("%q prints %q, want %q", tc.in, got, tc.out)
		}
	}
}

func TestPositionTextRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for i := 0; i < 2000; i++ {
		p := randomPlacement(rng)
		q := mustPosition(t, p.String())
		if q != p {
			t.Fatalf("%q reads back as %q", p.String(), q.String())
		}
	}
}

func TestPositionTextErrors(t *testing.T) {
	tests := []struct{ text, says string }{
		{"", "empty"},
		{"   ", "empty"},
		{"bbbbb/bbbbb/bb1ww/wwwww w", "5 ranks"},
		{"bbbbb/bbbbb/bb1ww/wwwww/wwwww/5 w", "5 ranks"},
		{"bbbbb/bbbbb/bb1ww/wwwww/wwwww", "fields"},
		{"bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0", "fields"},
		{"bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 1 x", "fields"},
		{"bbbbb/bbbbb/bbxww/wwwww/wwwww w", "bad character"},
		{"bbbbb/bbbbb/bb0ww/wwwww/wwwww w", "bad character"},
		{"bbbbb/bbbbb/bb4/wwwww/wwwww w", "more than 5"},
		{"bbbbbb/bbbbb/bb1ww/wwwww/wwwww w", "more than 5"},
		{"bbbbb/bbbbb/bb1w/wwwww/wwwww w", "rank 3 has 4 points"},
		{"bbbbb/bbbbb/bb1ww//wwwww w", "rank 2 has 0 points"},
		{"w4/5/5/5/5 w", "far rank"},
		{"5/5/5/5/3b1 b", "far rank"},
		{"5/wwwww/wwwww/www2/5 b", "at most 12"},
		{"5/bbbbb/bbbbb/bbb2/5 w", "at most 12"},
		{"5/5/2w2/5/5 x", "side to move"},
		{"5/5/2w2/5/5 W", "side to move"},
		{"5/5/2w2/5/5 white", "side to move"},
		{"5/5/2w2/5/5 w -1 1", "no-progress"},
		{"5/5/2w2/5/5 w x 1", "no-progress"},
		{"5/5/2w2/5/5 w 0 0", "move number"},
		{"5/5/2w2/5/5 w 0 one", "move number"},
		{"5/5/2w2/5/5 w 99999999999 1", "no-progress"},
	}
	for _, tc := range tests {
		_, err := ParsePosition(tc.text)
		if err == nil {
			t.Errorf("ParsePosition(%q) accepted bad text", tc.text)
			continue
		}
		if !strings.Contains(err.Error(), tc.says) {
			t.Errorf("ParsePosition(%q): error %q does not say %q", tc.text, err, tc.says)
		}
	}
}

func TestPositionFromPieces(t *testing.T) {
	var board [NumSquares]Piece
	board[0], board[24] = WhiteMulla, BlackMulla
	p, err := PositionFromPieces(board, Black)
	if err != nil || p.String() != "4B/5/5/5/W4 b 0 1" {
		t.Errorf("PositionFromPieces: %q, %v", p.String(), err)
	}
	board[20] = WhiteMan // a5: White's far rank
	if _, err := PositionFromPieces(board, White); err == nil {
		t.Errorf("PositionFromPieces accepted a white man on a5")
	}
}

// TestZeroPositionText: the zero Position (an empty board, White to move,
// move 1) prints text that reads back to it.
func TestZeroPositionText(t *testing.T) {
	var zero Position
	text := zero.String()
	if text != "5/5/5/5/5 w 0 1" {
		t.Fatalf("zero position prints %q", text)
	}
	p, err := ParsePosition(text)
	if err != nil {
		t.Fatalf("zero position's text %q: %v", text, err)
	}
	if p != zero || p.MoveNumber() != 1 {
		t.Fatalf("zero position's text reads back as %+v (move %d)", p, p.MoveNumber())
	}
}

// TestPositionFromBoards: bitboards build the same position as its text,
// and what the text would refuse is refused.
func TestPositionFromBoards(t *testing.T) {
	want, err := ParsePosition("b4/3b1/1b1b1/1b3/w3W w")
	if err != nil {
		t.Fatal(err)
	}
	p, err := PositionFromBoards(want.Pieces(White), want.Pieces(Black), want.Mullas(White)|want.Mullas(Black), White)
	if err != nil || p != want {
		t.Fatalf("PositionFromBoards = %v, %v; want %v", p, err, want)
	}
	for _, bad := range [][3]uint32{{1, 1, 0}, {1, 2, 4}, {1 << 20, 2, 0}, {1 << 30, 0, 0}, {2, 1, 0}} {
		if _, err := PositionFromBoards(bad[0], bad[1], bad[2], White); err == nil {
			t.Errorf("boards %v accepted", bad)
		}
	}
}

// TestParseStart: a start needs a piece of each side; the refusal is a
// PositionError naming the text and the side, as the other position
// errors are; ParsePosition still reads such a position (stored keys,
// tools).
func TestParseStart(t *testing.T) {
	for _, tc := range []struct{ text, side string }{
		{"5/5/5/5/5 w", "white"},
		{"5/5/5/5/5 b 0 1", "white"},
		{"bbbbb/5/5/5/5 w", "white"},
		{"5/5/2W2/5/5 b", "black"},
	} {
		_, err := ParseStart(tc.text)
		var pe *PositionError
		if !errors.As(err, &pe) || pe.Text != tc.text || err.Error() != fmt.Sprintf("position %q: %s has no piece (a game starts with a piece of each side)", tc.text, tc.side) {
			t.Errorf("ParseStart(%q): %v", tc.text, err)
		}
		if _, err := ParsePosition(tc.text); err != nil {
			t.Errorf("ParsePosition(%q): %v", tc.text, err)
		}
	}
	if p, err := ParseStart("5/5/2b2/2w2/5 w"); err != nil || p.Count(White) != 1 || p.Count(Black) != 1 {
		t.Errorf("ParseStart of a start: %v, %v", p, err)
	}
}
