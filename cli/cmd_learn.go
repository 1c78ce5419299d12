package cli

import (
	"io"
	"os"
	"os/signal"
	"strconv"
	"sync/atomic"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/tables"
	"github.com/fetaix/fetaix/ui"
)

func init() {
	register(&command{name: "learn", summary: "learn to play: short lessons, then endgame practices", run: runLearn})
}

func runLearn(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("learn", "learn [--no-tables]\n\n"+
		"Opens the lessons: a list of lessons, then practices. A lesson is a few\n"+
		"small stages, each a position, one instruction and a goal, your moves\n"+
		"judged by the rules; a wrong move is explained and the stage starts\n"+
		"again. Up to three stars a stage, kept in the config dir\n"+
		"(fetaix/lessons). In a practice the computer defends perfectly from the\n"+
		"endgame tables (the default rules' of up to "+strconv.Itoa(tables.FirstNeedPieces)+" pieces, built in\n"+
		"DATA-DIR/tables the first time), and judges each of your moves; u takes\n"+
		"one back. Without the tables (--no-tables, or "+noTablesEnv+"=1) the\n"+
		"lessons with an opponent say they need them. The game's i key opens\n"+
		"the same lessons.", stdout, stderr)
	noTables := fs.Bool("no-tables", false, "no endgame tables: the lessons where the computer answers say they need them (also "+noTablesEnv+"=1)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	saved, _, notice := openSettings(stderr)
	o := ui.NewGlyphFit(os.Getenv).Apply(ui.ApplySettings(ui.Options{}, saved))
	o.NoColor = os.Getenv("NO_COLOR") != ""
	// the language of the environment, as the game's without --lang (the
	// flags empty: no error)
	o.Lang, _, _ = localizer("", "", os.Getenv)
	in, out, err := terminals(stdin, stdout)
	if err != nil {
		return err
	}
	var prog atomic.Pointer[tea.Program]
	o.Tables = playTables(*noTables, func(msg ui.NoticeMsg) {
		if p := prog.Load(); p != nil {
			p.Send(msg)
		}
	})
	lo := lessonsOptions()
	lo.Options = o
	if lo.Notice == "" {
		lo.Notice = notice
	}
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, quitSignals...)
	defer signal.Stop(sigs)
	p := tea.NewProgram(ui.NewLearn(lo), tea.WithInput(in), tea.WithOutput(out), tea.WithoutSignalHandler())
	prog.Store(p)
	return runUntilSignal(p, sigs)
}
