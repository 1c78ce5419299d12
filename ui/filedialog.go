package ui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/pdnfile"

	"github.com/fetaix/fetaix/internal/atomicfile"
)

// fileDialog asks for a file name to save the game to (as PDN) or to load
// a game from. It is a screen: while it is open, the Model passes it every
// key and its own messages, and shows its view; it closes when it sends a
// fileSavedMsg, fileLoadedMsg or fileDialogClosedMsg.
//
// Saving never replaces a file without asking: an existing file gets an
// "overwrite? (y/n)" question. Saves are atomic (pdnfile.Save). A file
// that cannot be read shows its error (with line and column) and the
// dialog stays open; a file with several games offers a choice.
type fileDialog struct {
	save    bool
	rec     *pdn.Record // the record to save
	input   *TextField
	state   dialogState
	path    string        // the file being saved or loaded
	games   []*pdn.Record // the games of a loaded file, to choose from
	choice  int
	err     string
	makeDir string   // a directory the dialog may create (the default one)
	browse  *dirList // the load dialog's directory browser
	st      dialogStyles
	keys    dialogKeys
	loc     *i18n.Localizer // the texts' language (nil: English)
}

type dialogState int

const (
	dialogEditing   dialogState = iota
	dialogBusy                  // a save or load runs
	dialogOverwrite             // asking whether to replace a file
	dialogChoosing              // choosing a game of a file
)

// fileSavedMsg says Game was saved to Path; the dialog is done.
type fileSavedMsg struct {
	Path string
	Game *game.Game
}

// fileLoadedMsg carries the game loaded from Path (the Index-th game of
// the file, from 1); the dialog is done.
type fileLoadedMsg struct {
	Path   string
	Index  int
	Record *pdn.Record
}

// fileDialogClosedMsg says the person closed the dialog without saving or
// loading.
type fileDialogClosedMsg struct{}

// saveDoneMsg and loadDoneMsg are the results of the file operations.
type saveDoneMsg struct {
	path string
	err  error
}

type loadDoneMsg struct {
	path string
	recs []*pdn.Record
	err  error
}

type dialogStyles struct {
	frame                  lipgloss.Style // the screen's title row
	title, text, err, hint lipgloss.Style
}

// newSaveDialog returns a dialog saving rec, proposing defaultPath (e.g.
// from prefs.DefaultGamePath). The directory of defaultPath is created if
// needed; any other directory must exist.
func newSaveDialog(rec *pdn.Record, defaultPath string) *fileDialog {
	d := newfileDialog(defaultPath)
	d.save, d.rec = true, rec
	d.makeDir = filepath.Dir(defaultPath)
	return d
}

// newLoadDialog returns a dialog loading a game, proposing defaultPath
// (a file, or a directory ending in a separator), with a browser of the
// directory typed. The directory of defaultPath (the save folder) is
// created if needed, so that there is something to browse.
func newLoadDialog(defaultPath string) *fileDialog {
	d := newfileDialog(defaultPath)
	dir, _ := splitTyped(defaultPath)
	_ = os.MkdirAll(dir, 0o755) // a failure shows as the browser's error
	d.browse = &dirList{}
	d.browse.refresh(defaultPath)
	return d
}

func newfileDialog(defaultPath string) *fileDialog {
	in := NewTextField("File: ")
	in.SetWidth(60)
	in.SetValue(defaultPath)
	return &fileDialog{
		input: in,
		st: dialogStyles{
			frame: lipgloss.NewStyle().Bold(true),
			title: lipgloss.NewStyle().Bold(true),
			text:  lipgloss.NewStyle(),
			err:   lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Red),
			hint:  lipgloss.NewStyle().Faint(true),
		},
		keys: newDialogKeys(DefaultKeyMap()),
	}
}

// setKeys builds the dialog's key map (dialogKeys) from k (DefaultKeyMap
// until then).
func (d *fileDialog) setKeys(k KeyMap) { d.keys = newDialogKeys(k) }

// setLang sets the language of the dialog's texts (English until then).
func (d *fileDialog) setLang(l *i18n.Localizer) {
	d.loc = l
	if p := l.T(txtFilePrompt); p != d.input.Prompt() {
		in := NewTextField(l.Show(p))
		in.SetWidth(d.input.width)
		in.SetValue(d.input.Value())
		d.input = in
	}
}

// setWidth sets the width of the file name field.
func (d *fileDialog) setWidth(w int) { d.input.SetWidth(max(10, w-len(d.input.Prompt())-2)) }

// update handles a message while the dialog is open. The dialog stays
// shown until the Model has its answer.
func (d *fileDialog) update(msg tea.Msg) (screen, tea.Cmd) {
	switch msg := msg.(type) {
	case resizeMsg:
		d.setWidth(msg.l.w)
	case saveDoneMsg:
		return d, d.saved(msg)
	case loadDoneMsg:
		return d, d.loaded(msg)
	case tea.KeyPressMsg:
		return d, d.key(msg)
	}
	return d, nil
}

