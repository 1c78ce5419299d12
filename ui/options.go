package ui

import (
	"context"
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/help"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/prefs"
	"github.com/fetaix/fetaix/tables"
)

// Mode says who plays each side.
type Mode int

// The game modes.
const (
	// ModeAI is a person against the computer; the person plays Options.Color.
	ModeAI Mode = iota
	// ModeHotseat is two people taking turns at one keyboard.
	ModeHotseat
	// ModeWatch is the computer playing both sides.
	ModeWatch
	// ModeRemote is one seat of a game whose state lives elsewhere (the SSH
	// server's room): the local person plays Options.Color (or only watches
	// when Options.Spectator is set), chosen moves are emitted as
	// RequestMsg instead of being played, and the game is replaced by each
	// StateMsg the embedding model sends in. See the package comment.
	ModeRemote
)

var modeNames = []string{"ai", "hotseat", "watch", "remote"}

// String returns the mode's command-line name.
func (m Mode) String() string {
	if m < 0 || int(m) >= len(modeNames) {
		return fmt.Sprintf("Mode(%d)", int(m))
	}
	return modeNames[m]
}

// title returns the mode as shown in the new-game screen.
func (m Mode) title() string {
	return [...]string{"you vs computer", "two players, one keyboard", "computer vs computer", "online"}[m]
}

// ParseMode reads a mode name: ai, hotseat or watch (remote is only for
// embedding programs and is not accepted here).
func ParseMode(s string) (Mode, error) {
	for i, n := range modeNames[:3] {
		if strings.EqualFold(s, n) {
			return Mode(i), nil
		}
	}
	return 0, fmt.Errorf("unknown mode %q (want ai, hotseat or watch)", s)
}

