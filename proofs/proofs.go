// Package proofs holds the certificates of proven Fetaix results (made by
// fetaix solve, checked by its verify and by solve's tests, so by CI),
// embedded for the engine, which plays their moves.
package proofs

import (
	"bytes"
	"embed"
	"io"
)

// FS holds the small certificates, *.proof.gz, read when the engine
// starts.
//
//go:embed *.proof.gz
var FS embed.FS

// start is the certificate of the start's draw under the default rules
// (2.1 M positions): too large to read at every start, the engine reads
// it when it first needs it (solve.Book.AddLarge).
//
//go:embed tables6/start.proof.gz
var start []byte

// StartRules is the rule text of Start's certificate (the defaults).
const StartRules = ""

// Start returns the certificate of the start's draw.
func Start() io.ReadCloser { return io.NopCloser(bytes.NewReader(start)) }
