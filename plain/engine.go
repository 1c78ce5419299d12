package plain

import (
	"cmp"
	"context"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// EngineGame is a game against the computer in plain mode: the local
// `fetaix --plain`, and the server's house bots over `ssh host plain`.
type EngineGame struct {
	// Level is the computer's level (levels.Min to levels.Max).
	Level int
	// Rules and Start are the game's rules and start position.
	Rules game.Rules
	Start game.Position
	// Human is the player's colour.
	Human game.Color
	// Seed varies the computer's choices (0: the engine's own).
	Seed uint64
	// Gate, when set, is passed by every search (the computer's moves
	// first, then hints and draw answers), and ends with ctx: a server's
	// engines are shared. Nil: searches run at once.
	Gate *ai.Gate
	// Tables are the endgame tables the engine plays from, once ready
	// (nil: none).
	Tables *tables.Cache
	// Over, when set, is called once when the game ends, or with the
	// game unfinished when the player leaves after a move.
	Over func(g *game.Game)
	// Leave is the line written when the player quits ("" for
	// "Goodbye."): a server's session says it goes back to its lobby.
	Leave string
	// Voice says the lines in the player's language (the zero Voice:
	// English).
	Voice Voice
}

// drawMargin is how far ahead (centi-men) the computer must think it is
// to decline a draw offer, as in the TUI.
const drawMargin = 50

// drawSearch bounds the computer's thought on a draw offer, as in the TUI.
var drawSearch = ai.Limits{Depth: 4, MoveTime: time.Second}

// engineGame is a running EngineGame.
type engineGame struct {
	cfg         EngineGame
	g           *game.Game
	out         *Out
	mover, help *ai.Engine
	moves       chan ai.Result // the computer's move, when searched
	queued      chan int       // the searches ahead of the computer's move at the gate
	told        bool           // Over was called
}

// Play plays the game: it writes its lines to out and reads the player's
// commands from lines, until the player quits, lines closes or ctx ends.
func (cfg EngineGame) Play(ctx context.Context, lines <-chan Line, out *Out) error {
	cfg.Level = min(max(cfg.Level, levels.Min), levels.Max)
	ctx, cancel := context.WithCancel(ctx) // a search still running ends with the game
	defer cancel()
	e := &engineGame{cfg: cfg, g: game.NewGame(cfg.Rules, cfg.Start), out: out,
		mover: ai.New(0), help: ai.New(0), moves: make(chan ai.Result, 1), queued: make(chan int, 1)}
	if cfg.Seed != 0 {
		e.mover.Seed(cfg.Seed)
	}
	defer e.finish()
	v := cfg.Voice
	out.Line(v.t(txtGameStarts, "Human", v.SideName(cfg.Human), "Computer", v.SideName(cfg.Human.Other()), "Level", cfg.Level, "Name", v.LevelName(cfg.Level)))
	e.turn(ctx)
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case ahead := <-e.queued:
			out.Line(v.t(txtQueued, "Ahead", ahead))
		case res := <-e.moves:
			if !res.Ok {
				out.Line(v.t(txtEngineFail))
				return nil
			}
			e.played(ctx, res.Move)
		case l, ok := <-lines:
			if !ok {
				return nil
			}
			if quit := e.line(ctx, l); quit {
				out.Line(cmp.Or(cfg.Leave, v.t(txtBye)))
				return nil
			}
		}
		if err := out.Err(); err != nil {
			return err
		}
	}
}

// finish tells Over of a game left unfinished after a move.
func (e *engineGame) finish() {
	if !e.told && e.g.Ply() > 0 && e.cfg.Over != nil {
		e.told = true
		e.cfg.Over(e.g)
	}
}

// turn tells who is to move, or the result, and starts the computer's
// search on its turn.
func (e *engineGame) turn(ctx context.Context) {
	if res, _ := e.g.Result(); res != game.Ongoing {
		e.out.Line(e.v().ResultLine(res, e.v().WhyOver(e.g)))
		e.out.Line(e.v().t(txtGameEnded))
		if !e.told && e.cfg.Over != nil {
			e.told = true
			e.cfg.Over(e.g)
		}
		return
	}
	p := e.g.Position()
	line := e.v().ToMoveLine(p, e.g.Rules())
	if p.SideToMove() == e.cfg.Human {
		e.out.Line(line + " " + e.v().t(txtYourMove))
		return
	}
	e.out.Line(line)
	e.think(ctx)
}

