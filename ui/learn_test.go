package ui

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/learn"
	"github.com/fetaix/fetaix/prefs"
	"github.com/fetaix/fetaix/tables"
)

// learnTables returns a cache that opens the tables the program builds
// on first need (testtables builds them once for every test binary).
func learnTables(t *testing.T) *tables.Cache {
	t.Helper()
	return tables.NewCache(testtables.DefaultDir(t, tables.FirstNeedPieces), 0, nil)
}

// testLearnSources are the sources the model gives its runs, for a test's own
// run beside it.
func testLearnSources(t *testing.T, c *tables.Cache) learn.Sources {
	t.Helper()
	res := waitTables(t, c, game.DefaultRules())
	if res.Set == nil {
		t.Fatalf("no tables: %v", res.Err)
	}
	return learn.Sources{Tables: res.Set, Explorer: explore.New(explore.Options{Book: ai.DefaultBook(), Tables: res.Set, NoLines: true})}
}

// learnView is the lessons' screen as text without its styles.
func learnView(m *LearnModel) string { return ansi.Strip(m.Content()) }

// learnRun executes cmd and feeds its messages back into m, as the
// bubbletea runtime would; it reports whether the screen quit.
func learnRun(t testing.TB, m *LearnModel, cmd tea.Cmd) (quit bool) {
	t.Helper()
	for queue := []tea.Cmd{cmd}; len(queue) > 0; queue = queue[1:] {
		if queue[0] == nil {
			continue
		}
		switch msg := callCmd(t, queue[0]).(type) {
		case nil:
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case tea.QuitMsg:
			quit = true
		default:
			_, next := m.Update(msg)
			queue = append(queue, next)
		}
	}
	return quit
}

// learnKeysPress types each key (names as keypress.Key's) and runs what
// follows.
func learnKeysPress(t testing.TB, m *LearnModel, names ...string) {
	t.Helper()
	for _, n := range names {
		_, cmd := m.Update(keypress.Key(n))
		learnRun(t, m, cmd)
	}
}

// learnType types a move's text, then enter.
func learnType(t testing.TB, m *LearnModel, text string) {
	t.Helper()
	for _, c := range text {
		learnKeysPress(t, m, string(c))
	}
	learnKeysPress(t, m, "enter")
}

// newLearnTest returns the lessons' screen at w×h with the tables of c
// and the progress p, saving into *saved.
func newLearnTest(t testing.TB, c *tables.Cache, p learn.Progress, saved *learn.Progress, w, h int) *LearnModel {
	t.Helper()
	m := NewLearn(LearnOptions{Options: Options{Tables: c}, Progress: p,
		Save: func(p learn.Progress) error {
			if saved != nil {
				*saved = learn.Progress{}
				for k, v := range p {
					(*saved)[k] = v
				}
			}
			return nil
		}})
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	learnRun(t, m, m.Init())
	return m
}

// openAt opens lesson li at stage si through the list, by keys: the
// progress has every stage before si met, so enter opens si.
func openAt(t *testing.T, c *tables.Cache, li, si int, saved *learn.Progress) *LearnModel {
	t.Helper()
	l := learn.All()[li]
	p := learn.Progress{}
	for _, s := range l.Stages[:si] {
		p.Record(s.ID, 1)
	}
	m := newLearnTest(t, c, p, saved, 80, 24)
	for range li {
		learnKeysPress(t, m, "down")
	}
	learnKeysPress(t, m, "enter")
	if intro := l.Intro != "" && si == 0; intro != (m.at == learnAtIntro) {
		t.Fatalf("the intro shown %v, want %v (stage %d)", m.at == learnAtIntro, intro, si)
	}
	if m.at == learnAtIntro {
		if v := learnView(m); !strings.Contains(v, strings.Fields(l.Intro)[0]) {
			t.Fatalf("the intro is not shown:\n%s", v)
		}
		learnKeysPress(t, m, "enter")
	}
	if m.at != learnAtStage || m.stage.lesson != li || m.stage.index != si || m.stage.run == nil {
		t.Fatalf("not on %s: at %d, lesson %d stage %d, run %v; %q", l.Stages[si].ID, m.at, m.stage.lesson, m.stage.index, m.stage.run != nil, m.st.text)
	}
	v := learnView(m)
	for _, want := range []string{l.Title, learnGoal(nil, l.Stages[si].Goal), strings.Fields(l.Stages[si].Say)[0]} {
		if !strings.Contains(v, want) {
			t.Errorf("the stage's screen lacks %q:\n%s", want, v)
		}
	}
	return m
}