// Options configures a Model. The zero value is a game against the computer
// at level 2 from the start position under the default rules, in the
// default theme, on a dark background until the terminal says otherwise.
type Options struct {
	// LightBackground says the terminal's background is light before the
	// terminal answers the model's question (tea.BackgroundColorMsg); an
	// embedding server that already knows the answer passes it.
	LightBackground bool
	// BackgroundAsked says the embedder asks the terminal for its
	// background colour itself and passes the answer on: Init does not ask
	// again (a second question on the same terminal).
	BackgroundAsked bool
	// Theme is a theme name (see prefs.Themes); "" means "default".
	Theme string
	// ASCII forces ASCII glyphs for the board and pieces in any theme.
	ASCII bool
	// glyphFit, set by GlyphFit.Apply, gives the wide-glyph note to the
	// first game screen that opens (New).
	glyphFit *GlyphFit
	// NoMouse leaves the mouse to the terminal (for selecting text): the
	// view does not ask for mouse reporting.
	NoMouse bool
	// NoColor draws without colours (set it when NO_COLOR is set in the
	// player's environment).
	NoColor bool
	// Mode says who plays each side.
	Mode Mode
	// Color is the person's side in ModeAI and ModeRemote.
	Color game.Color
	// Spectator, in ModeRemote, makes the local user a watcher with no seat.
	Spectator bool
	// OneGame, in ModeRemote, says the room plays one game (a tournament's):
	// no rematch is offered.
	OneGame bool
	// Level is the computer's level, levels.Min..levels.Max (0 or out of
	// range means 2).
	Level int
	// Rules are the rule options; nil means game.DefaultRules().
	Rules *game.Rules
	// Start is the start position; nil means game.StartPosition().
	Start *game.Position
	// Game, when set, is played on (resumed) instead of a new game from
	// Start; its rules win over Rules.
	Game *game.Game
	// WhiteName and BlackName label the players in the side panel; empty
	// means names from the mode ("you", "computer", "player 1", "White", ...).
	WhiteName, BlackName string
	// hashMiB sizes each engine's transposition table (0: the engine's
	// default, which every embedder uses today).
	hashMiB int
	// Gate, when set, is passed by every search of the engine here (the
	// computer's moves, hints, draw decisions, analysis) before it runs;
	// while a search waits its turn, the status line says so. An SSH
	// server gives all its sessions one Gate. Nil lets searches run at once.
	Gate *ai.Gate
	// Context, when set, ends every search here when it is done, running
	// or waiting at the Gate: an SSH server passes the session's, so that
	// a session gone does not keep a place in the queue. Nil: never.
	Context context.Context
	// Tables gives the endgame tables of the rules of the game shown, once
	// they are ready, to the engine here (the computer's moves, hints,
	// analysis) and to the side panel, which shows their verdict on the
	// position shown when they cover it (not during an online game). The
	// first game under a set of rules starts their opening (or building)
	// in the background. Nil: no tables.
	Tables *tables.Cache
	// BoardSize caps the board drawn: 0 picks the largest that fits the
	// window; 1 small, 2 medium, 3 large are the largest allowed (a smaller
	// one is still used when the window needs it).
	BoardSize int
	// emitQuit makes quitting (after its confirmation) emit a RequestMsg
	// of kind RequestQuit instead of tea.Quit, in every mode, so that an
	// embedding model could take the person back somewhere (a solo game
	// run by the server, back to its lobby). Nothing outside the package
	// sets it yet: export it again when an embedder needs it.
	emitQuit bool
	// Coach says whether the coach speaks (coach.go): it flags, as it is
	// played, a move of the person against the computer, or of either
	// person at one keyboard, that throws away a value proven before it
	// (a proven draw or win), and offers to take it back. CoachAuto is on
	// while fewer than prefs.CoachGames games are counted in StatsPath
	// (always, without StatsPath). It never speaks in ModeRemote, nor in
	// ModeWatch. The zero value is CoachOff.
	Coach Coach
	// Seed is the seed of the computer's choices at the weaker levels (the
	// noise of their evaluation, their occasional second-best move): the
	// same seed and the same moves play the same game, every new game
	// seeded with it again. 0 (the default) draws a new seed for each game,
	// so that no game against the computer can be replayed from memory.
	Seed uint64
	// MoveDelay is a pause before each computer move in ModeWatch, so that
	// a person can follow the game (0: none).
	MoveDelay time.Duration

	// Record, when set, is a loaded game record (fetaix --load): its game
	// is shown in replay mode at its end (Game and Start are then unused),
	// its White and Black tags name the players, and its tags and comments
	// are kept when the game is saved again.
	Record *pdn.Record
	// ViewRecord makes Record one to look at: leaving its replay (esc) or
	// quitting it (q) ends the model at once (tea.Quit), rather than
	// showing the recorded game as one to play on; playing on from a
	// position shown (enter) starts a game as usual. For an embedder that
	// opened the record from a list (the SSH server's archive).
	ViewRecord bool
	// Clipboard is where the copy keys send the position text or the game's
	// PDN (OSC 52). A nil Clipboard.Out means os.Stdout; an SSH server passes
	// the session, so the copy reaches the player's terminal.
	Clipboard Clipboard
	// GamePath proposes the file name for saving a game made at a time
	// (prefs.DefaultGamePath); its directory is proposed for loading. Nil
	// turns saving and loading files off (an SSH server must not offer its
	// own disk to its players).
	GamePath func(time.Time) (string, error)
	// StatsPath is the statistics file (prefs.StatsPath) where each finished
	// game against the computer from the start position is counted once
	// (one from a set-up position is not); "" counts nothing.
	StatsPath string
	// GameOver, when set, is given each game played here once, when it
	// ends (as StatsPath counts them once, in every mode and from any
	// start position): a copy, with
	// the mode it was played in (who played each side), the person's side,
	// the computer's level and the seed of its choices (Model.Seed). It
	// runs in a Cmd, off the update loop; an SSH server writes the game
	// down with it.
	GameOver func(g *game.Game, mode Mode, human game.Color, level int, seed uint64)
	// GameBegun, when set, is called in Update as each game chosen on the
	// new-game screen begins; an SSH server counts the games started with
	// it.
	GameBegun func()
	// SettingsPath is the settings file (prefs.SettingsPath) that the
	// person's choices are saved back to: the new-game screen's level,
	// colour and rules, and the theme. Settings holds the file's contents
	// (before any command-line flag) to which the choices are applied, so a
	// flag used once is not saved. "" saves nothing.
	SettingsPath string
	// Settings are the saved settings (see SettingsPath); nil means
	// prefs.Defaults().
	Settings *prefs.Settings
	// Notice, when set, is shown on the status line as the screen opens
	// (e.g. a problem found in the settings file).
	Notice string
	// OfferLessons asks, as the screen opens, whether the person would
	// learn to play first (the lessons, LearnModel) or play at once, and
	// keeps in the settings (Settings.LessonsOffered) that it asked: the
	// first run's offer. It never forces them.
	OfferLessons bool
	// Learn, when set, gives the lessons opened over the game (the Learn
	// key, i) the learner's progress, how to keep it and a notice
	// (LearnOptions' Progress, Save and Notice; the Model sets the rest).
	// Nil: the progress lasts as long as the lessons are open.
	Learn func() LearnOptions
	// Keys are the key bindings of every screen of the Model (the game,
	// the new-game form, the questions, the file dialog and the help);
	// nil means DefaultKeyMap(). The models given the same KeyMap share
	// it and what is built from it (remembered by its address): it must
	// not change once given to a model.
	Keys *KeyMap
	// HostKeys are the keys of the screen the game is shown in (an SSH
	// server's room: its chat, its seat's keys), which that screen answers
	// before the game sees a key: the help lists them first, under
	// HostTitle, as they are when it opens (disabled ones left out). Nil:
	// none.
	HostKeys  help.KeyMap
	HostTitle string
	// Lang gives the texts converted to the catalogs (internal/i18n) in
	// the player's language and bidi mode; nil means English.
	Lang *i18n.Localizer
}

// Coach is the coach's setting (Options.Coach).
type Coach int

// The coach's settings.
const (
	CoachOff  Coach = iota // the coach says nothing
	CoachOn                // the coach flags every move that throws a proven value away
	CoachAuto              // on for the first prefs.CoachGames finished games
)

// CoachGames is how many finished games the coach stays on for under
// CoachAuto (prefs.CoachGames): a server counts a player's games in its
// archive against it.
const CoachGames = prefs.CoachGames

// coachOption maps the coach setting (prefs.Settings.Coach: on, off,
// auto) to Options.Coach.
func coachOption(name string) Coach {
	switch name {
	case "on":
		return CoachOn
	case "off":
		return CoachOff
	}
	return CoachAuto
}

// DefaultMoveDelay is the pause before each move when watching the computer
// play itself, used by the command line.
const DefaultMoveDelay = 600 * time.Millisecond

func (o Options) rules() game.Rules {
	if o.Game != nil {
		return o.Game.Rules()
	}
	if o.Rules != nil {
		return *o.Rules
	}
	return game.DefaultRules()
}

func (o Options) start() game.Position {
	if o.Start != nil {
		return *o.Start
	}
	return game.StartPosition()
}

func (o Options) level() int {
	if o.Level < levels.Min || o.Level > levels.Max {
		return 2
	}
	return o.Level
}
