package plainsession

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/plain"
	"github.com/fetaix/fetaix/server/housebot"
	"github.com/fetaix/fetaix/server/room"
)

// errQuit ends the session at the player's quit.
var errQuit = errors.New("quit")

// lobby reads the lobby's commands until the player quits, the input
// ends or ctx ends.
func (s *session) lobby(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case l, ok := <-s.lines:
			if !ok {
				return
			}
			if err := s.lobbyLine(ctx, l); errors.Is(err, errQuit) {
				s.out.Line(s.t(txtBye))
				return
			} else if err != nil {
				s.out.Line(s.errLine(err))
			}
			if ctx.Err() != nil {
				return
			}
		}
	}
}

// lobbyLine carries out one line typed in the lobby.
func (s *session) lobbyLine(ctx context.Context, l plain.Line) error {
	if l.TooLong {
		return s.v.TooLong()
	}
	f := strings.Fields(l.Text)
	if len(f) == 0 {
		return s.say(txtEmpty)
	}
	name, args := strings.ToLower(f[0]), f[1:]
	switch name {
	case "quit":
		return errQuit
	case "help":
		for _, id := range helpLobby {
			s.out.Line(s.t(id))
		}
	case "games":
		s.games()
	case "open":
		s.open()
	case "players":
		s.players()
	case "bots":
		s.out.Line(s.t(txtBotsHead))
		for _, b := range housebot.All() {
			s.out.Line(s.t(txtBotRow, "Level", b.Level, "Label", b.Label))
		}
	case "bot":
		return s.bot(ctx, args)
	case "quick":
		c, err := s.srv.Hub.QuickMatchRanked(s.p, s.rank(ctx, room.QuickOptions(s.p).Class()))
		if err != nil {
			return err
		}
		return s.inRoom(ctx, c)
	case "seek", "create":
		opts, err := room.ParseTerms(args)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		opts.Open = name == "seek"
		c, err := s.srv.Hub.CreateRanked(s.p, opts, s.rank(ctx, opts.Class()))
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return s.inRoom(ctx, c)
	case "watch":
		if len(args) != 1 {
			return s.say(txtUsage, "Usage", s.t(txtUsageWatch))
		}
		c, err := s.srv.Hub.Watch(args[0], s.p)
		if err != nil {
			return fmt.Errorf("watch: %w", err)
		}
		return s.inRoom(ctx, c)
	case "join":
		if len(args) != 1 {
			return s.say(txtUsage, "Usage", s.t(txtUsageJoin))
		}
		c, err := s.join(args[0])
		if err != nil {
			return fmt.Errorf("join: %w", err)
		}
		return s.inRoom(ctx, c)
	default:
		if plain.IsWord(name) || len(f) == 1 && len(name) >= 4 && strings.ContainsAny(name, "-x") {
			return s.say(txtNotInLobby, "Command", clip(name))
		}
		return s.say(txtUnknown, "Command", strconv.Quote(clip(name)))
	}
	return nil
}

// join takes the open game with code, or sits in the room with code.
func (s *session) join(code string) (*room.Client, error) {
	for _, g := range s.srv.Hub.OpenGames(s.p) {
		if strings.EqualFold(g.Code, code) {
			return s.srv.Hub.JoinOpen(g.Code, s.p)
		}
	}
	return s.srv.Hub.Join(code, s.p, "")
}

// games lists the games in progress.
func (s *session) games() {
	gs := s.srv.Hub.Games()
	if len(gs) == 0 {
		s.out.Line(s.t(txtNoGames))
		return
	}
	s.out.Line(s.v.Count(txtGamesHead, len(gs)))
	for _, g := range gs {
		s.out.Line(s.t(txtGameRow, "Code", g.Code, "White", g.White, "Black", g.Black, "Clock", g.Clock, "Move", g.Ply/2+1))
	}
}

// open lists the open games p may take.
func (s *session) open() {
	gs := s.srv.Hub.OpenGames(s.p)
	if len(gs) == 0 {
		s.out.Line(s.t(txtNoOpen))
		return
	}
	s.out.Line(s.v.Count(txtOpenHead, len(gs)))
	for _, g := range gs {
		rated := s.t(txtCasualNote)
		if g.Rated {
			rated = s.t(txtRatedNote)
		}
		s.out.Line(s.t(txtOpenRow, "Code", g.Code, "Name", g.Creator, "Rating", g.RatingText, "Rated", rated, "Clock", g.Clock, "Rules", s.rulesText(g.Rules)))
	}
}

// rulesText is a room's rules in words.
func (s *session) rulesText(r string) string {
	if r == "" || r == "defaults" {
		return s.t(txtRuleDefaults)
	}
	return r
}

// players says how many are connected, and who plays now.
func (s *session) players() {
	if s.srv.Online != nil {
		n := s.srv.Online()
		s.out.Line(s.v.Count(txtPlayers, n))
	}
	seen := map[string]bool{}
	var names []string
	for _, g := range s.srv.Hub.Games() {
		for _, n := range []string{g.White, g.Black} {
			if n != "" && !seen[n] {
				seen[n] = true
				names = append(names, n)
			}
		}
	}
	if len(names) > 0 {
		s.out.Line(s.t(txtPlayersIn, "Names", strings.Join(names, ", ")))
	}
}

// bot plays a house bot: a game against the computer at a level, on the
// server's engine queue, archived as the screen's are; quit returns to
// the lobby.
func (s *session) bot(ctx context.Context, args []string) error {
	if len(args) < 1 || len(args) > 2 {
		return s.say(txtUsage, "Usage", s.t(txtUsageBot))
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < levels.Min || n > levels.Max {
		return s.say(txtBadLevel, "Word", strconv.Quote(clip(args[0])))
	}
	human := game.White
	if len(args) == 2 {
		if human, err = game.ParseColor(args[1]); err != nil {
			return s.say(txtUsage, "Usage", s.t(txtUsageBot))
		}
	}
	level, seed := housebot.All()[n-levels.Min].Level, rand.Uint64()|1
	g := plain.EngineGame{Level: level, Rules: game.DefaultRules(), Start: game.StartPosition(),
		Human: human, Seed: seed, Tables: s.srv.Tables, Leave: s.t(txtBotBack), Voice: s.v,
		Over: func(g *game.Game) { s.archive(g, human, level, seed) }}
	if s.srv.Searches != nil {
		g.Gate = s.srv.Searches(s.p)
	}
	err = g.Play(ctx, s.lines, s.out)
	if ctx.Err() != nil {
		return nil
	}
	return err
}

// clip shortens a word quoted back in an error line.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
