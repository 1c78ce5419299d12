package ui

import (
	"io"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/prefs"
)

// runCoachLast runs cmd as run does, but keeps the coach's answers back
// until nothing else is left to run, and returns them undelivered: what
// happens before the coach speaks can then be looked at.
func runCoachLast(t *testing.T, m *Model, cmd tea.Cmd) []coachMsg {
	t.Helper()
	var kept []coachMsg
	queue := []tea.Cmd{cmd}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := callCmd(t, c).(type) {
		case nil, tea.QuitMsg, RequestMsg:
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case coachMsg:
			kept = append(kept, msg)
		default:
			_, next := m.Update(msg)
			queue = append(queue, next)
		}
	}
	return kept
}

// playCoached plays the move from..to on m by keyboard, runs everything
// but the coach's answer, checks that the computer's reply waits for it,
// then gives the coach's answer: it returns whether the coach answered
// (when it did not look, everything has run).
func playCoached(t *testing.T, m *Model, from, to string) bool {
	t.Helper()
	ply := m.g.Ply()
	var cmds []tea.Cmd
	for _, k := range []string{from[:1], from[1:], "enter", to[:1], to[1:], "enter"} {
		_, cmd := m.Update(keypress.Key(k))
		cmds = append(cmds, cmd)
	}
	kept := runCoachLast(t, m, tea.Batch(cmds...))
	if len(kept) > 0 && m.g.Ply() != ply+1 {
		t.Fatalf("%s-%s: ply %d before the coach spoke, want %d (the computer's reply waits for the coach): %q",
			from, to, m.g.Ply(), ply+1, m.status)
	}
	for _, c := range kept {
		send(t, m, c)
	}
	return len(kept) > 0
}

// coachTest is a game against the computer from the start, with the
// coach on.
func coachTest(t *testing.T, o Options) *Model {
	t.Helper()
	if o.Coach == CoachOff {
		o.Coach = CoachOn
	}
	o.Level = 1
	return newTest(t, o, 120, 40)
}

// TestCoachFlagsLosingFirstMoves: from the start, against the computer,
// each of the three first moves the proofs show to lose is flagged as it
// is played, before the computer's reply, with the values before and
// after; yes takes it back to the start.
func TestCoachFlagsLosingFirstMoves(t *testing.T) {
	for _, mv := range [][2]string{{"d2", "c3"}, {"b2", "c3"}, {"d3", "c3"}} {
		name := mv[0] + "-" + mv[1]
		t.Run(name, func(t *testing.T) {
			m := coachTest(t, Options{Mode: ModeAI})
			if !playCoached(t, m, mv[0], mv[1]) {
				t.Fatal("the coach did not look at the move")
			}
			v := view(m)
			if m.prompt() == nil || !strings.Contains(v, "Coach: "+name) || !strings.Contains(v, "draw → loss") ||
				!strings.Contains(v, "Take it back?") {
				t.Fatalf("%s not flagged with draw → loss and the offer:\n%s", name, v)
			}
			if m.g.Ply() != 1 {
				t.Fatalf("the computer answered while the coach's question is open: ply %d", m.g.Ply())
			}
			keys(t, m, "y")
			if m.prompt() != nil || m.g.Ply() != 0 || m.g.Position() != game.StartPosition() {
				t.Fatalf("yes did not take the move back to the start: ply %d, question %v", m.g.Ply(), m.prompt() != nil)
			}
			if !strings.Contains(m.status, "took back "+name) {
				t.Errorf("status after the take-back: %q", m.status)
			}
			if m.think.move != nil || len(m.held) != 0 {
				t.Errorf("the computer still thinks or holds a reply after the take-back")
			}
		})
	}
}

// TestCoachQuietOnTheDraw: c2-c3, the start's drawing move, is not
// flagged: the computer's reply, held while the coach looked, follows.
func TestCoachQuietOnTheDraw(t *testing.T) {
	m := coachTest(t, Options{Mode: ModeAI})
	if !playCoached(t, m, "c2", "c3") {
		t.Fatal("the coach did not look at the move")
	}
	if m.prompt() != nil || strings.Contains(view(m), "Coach:") {
		t.Fatalf("c2-c3 flagged:\n%s", view(m))
	}
	if m.g.Ply() != 2 {
		t.Fatalf("the computer's reply did not follow the coach's silence: ply %d", m.g.Ply())
	}
}

// TestCoachKeepMove: no keeps the flagged move, says so, and the
// computer's held reply is played.
func TestCoachKeepMove(t *testing.T) {
	m := coachTest(t, Options{Mode: ModeAI})
	playCoached(t, m, "d2", "c3")
	if m.prompt() == nil {
		t.Fatal("d2-c3 not flagged")
	}
	keys(t, m, "n")
	if m.prompt() != nil || m.g.Ply() != 2 {
		t.Fatalf("after no: question %v, ply %d (want the computer's reply)", m.prompt() != nil, m.g.Ply())
	}
	if m.g.Moves()[0].String() != "d2-c3" {
		t.Errorf("the kept move is %s", m.g.Moves()[0])
	}
}

