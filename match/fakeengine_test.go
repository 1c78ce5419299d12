package match

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/uci"
)

// fakeEngineEnv set to a mode makes this test binary an engine speaking
// the engine protocol on its standard input and output (see TestMain):
// the tests start it as an external engine, os.Args[0] its path. Modes:
//
//	play     fetaix's own engine (uci.Session), searching go depth 2
//	crash    exits with status 3 at its second go, saying why on stderr
//	hang     never answers go, nor stop, nor quit (only a kill ends it)
//	illegal  answers go with bestmove a1-a5
//	slow     answers go correctly, but 300 ms late
//	nouciok  never answers uci
//	badopt   refuses every setoption before readyok, as fetaix does
//	flood    answers go with an endless stream of info lines
//	norules  plays, but does not offer the Rules option
const fakeEngineEnv = "FETAIX_TEST_FAKE_ENGINE"

// TestMain runs the fake engine when fakeEngineEnv says so, else the tests.
func TestMain(m *testing.M) {
	if mode := os.Getenv(fakeEngineEnv); mode != "" {
		fakeEngine(mode)
		os.Exit(0)
	}
	os.Exit(testtables.Run(m))
}

// fakeEngine speaks the engine protocol in the way mode says.
func fakeEngine(mode string) {
	var out io.Writer = os.Stdout
	if mode == "norules" {
		out = dropLines{os.Stdout, "option name Rules"}
	}
	s := uci.NewSession("Fake "+mode, out, 1)
	s.Handle("setoption name OwnBook value false") // isready loads no book
	in := bufio.NewScanner(os.Stdin)
	gos := 0
	for in.Scan() {
		line := in.Text()
		cmd, _, _ := strings.Cut(line, " ")
		switch {
		case mode == "nouciok" && cmd == "uci", mode == "hang" && cmd == "quit":
			continue
		case mode == "badopt" && cmd == "setoption":
			fmt.Println("info string error: setoption: unknown option")
			continue
		case cmd != "go":
			if !s.Handle(line) {
				return
			}
			continue
		}
		gos++
		switch mode {
		case "crash":
			if gos == 2 {
				fmt.Fprintln(os.Stderr, "fake engine: boom")
				os.Exit(3)
			}
		case "hang":
			for in.Scan() { // reads on, answers nothing
			}
			continue
		case "illegal":
			fmt.Println("bestmove a1-a5")
			continue
		case "slow":
			time.Sleep(300 * time.Millisecond)
		case "flood":
			for {
				fmt.Println("info depth 1 score cp 0 nodes 1")
			}
		}
		s.Handle("go depth 2")
	}
	if mode == "hang" {
		time.Sleep(time.Hour) // outlives its input
	}
}

// dropLines writes to w the lines (one a Write, as uci.Session writes)
// that do not start with prefix.
type dropLines struct {
	w      io.Writer
	prefix string
}

func (d dropLines) Write(b []byte) (int, error) {
	if strings.HasPrefix(string(b), d.prefix) {
		return len(b), nil
	}
	return d.w.Write(b)
}