// think searches the computer's move in the background.
func (e *engineGame) think(ctx context.Context) {
	g, level, gate := e.g.Clone(), e.cfg.Level, e.cfg.Gate
	e.mover.SetTables(e.cfg.Tables.Tables(g.Rules()))
	go func() {
		release, err := gate.AcquireAs(ctx, ai.MoveSearch, func(ahead int) {
			if ahead > 0 {
				select { // the gate is locked: never block here
				case e.queued <- ahead:
				default:
				}
			}
		})
		if err != nil {
			return // the session ended
		}
		res := e.mover.Play(ctx, g, level, nil)
		release()
		e.moves <- res
	}()
}

// played plays m and tells it.
func (e *engineGame) played(ctx context.Context, m game.Move) {
	before := e.g.Position()
	if err := e.g.Play(m); err != nil {
		e.out.Line(e.v().t(txtEngineFail))
		return
	}
	e.out.Line(e.v().MoveLine(before, m))
	e.turn(ctx)
}

// line carries out one line of the player's; it reports a quit.
func (e *engineGame) line(ctx context.Context, l Line) bool {
	if l.TooLong {
		e.out.Line(e.v().TooLong().Error())
		return false
	}
	c, err := e.v().Parse(l.Text)
	if err != nil {
		e.out.Line(err.Error())
		return false
	}
	p, r := e.g.Position(), e.g.Rules()
	over := func() bool { res, _ := e.g.Result(); return res != game.Ongoing }
	switch c.Kind {
	case Quit:
		return true
	case Help:
		e.out.Lines(e.v().HelpLines())
	case Clock:
		e.out.Line(e.v().t(txtNoClock))
	case Move, Resign, Draw, Hint:
		switch {
		case over():
			e.out.Line(e.v().t(txtOver))
		case p.SideToMove() != e.cfg.Human:
			e.out.Line(e.v().t(txtNotYourTurn, "Side", e.v().SideName(p.SideToMove())))
		case c.Kind == Hint:
			e.hint(ctx)
		default:
			e.act(ctx, c)
		}
	default:
		e.out.Lines(e.v().Describe(c, p, r, over()))
	}
	return false
}

// Describe answers the commands that look at the position: board,
// pieces, rank, file and moves (nil for the others). Once the game is
// over, nobody is to move: board leaves that line out, and moves says
// the game is over.
func (v Voice) Describe(c Command, p game.Position, r game.Rules, over bool) []string {
	switch {
	case over && c.Kind == Board:
		lines := v.BoardLines(p, r)
		return lines[:len(lines)-1]
	case over && c.Kind == Moves:
		return []string{v.t(txtOver)}
	}
	switch c.Kind {
	case Board:
		return v.BoardLines(p, r)
	case Pieces:
		return []string{v.PiecesLine(p, c.Color)}
	case Rank:
		return []string{v.RankLine(p, c.Rank)}
	case File:
		return []string{v.FileLine(p, c.File)}
	case Moves:
		return []string{v.MovesLine(p, r)}
	}
	return nil
}

// act plays the player's move, resigns or offers a draw, on their turn.
func (e *engineGame) act(ctx context.Context, c Command) {
	switch c.Kind {
	case Resign:
		_ = e.g.Resign(e.cfg.Human)
		e.out.Line(e.v().t(txtResigned))
		e.turn(ctx)
	case Draw:
		res := e.search(ctx, ai.MoveSearch, func(en *ai.Engine, g *game.Game) ai.Result {
			return en.Search(ctx, g, drawSearch, nil)
		})
		if res.Ok && res.Mate <= 0 && (res.Mate < 0 || res.Score >= -drawMargin) {
			_ = e.g.AgreeDraw()
			e.out.Line(e.v().t(txtDrawAccepted))
			e.turn(ctx)
			return
		}
		e.out.Line(e.v().t(txtDrawDeclined))
	case Move:
		m, err := e.v().ParseMove(e.g.Position(), e.g.Rules(), c.Text)
		if err != nil {
			e.out.Line(err.Error())
			return
		}
		e.played(ctx, m)
	}
}

// hint tells the engine's suggestion for the player's move.
func (e *engineGame) hint(ctx context.Context) {
	res := e.search(ctx, ai.HelpSearch, func(en *ai.Engine, g *game.Game) ai.Result { return en.Hint(ctx, g) })
	if res.Ok {
		e.out.Line(e.v().t(txtHint, "Move", res.Move.String()))
	}
}

// search runs one search of the player's on the helper engine, through
// the gate.
func (e *engineGame) search(ctx context.Context, class ai.SearchClass, run func(*ai.Engine, *game.Game) ai.Result) ai.Result {
	release, err := e.cfg.Gate.AcquireAs(ctx, class, nil)
	if err != nil {
		return ai.Result{}
	}
	defer release()
	e.help.SetTables(e.cfg.Tables.Tables(e.g.Rules()))
	return run(e.help, e.g.Clone())
}

// v is the game's voice.
func (e *engineGame) v() Voice { return e.cfg.Voice }
