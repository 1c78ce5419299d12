package server

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/names"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/botproto"
	"github.com/fetaix/fetaix/server/locale"
	"github.com/fetaix/fetaix/server/notifyform"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/ui"
)

// The lobby's account pages: choosing the display name (asked on a key
// holder's first visit), and linking another SSH key to the player with
// a short code shown in one session and typed in the other.

// The account pages (numbered apart from the lobby's own pages).
const (
	pageName lobbyPage = iota + 100
	pageAccount
	pageLinkShow
	pageLinkEnter
)

// labelLinkKey is the account item that redeems a link code, which the
// page showing the code names.
const labelLinkKey = "Link this key to a player (type their code)"

// accountMenu is the account page's menu.
func accountMenu() menu[*lobby] {
	return menu[*lobby]{items: []menuItem[*lobby]{
		{"Change your name", "1", func(l *lobby) tea.Cmd { l.askName(false); return nil }},
		{"Show a code to link another key to you", "2", (*lobby).showLinkCode},
		{labelLinkKey, "3", (*lobby).openLinkEnter},
		{"Notifications while you are away", "4", func(l *lobby) tea.Cmd {
			l.a.show(notifyScreen{l.a, notifyform.NewIn(l.a.loc, l.a.srv.notify, l.a.player.ID, l.acct.ac.limit.Allow)})
			return nil
		}},
		{botproto.MakeBotLabel, "5", func(l *lobby) tea.Cmd { l.acct.confirmBot = !l.a.player.Bot; return nil }},
		{labelRevokeWeb, "6", func(l *lobby) tea.Cmd { l.revokeWebTokens(); return nil }},
	}}
}

// accountPages is the account part of the lobby.
type accountPages struct {
	ac       *account
	name     *ui.TextField
	link     *ui.TextField
	menu     menu[*lobby]
	firstVis bool   // the name is asked on the first visit: esc skips it
	why      string // why the player has no name yet, shown on the name page
	// confirm is the new name typed, waiting for a second enter that
	// confirms the change of a name the player has ("": not asked)
	confirm    string
	confirmBot bool // the player chose to become a bot account: enter confirms
}

func newAccountPages(a *app) *accountPages {
	p := &accountPages{ac: newAccount(a), menu: accountMenu()}
	p.menu.items = append(p.menu.items, menuItem[*lobby]{locale.LanguageChoice(a.loc), fmt.Sprint(len(p.menu.items) + 1), (*lobby).nextLanguage})
	return p
}

// localFields makes the lobby's text fields, empty, their prompts in the
// session's language: at the start and after a change of language.
func (l *lobby) localFields() {
	loc := l.a.loc
	l.acct.name = ui.NewTextField(loc.V(screentext.AcctNamePrompt) + " ")
	l.acct.name.SetCharLimit(names.MaxLen)
	l.acct.link = ui.NewTextField(loc.V(screentext.AcctCodePrompt) + " ")
	l.acct.link.SetCharLimit(20)
	l.code = ui.NewTextField(loc.V(screentext.AcctCodePrompt) + " ")
	l.code.SetCharLimit(80)
}

// askName opens the name page with an empty field, the player's name
// shown above it (a new player whose SSH user name was free has it
// already: identify); first marks the first visit.
func (l *lobby) askName(first bool) {
	l.acct.firstVis, l.acct.confirm = first, ""
	l.acct.name.SetValue("")
	l.page = pageName
}

// openAccount opens the account page, for key holders only.
func (l *lobby) openAccount() tea.Cmd {
	if l.a.player.ID == 0 {
		l.setErr(errors.New(l.a.loc.T(screentext.AcctGuestsOnly)))
		return nil
	}
	l.page, l.acct.menu.sel = pageAccount, 0
	return nil
}

// accountPage reports whether the lobby shows an account page.
func (l *lobby) accountPage() bool { return l.page >= pageName && l.page <= pageLinkEnter }

