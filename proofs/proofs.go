// Package proofs holds the certificates of proven Fetaix results (made by
// fetaix solve, checked by its verify and by solve's tests, so by CI),
// embedded for the engine, which plays their moves.
package proofs

import "embed"

// FS holds the certificates, *.proof.gz.
//
//go:embed *.proof.gz
var FS embed.FS
