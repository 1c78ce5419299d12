package botproto

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/room"
)

// botPipe runs a session for bot p on a hub without a store, its clock
// stopped at now: what the test writes is the bot's input, and the lines
// the session writes come on the channel returned, closed as it ends.
func botPipe(t *testing.T, p room.Player, now time.Time) (io.WriteCloser, <-chan string, <-chan error) {
	t.Helper()
	return botPipeOn(t, testHub(), Config{Player: p, Now: func() time.Time { return now }})
}

// testHub is a hub without a store, for the sessions' tests.
func testHub() *room.Hub {
	return room.NewHubFor(room.Config{Grace: time.Minute, MaxOpenRooms: 5, RoomBurst: 10, RoomEvery: time.Second,
		MaxOpenGames: 2, MaxOpenGamesPerAddr: 4, ChatBurst: 5, ChatEvery: time.Second})
}

// botPipeOn is botPipe on hub h with the session's cfg (its Hub and
// Rank set here).
func botPipeOn(t *testing.T, h *room.Hub, cfg Config) (io.WriteCloser, <-chan string, <-chan error) {
	t.Helper()
	p := cfg.Player
	cfg.Hub, cfg.Rank = h, func(time.Duration) room.SeekRank { return room.NewcomerRank(p) }
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	lines, done := make(chan string, 1000), make(chan error, 1)
	go func() {
		err := Serve(context.Background(), inR, outW, cfg)
		outW.Close()
		done <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	t.Cleanup(func() { inW.Close() })
	return inW, lines, done
}

// next reads the session's next line.
func next(t *testing.T, lines <-chan string) string {
	t.Helper()
	select {
	case l, ok := <-lines:
		if !ok {
			t.Fatal("the session ended")
		}
		return l
	case <-time.After(10 * time.Second):
		t.Fatal("no line from the session")
	}
	return ""
}

// TestSessionLinesAndFlood: the greeting; a line over MaxLine is dropped
// with its error and the session reads on; a seek is done; a game not
// the bot's is refused; with the clock stopped, CommandBurst commands are taken,
// those beyond get the flood error, and MaxRefused of them in a row end
// the session.
func TestSessionLinesAndFlood(t *testing.T) {
	bot := room.Player{Name: "robo", Key: "SHA256:robo", ID: 7, Bot: true}
	in, lines, done := botPipe(t, bot, time.Now())
	if l := next(t, lines); l != "fetaix-bot 1 robo" {
		t.Fatalf("greeting %q", l)
	}
	fmt.Fprintf(in, "%s\nseek casual 3+2\n", strings.Repeat("é", MaxLine))
	if l := next(t, lines); l != "error line too long" {
		t.Fatalf("a long line: %q", l)
	}
	if l := next(t, lines); l != "ok seek" {
		t.Fatalf("seek: %q", l)
	}
	fmt.Fprintf(in, "move ZZZZ a1-a2\n")
	if l := next(t, lines); l != `error move: no game "ZZZZ" of yours` {
		t.Fatalf("a game not the bot's: %q", l)
	}
	for i := 3; i < CommandBurst; i++ {
		fmt.Fprintf(in, "nope\n")
		if l := next(t, lines); !strings.HasPrefix(l, `error unknown command "nope"`) {
			t.Fatalf("command %d: %q", i+1, l)
		}
	}
	for i := 1; i < MaxRefused; i++ {
		fmt.Fprintf(in, "nope\n")
		if l := next(t, lines); l != fmt.Sprintf("error too many commands: at most %d a second", CommandsPerSecond) {
			t.Fatalf("command %d over the pace: %q", i, l)
		}
	}
	fmt.Fprintf(in, "nope\n")
	if l := next(t, lines); l != "error too many commands: the session ends" {
		t.Fatalf("the last refused command: %q", l)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("the session ended with %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the session did not end")
	}
}
