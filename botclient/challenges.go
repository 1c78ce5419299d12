package botclient

import (
	"strings"
	"time"
)

// acceptance is a challenge the bridge accepted.
type acceptance struct{ at time.Time }

// challenge answers a challenge event: ID FROM RATED CLOCK. It is
// accepted when its kind is one the bridge plays and it has room for one
// more game, else declined.
func (s *session) challenge(rest string) {
	f := strings.Fields(rest)
	if len(f) < 4 {
		s.lg.printf(textUnknownEvent, "challenge "+rest)
		return
	}
	id, from, rated, clock := f[0], f[1], f[2], f[3]
	for k, a := range s.accepted {
		if time.Since(a.at) > AcceptWait {
			delete(s.accepted, k)
		}
	}
	busy := len(s.games) + len(s.accepted)
	answer := textAccepted
	switch {
	case rated == "rated" && !s.cfg.Rated:
		answer = sprintf(textDeclinedKind, "casual")
	case rated != "rated" && !s.cfg.Casual:
		answer = sprintf(textDeclinedKind, "rated")
	case busy >= s.cfg.MaxGames:
		answer = sprintf(textDeclinedFull, busy, s.cfg.MaxGames)
	}
	if answer == textAccepted {
		s.accepted[id] = acceptance{time.Now()}
		s.send("accept %s", id)
	} else {
		s.send("decline %s", id)
	}
	s.lg.printf(textChallenge, id, from, rated, clock, answer)
}

// matchmake challenges Config.Challenge when the bridge is greeted, has
// no game and no challenge accepted, and has not challenged for
// ChallengeEvery.
func (s *session) matchmake() {
	if s.cfg.Challenge == "" || !s.greeted || len(s.games) > 0 || len(s.accepted) > 0 ||
		time.Since(s.challenged) < s.cfg.ChallengeEvery {
		return
	}
	s.challenged = time.Now()
	s.send("%s", strings.TrimSpace("challenge "+s.cfg.Challenge+" "+s.cfg.ChallengeTerms))
	s.lg.printf(textChallenges, s.cfg.Challenge, s.cfg.ChallengeTerms)
}

// started forgets the oldest challenge accepted: its game is the one
// that has started, as far as the bridge can tell (a game's ID is its
// room's code, not its challenge's).
func (s *session) started() {
	oldest := ""
	for k, a := range s.accepted {
		if oldest == "" || a.at.Before(s.accepted[oldest].at) {
			oldest = k
		}
	}
	delete(s.accepted, oldest)
}
