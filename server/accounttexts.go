package server

import (
	"errors"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/room"
)

// The account pages' words in the catalogs (lobbyaccount.go).
const (
	txtAcctTitle         i18n.ID = "pages.account.title"
	txtAcctHelp          i18n.ID = "pages.account.help"
	txtAcctGuestsOnly    i18n.ID = "pages.account.guestsOnly"
	txtAcctNameLater     i18n.ID = "pages.account.nameLater"
	txtAcctTypeName      i18n.ID = "pages.account.typeName"
	txtAcctNameStill     i18n.ID = "pages.account.nameStill"
	txtAcctNameIs        i18n.ID = "pages.account.nameIs"
	txtAcctLinked        i18n.ID = "pages.account.linked"
	txtAcctNameErr       i18n.ID = "pages.account.nameErr"
	txtAcctLinkErr       i18n.ID = "pages.account.linkErr"
	txtAcctBotErr        i18n.ID = "pages.account.botErr"
	txtAcctMadeBot       i18n.ID = "pages.account.madeBot"
	txtAcctBotConfirm    i18n.ID = "pages.account.botConfirm"
	txtAcctChooseTitle   i18n.ID = "pages.account.chooseTitle"
	txtAcctNameNow       i18n.ID = "pages.account.nameNow"
	txtAcctNamePrompt    i18n.ID = "pages.account.namePrompt"
	txtAcctCodePrompt    i18n.ID = "pages.account.codePrompt"
	txtAcctNameRule      i18n.ID = "pages.account.nameRule"
	txtAcctNameLookalike i18n.ID = "pages.account.nameLookalike"
	txtAcctHelpChoose    i18n.ID = "pages.account.helpChoose"
	txtAcctHelpFirst     i18n.ID = "pages.account.helpFirst"
	txtAcctConfirmRename i18n.ID = "pages.account.confirmRename"
	txtAcctHelpConfirm   i18n.ID = "pages.account.helpConfirm"
	txtAcctLinkShowTitle i18n.ID = "pages.account.linkShowTitle"
	txtAcctYourCode      i18n.ID = "pages.account.yourCode"
	txtAcctLinkHow1      i18n.ID = "pages.account.linkHow1"
	txtAcctLinkHow2      i18n.ID = "pages.account.linkHow2"
	txtAcctLinkHow3      i18n.ID = "pages.account.linkHow3"
	txtAcctEnterBack     i18n.ID = "pages.account.enterBack"
	txtAcctLinkTitle     i18n.ID = "pages.account.linkTitle"
	txtAcctCodeHint      i18n.ID = "pages.account.codeHint"
	txtAcctHelpLink      i18n.ID = "pages.account.helpLink"
	txtAcctNoDatabase    i18n.ID = "pages.account.noDatabase"
	txtAcctWithdrawn     i18n.ID = "pages.account.withdrawn"
	txtAcctUserName      i18n.ID = "pages.account.userNameRefused"
	txtAcctTooMany       i18n.ID = "pages.account.tooManyChanges"

	// accountItem is the lobby's item that opens the account pages
	// (labelAccount), which their texts name.
	accountItem i18n.ID = "lobby.menu.account"
)

// accountLabels are the account menu's items by their English label (the
// label the menu keeps), and their IDs.
var accountLabels = map[string]i18n.ID{
	"Change your name":                                "pages.account.changeName",
	"Show a code to link another key to you":          "pages.account.showCode",
	"Link this key to a player (type their code)":     "pages.account.linkKey",
	"Notifications while you are away":                "pages.account.notify",
	"Make this player a bot account (for good)":       "pages.account.makeBot",
	"Sign out every browser linked to you (web door)": "pages.account.revokeWeb",
}

// errText is err as the lobby says it: the account's refusal of changes
// made too fast, or a room's refusal (room.RefusalIn), in loc's
// language; another error as it is.
func errText(loc *i18n.Localizer, err error) string {
	if errors.Is(err, errTooManyChanges) {
		return loc.T(txtAcctTooMany)
	}
	return room.RefusalIn(loc, err)
}
