package game

import (
	"errors"
	"fmt"
)

// Game is a game record: the rules, the start position, the moves played
// and the position after each, with undo and redo, and the result.
type Game struct {
	rules     Rules
	positions []Position // positions[0] is the start; positions[i+1] follows moves[i]
	moves     []Move
	ply       int // moves currently played; moves[ply:] can be redone
	endResult Result
	endReason Reason // a resignation or agreed draw at ply endPly
	endPly    int
}

// NewGame starts a game from start under rules r.
func NewGame(r Rules, start Position) *Game {
	return &Game{rules: r, positions: []Position{start}}
}

// Rules returns the game's rules.
func (g *Game) Rules() Rules { return g.rules }

// Start returns the start position.
func (g *Game) Start() Position { return g.positions[0] }

// Position returns the current position.
func (g *Game) Position() Position { return g.positions[g.ply] }

// Ply returns the number of moves played (after undo, fewer than recorded).
func (g *Game) Ply() int { return g.ply }

// Moves returns the moves played up to the current position.
func (g *Game) Moves() []Move { return g.moves[:g.ply:g.ply] }

// AllMoves returns every recorded move, including those undone (redo line).
func (g *Game) AllMoves() []Move { return g.moves[:len(g.moves):len(g.moves)] }

// PositionAt returns the position after i moves (0 = start), i ≤ len(AllMoves()).
func (g *Game) PositionAt(i int) Position { return g.positions[i] }

// LegalMoves returns the legal moves now, or none when the game is over.
func (g *Game) LegalMoves() []Move {
	if r, _ := g.Result(); r != Ongoing {
		return nil
	}
	return g.Position().LegalMoves(g.rules, make([]Move, 0, 32))
}

// ErrGameOver is returned when a move is played after the end.
var ErrGameOver = errors.New("the game is over")

// Play plays m, which must be a legal move now. It drops the redo line.
func (g *Game) Play(m Move) error {
	if r, reason := g.Result(); r != Ongoing {
		return fmt.Errorf("%w (%s)", ErrGameOver, reason)
	}
	return g.PlayOverEnd(m)
}

// PlayOverEnd plays m, which must be a legal move in the current position,
// over any end the rules see there: records of other tools may hold moves
// played after a draw by repetition or no progress. It drops the redo line.
func (g *Game) PlayOverEnd(m Move) error {
	p := g.Position()
	for _, l := range p.LegalMoves(g.rules, make([]Move, 0, 32)) {
		if l.Same(m) {
			g.moves = append(g.moves[:g.ply], l)
			g.positions = append(g.positions[:g.ply+1], p.Apply(l))
			g.ply++
			return nil
		}
	}
	return fmt.Errorf("%w %s", ErrIllegalMove, m)
}

// PlayText parses a move in notation and plays it.
func (g *Game) PlayText(text string) (Move, error) {
	if r, reason := g.Result(); r != Ongoing {
		return Move{}, fmt.Errorf("%w (%s)", ErrGameOver, reason)
	}
	m, err := ParseMove(g.Position(), g.rules, text)
	if err != nil {
		return Move{}, err
	}
	return m, g.Play(m)
}

// CanUndo reports whether there is a move to take back.
func (g *Game) CanUndo() bool { return g.ply > 0 || g.endReason != NotOver }

// Undo takes back the last move (or a resignation or agreed draw).
func (g *Game) Undo() bool {
	if g.endReason != NotOver {
		g.endResult, g.endReason = Ongoing, NotOver
		return true
	}
	if g.ply == 0 {
		return false
	}
	g.ply--
	return true
}

// TakeBack takes back the last move for good: unlike Undo, no redo line
// keeps it, so the record holds only the moves that stand (an online
// takeback the opponent agreed to). It reports false when no move was
// played or the game has ended by a resignation or an agreement.
func (g *Game) TakeBack() bool {
	if g.ply == 0 || g.endReason != NotOver {
		return false
	}
	g.ply--
	g.moves, g.positions = g.moves[:g.ply], g.positions[:g.ply+1]
	return true
}

// CanRedo reports whether an undone move can be replayed.
func (g *Game) CanRedo() bool { return g.ply < len(g.moves) && g.endReason == NotOver }

// Redo replays the next undone move.
func (g *Game) Redo() bool {
	if !g.CanRedo() {
		return false
	}
	g.ply++
	return true
}

// GoTo moves to the position after i recorded moves, keeping the redo line.
func (g *Game) GoTo(i int) {
	if i >= 0 && i <= len(g.moves) && g.endReason == NotOver {
		g.ply = i
	}
}

// Resign ends the game with c resigning.
func (g *Game) Resign(c Color) error { return g.end(WinFor(c.Other()), Resignation) }

// AgreeDraw ends the game as a draw by agreement.
func (g *Game) AgreeDraw() error { return g.end(Draw, AgreedDraw) }

func (g *Game) end(r Result, reason Reason) error {
	if cur, why := g.Result(); cur != Ongoing {
		return fmt.Errorf("%w (%s)", ErrGameOver, why)
	}
	g.moves, g.positions = g.moves[:g.ply], g.positions[:g.ply+1]
	g.endResult, g.endReason, g.endPly = r, reason, g.ply
	return nil
}

// MaxPlies is the most plies a game lasts, under any rules: the position
// after the MaxPlies-th ply, unless it is a loss, is a draw (PlyLimit).
// Without the repetition and no-progress draws (repetition=0,
// no-progress=0) a game need never end; no game played to a result
// comes near it (the defaults' draws end one long before).
const MaxPlies = 1000

// Result returns the result at the current position and why. A player with
// no pieces or no legal move on their turn loses; the game is drawn after
// MaxPlies plies; repetition and no-progress draws follow the rules'
// options.
func (g *Game) Result() (Result, Reason) {
	if g.endReason != NotOver && g.ply == g.endPly {
		return g.endResult, g.endReason
	}
	p := g.Position()
	us := p.SideToMove()
	if p.Count(us) == 0 {
		return WinFor(us.Other()), NoPieces
	}
	if !p.HasMoves(g.rules) {
		return WinFor(us.Other()), NoMoves
	}
	if g.ply >= MaxPlies {
		return Draw, PlyLimit
	}
	if n := g.rules.Repetition; n > 0 && g.Repetitions() >= n {
		return Draw, Repetition
	}
	if n := g.rules.NoProgress; n > 0 && p.NoProgress() >= n {
		return Draw, NoProgress
	}
	return Ongoing, NotOver
}

// Repetitions returns how many times the current position (pieces and side
// to move) has occurred in the game so far, this time included.
func (g *Game) Repetitions() int {
	cur := g.Position()
	n := 0
	for i := g.ply; i >= 0; i-- {
		p := g.positions[i]
		if p.Hash() == cur.Hash() && p.SameBoard(cur) {
			n++
		}
	}
	return n
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	c := *g
	c.positions = append([]Position(nil), g.positions...)
	c.moves = append([]Move(nil), g.moves...)
	return &c
}
