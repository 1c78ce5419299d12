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

//go:embed tables6/start.proof.gz
var start []byte

//go:embed variants/promotion-continue-start.proof.gz
var promotionContinueStart []byte

// Large is a certificate too large to read at every start: the engine
// reads it when a game under its rules first needs it
// (solve.Book.AddLarge).
type Large struct {
	Rules string // the rule text, as game.Rules.String gives it ("" for the defaults)
	Name  string // its file under proofs/
	data  []byte
}

// Open returns the certificate's text (gzip-compressed).
func (l Large) Open() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(l.data)), nil }

// LargeCertificates are the large certificates the engine plays from: the
// start's draw under the default rules (2.1 M positions), and its loss for
// White under promotion=continue (0.5 M). The other variants' draws
// (1.8–1.9 M positions each) are committed and checked, not embedded: they
// would double the program's size for games few play.
func LargeCertificates() []Large {
	return []Large{
		{Rules: "", Name: "tables6/start.proof.gz", data: start},
		{Rules: "promotion=continue", Name: "variants/promotion-continue-start.proof.gz", data: promotionContinueStart},
	}
}
