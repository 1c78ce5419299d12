package learn

import (
	"context"
	"errors"
	"math/bits"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/refuse"
	"github.com/fetaix/fetaix/tables"
)

// Status is where a stage's run stands.
type Status int

// The statuses.
const (
	Playing Status = iota
	Met            // the goal is met
	Failed         // the stage must restart
)

// Sources are what a Run knows beyond the rules: the endgame tables
// (nil: none), which choose the opponent's answers and prove values, and
// the explorer over the tables and the proofs' book (nil: nothing is
// proven beyond the rules).
type Sources struct {
	Tables   *tables.Set
	Explorer *explore.Explorer
	// Lang is the language the Run's Outcomes speak (nil: English).
	Lang *i18n.Localizer
}

// Outcome is what a learner's move (or a step of a watched line) led to.
type Outcome struct {
	Status Status
	// Stars, once Met: 1 to 3.
	Stars int
	// Say is one line for the learner: why the stage failed, that it was
	// met, or (a practice) the value kept; "" when there is nothing to say.
	Say string
	// Reply is the opponent's answer, played (Replied), when the stage
	// goes on or ended by it.
	Reply   game.Move
	Replied bool
}

// Run is one attempt at a stage.
type Run struct {
	st       *Stage
	src      Sources
	g        *game.Game
	fails    int // failed attempts at the stage before this one
	moves    int // the learner's moves played
	captured int // enemy pieces the learner captured
	mullas   int // the learner's mullas at the start
	status   Status
	value    explore.Value // GoalKeep: the value to keep
	par      int           // the fewest moves that meet the goal
	step     int           // GoalWatch: the moves of Line shown
}

// Begin starts an attempt at s, after fails failed ones (each costs a
// star, down to one).
func (s *Stage) Begin(src Sources, fails int) *Run {
	r := &Run{st: s, src: src, g: game.NewGame(s.Rules, s.Start), fails: fails}
	r.mullas = bits.OnesCount32(s.Start.Mullas(s.Learner()))
	r.par = s.Par
	if s.Goal.Kind == GoalKeep {
		r.value, _ = r.valueOf(s.Start) // par 0: kept to the end is three stars
	}
	return r
}

// Stage returns the stage run.
func (r *Run) Stage() *Stage { return r.st }

// Game returns a copy of the game as it stands.
func (r *Run) Game() *game.Game { return r.g.Clone() }

// Position returns the position as it stands.
func (r *Run) Position() game.Position { return r.g.Position() }

// Moves returns how many moves the learner has played.
func (r *Run) Moves() int { return r.moves }

// Status returns where the run stands.
func (r *Run) Status() Status { return r.status }

// Value returns, for a practice, the proven value the learner keeps
// (explore.Unknown when the tables do not reach the position).
func (r *Run) Value() explore.Value { return r.value }

// errDone is the error of a move played after the run ended.
var errDone = errors.New("the stage is over")

// PlayText plays a move given as text (for tests and typed input).
func (r *Run) PlayText(text string) (Outcome, error) {
	m, err := game.ParseMove(r.g.Position(), r.g.Rules(), text)
	if err != nil {
		if r.status != Playing {
			return Outcome{}, errDone
		}
		return r.fail(refuse.Move(r.src.Lang, err)), nil
	}
	return r.Play(m)
}

// Play plays the learner's move m and judges it: an illegal move fails
// the stage (with the rules' reason), as does a move that makes the goal
// impossible, throws a proven value away, or uses the last move allowed
// without meeting the goal. Otherwise the opponent answers (unless it
// waits) and the run goes on or ends.
func (r *Run) Play(m game.Move) (Outcome, error) {
	if r.status != Playing {
		return Outcome{}, errDone
	}
	if r.st.Goal.Kind == GoalWatch {
		return r.fail(r.src.Lang.T(txtWatchOnly)), nil
	}
	p := r.g.Position()
	if err := r.g.Play(m); err != nil {
		_, why := game.ParseMove(p, r.g.Rules(), m.String()) // the rules' reason, said plainly
		if why == nil {
			why = err
		}
		return r.fail(refuse.Move(r.src.Lang, why)), nil
	}
	r.moves++
	r.captured += m.NumCaptured()
	if why, thrown := r.thrown(p, m); thrown {
		return r.fail(why), nil
	}
	if o, done := r.judge(m); done {
		return o, nil
	}
	if r.st.Max > 0 && r.moves >= r.st.Max {
		return r.fail(r.tooMany()), nil
	}
	return r.answer(), nil
}

// judge returns the outcome of the learner's move m when it ends the run.
func (r *Run) judge(m game.Move) (Outcome, bool) {
	if res, _ := r.g.Result(); res != game.Ongoing && !r.st.Waits {
		return r.ended(res, m), true
	}
	g := r.st.Goal
	switch {
	case g.Kind == GoalChain && m.NumCaptured() < g.N:
		return r.fail(textChainShort(r.src.Lang, m.NumCaptured(), g.N)), true
	case r.goalMet(m):
		return r.met(), true
	}
	return Outcome{}, false
}