// TestLearnEveryStageByKeys: for every stage of every lesson and
// practice, the screen opened at it through the list plays the stage's
// intended solution typed move by move (a practice: the tables' best
// move each time) and shows the stage met with three stars, kept; and
// plays the stage's wrong move (a practice: a move the tables prove
// throws the value away) and shows the reason, the stage back at its
// start.
func TestLearnEveryStageByKeys(t *testing.T) {
	c := learnTables(t)
	src := testLearnSources(t, c)
	for li, l := range learn.All() {
		for si := range l.Stages {
			st := &l.Stages[si]
			t.Run(st.ID, func(t *testing.T) {
				var saved learn.Progress
				m := openAt(t, c, li, si, &saved)
				playIntended(t, m, src.Tables)
				if !m.stage.met || m.stage.stars != 3 {
					t.Fatalf("the solution did not meet the stage with three stars: met %v, %d stars; %q", m.stage.met, m.stage.stars, m.st.text)
				}
				if v := learnView(m); !strings.Contains(v, learn.StarText(3)) {
					t.Errorf("the stars are not shown:\n%s", v)
				}
				if saved[st.ID] != 3 {
					t.Errorf("the stars were not kept: %v", saved)
				}
				if st.Goal.Kind == learn.GoalWatch {
					return
				}
				m = openAt(t, c, li, si, nil)
				playWrong(t, m, src)
			})
		}
	}
}

// playIntended plays the stage's intended solution by keys.
func playIntended(t *testing.T, m *LearnModel, set *tables.Set) {
	t.Helper()
	st := m.stageOpen()
	switch st.Goal.Kind {
	case learn.GoalWatch:
		for range st.Line {
			learnKeysPress(t, m, "enter")
		}
	case learn.GoalKeep:
		for n := 0; !m.stage.met; n++ {
			if n > 200 || m.stage.run.Status() != learn.Playing {
				t.Fatalf("the practice did not end well after %d moves: %q", n, m.st.text)
			}
			mv, _, ok, err := set.BestMove(m.stage.run.Position())
			if err != nil || !ok {
				t.Fatalf("no table move: %v", err)
			}
			learnType(t, m, mv.String())
			if n == 0 && !m.stage.met && !strings.Contains(m.st.text, "still") {
				t.Errorf("no judgement after a move of a practice: %q", m.st.text)
			}
		}
	default:
		for i, mv := range st.Solution {
			if m.stage.met {
				t.Fatalf("met before move %d", i+1)
			}
			learnType(t, m, mv)
			if m.stage.fails != 0 {
				t.Fatalf("move %d %s failed: %q", i+1, mv, m.st.text)
			}
		}
	}
}