// ShortHelp is the dialog's main keys (dialogKeys).
func (d *fileDialog) ShortHelp() []key.Binding { return d.keys.ShortHelp() }

// FullHelp is the dialog's keys in columns (dialogKeys).
func (d *fileDialog) FullHelp() [][]key.Binding { return d.keys.FullHelp() }

// view is the dialog on its own screen, under the title row.
func (d *fileDialog) view(l layout) string {
	return d.st.frame.Render(" Fetaix") + "\n\n" + indent(d.bodyIn(l.w-1), " ")
}

func (d *fileDialog) key(msg tea.KeyPressMsg) tea.Cmd {
	switch d.state {
	case dialogBusy:
		return nil
	case dialogOverwrite:
		switch {
		case key.Matches(msg, d.keys.Yes):
			d.state = dialogBusy
			return d.saveCmd(d.path, true)
		case key.Matches(msg, d.keys.No):
			d.state, d.err = dialogEditing, ""
		}
		return nil
	case dialogChoosing:
		switch {
		case key.Matches(msg, d.keys.Up):
			d.choice = max(0, d.choice-1)
		case key.Matches(msg, d.keys.Down):
			d.choice = min(len(d.games)-1, d.choice+1)
		case key.Matches(msg, d.keys.Accept):
			return loadedCmd(d.path, d.choice+1, d.games[d.choice])
		case key.Matches(msg, d.keys.Cancel, d.keys.Interrupt):
			d.state, d.games = dialogEditing, nil
		}
		return nil
	}
	if d.browse != nil {
		if cmd, done := d.browseKey(msg); done {
			return cmd
		}
	}
	switch {
	case key.Matches(msg, d.keys.Cancel, d.keys.Interrupt):
		return msgCmd(fileDialogClosedMsg{})
	case key.Matches(msg, d.keys.Accept):
		path, err := d.target()
		if err != nil {
			d.err = errorText(d.loc, err)
			return nil
		}
		d.path, d.err, d.state = path, "", dialogBusy
		if d.save {
			return d.saveCmd(path, false)
		}
		return func() tea.Msg {
			recs, _, err := pdnfile.Read(path, pdn.Options{})
			return loadDoneMsg{path, recs, err}
		}
	}
	if d.input.Update(msg) {
		d.err = ""
		if d.browse != nil {
			d.browse.refresh(d.input.Value())
		}
	}
	return nil
}

// browseKey handles the browser's keys: ↑/↓ choose an entry, enter opens
// a directory chosen (or its parent, for ..) or loads a file chosen. It
// reports whether it used the key.
func (d *fileDialog) browseKey(msg tea.KeyPressMsg) (tea.Cmd, bool) {
	b := d.browse
	shown := b.shown(d.input.Value())
	switch {
	case key.Matches(msg, d.keys.BrowseUp):
		b.move(-1, len(shown))
	case key.Matches(msg, d.keys.BrowseDown):
		b.move(1, len(shown))
	case key.Matches(msg, d.keys.Accept) && b.pick >= 0:
		name := shown[b.pick]
		dir := b.dir
		if !endsInSep(dir) {
			dir += string(filepath.Separator)
		}
		if b.pick == 0 { // ..
			parent := filepath.Dir(filepath.Clean(expandHome(dir)))
			if !endsInSep(parent) {
				parent += string(filepath.Separator)
			}
			d.input.SetValue(parent)
		} else {
			d.input.SetValue(dir + name)
			if !endsInSep(name) { // a file
				b.pick = -1
				return nil, false // load it, as if typed
			}
		}
		d.err = ""
		b.refresh(d.input.Value())
	default:
		return nil, false
	}
	return nil, true
}

// target returns the file name typed, with ~ expanded and, when saving a
// name without extension, ".pdn" added.
func (d *fileDialog) target() (string, error) {
	p := strings.TrimSpace(d.input.Value())
	if p == "" || endsInSep(p) {
		return "", errors.New(d.loc.T(txtTypeFileName))
	}
	p, err := homePath(p)
	if err != nil {
		return "", err
	}
	if d.save && filepath.Ext(p) == "" {
		p += ".pdn"
	}
	return p, nil
}

func (d *fileDialog) saveCmd(path string, overwrite bool) tea.Cmd {
	rec, makeDir := d.rec, d.makeDir
	return func() tea.Msg {
		if dir := filepath.Dir(path); makeDir != "" && dir == makeDir {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return saveDoneMsg{path, err}
			}
		}
		return saveDoneMsg{path, pdnfile.Save(path, overwrite, rec)}
	}
}

