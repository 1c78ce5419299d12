package cli

import (
	"errors"
	"flag"
	"io"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/prefs"
	"github.com/fetaix/fetaix/tables"
	"github.com/fetaix/fetaix/ui"
)

func init() {
	register(&command{name: playCommand, summary: "play in the terminal (the default command)", run: runPlay})
}

// playFlags are the play command's flags, parsed but not yet applied to
// the saved settings.
type playFlags struct {
	fs                                   *flag.FlagSet
	mode, color, rules, pos, theme, load *string
	mouse, boardSize                     *string
	lang, bidi                           *string
	level, gameN                         *int
	seed                                 *uint64
	ascii, noTables, plain               *bool
}

// parsePlayFlags parses the play command's arguments.
func parsePlayFlags(args []string, stdout, stderr io.Writer) (*playFlags, error) {
	fs := newFlags("play", "[play] [--mode ai|hotseat|watch] [--color white|black] [--level 1-6]\n"+
		"       [--rules TEXT] [--position TEXT] [--theme NAME] [--ascii]\n"+
		"       [--board-size auto|small|medium|large] [--mouse on|off] [--load FILE [--game N]]\n"+
		"       [--seed N] [--no-tables] [--coach[=false|auto]]\n"+
		"       [--lang en|fr|ar] [--bidi app|terminal]\n\n"+
		"Opens the full-screen game. Keys: arrows/hjkl move the cursor, enter/space\n"+
		"select and move, a point name (c2) jumps there, u undo, t hint, n new game,\n"+
		"v replay, A analysis, s save, L load, y/Y copy the position/game, ? all keys,\n"+
		"q quit. The mouse works too (click or drag; click a move in the list to\n"+
		"replay from it).\n\n"+
		"Your settings (theme, level, colour, rules, board size, mouse; the rules\n"+
		"of games at one keyboard apart) are kept in\n"+
		"$FETAIX_CONFIG_DIR or the user config dir (fetaix/settings, a commented\n"+
		"text file); the flags given override them for this run only. Choices made\n"+
		"in the game (new-game screen, theme) are saved back. Results against each\n"+
		"computer level are counted in fetaix/stats there and shown on the new-game\n"+
		"screen. Games are saved as PDN under the user data dir\n"+
		"(~/.local/share/fetaix by default).\n\n"+
		"The computer, hints and analysis play small endgames perfectly from\n"+
		"endgame tables in DATA-DIR/tables: the default rules' of up to "+strconv.Itoa(tables.FirstNeedPieces)+" pieces\n"+
		"are built there in the background the first time they are needed\n"+
		"(fetaix tables build makes larger sets, and other rules'). --no-tables,\n"+
		"or "+noTablesEnv+"=1, plays without them.\n\n"+
		"The coach flags, as it is played, a move of yours against the computer\n"+
		"(or of either player at one keyboard) that throws away a value proven by\n"+
		"the endgame tables, the proofs or the rules (draw → loss, a win missed),\n"+
		"and offers to take it back; where nothing is proven it says nothing.\n"+
		"It never speaks in a game between two people online (fair play). The\n"+
		"coach setting is on, off or auto (the default: on for your first "+strconv.Itoa(prefs.CoachGames)+"\n"+
		"finished games against the computer); --coach or --coach=false for one run.", stdout, stderr)
	f := &playFlags{fs: fs}
	f.mode = fs.String("mode", "ai", "who plays: ai (you vs the computer), hotseat (two players), watch (computer vs computer)")
	f.color = fs.String("color", "", "your colour against the computer: white or black (default: your setting, else white)")
	aliasFlag(fs, "colour", "color")
	f.level = fs.Int("level", 0, "the computer's level, "+levels.Range()+" (default: your setting, else 2)")
	f.rules = fs.String("rules", "", "rule options, e.g. majority,removal=end (default: your setting, else all defaults)")
	f.pos = fs.String("position", "", "start from this position text (default: the start position)")
	f.theme = fs.String("theme", "", "colour theme: "+strings.Join(prefs.Themes, ", ")+" (default: your setting, else default)")
	f.ascii = fs.Bool("ascii", false, "draw the board and pieces with ASCII characters only (the default where ambiguous-width glyphs are wide: RUNEWIDTH_EASTASIAN=1, or a CJK locale)")
	f.boardSize = fs.String("board-size", "", "largest board drawn: "+strings.Join(prefs.BoardSizes, ", ")+" (default: your setting, else auto)")
	f.mouse = fs.String("mouse", "", "mouse input: on or off (default: your setting, else on)")
	f.load = fs.String("load", "", "open the game saved in this PDN file, in replay mode at its end")
	f.gameN = fs.Int("game", 0, "with --load: which game of a file holding several (from 1)")
	f.seed = fs.Uint64("seed", 0, "seed of the computer's choices: the same seed, level and moves replay the same game (default: a new one each game; a saved game names its own)")
	fs.Var(&coachSwitch{v: "auto"}, "coach", "the coach: --coach on, --coach=false off, --coach=auto on for your first "+strconv.Itoa(prefs.CoachGames)+" finished games (default: your setting, else auto)")
	f.lang = fs.String("lang", "", langFlagHelp)
	f.bidi = fs.String("bidi", "", bidiFlagHelp)
	f.noTables = fs.Bool("no-tables", false, "play without endgame tables: neither build nor open them (also "+noTablesEnv+"=1)")
	f.plain = fs.Bool("plain", false, "plain mode for screen readers: no screen, one line per event, commands typed as lines (see fetaix help playing)")
	if err := parseFlags(fs, args); err != nil {
		return nil, err
	}
	return f, nil
}