// playWrong plays the stage's wrong move by keys and checks the reason
// shown and the stage back at its start (a practice: after u).
func playWrong(t *testing.T, m *LearnModel, src learn.Sources) {
	t.Helper()
	st := m.stageOpen()
	wrong, want := st.Wrong, ""
	if st.Goal.Kind == learn.GoalKeep {
		wrong = throwing(t, st, src.Tables).String()
	}
	// the lesson's reason, for a move the rules refuse or one that
	// misses the goal
	o, _ := st.Begin(src, 0).PlayText(wrong)
	if o.Status != learn.Failed {
		t.Fatalf("the wrong move %s does not fail a run: %v", wrong, o.Status)
	}
	want = o.Say
	learnType(t, m, wrong)
	if !strings.Contains(m.st.text, want) || !m.st.warn {
		t.Fatalf("after the wrong move %s the status says %q, want %q", wrong, m.st.text, want)
	}
	if v := learnView(m); !strings.Contains(v, strings.Fields(want)[0]) {
		t.Errorf("the reason is not on the screen:\n%s", v)
	}
	if st.Goal.Kind == learn.GoalKeep {
		if !m.stage.lost {
			t.Fatal("the practice was not lost")
		}
		learnKeysPress(t, m, "u")
	} else if !strings.Contains(m.st.text, "starts again") {
		t.Errorf("the status does not say the stage starts again: %q", m.st.text)
	}
	if m.stage.run.Position() != st.Start || m.stage.run.Moves() != 0 || m.stage.run.Status() != learn.Playing {
		t.Fatalf("the stage is not back at its start: %s, %d moves", m.stage.run.Position(), m.stage.run.Moves())
	}
	if m.stage.fails != 1 {
		t.Errorf("fails %d, want 1", m.stage.fails)
	}
}

// throwing returns a move of the practice's start that the tables prove
// worse than its value.
func throwing(t *testing.T, s *learn.Stage, set *tables.Set) game.Move {
	t.Helper()
	v, err := set.Probe(s.Start)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range s.Start.LegalMoves(s.Rules, nil) {
		after, err := set.Probe(s.Start.Apply(m))
		if err != nil {
			t.Fatal(err)
		}
		if (v.Outcome == tables.Win && after.Outcome != tables.Loss) || (v.Outcome == tables.Draw && after.Outcome == tables.Win) {
			return m
		}
	}
	t.Fatalf("every move of %s keeps its value", s.Start)
	return game.Move{}
}

// TestLearnWithoutTables: without tables the lessons that need no
// opponent are played, and a practice says it needs the tables, on the
// list and when opened.
func TestLearnWithoutTables(t *testing.T) {
	m := newLearnTest(t, nil, nil, nil, 80, 24)
	v := learnView(m)
	if !strings.Contains(v, english.T(txtLearnNeedsTables)) {
		t.Errorf("the list does not say what needs the tables:\n%s", v)
	}
	for li, l := range learn.All() {
		if !l.Practice {
			continue
		}
		for range li {
			learnKeysPress(t, m, "down")
		}
		learnKeysPress(t, m, "enter", "enter")
		if m.stage.run != nil || !strings.Contains(m.st.text, "needs the endgame tables") {
			t.Fatalf("a practice without tables: run %v, %q", m.stage.run != nil, m.st.text)
		}
		learnKeysPress(t, m, "q")
		break
	}
	for m.pos > 0 {
		learnKeysPress(t, m, "up")
	}
	learnKeysPress(t, m, "enter", "enter")
	st := m.stageOpen()
	if needsTables(st) || m.stage.run == nil {
		t.Fatalf("the first stage cannot be played without tables: %q", m.st.text)
	}
	learnType(t, m, st.Solution[0])
	if m.stage.fails != 0 || (len(st.Solution) == 1 && !m.stage.met) {
		t.Fatalf("the first move of the solution: %q", m.st.text)
	}
}

// TestLearnSaveErrorShown: a progress that cannot be kept is said on the
// screen, and the stars stay won for the screen.
func TestLearnSaveErrorShown(t *testing.T) {
	m := NewLearn(LearnOptions{Save: func(learn.Progress) error { return errors.New("disk full") }})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	learnKeysPress(t, m, "enter", "enter")
	st := m.stageOpen()
	for _, mv := range st.Solution {
		learnType(t, m, mv)
	}
	if !m.stage.met {
		t.Fatalf("not met: %q", m.st.text)
	}
	if v := learnView(m); !strings.Contains(v, "stars not kept: disk full") {
		t.Errorf("the error is not shown:\n%s", v)
	}
	if m.Progress()[st.ID] != 3 {
		t.Errorf("the stars were lost for the screen: %v", m.Progress())
	}
}

