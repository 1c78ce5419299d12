package server

import (
	"testing"
)

// TestE2EAccountRefusalsInLanguages: on the lobby's account page, a
// name the policy refuses and a wrong link code are refused in the
// session's language, their details kept, in French and in Arabic.
func TestE2EAccountRefusalsInLanguages(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	for _, c := range []struct {
		user              string
		env               []string
		menu, confirm     string
		name, link, lobby string
	}{
		{"ann", []string{"LANG=fr_FR.UTF-8"}, "Changer votre nom", "ann",
			"nom : un nom ne peut mêler plusieurs écritures : Latin et Cyrillic",
			"liaison : ce code de liaison n'existe pas, ou il a expiré", "Que voulez-vous faire ?"},
		{"bob", []string{"LANG=ar_MA.UTF-8", "FETAIX_BIDI=terminal"}, "تغيير اسمك", "bob",
			"الاسم: لا يجوز أن يخلط الاسم بين أنظمة كتابة مختلفة: Latin وCyrillic",
			"الربط: لا يوجد رمز الربط هذا، أو انتهت صلاحيته", "ماذا تريد أن تفعل؟"},
	} {
		tm := openTermEnv(t, addr, "", c.user, newKey(t), "", 100, 34, "xterm-256color", c.env...)
		onScreen(t, tm, 0, c.lobby)
		typeAndSee(t, tm, accountKey, c.menu)
		typeAndSee(t, tm, "1", c.confirm)
		typeAndSee(t, tm, "abcд\r", "abcд")
		typeAndSee(t, tm, "\r", c.name)
		typeAndSee(t, tm, "\x1b", c.lobby)
		typeAndSee(t, tm, accountKey, c.menu)
		tm.send("3")
		typeAndSee(t, tm, "ZZZZZZ\r", c.link)
		tm.close()
	}
}

// TestE2ENewKeyRefusedInLanguages: a key over its address's quota is
// told why it plays as a guest in the session's language, the count
// kept.
func TestE2ENewKeyRefusedInLanguages(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, func(c *Config) { c.NewKeysPerAddr = 1 })
	first := openTerm(t, addr, "k1", newKey(t), "", 100, 34)
	enterLobby(t, first)
	first.close()
	for _, c := range []struct {
		env  []string
		want string
	}{
		{[]string{"LANG=fr_FR.UTF-8"}, "votre adresse a apporté 1 nouvelle clé aujourd'hui, le plus permis ; vous jouez en invité"},
		{[]string{"LANG=ar_MA.UTF-8", "FETAIX_BIDI=terminal"}, "أتى عنوانك اليوم بمفتاح جديد واحد، وهو أقصى ما يُسمح به؛ تلعب ضيفًا حتى الغد"},
	} {
		tm := openTermEnv(t, addr, "", "k2", newKey(t), "", 100, 34, "xterm-256color", c.env...)
		onScreen(t, tm, 0, c.want)
		tm.close()
	}
}

// TestE2EPlainRefusalsInLanguages: in plain mode a room's refusal is
// said in the session's language, its detail kept (the code that
// matches no room), and in English as before.
func TestE2EPlainRefusalsInLanguages(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	for _, c := range []struct {
		user string
		env  []string
		want string
	}{
		{"emma", nil, `join: no room with that code "ZZZZ"`},
		{"fanny", []string{"LANG=fr_FR.UTF-8"}, `aucune salle avec le code "ZZZZ"`},
		{"amine", []string{"LANG=ar_MA.UTF-8"}, `لا غرفة بالرمز "ZZZZ"`},
	} {
		p := &plainTerm{term: openTermEnv(t, addr, "", c.user, newKey(t), "plain", 80, 24, "xterm-256color", c.env...), pty: true, wait: engineWait}
		p.next() // the welcome
		p.line("join zzzz")
		p.want(c.want)
		p.close()
	}
}
