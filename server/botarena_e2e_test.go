package server

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/tourney"
	"github.com/fetaix/fetaix/store"
)

// TestE2EBotPlaysAnArena: a bot account, over `ssh host bot`, lists the
// events, is refused one closed to bots with the director's text, and
// joins an arena open to bots; ann joins it from the lobby at 80×24; the
// director pairs them, the bot is told the game (its tournament-game line
// first) and both play, the bot by move lines, ann by keys; ann resigns
// after room.AbortPlies plies: the bot is told its win, and the
// standings give it 2 points.
func TestE2EBotPlaysAnArena(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) {
		c.tourneyPoll, c.tourneyPairEvery = 100*time.Millisecond, 200*time.Millisecond
	})
	ctx := context.Background()
	const name = "Bots welcome"
	mk := func(n string, bots bool, starts time.Time) tourney.EventID {
		id, err := srv.store.CreateTournament(ctx, store.Tournament{Kind: "arena", Name: n, Starts: starts,
			Minutes: 10, Clock: 3 * time.Minute, Increment: 2 * time.Second, Bots: bots})
		if err != nil {
			t.Fatal(err)
		}
		return tourney.EventID(id)
	}
	// the event closed to bots starts later: the lobby lists the running
	// one first, for ann's j
	closed, id := mk("Humans only", false, time.Now().Add(time.Hour)), mk(name, true, time.Now())
	botKey := newKey(t)
	makeBot(t, srv, botKey, "robo")
	bot := dialBot(t, addr, otherAddr, "robo", botKey)
	bot.expect("fetaix-bot ")
	waitUntil(t, "the director's events", func() bool {
		l := srv.director.List(room.Player{})
		return len(l) == 2 && l[0].ID == id && l[0].State == tourney.Running
	})
	bot.send("tournaments")
	want := fmt.Sprintf("tournament %d arena running 3+2 casual bots 0 out %s", id, name)
	if l := bot.expect(fmt.Sprintf("tournament %d ", id)); l != want {
		t.Fatalf("the event's line %q, want %q", l, want)
	}
	bot.expect("ok tournaments")
	bot.send(fmt.Sprint("join ", closed))
	if l := bot.expect("error "); l != "error join: "+tourney.ErrNoBots.Error() {
		t.Fatalf("joining an event closed to bots: %q", l)
	}
	bot.send(fmt.Sprint("join ", id))
	bot.expect(fmt.Sprint("joined ", id))
	bot.expect("ok join")

	ann := joinEvent(t, addr, "ann", name)
	defer func() {
		if t.Failed() {
			v, _ := srv.director.View(id, room.Player{Name: "onlooker"})
			t.Logf("view %+v\nann:\n%s", v, ann.screenText(0))
		}
	}()
	if l := bot.expect("tournament-game "); !strings.HasSuffix(l, fmt.Sprint(" ", id)) {
		t.Fatalf("the tournament-game line %q", l)
	}
	gl := strings.Fields(bot.expect("game "))
	if len(gl) < 7 || gl[3] != "casual" || gl[4] != "3+2" || gl[5] != "ann" {
		t.Fatalf("game line %q", gl)
	}
	code := gl[1]
	ann.waitText(0, screentext.EventGameNote)
	for ply := 0; ply < room.AbortPlies; ply++ {
		g, _ := roomGame(t, srv.hub, code)
		m := g.LegalMoves()[0]
		amk := ann.mark()
		if (g.Position().SideToMove() == game.White) == (gl[2] == "white") {
			bot.send("move " + code + " " + m.String())
			bot.expect("ok move")
		} else {
			ann.typeKeys(moveKeys(m))
		}
		ann.waitText(amk, "played "+m.String())
		if mv := strings.Fields(bot.expect("move " + code + " ")); mv[2] != m.String() {
			t.Fatalf("ply %d: move line %q, want %s", ply+1, mv, m)
		}
	}
	resignKeys(t, ann, ann)
	wantOver := "over " + code + " 1-0 "
	if gl[2] == "black" {
		wantOver = "over " + code + " 0-1 "
	}
	if l := bot.expect("over "); !strings.HasPrefix(l, wantOver) {
		t.Fatalf("over line %q, want %q…", l, wantOver)
	}
	waitUntil(t, "the bot's 2 points in the standings", func() bool {
		v, err := srv.director.View(id, room.Player{Name: "onlooker"})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range v.Rows {
			if r.Name == "robo" && r.Bot {
				return r.Score == 2 && r.Games == 1
			}
		}
		return false
	})
}
