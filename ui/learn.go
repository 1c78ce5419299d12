package ui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

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
}

// LearnModel is the lessons and practices screen: the list of lessons
// with the stars won in each, then a lesson's stages one by one.
type LearnModel struct {
	o      LearnOptions
	th     *theme
	keys   KeyMap
	w, h   int
	lesson []learn.Lesson
	pos    int // the lesson under the cursor
}

// NewLearn returns the lessons screen, on the list of lessons.
func NewLearn(o LearnOptions) *LearnModel {
	if o.Progress == nil {
		o.Progress = learn.Progress{}
	}
	m := &LearnModel{o: o, keys: DefaultKeyMap(), w: 80, h: 24, lesson: learn.All()}
	if o.Keys != nil {
		m.keys = *o.Keys
	}
	m.th = themeFor(o.Theme, o.ASCII, o.NoColor, !o.LightBackground)
	return m
}

// Progress returns the learner's stars as they stand.
func (m *LearnModel) Progress() learn.Progress { return m.o.Progress }

// Init asks for nothing.
func (m *LearnModel) Init() tea.Cmd { return nil }

// Update handles a key or the window's size.
func (m *LearnModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.w, m.h = msg.Width, msg.Height
	case tea.KeyPressMsg:
		switch msg.String() {
		case "q", "esc", "ctrl+c":
			if m.o.Quit != nil {
				return m, m.o.Quit()
			}
			return m, tea.Quit
		case "up", "k":
			m.pos = max(m.pos-1, 0)
		case "down", "j":
			m.pos = min(m.pos+1, len(m.lesson)-1)
		}
	}
	return m, nil
}

// View draws the screen.
func (m *LearnModel) View() tea.View { return fullScreen(m.Content(), m.o.NoMouse) }

// Content draws the screen as text, for a model that embeds this one.
func (m *LearnModel) Content() string {
	var sb strings.Builder
	sb.WriteString(m.th.title.Render(ansi.Truncate(" Learn to play Fetaix", m.w, "…")) + "\n\n")
	for i, l := range m.lesson {
		got, most := m.o.Progress.Stars(l)
		cur := "  "
		if i == m.pos {
			cur = "> "
		}
		sb.WriteString(ansi.Truncate(fmt.Sprintf("%s%-40s %d/%d ★", cur, l.Title, got, most), m.w, "…") + "\n")
	}
	return sb.String()
}
