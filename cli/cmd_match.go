package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/match"
	"github.com/fetaix/fetaix/uci"
)

func init() {
	register(&command{name: "match", summary: "play engine games between two levels or configurations", run: runMatch, sub: []*command{
		{name: "positions", run: runMatchPositions},
		{name: "prove", run: runMatchProve},
		{name: "ballot", run: runMatchBallot},
		{name: "deck", run: runMatchDeck},
	}})
}

func runMatch(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	m, out, err := parseMatch(args, stdout, stderr)
	if err != nil {
		return err
	}
	defer m.A.Close() // external engines' processes
	defer m.B.Close()
	if out != "" {
		if err := reserveFile(out); err != nil {
			return fmt.Errorf("--out: %w", err)
		}
	}
	err = playMatch(m, out, stdout)
	if err != nil && out != "" {
		_ = os.Remove(out) // the reservation, empty; err is the one to report
	}
	return err
}

// playMatch plays the match m, printing each game and the tally to stdout,
// and writes its games to out (reserved by the caller) unless it is "".
func playMatch(m matchCommand, out string, stdout io.Writer) error {
	if m.A.External == nil || m.B.External == nil || m.Truth != nil {
		// the top level plays proven moves where the book has them: read
		// the match's rules' books whole first (as the engine protocol's
		// isready does), or the first games' moves, played while they load,
		// would be searched instead
		if err := ai.PreloadBookRules(m.Rules); err != nil {
			return fmt.Errorf("the book of proven moves: %w", err)
		}
	}
	// and the endgame tables whole: a class's file read at its first probe
	// takes milliseconds, most of a move at 100 ms when several come at once
	for _, p := range []*match.Player{m.A, m.B} {
		if err := p.LoadTables(); err != nil {
			return fmt.Errorf("the endgame tables: %w", err)
		}
	}
	if m.Truth != nil && m.Truth.Tables != nil {
		if err := m.Truth.Tables.Load(); err != nil {
			return fmt.Errorf("the endgame tables: %w", err)
		}
	}
	var truthErrors []truthError
	start := time.Now()
	tally, records, err := match.Run(context.Background(), m.Config, func(g match.Game) {
		role := ""
		if g.Start != nil {
			role = fmt.Sprintf(" from position %d, %s better", (g.N+1)/2, g.Start.Better)
			if g.Start.Value != match.Unproven {
				role += " (proven " + g.Start.Value.String() + ")"
			}
		}
		fmt.Fprintf(stdout, "game %d: %s (white) vs %s (black)%s: %s (%s), %s; A %s%s%s\n",
			g.N, g.White.Name, g.Black.Name, role, g.Result, g.Why, plural.Count(g.Game.Ply(), "ply", "plies"), g.Tally, pairLine(g, m.SPRT), truthGameLine(g))
		truthErrors = append(truthErrors, gameErrors(g)...)
	})
	if err != nil {
		return err
	}
	kind := ""
	if len(m.Starts) > 0 {
		kind = fmt.Sprintf(" (conversion: %s, each with either player as the better side)", plural.Count(m.Games/2, "position", "positions"))
	}
	fmt.Fprintf(stdout, "A = %s, B = %s, %s%s at %s in %s; endgame tables %s\n", m.A.Name, m.B.Name, plural.Count(tally.Games(), "game", "games"), kind, timesText(m.moveTimeA, m.moveTimeB), time.Since(start).Round(time.Second), m.tables)
	fmt.Fprintf(stdout, "A: %s\n", tally)
	printPairs(stdout, tally, m.SPRT)
	if len(m.Starts) > 0 {
		fmt.Fprintln(stdout, tally.Roles(m.A.Name, m.B.Name))
	}
	if m.Truth != nil {
		printTruth(stdout, m, tally.Truth, truthErrors)
	}
	if out != "" {
		text, err := pdn.Format(records...)
		if err == nil {
			err = atomicfile.WriteFile(out, []byte(text), 0o644) // over the reservation
		}
		if err != nil {
			return fmt.Errorf("--out: %w", err)
		}
		fmt.Fprintf(stdout, "games written to %s\n", out)
	}
	return nil
}

// matchCommand is a match as the command line sets it up.
type matchCommand struct {
	match.Config
	moveTime time.Duration
	// each player's move time (--movetime-a, --movetime-b, --time-odds)
	moveTimeA, moveTimeB time.Duration
	tables               string // which tables the players without their own use (tablesName)
}