// TestCoachOffKey: the question's o turns the coach off, keeps the move
// and saves the setting; the next losing move goes unflagged.
func TestCoachOffKey(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings")
	m := coachTest(t, Options{Mode: ModeAI, SettingsPath: path})
	playCoached(t, m, "d2", "c3")
	if m.prompt() == nil || !strings.Contains(view(m), "o turns the coach off") {
		t.Fatalf("d2-c3 not flagged with the coach-off key:\n%s", view(m))
	}
	keys(t, m, "o")
	if m.prompt() != nil || m.coach.on || m.g.Ply() != 2 {
		t.Fatalf("after o: question %v, coach on %v, ply %d", m.prompt() != nil, m.coach.on, m.g.Ply())
	}
	if s, w := prefs.LoadSettings(path); s.Coach != "off" || len(w) != 0 {
		t.Errorf("saved coach setting %q (%v), want off", s.Coach, w)
	}
	run(t, m, m.newGame(ModeAI, game.White, 1, game.DefaultRules(), game.StartPosition()))
	if playCoached(t, m, "b2", "c3") || m.prompt() != nil {
		t.Fatalf("the coach, turned off, looked at b2-c3:\n%s", view(m))
	}
}

// TestCoachOffSaysNothing: with the coach off, a losing move is played
// and answered with no word from the coach.
func TestCoachOffSaysNothing(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI, Level: 1, Coach: CoachOff}, 120, 40)
	if playCoached(t, m, "d2", "c3") || m.prompt() != nil || strings.Contains(view(m), "Coach:") {
		t.Fatalf("the coach spoke while off:\n%s", view(m))
	}
	if m.g.Ply() != 2 {
		t.Fatalf("the computer did not answer: ply %d", m.g.Ply())
	}
}

// TestCoachNeverOnline: in a game between two people online the coach,
// set on, never looks at a move: neither the seat's own (sent to the
// room) nor the opponent's (arriving in a StateMsg).
func TestCoachNeverOnline(t *testing.T) {
	for _, c := range []game.Color{game.White, game.Black} {
		m := newTest(t, Options{Mode: ModeRemote, Color: c, Coach: CoachOn}, 120, 40)
		g := game.NewGame(game.DefaultRules(), game.StartPosition())
		if c == game.White {
			var cmds []tea.Cmd
			for _, k := range []string{"d", "2", "enter", "c", "3", "enter"} {
				_, cmd := m.Update(keypress.Key(k))
				cmds = append(cmds, cmd)
			}
			if kept := runCoachLast(t, m, tea.Batch(cmds...)); len(kept) != 0 {
				t.Fatalf("the coach looked at the seat's own move online")
			}
		}
		mv, err := game.ParseMove(g.Position(), g.Rules(), "d2-c3")
		if err != nil || g.Play(mv) != nil {
			t.Fatal(err)
		}
		_, cmd := m.Update(StateMsg{Game: g})
		if kept := runCoachLast(t, m, cmd); len(kept) != 0 || m.coach.pending || m.prompt() != nil ||
			strings.Contains(view(m), "Coach:") {
			t.Fatalf("%v seat: the coach spoke online:\n%s", c, view(m))
		}
	}
}

// TestCoachHotseat: at one keyboard the coach looks at each person's
// moves: a losing move is flagged, and yes takes back that ply alone.
func TestCoachHotseat(t *testing.T) {
	m := coachTest(t, Options{Mode: ModeHotseat})
	playCoached(t, m, "b2", "c3")
	if m.prompt() == nil || !strings.Contains(view(m), "draw → loss") {
		t.Fatalf("b2-c3 not flagged at one keyboard:\n%s", view(m))
	}
	keys(t, m, "y")
	if m.g.Ply() != 0 {
		t.Fatalf("yes left ply %d", m.g.Ply())
	}
}

// TestCoachMissedTableWin: where the tables prove a win, a move proven
// only to draw is flagged as missing it, a winning move is not, and
// without the tables nothing is proven and the coach says nothing.
func TestCoachMissedTableWin(t *testing.T) {
	tb := readyTables(t)
	start := mustPos(t, "5/5/1b3/5/3W1 w")
	m := coachTest(t, Options{Mode: ModeHotseat, Start: start, Tables: tb})
	playCoached(t, m, "d1", "d3")
	if v := view(m); m.prompt() == nil || !strings.Contains(v, "misses the proven win") || !strings.Contains(v, "win → draw") {
		t.Fatalf("d1-d3 not flagged as a missed win:\n%s", v)
	}
	keys(t, m, "y")
	playCoached(t, m, "d1", "d2")
	if m.prompt() != nil {
		t.Fatalf("the winning d1-d2 flagged:\n%s", view(m))
	}
	bare := coachTest(t, Options{Mode: ModeHotseat, Start: start})
	playCoached(t, bare, "d1", "d3")
	if bare.prompt() != nil {
		t.Fatalf("flagged with nothing proven:\n%s", view(bare))
	}
}

