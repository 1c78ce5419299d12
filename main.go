// Command fetaix plays Fetaix (qireq), the Moroccan capture game on the 5×5
// Alquerque board, in the terminal, over SSH, and as command-line tools.
// Its commands are in package cli.
package main

import (
	"os"

	"github.com/fetaix/fetaix/cli"
)

// version is the program version; release builds set it with
// -ldflags "-X main.version=...".
var version = ""

func main() {
	os.Exit(cli.Run(version, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
