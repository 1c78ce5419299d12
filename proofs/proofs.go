// Package proofs holds the certificates of proven Fetaix results (made by
// fetaix solve, checked by its verify and by solve's tests, so by CI),
// embedded for the engine, which plays their moves.
package proofs

import (
	"embed"
	"io"
	"io/fs"
)

// FS holds the small certificates, *.proof.gz, read when the engine
// starts.
//
//go:embed *.proof.gz
var FS embed.FS

//go:embed books/*.book.gz
var books embed.FS

// Large is a book too large to read at every start (made by fetaix solve
// book from certificates): the engine reads it when a game under its rules
// first needs it (solve.Book.AddLarge).
type Large struct {
	Rules   string   // the rule text, as game.Rules.String gives it ("" for the defaults)
	Name    string   // its file under proofs/
	Sources []string // the certificates it is made from, under proofs/, in order
}

// Open returns the book's text (gzip-compressed).
func (l Large) Open() (io.ReadCloser, error) { return books.Open(l.Name) }

// LargeCertificates are the books of the large certificates the engine
// plays from: the start's value under the default rules (its draw, with
// Black's win after 1. d3-c3) and under each rule option of rung 3.
func LargeCertificates() []Large {
	return []Large{
		{Rules: "", Name: "books/default.book.gz", Sources: []string{"tables6/start.proof.gz", "tables5/d3c3.proof.gz"}},
		{Rules: "majority", Name: "books/majority.book.gz", Sources: []string{"variants/majority-start.proof.gz"}},
		{Rules: "men-capture-backward", Name: "books/men-capture-backward.book.gz", Sources: []string{"variants/men-capture-backward-start.proof.gz"}},
		{Rules: "promotion=continue", Name: "books/promotion-continue.book.gz", Sources: []string{"variants/promotion-continue-start.proof.gz"}},
		{Rules: "promotion=stop", Name: "books/promotion-stop.book.gz", Sources: []string{"variants/promotion-stop-start.proof.gz"}},
		{Rules: "removal=end", Name: "books/removal-end.book.gz", Sources: []string{"variants/removal-end-start.proof.gz"}},
	}
}

// BookFiles lists every book embedded, to check that LargeCertificates
// names them all.
func BookFiles() ([]string, error) { return fs.Glob(books, "books/*") }
