// Package ui is Fetaix's full-screen terminal interface, a bubbletea model:
// the board drawn with lipgloss (5×5 points, their lines, labels, pieces and
// highlights), keyboard and mouse play with captures entered landing by
// landing, a side panel (players, pieces, move list, the computer's
// thinking), a status line, help, a new-game screen with every rule option,
// undo/redo, hints, draws, resignation, and themes.
//
// # Using it
//
//	m := ui.New(ui.Options{Renderer: r, Mode: ui.ModeAI, Color: game.White, Level: 3})
//	tea.NewProgram(m, tea.WithAltScreen(), tea.WithMouseCellMotion()).Run()
//
// Every style comes from Options.Renderer, never from lipgloss's global
// renderer, so an SSH server can give each session its own (bm.MakeRenderer).
// Set Options.NoColor when the player's environment has NO_COLOR.
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
//     Status.
//
// Options.EmitQuit makes a confirmed quit a RequestQuit in the other modes
// too (a solo game against the computer run by the server can then return
// to its lobby instead of ending the program).
//
// StateMsg works in every mode, so it is also the way to load a game.
// Undo, redo, hints and the new-game screen are local features and are off
// in ModeRemote.
package ui