// options applies the flags given over the saved settings and returns the
// model's options and the settings in force (flags included). Every bad
// value is an error before any screen opens.
func (f *playFlags) options(saved prefs.Settings) (ui.Options, prefs.Settings, error) {
	s := saved
	if err := applySettingFlags(&s, f.fs); err != nil {
		return ui.Options{}, s, err
	}
	mode, err := ui.ParseMode(*f.mode)
	if err != nil {
		return ui.Options{}, s, refused("mode", err)
	}
	o := ui.ApplySettings(ui.Options{Mode: mode}, s)
	if *f.plain && (mode != ui.ModeAI || *f.load != "") {
		return o, s, refusedf("plain", "plays a new game against the computer: drop --mode and --load")
	}
	given := map[string]bool{}
	f.fs.Visit(func(fl *flag.Flag) { given[fl.Name] = true })
	if given["rules"] { // --rules is this game's rules, in any mode
		r := s.Rules
		o.Rules = &r
	}
	if *f.pos != "" {
		_, p, err := parseSetup("", *f.pos)
		if err != nil {
			return o, s, err
		}
		o.Start = &p
	}
	switch {
	case given["game"] && *f.load == "":
		return o, s, refusedf("game", "only with --load FILE")
	case *f.load != "" && (given["rules"] || given["position"]):
		return o, s, refusedf("load", "the file gives the rules and the start position (drop --rules and --position)")
	case given["game"] && *f.gameN < 1:
		return o, s, badValue("game", *f.gameN, "1 or more: games are counted from 1")
	case *f.load != "":
		rec, err := loadRecord(*f.load, *f.gameN)
		if err != nil {
			return o, s, err
		}
		o.Record = rec
	}
	o.ASCII = *f.ascii
	o = ui.NewGlyphFit(os.Getenv).Apply(o) // a CJK terminal: the ASCII board
	o.Seed = *f.seed
	if o.Lang, o.Notice, err = localizer(*f.lang, *f.bidi, os.Getenv); err != nil {
		return o, s, err
	}
	o.NoColor = os.Getenv("NO_COLOR") != ""
	o.MoveDelay = ui.DefaultMoveDelay
	return o, s, nil
}

// applySettingFlags sets each setting whose flag was given on the command
// line (a flag named as a key of prefs.Keys), in the flags' order; the
// other flags and those not given are left alone. A bad value is an error
// naming the flag once ("--level: bad value ...").
func applySettingFlags(s *prefs.Settings, fs *flag.FlagSet) error {
	var err error
	fs.Visit(func(fl *flag.Flag) {
		name := aliasOf(fs, fl.Name) // --colour sets color
		isSetting := slices.ContainsFunc(prefs.Keys, func(k prefs.Key) bool { return k.Name == name })
		if err != nil || !isSetting {
			return
		}
		if e := s.Set(name, fl.Value.String()); e != nil {
			var bad *prefs.ValueError
			if errors.As(e, &bad) {
				e = bad.Err // the flag names the setting
			}
			err = &flagError{Flag: fl.Name, Problem: e.Error(), usage: true, err: e}
		}
	})
	return err
}

// coachSwitch is the --coach flag: a switch (--coach turns the coach on,
// --coach=false off) that takes the coach setting's words too
// (--coach=auto). applySettingFlags sets the coach setting from it.
type coachSwitch struct{ v string }

// String returns the setting's word: on, off or auto.
func (c *coachSwitch) String() string { return c.v }

// Set reads a switch's or the setting's value.
func (c *coachSwitch) Set(text string) error {
	s := prefs.Defaults()
	if err := s.Set("coach", text); err != nil {
		var bad *prefs.ValueError
		if errors.As(err, &bad) {
			return bad.Err
		}
		return err
	}
	c.v = s.Coach
	return nil
}

// IsBoolFlag makes --coach alone mean on.
func (c *coachSwitch) IsBoolFlag() bool { return true }

// withFiles connects the options to the player's files: settings saved
// back, statistics, the data dir for games, and the clipboard.
func withFiles(o ui.Options, saved prefs.Settings, settingsPath string, stdout io.Writer) ui.Options {
	o.Settings, o.SettingsPath = &saved, settingsPath
	if p, err := prefs.StatsPath(); err == nil {
		o.StatsPath = p
	}
	o.GamePath = prefs.DefaultGamePath
	o.Clipboard = ui.Clipboard{Out: stdout, Term: os.Getenv("TERM"), InTmux: os.Getenv("TMUX") != ""}
	return o
}

func runPlay(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	f, err := parsePlayFlags(args, stdout, stderr)
	if err != nil {
		return err
	}
	saved, path, notice := openSettings(stderr)
	o, _, err := f.options(saved)
	if err != nil {
		return err
	}
	if *f.plain { // cmd_play_plain.go: lines, no screen, stdin and stdout may be pipes
		return playPlain(o, playTables(*f.noTables, func(ui.NoticeMsg) {}), stdin, stdout)
	}
	in, out, err := terminals(stdin, stdout)
	if err != nil {
		return err
	}
	o = withFiles(o, saved, path, out)
	if notice != "" {
		o.Notice = notice
	}
	o.OfferLessons = !saved.LessonsOffered && path != ""
	o.Learn = lessonsOptions
	var prog atomic.Pointer[tea.Program]
	o.Tables = playTables(*f.noTables, func(msg ui.NoticeMsg) {
		if p := prog.Load(); p != nil {
			p.Send(msg)
		}
	})
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, quitSignals...)
	defer signal.Stop(sigs)
	p := tea.NewProgram(ui.New(o), tea.WithInput(in), tea.WithOutput(out), tea.WithoutSignalHandler())
	prog.Store(p)
	return runUntilSignal(p, sigs)
}