func (l *lobby) updateAccount(k tea.KeyPressMsg) tea.Cmd {
	km, p := l.a.keys, l.acct
	if l.page == pageName && p.confirm != "" { // enter confirms; any other key goes back to the field
		p.confirm = ""
		if key.Matches(k, km.Accept) {
			l.setName()
		}
		return nil
	}
	if l.page == pageAccount && p.confirmBot {
		if p.confirmBot = false; key.Matches(k, km.Accept) {
			l.makeBot()
		}
		return nil
	}
	if key.Matches(k, km.Cancel) {
		l.page = pageMenu
		if p.firstVis {
			l.msg, l.msgErr = l.a.loc.T(screentext.AcctNameLater, "Item", l.a.loc.T(screentext.AccountItem)), false
			p.firstVis = false
		}
		return nil
	}
	switch l.page {
	case pageName:
		if key.Matches(k, km.Accept) {
			l.chooseName()
			return nil
		}
		p.name.Update(k)
	case pageLinkEnter:
		if key.Matches(k, km.Accept) {
			l.linkThisKey()
			return nil
		}
		p.link.Update(k)
	case pageLinkShow:
		if key.Matches(k, km.Accept, km.Quit) {
			l.page = pageAccount
		}
	case pageAccount:
		l.updateAccountMenu(k)
	}
	return nil
}

func (l *lobby) updateAccountMenu(k tea.KeyPressMsg) {
	km := l.a.keys
	if it, ok := l.acct.menu.update(km, k); ok {
		l.choose(it)
		return
	}
	if key.Matches(k, km.Quit) {
		l.page = pageMenu
	}
}

// showLinkCode makes a link code and shows it.
func (l *lobby) showLinkCode() tea.Cmd {
	if _, _, err := l.acct.ac.linkCode(); err != nil {
		l.setErr(err)
		return nil
	}
	l.page = pageLinkShow
	return nil
}

// openLinkEnter opens the field for a link code, empty.
func (l *lobby) openLinkEnter() tea.Cmd {
	l.acct.link.SetValue("")
	l.page = pageLinkEnter
	return nil
}

// chooseName takes the name typed: a first name is set at once, a change
// of the player's name is asked to be confirmed.
func (l *lobby) chooseName() {
	typed := strings.TrimSpace(l.acct.name.Value())
	switch {
	case typed == "":
		l.setErr(errors.New(l.a.loc.T(screentext.AcctTypeName)))
	case !l.acct.ac.named:
		l.setName()
	case typed == l.a.player.Name:
		l.page, l.acct.firstVis = pageMenu, false
		l.msg, l.msgErr = l.a.loc.T(screentext.AcctNameStill, "Name", l.a.player.Name), false
	default:
		if err := l.acct.ac.mayRename(); err != nil {
			l.setErr(l.wrapErr(screentext.AcctNameErr, err))
			return
		}
		l.acct.confirm = typed
		l.msg = ""
	}
}

// setName sets the name typed.
func (l *lobby) setName() {
	if err := l.acct.ac.setName(l.acct.name.Value()); err != nil {
		l.setErr(l.wrapErr(screentext.AcctNameErr, err))
		return
	}
	l.page, l.acct.firstVis, l.acct.why = pageMenu, false, ""
	l.msg, l.msgErr = l.a.loc.T(screentext.AcctNameIs, "Name", l.a.player.Name), false
}

// linkThisKey redeems the code typed.
func (l *lobby) linkThisKey() {
	if err := l.acct.ac.redeem(l.acct.link.Value()); err != nil {
		l.setErr(l.wrapErr(screentext.AcctLinkErr, err))
		return
	}
	l.page = pageMenu
	l.msg, l.msgErr = l.a.loc.T(screentext.AcctLinked, "Name", l.a.player.Name), false
}

// makeBot makes the player a bot account, for good.
func (l *lobby) makeBot() {
	ctx, cancel := l.a.storeCtx()
	defer cancel()
	if err := l.a.srv.store.MakeBot(ctx, l.a.player.ID); err != nil {
		l.setErr(l.wrapErr(screentext.AcctBotErr, err))
		return
	}
	l.a.player.Bot, l.page, l.msg, l.msgErr = true, pageMenu, l.a.loc.T(screentext.AcctMadeBot), false
}

