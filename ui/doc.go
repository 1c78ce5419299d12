// Package ui is Fetaix's full-screen terminal interface, a bubbletea model:
// the board drawn with lipgloss (5×5 points, their lines, labels, pieces and
// highlights), keyboard and mouse play with captures entered landing by
// landing, a side panel (players, pieces, move list, the computer's
// thinking), a status line, help, a new-game screen with every rule option,
// undo/redo, hints, draws, resignation, and themes.
//
// # Using it
//
//	m := ui.New(ui.Options{Mode: ui.ModeAI, Color: game.White, Level: 3})
//	tea.NewProgram(m).Run()
//
// View returns the whole screen (alternate screen, mouse reporting when the
// settings turn it on); Content is the same screen as text, for a model
// that embeds this one. Styles are plain lipgloss values: bubbletea fits
// their colours to the terminal, and the model asks the terminal for its
// background colour at Init and redraws in the matching colours when the
// answer (tea.BackgroundColorMsg) comes. Set Options.NoColor when the
// player's environment has NO_COLOR.
//
// # Embedding: a remote seat
//
// For a game whose authoritative state lives elsewhere (an SSH server's
// room), use Mode: ModeRemote with Color set to the local seat (or
// Spectator: true). Such a model never changes its game itself:
//
//   - when the person completes a move (keyboard or mouse), resigns, offers
//     or accepts a draw, asks for a rematch or quits, Update returns a
//     tea.Cmd whose message is a RequestMsg (Kind RequestMove with the legal
//     Move, RequestResign, RequestDraw, RequestRematch, RequestQuit);
//   - the embedding model, which wraps this one and forwards it every other
//     message, handles RequestMsg (sends it to the room) and, whenever the
//     room's game changes, sends a StateMsg{Game, Status} back in; the model
//     shows a clone of that game, drops any half-entered move and shows
//     Status. StateMsg.Ended says the game has ended though the game may
//     not record it (a clock fell, an abort, a player left): the engine's
//     analysis, the explorer and the game's analysis, refused while two
//     people play, then open.
//
// StateMsg works in every mode, so it is also the way to load a game.
// Undo, redo, hints and the new-game screen are local features and are off
// in ModeRemote.
//
// # Records, replay, analysis and preferences
//
// Replay mode (key v, or a click on a move of the move list) steps through
// the game with ←/→, home/end and clicks in the list; the board shows each
// position with that move highlighted, and enter asks to play on from there
// against the computer or a friend. Options.Record opens a loaded game in
// replay mode at its end. Key A turns on the engine's analysis of the
// position shown (evaluation and best line in the panel), a cancellable
// search restarted whenever the position shown changes.
//
// Keys y and Y copy the position text and the game's PDN with OSC 52 to
// Options.Clipboard.Out (os.Stdout by default; an SSH server passes the
// session). Keys s and L open the save and load dialogs (fileDialog) when
// Options.GamePath is set; saves never replace a file without asking.
// Options.StatsPath counts each finished game against the computer from the
// start position once;
// Options.SettingsPath saves the new-game choices and the theme back to the
// player's settings. These three are off in the zero Options, so an
// embedding server touches no file unless it asks to.
package ui
