package ui

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/learn"
)

// LearnOptions configure a LearnModel.
type LearnOptions struct {
	// Options gives the theme (Theme, ASCII, NoColor, LightBackground),
	// the keys (Keys) and the endgame tables (Tables) that answer and
	// judge the moves; the rest is not used.
	Options
	// Progress is the learner's stars as kept (nil: none yet).
	Progress learn.Progress
	// Save keeps the progress each time a stage is met with more stars
	// than before (nil: the progress lasts as long as the screen); an
	// error is shown on the status line.
	Save func(learn.Progress) error
	// Quit is what quitting returns (nil: tea.Quit): an embedding server
	// goes back to its lobby, the game screen to its game.
	Quit func() tea.Cmd
	// Notice, when set, is shown on the status line as the screen opens
	// (a problem with the file the progress is kept in, say).
	Notice string
}

// learnAt is what the lessons' screen shows.
type learnAt int

const (
	learnAtList  learnAt = iota // the list of lessons and practices
	learnAtIntro                // a lesson's introduction
	learnAtStage                // a stage, played
)

// LearnModel is the lessons and practices screen: the list of lessons
// with the stars won in each, then a lesson's introduction and its stages
// one by one: the board, the instruction and the goal, the moves entered
// as in a game and judged by the lesson (learn.Run).
type LearnModel struct {
	o      LearnOptions
	th     *theme
	board  boardMemo // the board drawn last (renderBoard)
	keys   KeyMap
	lk     learnKeys   // the screen's keys, all enabled (learnKeys: as shown)
	helpOn *helpScreen // the help shown over the screen; nil: none
	w, h   int
	lesson []learn.Lesson
	pos    int // the lesson under the cursor on the list
	at     learnAt

	stage learnStage     // the lesson and stage open, and its attempt
	src   learnSources   // the sources of each rules' stages
	entry learnEntry     // the move being entered
	st    learnStatusRow // the status line
	// saveErr is why the progress could not be kept, shown in the panel
	saveErr string
}

// learnStatusRow is the status line: its text and whether it warns, or
// says a goal was met.
type learnStatusRow struct {
	text       string
	warn, good bool
}

// learnEntry is a move being entered: point by point, or typed.
type learnEntry struct {
	cursor  game.Square
	sel     entry
	typing  string
	flipped bool
}

// NewLearn returns the lessons screen, on the list of lessons.
func NewLearn(o LearnOptions) *LearnModel {
	if o.Progress == nil {
		o.Progress = learn.Progress{}
	}
	m := &LearnModel{o: o, keys: LocalizedKeyMap(o.Lang), w: 80, h: 24, lesson: learn.In(o.Lang.Lang())}
	if o.Keys != nil {
		m.keys = *o.Keys
	}
	m.lk = newLearnKeys(m.keys, o.Quit != nil, o.Lang)
	m.setTheme(!o.LightBackground)
	m.src.init()
	m.entry.sel = noEntry()
	m.say(false, "%s", o.Lang.T(txtLearnListHint))
	if o.Notice != "" {
		m.say(true, "%s", o.Notice)
	}
	return m
}

// setTheme draws the screen in the options' theme for a dark or light
// background.
func (m *LearnModel) setTheme(dark bool) {
	m.th = themeFor(m.o.Theme, m.o.ASCII, m.o.NoColor, dark)
}

// Progress returns the learner's stars as they stand.
func (m *LearnModel) Progress() learn.Progress { return m.o.Progress }

func (m *LearnModel) say(warn bool, format string, a ...any) {
	m.st = learnStatusRow{text: fmt.Sprintf(format, a...), warn: warn}
}

// Init asks the terminal for its background colour (the theme follows
// the answer), unless Options.BackgroundAsked.
func (m *LearnModel) Init() tea.Cmd {
	if m.o.BackgroundAsked {
		return nil
	}
	return tea.RequestBackgroundColor
}

// Update handles a key, a click, the window's size and the endgame
// tables' news; while the help is shown, its keys.
func (m *LearnModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.w, m.h = msg.Width, msg.Height
	case tea.BackgroundColorMsg:
		m.setTheme(msg.IsDark())
	case learnTablesMsg:
		return m, m.tablesReady(msg)
	case NoticeMsg:
		m.say(true, "%s", string(msg))
	}
	if m.helpOn != nil {
		return m, m.updateHelp(msg)
	}
	switch msg := msg.(type) {
	case tea.MouseClickMsg:
		if m.at == learnAtStage && msg.Button == tea.MouseLeft {
			if s, hit := m.boardSize().pointAt(msg.X, msg.Y-1, m.entry.flipped); hit == hitPoint {
				m.entry.cursor = s
				m.pick(s)
			}
		}
	case tea.KeyPressMsg:
		return m, m.key(msg)
	}
	return m, nil
}

// key handles a key press on the screen shown.
func (m *LearnModel) key(k tea.KeyPressMsg) tea.Cmd {
	lk := &m.lk
	switch {
	case key.Matches(k, m.keys.Interrupt):
		return m.quit()
	case key.Matches(k, lk.Help):
		m.openHelp()
		return nil
	}
	switch m.at {
	case learnAtList:
		return m.listKey(k)
	case learnAtIntro:
		switch {
		case key.Matches(k, lk.Select), key.Matches(k, lk.Next):
			m.at = learnAtStage
			return m.openStage()
		case key.Matches(k, lk.Quit), key.Matches(k, lk.Cancel):
			m.toList()
		}
		return nil
	}
	return m.stageKey(k)
}

// listKey handles a key on the list of lessons.
func (m *LearnModel) listKey(k tea.KeyPressMsg) tea.Cmd {
	lk := &m.lk
	switch {
	case key.Matches(k, lk.Up):
		m.pos = max(m.pos-1, 0)
	case key.Matches(k, lk.Down):
		m.pos = min(m.pos+1, len(m.lesson)-1)
	case key.Matches(k, lk.Select), key.Matches(k, lk.Next):
		return m.openLesson(m.pos)
	case key.Matches(k, lk.Quit), key.Matches(k, lk.Cancel):
		return m.quit()
	}
	return nil
}

// quit leaves the screen.
func (m *LearnModel) quit() tea.Cmd {
	if m.o.Quit != nil {
		return m.o.Quit()
	}
	return tea.Quit
}

// toList goes back to the list of lessons, the lesson left under the
// cursor.
func (m *LearnModel) toList() {
	m.at = learnAtList
	m.stage.run = nil
	m.say(false, "%s", m.o.Lang.T(txtLearnListHint))
}

// openLesson opens lesson i at its first stage not met, on its
// introduction when it has one and the lesson starts from its beginning
// (a lesson resumed at a later stage goes straight there).
func (m *LearnModel) openLesson(i int) tea.Cmd {
	if i < 0 || i >= len(m.lesson) {
		return nil
	}
	l := &m.lesson[i]
	m.stage = learnStage{lesson: i, index: m.o.Progress.Next(*l)}
	if l.Intro != "" && m.stage.index == 0 {
		m.at = learnAtIntro
		m.say(false, "%s", learnIntroGo(m.o.Lang, m.stage.index+1, len(l.Stages)))
		return nil
	}
	m.at = learnAtStage
	return m.openStage()
}
