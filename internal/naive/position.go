package naive

import (
	"fmt"
	"strconv"
	"strings"
)

// Pos is a position: the board, the side to move, the no-progress ply
// count (Quiet) and the move number.
type Pos struct {
	B            [5][5]Cell // [file][rank]
	White        bool       // White to move
	Quiet, Moves int
}

// At returns what stands on q.
func (p *Pos) At(q Pt) Cell { return p.B[q.F][q.R] }

// Set puts c on q.
func (p *Pos) Set(q Pt, c Cell) { p.B[q.F][q.R] = c }

// Text writes the position as position text, from the rules page, with the
// no-progress count and the move number.
func (p Pos) Text() string {
	var b strings.Builder
	for r := 4; r >= 0; r-- {
		empty := 0
		for f := 0; f < 5; f++ {
			c := p.B[f][r]
			if c == Empty {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteByte(".wbWB"[c])
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	side := "w"
	if !p.White {
		side = "b"
	}
	fmt.Fprintf(&b, " %s %d %d", side, p.Quiet, p.Moves)
	return b.String()
}

// Parse reads position text (rules page): five ranks from 5 down to 1, the
// side to move, then optionally the no-progress count and the move number
// (0 and 1 when absent). A man on its own far rank, or a side with more
// than 12 pieces, is an error.
func Parse(text string) (Pos, error) {
	var p Pos
	fields := strings.Fields(text)
	if len(fields) < 2 || len(fields) > 4 {
		return p, fmt.Errorf("position %q: want board, side, [count [move]]", text)
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 5 {
		return p, fmt.Errorf("position %q: %d ranks, want 5", text, len(ranks))
	}
	counts := map[bool]int{}
	for i, rank := range ranks {
		r, f := 4-i, 0
		for _, ch := range rank {
			if ch >= '1' && ch <= '5' {
				f += int(ch - '0')
				continue
			}
			c := Cell(strings.IndexRune(".wbWB", ch))
			if c < 0 {
				return p, fmt.Errorf("position %q: bad character %q", text, ch)
			}
			if f < 5 {
				p.B[f][r] = c
			}
			f++
			if c == Empty {
				continue
			}
			counts[c.White()]++
			if !c.Mulla() && Far(Pt{0, r}, c.White()) {
				return p, fmt.Errorf("position %q: a man on its far rank", text)
			}
		}
		if f != 5 {
			return p, fmt.Errorf("position %q: rank %d has %d points", text, r+1, f)
		}
	}
	if counts[true] > 12 || counts[false] > 12 {
		return p, fmt.Errorf("position %q: more than 12 pieces of a side", text)
	}
	switch fields[1] {
	case "w":
		p.White = true
	case "b":
	default:
		return p, fmt.Errorf("position %q: side to move %q", text, fields[1])
	}
	p.Moves = 1
	for i, dst := range []*int{&p.Quiet, &p.Moves} {
		if len(fields) > 2+i {
			n, err := strconv.Atoi(fields[2+i])
			if err != nil || n < 0 {
				return p, fmt.Errorf("position %q: bad number %q", text, fields[2+i])
			}
			*dst = n
		}
	}
	return p, nil
}

// Apply plays m on p and returns the position after it.
func (p Pos) Apply(m Move) Pos {
	c := p.At(m.From)
	p.Set(m.From, Empty)
	for i := 0; i < 25; i++ {
		if m.Captured&(1<<i) != 0 {
			p.B[i%5][i/5] = Empty
		}
	}
	manMoved := !c.Mulla()
	if m.Promote && c == WhiteMan {
		c = WhiteMulla
	}
	if m.Promote && c == BlackMan {
		c = BlackMulla
	}
	p.Set(m.To(), c)
	if m.Capture || manMoved {
		p.Quiet = 0
	} else {
		p.Quiet++
	}
	if !p.White {
		p.Moves++
	}
	p.White = !p.White
	return p
}