// TestLearnLessonEndsOnList: after a lesson's last stage, enter goes back
// to the list, which says the lesson's stars and marks it done.
func TestLearnLessonEndsOnList(t *testing.T) {
	m := newLearnTest(t, nil, nil, nil, 80, 24)
	learnKeysPress(t, m, "enter", "enter")
	l := m.lessonOpen()
	for si := range l.Stages {
		st := &l.Stages[si]
		if needsTables(st) {
			t.Skip("the first lesson needs the tables")
		}
		if st.Goal.Kind == learn.GoalWatch {
			for range st.Line {
				learnKeysPress(t, m, "enter")
			}
		}
		for _, mv := range st.Solution {
			learnType(t, m, mv)
		}
		if !m.stage.met {
			t.Fatalf("%s not met: %q", st.ID, m.st.text)
		}
		learnKeysPress(t, m, "enter")
	}
	got, most := m.Progress().Stars(*l)
	if m.at != learnAtList || !strings.Contains(m.st.text, learnLessonDone(nil, l.Title, got, most)) {
		t.Fatalf("not back on the list with the lesson's stars: %d, %q", m.at, m.st.text)
	}
	if v := learnView(m); !strings.Contains(v, "✓") {
		t.Errorf("the lesson is not marked done:\n%s", v)
	}
}

// TestLearnKeyOverGame: i opens the lessons over the game, which waits;
// quitting them returns to the game as it was.
func TestLearnKeyOverGame(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	typeMove(t, m, "c2", "c3")
	before := m.g.Ply()
	keys(t, m, "i")
	if !showing[*learnScreen](m) || !strings.Contains(view(m), english.T(txtLearnTitle)) {
		t.Fatalf("i did not open the lessons:\n%s", view(m))
	}
	keys(t, m, "enter", "enter")
	if v := view(m); !strings.Contains(v, "stage 1 of") {
		t.Fatalf("the lesson did not open over the game:\n%s", v)
	}
	keys(t, m, "q", "q")
	if m.active != nil || m.g.Ply() != before {
		t.Fatalf("not back to the game as it was: %T, ply %d", m.active, m.g.Ply())
	}
}

// TestLearnKeyRefusedOnline: over an online game i says why it does not
// open the lessons.
func TestLearnKeyRefusedOnline(t *testing.T) {
	m := newTest(t, Options{Mode: ModeRemote, Color: game.White}, 80, 24)
	keys(t, m, "i")
	if m.active != nil || !strings.Contains(m.status, english.T(txtLearnOnlineRefused)) {
		t.Fatalf("online: %T, %q", m.active, m.status)
	}
}

// TestFirstRunOffer: the first run asks once whether to learn first, and
// keeps in the settings that it asked; y opens the lessons, another key
// plays at once; without the option nothing is asked.
func TestFirstRunOffer(t *testing.T) {
	for _, answer := range []string{"y", "n"} {
		path := filepath.Join(t.TempDir(), "settings")
		d := prefs.Defaults()
		m := newTest(t, Options{Mode: ModeAI, OfferLessons: true, SettingsPath: path, Settings: &d}, 80, 24)
		if v := view(m); !strings.Contains(v, "New to Fetaix?") {
			t.Fatalf("no offer:\n%s", v)
		}
		if s, _ := prefs.LoadSettings(path); !s.LessonsOffered {
			t.Errorf("the offer is not kept in the settings")
		}
		keys(t, m, answer)
		if got := showing[*learnScreen](m); got != (answer == "y") {
			t.Errorf("%s: lessons shown %v", answer, got)
		}
	}
	m := newTest(t, Options{Mode: ModeAI}, 80, 24)
	if strings.Contains(view(m), "New to Fetaix?") {
		t.Error("offered without OfferLessons")
	}
}

// TestGoldenLearn pins the lessons' list and the first stage of the
// first lesson at 80×24. Run with -update to rewrite testdata/.
func TestGoldenLearn(t *testing.T) {
	m := newLearnTest(t, nil, nil, nil, 80, 24)
	t.Run("list", func(t *testing.T) { golden.RequireEqual(t, []byte(learnView(m))) })
	learnKeysPress(t, m, "enter")
	if m.at == learnAtIntro {
		learnKeysPress(t, m, "enter")
	}
	t.Run("stage", func(t *testing.T) { golden.RequireEqual(t, []byte(learnView(m))) })
}

