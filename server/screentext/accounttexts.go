package screentext

import (
	"github.com/fetaix/fetaix/internal/i18n"
)

// The account pages' words in the catalogs (lobbyaccount.go).
const (
	AcctTitle         i18n.ID = "pages.account.title"
	AcctHelp          i18n.ID = "pages.account.help"
	AcctGuestsOnly    i18n.ID = "pages.account.guestsOnly"
	AcctNameLater     i18n.ID = "pages.account.nameLater"
	AcctTypeName      i18n.ID = "pages.account.typeName"
	AcctNameStill     i18n.ID = "pages.account.nameStill"
	AcctNameIs        i18n.ID = "pages.account.nameIs"
	AcctLinked        i18n.ID = "pages.account.linked"
	AcctNameErr       i18n.ID = "pages.account.nameErr"
	AcctLinkErr       i18n.ID = "pages.account.linkErr"
	AcctBotErr        i18n.ID = "pages.account.botErr"
	AcctMadeBot       i18n.ID = "pages.account.madeBot"
	AcctBotConfirm    i18n.ID = "pages.account.botConfirm"
	AcctChooseTitle   i18n.ID = "pages.account.chooseTitle"
	AcctNameNow       i18n.ID = "pages.account.nameNow"
	AcctNamePrompt    i18n.ID = "pages.account.namePrompt"
	AcctCodePrompt    i18n.ID = "pages.account.codePrompt"
	AcctNameRule      i18n.ID = "pages.account.nameRule"
	AcctNameLookalike i18n.ID = "pages.account.nameLookalike"
	AcctHelpChoose    i18n.ID = "pages.account.helpChoose"
	AcctHelpFirst     i18n.ID = "pages.account.helpFirst"
	AcctConfirmRename i18n.ID = "pages.account.confirmRename"
	AcctHelpConfirm   i18n.ID = "pages.account.helpConfirm"
	AcctLinkShowTitle i18n.ID = "pages.account.linkShowTitle"
	AcctYourCode      i18n.ID = "pages.account.yourCode"
	AcctLinkHow1      i18n.ID = "pages.account.linkHow1"
	AcctLinkHow2      i18n.ID = "pages.account.linkHow2"
	AcctLinkHow3      i18n.ID = "pages.account.linkHow3"
	AcctEnterBack     i18n.ID = "pages.account.enterBack"
	AcctLinkTitle     i18n.ID = "pages.account.linkTitle"
	AcctCodeHint      i18n.ID = "pages.account.codeHint"
	AcctHelpLink      i18n.ID = "pages.account.helpLink"
	AcctNoDatabase    i18n.ID = "pages.account.noDatabase"
	AcctWithdrawn     i18n.ID = "pages.account.withdrawn"
	AcctUserName      i18n.ID = "pages.account.userNameRefused"
	AcctTooMany       i18n.ID = "pages.account.tooManyChanges"

	// AccountItem is the lobby's item that opens the account pages
	// (labelAccount), which their texts name.
	AccountItem i18n.ID = "lobby.menu.account"
)

// AccountLabels are the account menu's items by their English label (the
// label the menu keeps), and their IDs.
var AccountLabels = map[string]i18n.ID{
	"Change your name":                                "pages.account.changeName",
	"Show a code to link another key to you":          "pages.account.showCode",
	"Link this key to a player (type their code)":     "pages.account.linkKey",
	"Notifications while you are away":                "pages.account.notify",
	"Make this player a bot account (for good)":       "pages.account.makeBot",
	"Sign out every browser linked to you (web door)": "pages.account.revokeWeb",
}
