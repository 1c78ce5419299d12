// Package termio is a session's terminal I/O: what stands between an SSH
// channel and a bubbletea program in place of bubbletea's own input reader
// and renderer. Input reads a client's bytes at a pace (Pacer), bounds
// them (escape sequences, pastes, a key budget) and passes on whole keys,
// which Feed decodes into the program's messages; ScreenWriter writes each
// view as the lines that changed, in the colours of the client's terminal;
// Output queues what is written and delivers it to the client without ever
// blocking the writer, dropping a client that stops reading.
//
// It knows neither SSH nor the screens of the game: the server hands it
// the channel as an io.Reader and io.Writer, and its limits as numbers.
package termio