// matchUsage is fetaix match's usage lines and help.
const matchUsage = "match --a SPEC --b SPEC [--games N] [--movetime D] [--conversion [--positions FILE]]\n" +
	"                    [--sprt ELO0,ELO1] [--movetime-a D] [--movetime-b D | --time-odds R] [--pdn FILE]\n" +
	"                    [--truth [--truth-nodes N]] [flags]\n" +
	"       fetaix match positions [flags]  (makes a conversion positions file; --help)\n" +
	"       fetaix match prove [flags]      (proves its positions' values; --help)\n" +
	"       fetaix match ballot [flags]     (makes a ballot deck; --help)\n" +
	"       fetaix match deck [flags]       (makes a deck of proven starts; --help)\n\n" +
	"Plays N games between A and B, alternating colours; each pair of games starts\n" +
	"from the same opening of random, sound plies (from --seed). A SPEC is a level 1-6\n" +
	"(its time budget is --movetime, see fetaix help engine), depth=N, nodes=N or movetime\n" +
	"(a plain search of --movetime per move), then optionally threads=N (search\n" +
	"threads), tables=DIR (endgame tables; default: --tables), bookmargin=N (the\n" +
	"top level's score from which it plays for the win rather than a non-loss\n" +
	"proof's move) and weights FEATURE=V, e.g. movetime,threads=2,tables=/tmp/tb;\n" +
	"or engine=PATH[,margin=D][,timeout=D][,OPTION=VALUE...], a program speaking\n" +
	"the engine protocol, given go movetime, whose crash, hang, illegal move or\n" +
	"bestmove later than the move time and margin (100ms) loses the game (see\n" +
	"fetaix help engine). Prints each game and the result from A's\n" +
	"view: wins/draws/losses, then by game pairs (games 1-2, 3-4, ...: one start,\n" +
	"colours swapped): the pentanomial LL LD DD+WL WD WW, the score, the normalised\n" +
	"Elo and the logistic Elo with their 95 % margins, as fastchess computes them.\n" +
	"--sprt runs fastchess' GSPRT on the pairs, printing its LLR after each pair,\n" +
	"and stops the match when the LLR reaches a bound.\n\n" +
	"--conversion plays from positions where one side is clearly better instead (the\n" +
	"committed set conversion, the harder committed set hard with --positions hard,\n" +
	"or --positions FILE), each twice: A as the better side, then B.\n" +
	"It also prints, for each player, its wins as the better side (conversions)\n" +
	"and its draws and wins as the defender (escapes). --games then defaults to\n" +
	"every position twice; a smaller even N plays the first N/2.\n\n" +
	"--truth judges each move by its mover's values with perfect play before and after\n" +
	"it: from the endgame tables of --tables, the book of proven moves, or a proof\n" +
	"search of at most --truth-nodes nodes a position. It prints each player's\n" +
	"value-changing errors (a win turned into a draw or a loss, a draw into a loss),\n" +
	"per 100 games, the moves it could not judge, and each error's position and move."

