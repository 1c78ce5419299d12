package cli

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"
)

// plainLine is every line a game in plain mode may write, once the game
// has begun: a move, who is to move, the legal moves, the result.
var plainLine = regexp.MustCompile(`^((White|Black) plays [a-e1-5x-]+\.( Captures [a-e1-5, and]+\.)?( The man on [a-e][1-5] becomes a mulla\.)?` +
	`|(White|Black) to move(\.|; (White|Black) must capture: [a-e1-5x, and]+\.)( Your move\.)?` +
	`|(White|Black) has (1 legal move|\d+ legal moves): [a-e1-5x, and-]+\.( Captures are compulsory\.)?` +
	`|Game over: (White wins|Black wins|a draw) \([A-Za-z ]+\)\.` +
	`|The game has ended\. Type quit to leave\.)$`)

// TestPlayPlainWholeGame runs fetaix --plain with its standard input and
// output as pipes, and plays a whole game against the computer at level
// 1 by the rules: at each of its turns the player asks for the legal
// moves and plays the first. Every line is one the plain mode writes, in
// order; quit ends the program with status 0.
func TestPlayPlainWholeGame(t *testing.T) {
	t.Parallel()
	cmd := exec.Command(os.Args[0], "--plain", "--level", "1", "--color", "black", "--seed", "3", "--no-tables")
	cmd.Env = append(os.Environ(), runMainEnv+"=1", "LC_ALL=C") // English, whatever the machine's locale
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(2*time.Minute, func() { _ = cmd.Process.Kill() })
	defer timer.Stop()
	out := bufio.NewScanner(outPipe)
	next := func() string {
		t.Helper()
		if !out.Scan() {
			t.Fatalf("the output ended (stderr %q)", stderr.String())
		}
		return out.Text()
	}
	send := func(line string) {
		t.Helper()
		if _, err := io.WriteString(in, line+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	if l := next(); l != "New game: you play Black, the computer plays White at level 1 (beginner). Type help for the commands." {
		t.Fatalf("first line %q", l)
	}
	moves, over := 0, false
	for !over {
		l := next()
		if !plainLine.MatchString(l) {
			t.Fatalf("line %q is not one of the plain mode's", l)
		}
		switch {
		case strings.HasPrefix(l, "Game over: "):
			over = true
		case strings.HasSuffix(l, " Your move."):
			send("moves")
			legal := next()
			first, ok := strings.CutPrefix(legal, "Black has ")
			if !ok || !plainLine.MatchString(legal) {
				t.Fatalf("moves: %q", legal)
			}
			_, list, _ := strings.Cut(first, ": ")
			mv := strings.TrimSuffix(strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ' ' || r == '.' })[0], ".")
			send(mv)
			if l := next(); l != "Black plays "+mv+"." && !strings.HasPrefix(l, "Black plays "+mv+". ") {
				t.Fatalf("after %s: %q", mv, l)
			}
			moves++
		}
	}
	if l := next(); l != "The game has ended. Type quit to leave." {
		t.Fatalf("after the result: %q", l)
	}
	send("quit")
	if l := next(); l != "Goodbye." {
		t.Fatalf("after quit: %q", l)
	}
	if err := cmd.Wait(); err != nil || stderr.Len() != 0 {
		t.Fatalf("exit: %v, stderr %q", err, stderr.String())
	}
	if moves < 3 {
		t.Fatalf("the game ended after %d moves of the player's", moves)
	}
}