// TestCoachThrows: the rule the coach flags by, over every pair of what
// can be proven before a move and of it.
func TestCoachThrows(t *testing.T) {
	w, d, l := explore.Win, explore.Draw, explore.Loss
	b := func(lo, hi explore.Value) explore.Bounds { return explore.Bounds{Low: lo, High: hi} }
	for _, c := range []struct {
		before, after explore.Bounds
		want          bool
	}{
		{b(d, d), b(l, l), true},
		{b(d, w), b(l, l), true},
		{b(w, w), b(d, d), true},
		{b(w, w), b(l, d), true},
		{b(w, w), b(l, l), true},
		{b(d, d), b(d, d), false},
		{b(d, d), b(l, d), false}, // draw or worse: not proven to lose
		{b(d, d), b(l, w), false}, // unknown
		{b(w, w), b(d, w), false}, // draw or better: not proven to miss the win
		{b(w, w), b(l, w), false},
		{b(l, w), b(l, l), false}, // nothing proven before
		{b(l, l), b(l, l), false},
	} {
		if got := coachThrows(c.before, c.after); got != c.want {
			t.Errorf("before %v, after %v: %v, want %v", c.before, c.after, got, c.want)
		}
	}
}

// TestCoachAuto: the setting auto turns the coach on while fewer than
// prefs.CoachGames games are counted in the statistics, and always
// without a statistics file; ApplySettings maps the setting.
func TestCoachAuto(t *testing.T) {
	stats := filepath.Join(t.TempDir(), "stats")
	on := func() bool {
		m := New(Options{Mode: ModeAI, Coach: CoachAuto, StatsPath: stats, Clipboard: Clipboard{Out: io.Discard}})
		return m.coach.on
	}
	for n := range prefs.CoachGames + 1 {
		if got, want := on(), n < prefs.CoachGames; got != want {
			t.Fatalf("after %d games counted: coach on %v, want %v", n, got, want)
		}
		if _, err := prefs.RecordResult(stats, 2, prefs.Loss); err != nil {
			t.Fatal(err)
		}
	}
	if m := New(Options{Coach: CoachAuto, Clipboard: Clipboard{Out: io.Discard}}); !m.coach.on {
		t.Error("auto without statistics: the coach is off")
	}
	for setting, want := range map[string]Coach{"on": CoachOn, "off": CoachOff, "auto": CoachAuto} {
		s := prefs.Defaults()
		s.Coach = setting
		if got := ApplySettings(Options{}, s).Coach; got != want {
			t.Errorf("ApplySettings coach %q: %v, want %v", setting, got, want)
		}
	}
}

// TestCoachOnTheNewGameForm: the new-game form shows the coach as it is
// set, dims it when the computer plays itself, and a game started with it
// changed has the coach so, saved for the next run.
func TestCoachOnTheNewGameForm(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings")
	m := newTest(t, Options{Mode: ModeAI, Level: 1, Coach: CoachOff, SettingsPath: path}, 120, 40)
	keys(t, m, "n")
	if v := view(m); !strings.Contains(v, "Coach                  ‹ off ›") {
		t.Fatalf("the form does not show the coach off:\n%s", v)
	}
	focusFormField(t, m, func(_ *newGameForm, i int) bool { return i == fieldCoach })
	keys(t, m, "right") // on
	if v := view(m); !strings.Contains(v, "Coach                  ‹ on ›") || !strings.Contains(v, "throws away a proven value") {
		t.Fatalf("the coach line, focused and turned on:\n%s", v)
	}
	focusFormField(t, m, func(f *newGameForm, i int) bool { return i == len(f.fields) })
	keys(t, m, "enter")
	if !m.coach.on {
		t.Fatal("the game chosen with the coach on has it off")
	}
	if s, _ := prefs.LoadSettings(path); s.Coach != "on" {
		t.Errorf("saved coach %q, want on", s.Coach)
	}
	if !playCoached(t, m, "d2", "c3") || m.prompt() == nil {
		t.Fatalf("the coach turned on in the form did not flag d2-c3:\n%s", view(m))
	}
	keys(t, m, "y", "n")
	focusFormField(t, m, func(_ *newGameForm, i int) bool { return i == fieldMode })
	keys(t, m, "right", "right") // the computer against itself
	if v := view(m); !strings.Contains(v, "Coach                  —") {
		t.Fatalf("the coach line applies to the computer against itself:\n%s", v)
	}
}