// TestLearnClicksAndCursor: a stage's move entered by clicks (the piece,
// then its target) and by the cursor and enter plays as a typed one; a
// click on a piece that cannot move restarts the stage with the game
// screen's reason.
func TestLearnClicksAndCursor(t *testing.T) {
	m := newLearnTest(t, nil, nil, nil, 80, 24)
	learnKeysPress(t, m, "enter", "enter")
	st := m.stageOpen()
	mv, err := game.ParseMove(st.Start, st.Rules, st.Solution[0])
	if err != nil {
		t.Fatal(err)
	}
	click := func(s game.Square) {
		i, j := displayOf(s, m.entry.flipped)
		b := m.boardSize()
		_, cmd := m.Update(keypress.Click(b.cellX(i)+1, 1+j*b.sy))
		learnRun(t, m, cmd)
	}
	empty := game.NoSquare
	for s := range game.Square(game.NumSquares) {
		if st.Start.At(s) == game.Empty {
			empty = s
			break
		}
	}
	// a click on an empty point begins no move: it says why, and neither
	// restarts the stage nor costs a star
	click(empty)
	if m.stage.fails != 0 || !strings.Contains(m.st.text, "no piece on "+empty.String()) || strings.Contains(m.st.text, "starts again") {
		t.Fatalf("a click on an empty point: fails %d, %q", m.stage.fails, m.st.text)
	}
	click(mv.From)
	click(mv.To)
	if m.stage.run.Moves() != 1 || m.stage.fails != 0 {
		t.Fatalf("the clicked move was not played: %q", m.st.text)
	}
	learnKeysPress(t, m, "r")
	for m.entry.cursor != mv.From {
		dx, dy := mv.From.File()-m.entry.cursor.File(), mv.From.Rank()-m.entry.cursor.Rank()
		switch {
		case dx > 0:
			learnKeysPress(t, m, "right")
		case dx < 0:
			learnKeysPress(t, m, "left")
		case dy > 0:
			learnKeysPress(t, m, "up")
		default:
			learnKeysPress(t, m, "down")
		}
	}
	learnKeysPress(t, m, "enter")
	if !m.entry.sel.active() {
		t.Fatalf("enter did not select %s: %q", mv.From, m.st.text)
	}
	// a point the selected piece cannot reach: the lesson's reason
	far := game.NoSquare
	for s := range game.Square(game.NumSquares) {
		if st.Start.At(s) == game.Empty && m.entry.sel.targets()&s.Bit() == 0 {
			far = s
			break
		}
	}
	text := mv.From.String() + "-" + far.String()
	o, _ := st.Begin(learn.Sources{}, 0).PlayText(text)
	click(far)
	if m.stage.fails != 1 || !strings.Contains(m.st.text, text+": "+o.Say) {
		t.Fatalf("a click where the piece cannot go: fails %d, %q, want the lesson's %q", m.stage.fails, m.st.text, o.Say)
	}
}

// TestLearnPracticeTakeBack: in a practice u takes the learner's last
// move back with its answer, to the position before it; r starts again
// from the practice's start.
func TestLearnPracticeTakeBack(t *testing.T) {
	c := learnTables(t)
	src := testLearnSources(t, c)
	for li, l := range learn.All() {
		if !l.Practice {
			continue
		}
		m := openAt(t, c, li, 0, nil)
		var before []game.Position
		for range 2 {
			if m.stage.run.Status() != learn.Playing {
				break
			}
			before = append(before, m.stage.run.Position())
			mv, _, _, _ := src.Tables.BestMove(m.stage.run.Position())
			learnType(t, m, mv.String())
		}
		for i := len(before) - 1; i >= 0; i-- {
			learnKeysPress(t, m, "u")
			if got := m.stage.run.Position(); got != before[i] || m.stage.run.Moves() != i {
				t.Fatalf("u back to move %d: %s after %d moves, want %s", i, got, m.stage.run.Moves(), before[i])
			}
		}
		learnKeysPress(t, m, "u")
		if !strings.Contains(m.st.text, english.T(txtLearnNothingBack)) {
			t.Errorf("u at the start: %q", m.st.text)
		}
		mv, _, _, _ := src.Tables.BestMove(m.stage.run.Position())
		learnType(t, m, mv.String())
		learnKeysPress(t, m, "r")
		if m.stage.run.Position() != m.stageOpen().Start || len(m.stage.played) != 0 {
			t.Errorf("r did not start again: %s", m.stage.run.Position())
		}
		return
	}
	t.Skip("no practice")
}

