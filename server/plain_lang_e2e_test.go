package server

import (
	"regexp"
	"strings"
	"testing"
)

// frRoomOpen is the French line of a room just opened.
var frRoomOpen = regexp.MustCompile(`^La salle ([A-Z0-9]+) est ouverte : sans pendule, règles par défaut\. En attente d'un adversaire\. Un ami la rejoint avec : join ([A-Z0-9]+)\.$`)

// TestE2EPlainInTheClientsLanguage: over SSH, a plain session's game
// speaks the language of the client's LANG (sent as OpenSSH sends it):
// French, and Arabic in logical order (the order a screen reader reads)
// though the session's bidi mode is the program's (FETAIX_BIDI unset);
// the commands stay English words.
func TestE2EPlainInTheClientsLanguage(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	fr := &plainTerm{term: openTermEnv(t, addr, "", "fanny", newKey(t), "plain", 80, 24, "xterm-256color", "LANG=fr_FR.UTF-8"), pty: true, wait: engineWait}
	fr.want("Bienvenue sur Fetaix en mode texte, fanny. Vous êtes dans le salon. Tapez help pour les commandes (elles s'écrivent en anglais).") //nolint:misspell // French
	fr.line("bot 9")
	fr.want(`Il n'y a pas de bot "9" : les bots vont de 1 à 6.`)
	fr.line("help")
	fr.want("Commandes du salon (elles s'écrivent en anglais, comme ici) :")                                                         //nolint:misspell // French
	fr.want("games : les parties en cours ; open : les parties ouvertes qui attendent un adversaire ; players : qui est connecté ;") //nolint:misspell // French
	for range 6 {
		fr.next()
	}
	fr.line("bot 1")
	fr.want("Nouvelle partie : vous jouez les Blancs, l'ordinateur joue les Noirs au niveau 1 (débutant). Tapez help pour les commandes.") //nolint:misspell // French
	fr.want("Trait aux Blancs. À vous de jouer.")
	fr.line("rank 3")
	fr.want("Rangée 3 : a3 pion noir, b3 pion noir, c3 vide, d3 pion blanc, e3 pion blanc.")
	fr.line("c2-c4")
	fr.want("c2-c4 n'est pas légal. Coups légaux : b2-c3, c2-c3, d2-c3 et d3-c3.")
	fr.line("pieces")
	fr.want("Usage : pieces white, ou pieces black.")
	fr.line("quit")
	fr.want("De retour au salon.")
	fr.line("create")
	l := fr.next()
	m := frRoomOpen.FindStringSubmatch(l)
	if m == nil {
		t.Fatalf("line %q, want the room open in French", l)
	}
	code := m[1]

	ar := &plainTerm{term: openTermEnv(t, addr, "", "amine", newKey(t), "plain", 80, 24, "xterm-256color", "LANG=ar_MA.UTF-8"), pty: true, wait: engineWait}
	ar.want("مرحبًا بك في فتايش (Fetaix) بالوضع النصي، amine. أنت في الردهة. اكتب help لقائمة الأوامر (تُكتب بالإنجليزية).")
	ar.line("bot 1 black")
	ar.want("مباراة جديدة: أنت الأسود، والحاسوب الأبيض في المستوى 1 (مبتدئ). اكتب help لقائمة الأوامر.")
	ar.want("الدور على الأبيض.")
	if l := ar.next(); !strings.HasPrefix(l, "يلعب الأبيض ") { // the computer's move
		t.Fatalf("line %q, want the computer's move", l)
	}
	if l := ar.next(); !strings.HasPrefix(l, "الدور على الأسود") || !strings.HasSuffix(l, " دورك.") {
		t.Fatalf("line %q, want Black to move", l)
	}
	ar.line("file e")
	ar.want("العمود e: e1 بيدق أبيض، e2 بيدق أبيض، e3 بيدق أبيض، e4 بيدق أسود، e5 بيدق أسود.")
	ar.line("quit")
	ar.want("عدت إلى الردهة.")

	// a room's lines (what ended the game) in each player's language
	ar.line("join " + code)
	if l := ar.next(); !strings.HasPrefix(l, "تبدأ المباراة في الغرفة "+code+": أنت ") || !strings.HasSuffix(l, " ضد fanny، بلا ساعة، غير مقيَّمة.") {
		t.Fatalf("line %q, want the game begun in Arabic", l)
	}
	if l := fr.next(); !strings.HasPrefix(l, "La partie commence dans la salle "+code+" : vous jouez les ") || !strings.HasSuffix(l, " contre amine, sans pendule, amicale.") { //nolint:misspell // French
		t.Fatalf("line %q, want the game begun in French", l)
	}
	ar.next() // who is to move
	fr.next()
	fr.line("resign")
	fr.want("La partie est annulée : fanny a abandonné.")
	ar.want("أُلغيت المباراة: استسلم fanny.")
	fr.want("Tapez rematch pour rejouer, leave pour revenir au salon, ou quit.")
	ar.want("اكتب rematch لتلعب مجددًا، أو leave للعودة إلى الردهة، أو quit.")
}