// viewAccount draws the account pages.
func (l *lobby) viewAccount(b *strings.Builder) {
	st, p, loc := l.a.st, l.acct, l.a.loc
	switch l.page {
	case pageName:
		l.viewName(b)
	case pageAccount:
		b.WriteString("  " + loc.V(screentext.AcctTitle) + "\n\n")
		localLabels(p.menu, loc, screentext.AccountLabels).write(st, b)
		if b.WriteString("\n"); p.confirmBot {
			l.writeWrapped(b, st.err, loc.T(screentext.AcctBotConfirm))
		}
		b.WriteString("  " + st.dim.Render(loc.V(screentext.AcctHelp)) + "\n")
	case pageLinkShow:
		code, expires := p.ac.code, p.ac.expires
		b.WriteString("  " + loc.V(screentext.AcctLinkShowTitle) + "\n\n")
		shown := loc.V(screentext.AcctYourCode, "Code", code)
		b.WriteString("  " + strings.Replace(shown, code, st.key.Render(code), 1) + "\n\n")
		b.WriteString("  " + loc.V(screentext.AcctLinkHow1, "Item", loc.T(screentext.AccountItem)) + "\n")
		b.WriteString("  " + loc.V(screentext.AcctLinkHow2, "Item", loc.T(screentext.AccountLabels[labelLinkKey])) + "\n")
		b.WriteString("  " + loc.V(screentext.AcctLinkHow3, "Time", room.DurationText(max(time.Until(expires).Round(time.Minute), time.Minute))) + "\n\n")
		b.WriteString("  " + st.dim.Render(loc.V(screentext.AcctEnterBack)) + "\n")
	case pageLinkEnter:
		b.WriteString("  " + loc.V(screentext.AcctLinkTitle) + "\n\n")
		b.WriteString("  " + p.link.View() + "\n\n")
		b.WriteString("  " + st.dim.Render(loc.V(screentext.AcctCodeHint)) + "\n")
		b.WriteString("  " + st.dim.Render(loc.V(screentext.AcctHelpLink)) + "\n")
	}
}

// viewName draws the name page.
func (l *lobby) viewName(b *strings.Builder) {
	st, p, loc := l.a.st, l.acct, l.a.loc
	b.WriteString("  " + loc.V(screentext.AcctChooseTitle) + "\n\n")
	if p.why != "" {
		l.writeWrapped(b, st.err, p.why)
		b.WriteString("\n")
	}
	if p.ac.named {
		b.WriteString("  " + loc.V(screentext.AcctNameNow, "Name", l.a.player.Name) + "\n\n")
	}
	b.WriteString("  " + p.name.View() + "\n\n")
	b.WriteString("  " + st.dim.Render(loc.Show(loc.N(screentext.AcctNameRule, names.MaxLen))) + "\n")
	b.WriteString("  " + st.dim.Render(loc.V(screentext.AcctNameLookalike)) + "\n")
	help := screentext.AcctHelpChoose
	if p.firstVis {
		help = screentext.AcctHelpFirst
	}
	if p.confirm != "" {
		b.WriteString("\n  " + st.good.Render(loc.V(screentext.AcctConfirmRename, "Old", l.a.player.Name, "New", p.confirm)) + "\n")
		help = screentext.AcctHelpConfirm
	}
	b.WriteString("  " + st.dim.Render(loc.V(help)) + "\n")
}

// wrapErr is err after the words of id ("name: …"), in the session's
// language.
func (l *lobby) wrapErr(id i18n.ID, err error) error {
	return errors.New(l.a.loc.T(id, "Error", errText(l.a.loc, err)))
}

// greeting is how the lobby names the session's player.
func (l *lobby) greeting() string {
	switch p := l.a.player; {
	case p.Guest() && strings.TrimSuffix(p.Name, guestMark) == textsafe.GuestName:
		return locale.SignedInGuest(l.a.loc)
	case p.Guest():
		return locale.SignedInAsGuest(l.a.loc, strings.TrimSuffix(p.Name, guestMark))
	case p.ID == 0:
		return l.a.loc.V(screentext.AcctNoDatabase, "Name", p.Name)
	case l.acct.ac.named:
		return locale.Hello(l.a.loc, p.Name)
	}
	return locale.SignedInAs(l.a.loc, l.a.player.Name)
}
