package server

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/botproto"
	"github.com/fetaix/fetaix/server/room"
)

// txtChallengeUsage is room.ChallengeUsage's words around the command
// (typed in English in every language): {{.Syntax}} and {{.Example}}.
const txtChallengeUsage i18n.ID = "lobby3.challenge.usage"

// challengeUsage is the challenge command's help (room.ChallengeUsage)
// in loc's language: its syntax and example as typed, the words between
// them in the language.
func challengeUsage(loc *i18n.Localizer) string {
	syntax, example, ok := strings.Cut(room.ChallengeUsage, " — e.g. ")
	if !ok {
		return room.ChallengeUsage
	}
	return loc.T(txtChallengeUsage, "Syntax", syntax, "Example", example)
}

// challenge sends a challenge typed in the join field: "challenge NAME
// [terms]" (room/inbox.go holds the logic and the texts).
func (l *lobby) challenge(words []string) {
	if len(words) == 0 {
		l.msg, l.msgErr = challengeUsage(l.a.loc), true
		return
	}
	ctx, cancel := l.a.storeCtx()
	defer cancel()
	t, err := botproto.Lookup(ctx, l.a.srv.store, words[0])
	var text string
	if err == nil {
		text, err = l.inbox.Offer(l.a.player, t.ID, t.Name, t.Bot, words[1:])
	}
	if l.page, l.msg, l.msgErr = pageMenu, text, false; err != nil {
		l.setErr(err)
	}
}

// pollChallenges shows the challenge to the player and the news of
// theirs, and takes them to the room one opened.
func (l *lobby) pollChallenges() tea.Cmd {
	inv, news, c := l.inbox.Poll()
	if c != nil {
		return l.a.enterRoom(c, l.a.loc.T(room.TxtChallengeAccepted))
	}
	if news != "" {
		l.msg, l.msgErr = news, false
	}
	if inv != "" {
		inv += room.AnswerHelp(l.a.loc, l.a.keys.Yes.Help().Key, l.a.keys.No.Help().Key)
	}
	if inv != l.invitation && (inv != "" || l.msg == l.invitation) {
		l.msg, l.msgErr = inv, false
	}
	l.invitation = inv
	return nil
}

// answerChallenge answers the challenge shown with the yes or no key; ok
// is false for another key, or when none is shown.
func (l *lobby) answerChallenge(k tea.KeyPressMsg) (tea.Cmd, bool) {
	if l.page != pageMenu || !key.Matches(k, l.a.keys.Yes, l.a.keys.No) {
		return nil, false
	}
	c, ok, err := l.inbox.Answer(key.Matches(k, l.a.keys.Yes))
	switch {
	case err != nil:
		l.setErr(err)
	case c != nil:
		return l.a.enterRoom(c, ""), true
	}
	l.invitation, l.msg = "", ""
	return nil, ok
}