// parseMatch reads the match command's flags into a match and the file
// to write its games to ("" for none).
func parseMatch(args []string, stdout, stderr io.Writer) (matchCommand, string, error) {
	var m matchCommand
	fs := newFlags("match", matchUsage, stdout, stderr)
	aSpec := fs.String("a", "6", "player A")
	bSpec := fs.String("b", "3", "player B")
	fs.IntVar(&m.Games, "games", 20, "number of games (1-100000)")
	fs.DurationVar(&m.moveTime, "movetime", 100*time.Millisecond, "time per move of both players (the top level, movetime players, engines), unless --movetime-a, --movetime-b or --time-odds")
	fs.Int64Var(&m.Seed, "seed", 1, "seed of the openings and the levels' randomness")
	fs.IntVar(&m.RandomPlies, "random-plies", 14, "random sound plies that open each pair of games (0-40)")
	fs.IntVar(&m.Margin, "opening-margin", 40, "an opening ply is drawn among the moves a depth-6 search scores within this many centi-men of the best")
	fs.IntVar(&m.Balance, "opening-balance", 50, "an opening is kept when a depth-6 search scores it within this many centi-men of even")
	rulesText := fs.String("rules", "", "rule options (default: all defaults)")
	fs.IntVar(&m.MaxPlies, "max-plies", 400, "a game still going after this many plies is a draw (adjudicated)")
	hash := fs.Int("hash", ai.DefaultHashMiB, "transposition table size per player in MiB")
	out := fs.String("out", "", "write the games to this PDN `FILE` (never overwrites)")
	fs.StringVar(out, "pdn", "", "write the games to this PDN `FILE`: --out under another name")
	lab := addLabFlags(fs)
	truth := addTruthFlags(fs)
	conversion := fs.Bool("conversion", false, "play a conversion match from positions where one side is clearly better")
	tablesDir := fs.String("tables", "", "endgame tables `DIR` of the players that name none (tables=DIR) (default: the game's, DATA-DIR/tables)")
	noTables := fs.Bool("no-tables", false, "no endgame tables for the players that name none (also "+noTablesEnv+"=1)")
	positions := fs.String("positions", "", "the conversion positions: a committed set, "+setNames()+" (see fetaix help engine), or a `FILE` (./hard for a file named hard; default: conversion; see fetaix match positions)")
	if err := parseFlags(fs, args); err != nil {
		return m, "", err
	}
	if err := m.setLab(fs, lab); err != nil {
		return m, "", err
	}
	if *conversion || *positions != "" {
		if err := m.loadStarts(fs, *positions); err != nil {
			return m, "", err
		}
	}
	switch {
	case m.Games < 1 || m.Games > 100000:
		return m, "", badValue("games", m.Games, "1..100000")
	case m.RandomPlies < 0 || m.RandomPlies > 40:
		return m, "", badValue("random-plies", m.RandomPlies, "0..40")
	case m.MaxPlies < 1:
		return m, "", badValue("max-plies", m.MaxPlies, "a positive count")
	case *hash < 1 || *hash > uci.MaxHash:
		return m, "", badValue("hash", *hash, fmt.Sprintf("1..%d", uci.MaxHash))
	}
	var err error
	if m.Rules, err = game.ParseRules(*rulesText); err != nil {
		return m, "", refused("rules", err)
	}
	if m.A, err = match.ParsePlayer(*aSpec, m.moveTimeA, *hash, m.Rules); err != nil {
		return m, "", playerErr("a", err)
	}
	if m.B, err = match.ParsePlayer(*bSpec, m.moveTimeB, *hash, m.Rules); err != nil {
		m.A.Close()
		return m, "", playerErr("b", err)
	}
	set, where, err := toolTables(*tablesDir, *noTables, m.Rules)
	if err != nil {
		m.A.Close()
		m.B.Close()
		return m, "", err
	}
	m.A.DefaultTables(set)
	m.B.DefaultTables(set)
	m.tables = tablesName(set, where)
	if m.Truth, err = truth.oracle(fs, &m, set); err != nil {
		m.A.Close()
		m.B.Close()
		return m, "", err
	}
	return m, *out, nil
}

// setLab reads the lab flags into m: the players' move times and the
// sequential test, under which --games, unless set, is sprtGames.
func (m *matchCommand) setLab(fs *flag.FlagSet, lab *labFlags) error {
	if m.moveTime <= 0 {
		return badValue("movetime", m.moveTime, "a positive duration")
	}
	if set := givenFlags(fs); set["out"] && set["pdn"] {
		return refusedf("pdn", "is --out under another name: give one of them")
	}
	var err error
	if m.moveTimeA, m.moveTimeB, err = lab.moveTimes(fs, m.moveTime); err != nil {
		return err
	}
	if m.SPRT, err = lab.test(fs); err != nil {
		return err
	}
	if m.SPRT != nil && !givenFlags(fs)["games"] {
		m.Games = sprtGames
	}
	return nil
}

// loadStarts sets up a conversion match from the committed set named
// file (match.Sets; "conversion" when "") or else the positions file,
// with every position twice unless --games asks for fewer.
func (m *matchCommand) loadStarts(fs *flag.FlagSet, file string) error {
	var err error
	if _, m.Starts, err = readPositions(file); err != nil {
		return err
	}
	all := 2 * len(m.Starts)
	gamesSet := false
	fs.Visit(func(f *flag.Flag) { gamesSet = gamesSet || f.Name == "games" })
	switch {
	case !gamesSet:
		m.Games = all
	case m.Games%2 != 0 || m.Games > all:
		return refusedf("games", "a conversion match wants an even count up to %d (every position twice), got %d", all, m.Games)
	}
	return nil
}

// playerErr is the error of a player's flag: a spec that does not read is
// a value refused (exit status 2), one that cannot be set up (its tables,
// its engine) an error of its own (1).
func playerErr(flag string, err error) error {
	if errors.Is(err, match.ErrBadSpec) {
		return refused(flag, err)
	}
	return flagErr(flag, err)
}