// TestLearnListScrolls: a list longer than the window scrolls to keep
// the lesson under the cursor shown, down to the last practice.
func TestLearnListScrolls(t *testing.T) {
	m := newLearnTest(t, nil, nil, nil, 80, 24)
	all := learn.All()
	for range all {
		learnKeysPress(t, m, "down")
	}
	last := all[len(all)-1].Title
	if v := learnView(m); !strings.Contains(v, "> ") || !strings.Contains(v, ansi.Truncate(last, 30, "")) {
		t.Fatalf("the last lesson is not shown with the cursor:\n%s", v)
	}
	if n := strings.Count(learnView(m), "\n"); n != 23 {
		t.Errorf("the list takes %d rows, want the window's 24", n+1)
	}
}

// TestLearnStopsTheGame: the computer's move found while the lessons are
// open waits for them to close, then is played.
func TestLearnStopsTheGame(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI, Color: game.White, Level: 1}, 80, 24)
	typeMove(t, m, "c2")
	keys(t, m, "c")
	keys(t, m, "3")
	_, search := m.Update(keypress.Key("enter")) // the computer's search, not run yet
	if m.g.Ply() != 1 || search == nil {
		t.Fatalf("c2-c3 not played: %q", m.status)
	}
	keys(t, m, "i")
	run(t, m, search)
	if m.g.Ply() != 1 || !showing[*learnScreen](m) {
		t.Fatalf("the computer moved under the lessons: ply %d, %T", m.g.Ply(), m.active)
	}
	keys(t, m, "q")
	if m.g.Ply() != 2 || m.active != nil {
		t.Fatalf("the computer's move was not played once the lessons closed: ply %d, %T", m.g.Ply(), m.active)
	}
}

// TestLearnHelp: ? shows the lessons' keys and how they go; any other
// key goes back to where it was opened.
func TestLearnHelp(t *testing.T) {
	m := newLearnTest(t, nil, nil, nil, 80, 24)
	learnKeysPress(t, m, "enter", "enter", "?")
	v := learnView(m)
	for _, want := range []string{english.T(txtLearnHelpTitle), english.T(txtLearnKeyTakeBack), strings.Fields(english.T(txtLearnHelpNote))[0]} {
		if !strings.Contains(v, want) {
			t.Errorf("the help lacks %q:\n%s", want, v)
		}
	}
	learnKeysPress(t, m, "esc")
	if m.helpOn != nil || m.at != learnAtStage {
		t.Fatalf("esc did not close the help: %v, at %d", m.helpOn != nil, m.at)
	}
}

// TestLearnAsksBackground: the lessons ask the terminal for its
// background colour, unless their embedder did (the game screen).
func TestLearnAsksBackground(t *testing.T) {
	if NewLearn(LearnOptions{}).Init() == nil {
		t.Error("the lessons do not ask for the background colour")
	}
	if NewLearn(LearnOptions{Options: Options{BackgroundAsked: true}}).Init() != nil {
		t.Error("the lessons ask again what their embedder asked")
	}
	m := newTest(t, Options{Mode: ModeHotseat, BackgroundAsked: true}, 80, 24)
	_, cmd := m.Update(keypress.Key("i"))
	if cmd != nil {
		t.Error("the lessons over the game ask the terminal again")
	}
}