// goalMet reports whether the position (after the learner's move m)
// meets a goal judged on the board.
func (r *Run) goalMet(m game.Move) bool {
	g, p, us := r.st.Goal, r.g.Position(), r.st.Learner()
	switch g.Kind {
	case GoalReach:
		return p.Pieces(us)&g.Points == g.Points
	case GoalCapture:
		return (g.N == 0 && p.Count(us.Other()) == 0) || (g.N > 0 && r.captured >= g.N)
	case GoalChain:
		return m.NumCaptured() >= g.N
	case GoalMulla:
		return bits.OnesCount32(p.Mullas(us)) > r.mullas
	case GoalBest:
		return true // not thrown (r.thrown)
	}
	return false
}

// ended returns the outcome of a game that ended with res, after the
// learner's move m (the zero Move when the opponent's answer ended it).
func (r *Run) ended(res game.Result, m game.Move) Outcome {
	us, g := r.st.Learner(), r.st.Goal
	switch {
	case res == game.WinFor(us) && (g.Kind == GoalWin || g.Kind == GoalKeep || g.Kind == GoalCapture && g.N == 0):
		return r.met()
	case res == game.Draw && (g.Kind == GoalDraw || g.Kind == GoalKeep && r.value == explore.Draw):
		return r.met()
	case res == game.WinFor(us.Other()):
		_, why := r.g.Result()
		return r.fail(textGameLost(r.src.Lang, us.Other(), why == game.NoPieces))
	case res == game.WinFor(us) && r.goalMet(m):
		return r.met()
	}
	return r.fail(r.src.Lang.T(txtGameOver))
}

// met ends the run with the goal met.
func (r *Run) met() Outcome {
	r.status = Met
	stars := max(1, starsFor(r.par, r.moves)-r.fails)
	return Outcome{Status: Met, Stars: stars, Say: textMet(r.src.Lang, stars)}
}

// tooMany says why the last move allowed failed.
func (r *Run) tooMany() string {
	switch g := r.st.Goal; g.Kind {
	case GoalReach:
		return textNotThere(r.src.Lang, pointNames(r.src.Lang, g.Points))
	case GoalMulla:
		return r.src.Lang.T(txtNoMulla)
	case GoalWin:
		if len(r.g.LegalMoves()) > 0 && r.g.Position().SideToMove() != r.st.Learner() {
			return textStillMoves(r.src.Lang, r.st.Learner().Other())
		}
	case GoalDraw:
		if r.g.Rules().NoProgress > 0 && r.g.Position().NoProgress() == 0 {
			return r.src.Lang.T(txtCountReset)
		}
	}
	return textTooMany(r.src.Lang, r.st.Max)
}

// fail ends the run with the goal missed, why.
func (r *Run) fail(why string) Outcome {
	r.status = Failed
	return Outcome{Status: Failed, Say: why}
}

// answer has the opponent answer (or wait) and judges what follows.
func (r *Run) answer() Outcome {
	if r.st.Waits {
		r.g = game.NewGame(r.st.Rules, withTurn(r.g.Position(), r.st.Learner()))
		return Outcome{}
	}
	reply, ok := r.reply()
	if !ok {
		return Outcome{}
	}
	if err := r.g.Play(reply); err != nil { // cannot happen: a legal move
		return r.fail(err.Error())
	}
	o := Outcome{Reply: reply, Replied: true}
	if res, _ := r.g.Result(); res != game.Ongoing {
		e := r.ended(res, game.Move{})
		e.Reply, e.Replied = reply, true
		return e
	}
	if r.st.Goal.Kind == GoalKeep {
		o.Say = r.kept()
	}
	return o
}

// reply returns the opponent's move: the tables' choice where they reach
// (perfect play), else the proofs' best proven move, else the first legal
// move.
func (r *Run) reply() (game.Move, bool) {
	p := r.g.Position()
	if r.src.Tables != nil && r.src.Tables.Covers(r.g.Rules()) {
		if m, _, ok, err := r.src.Tables.BestMove(p); err == nil && ok {
			return m, true
		}
	}
	if r.src.Explorer != nil {
		if ms := r.src.Explorer.Moves(context.Background(), p, r.g.Rules()); len(ms) > 0 && ms[0].Value != explore.Unknown {
			return ms[0].Move, true
		}
	}
	legal := r.g.LegalMoves()
	if len(legal) == 0 {
		return game.Move{}, false
	}
	return legal[0], true
}

// Step shows the next move of a watched line; the run is met once the
// whole line is shown.
func (r *Run) Step() Outcome {
	if r.status != Playing || r.st.Goal.Kind != GoalWatch {
		return Outcome{Status: r.status}
	}
	if r.step < len(r.st.Line) {
		_ = r.g.Play(r.st.Line[r.step]) // checked when the lesson was read
		r.step++
	}
	if r.step == len(r.st.Line) {
		return r.met()
	}
	return Outcome{}
}

// Shown returns how many moves of a watched line are shown.
func (r *Run) Shown() int { return r.step }
