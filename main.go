// Command fetaix plays Fetaix (qireq), the Moroccan capture game on the 5×5
// Alquerque board, in the terminal, over SSH, and as command-line tools.
// Its commands are in package cli.
package main

import (
	"os"

	"github.com/fetaix/fetaix/cli"
	"github.com/fetaix/fetaix/internal/buildinfo"
)

// version and revision name the build; release builds set them with
// -ldflags "-X main.version=... -X main.revision=...". Left empty, they
// are read from what the go command stamps into the binary.
var version, revision string

func main() {
	os.Exit(cli.Run(buildinfo.Read(version, revision), os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