func (d *fileDialog) saved(msg saveDoneMsg) tea.Cmd {
	var exists *atomicfile.ExistsError
	switch {
	case errors.As(msg.err, &exists):
		d.state = dialogOverwrite
	case msg.err != nil:
		d.state, d.err = dialogEditing, d.loc.T(txtNotSaved, "Err", errorText(d.loc, msg.err))
	default:
		return msgCmd(fileSavedMsg{Path: msg.path, Game: d.rec.Game})
	}
	return nil
}

func (d *fileDialog) loaded(msg loadDoneMsg) tea.Cmd {
	switch {
	case msg.err != nil:
		d.state, d.err = dialogEditing, d.loc.T(txtNotLoaded, "Err", errorText(d.loc, msg.err))
	case len(msg.recs) == 1:
		return loadedCmd(msg.path, 1, msg.recs[0])
	default:
		d.state, d.games, d.choice = dialogChoosing, msg.recs, 0
	}
	return nil
}

func loadedCmd(path string, index int, rec *pdn.Record) tea.Cmd {
	return func() tea.Msg { return fileLoadedMsg{Path: path, Index: index, Record: rec} }
}

// body draws the dialog: a title, the file name field or the question,
// and a line of keys or the error.
func (d *fileDialog) body() string { return d.bodyIn(0) }

// errorLines are the lines of an error text in style st, each after
// pad: wrapped to w cells (0: not wrapped), then each line ordered for
// the screen, so that a long error is read whole, from its start, in
// any language.
func (d *fileDialog) errorLines(st lipgloss.Style, pad, text string, w int) []string {
	if w > len(pad) {
		text = ansi.Wrap(text, w-len(pad), "")
	}
	lines := strings.Split(d.loc.ShowLines(text), "\n")
	for i, line := range lines {
		lines[i] = st.Render(pad + line)
	}
	return lines
}

// bodyIn is body in a window w cells wide (0: any width), its errors
// wrapped to it.
func (d *fileDialog) bodyIn(w int) string {
	l := d.loc
	title := l.V(txtLoadTitle)
	if d.save {
		title = l.V(txtSaveTitle)
	}
	lines := []string{d.st.title.Render(title)}
	switch d.state {
	case dialogOverwrite:
		lines = append(lines, d.st.text.Render(l.V(txtFileExists, "Path", d.path)),
			d.st.err.Render(l.V(txtOverwriteQ, "YesNo", yesNo(d.keys.Yes, d.keys.No))))
	case dialogChoosing:
		lines = append(lines, d.st.text.Render(l.Show(l.N(txtFileHolds, len(d.games), "Path", d.path))))
		from := max(0, min(d.choice-4, len(d.games)-9))
		for i := from; i < len(d.games) && i < from+9; i++ {
			mark := "  "
			if i == d.choice {
				mark = "> "
			}
			lines = append(lines, d.st.text.Render(mark+l.Show(gameSummary(l, i+1, d.games[i]))))
		}
		lines = append(lines, d.st.hint.Render(l.V(txtFileChooseKeys)))
	default:
		lines = append(lines, d.input.View())
		if b := d.browse; b != nil {
			if b.err != "" {
				lines = append(lines, d.errorLines(d.st.hint, "  ", l.T(txtDirUnreadable, "Err", b.err), w)...)
			} else {
				for _, row := range b.rows(b.shown(d.input.Value())) {
					lines = append(lines, d.st.text.Render(row))
				}
			}
		}
		switch {
		case d.err != "":
			lines = append(lines, d.errorLines(d.st.err, "", d.err, w)...)
		case d.state == dialogBusy:
			lines = append(lines, d.st.hint.Render(l.V(txtFileWorking)))
		case d.save:
			lines = append(lines, d.st.hint.Render(l.V(txtFileSaveKeys)))
		default:
			lines = append(lines, d.st.hint.Render(l.V(txtFileLoadKeys)))
		}
	}
	return strings.Join(lines, "\n")
}

// gameSummary describes a game in one line: "3. Ann – Computer, 0-1
// (resignation), 42 plies" (a ply is one side's move).
func gameSummary(l *i18n.Localizer, n int, rec *pdn.Record) string {
	who := func(tag string) string {
		if v := rec.Tag(tag); v != "" && v != "?" {
			return v
		}
		return "?"
	}
	result, why := rec.FinalResult()
	if r, reason := rec.Game.Result(); r != game.Ongoing {
		why = reasonText(l, reason)
	}
	res := result.String()
	if why != "" {
		res += " (" + why + ")"
	}
	return l.T(txtGameSummary, "N", n, "White", who(pdn.TagWhite), "Black", who(pdn.TagBlack),
		"Result", res, "Plies", l.N(txtPlies, rec.Game.Ply()))
}
