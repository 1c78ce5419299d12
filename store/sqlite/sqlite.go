// Package sqlite links SQLite into a program that opens a store. Package
// store speaks database/sql to the driver it names, "sqlite"; this
// package registers it (modernc.org/sqlite, a pure Go build of SQLite, so
// the binary needs no cgo). The packages that only use the store's types
// (most of the server's) do not import it, and neither do their test
// binaries, which link some 20 MB less; the program (server, cli) and the
// tests that open a store do.
package sqlite

import _ "modernc.org/sqlite" // registers the "sqlite" driver