// TestLearnKeysWhileTheTablesArePrepared: keys typed while a stage waits
// for its endgame tables (a first run builds them) keep the stage: enter
// or a move typed ahead says the tables are being prepared, esc alone goes
// back to the list. Enter used to leave the stage.
func TestLearnKeysWhileTheTablesArePrepared(t *testing.T) {
	li := slices.IndexFunc(learn.All(), func(l learn.Lesson) bool { return needsTables(&l.Stages[0]) })
	if li < 0 {
		t.Fatal("no lesson starts with a stage that needs the tables")
	}
	m := newLearnTest(t, tables.NewCache(t.TempDir(), 0, nil), nil, nil, 80, 24)
	for range li {
		learnKeysPress(t, m, "down")
	}
	m.Update(keypress.Key("enter")) // the lesson's introduction
	m.Update(keypress.Key("enter")) // its first stage: its Cmd, awaiting the tables, is not run
	if m.at != learnAtStage || m.stage.run != nil || m.src.waiting == "" {
		t.Fatalf("not awaiting the tables on a stage: at %d, run %v, waiting %q", m.at, m.stage.run != nil, m.src.waiting)
	}
	for _, k := range []string{"c", "3", "-", "c", "4", "enter", "enter"} {
		m.Update(keypress.Key(k))
		if m.at != learnAtStage {
			t.Fatalf("%q while the tables are prepared left the stage", k)
		}
	}
	if !strings.Contains(m.st.text, english.T(txtLearnPreparing)) {
		t.Errorf("the status line says %q, not that the tables are being prepared", m.st.text)
	}
	m.Update(keypress.Key("esc"))
	if m.at != learnAtList {
		t.Errorf("esc while the tables are prepared did not go back to the list: at %d", m.at)
	}
}

// TestLearnWatchShowsTheLine: a watched line's moves are written in the
// panel as they are shown, and the status line names the last one and
// how far the line has gone.
func TestLearnWatchShowsTheLine(t *testing.T) {
	for li, l := range learn.All() {
		for si, st := range l.Stages {
			if st.Goal.Kind != learn.GoalWatch || len(st.Line) < 3 {
				continue
			}
			m := openAt(t, learnTables(t), li, si, nil)
			learnKeysPress(t, m, "enter", "right")
			want := "the line: " + st.Line[0].String() + " " + st.Line[1].String()
			if v := learnView(m); !strings.Contains(v, want) {
				t.Fatalf("%s: after two moves the panel does not show %q:\n%s", st.ID, want, v)
			}
			if s := fmt.Sprintf("%s, move 2 of %d", st.Line[1], len(st.Line)); !strings.Contains(m.st.text, s) {
				t.Fatalf("%s: the status line says %q, want %q", st.ID, m.st.text, s)
			}
			return
		}
	}
	t.Fatal("no lesson watches a line of three moves or more")
}

// TestLearnLongTitleWraps: at 80×24 a practice's title longer than the
// panel is wrapped there, not cut with an ellipsis.
func TestLearnLongTitleWraps(t *testing.T) {
	li, longest := -1, ""
	for i, l := range learn.All() {
		if len(l.Title) > len(longest) {
			li, longest = i, l.Title
		}
	}
	m := openAt(t, learnTables(t), li, 0, nil)
	if len(longest) <= m.panelW() {
		t.Fatalf("the longest title, %q, fits the panel's %d columns: this test needs a narrower window", longest, m.panelW())
	}
	lines := strings.Split(learnView(m), "\n")[1:] // under the screen's title row
	words := strings.Fields(longest)
	panel := ""
	for _, l := range lines {
		panel += " " + strings.TrimSpace(l)
	}
	if !strings.Contains(panel, words[len(words)-1]) || strings.Contains(panel, words[len(words)-2]+" …") {
		t.Fatalf("the title %q is not wrapped whole in the panel:\n%s", longest, strings.Join(lines, "\n"))
	}
	for _, l := range lines {
		if strings.Contains(l, "…") && strings.Contains(l, words[0]) {
			t.Fatalf("the title is cut: %q", l)
		}
	}
}
