package webdoor

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/store"
)

// fakeTokens is a store that knows one linked browser's token, and no
// link code.
type fakeTokens struct{ token string }

func (f fakeTokens) PlayerByKey(_ context.Context, fp string) (store.Player, error) {
	if fp == store.WebTokenFingerprint(f.token) {
		return store.Player{ID: 7, Name: "amina"}, nil
	}
	return store.Player{}, store.ErrNotFound
}

func (f fakeTokens) RedeemLinkCode(context.Context, string, string) (store.Player, error) {
	return store.Player{}, store.ErrBadCode
}

func (f fakeTokens) ForgetWebToken(context.Context, string) error { return nil }

// Lang: the linked player keeps Arabic.
func (f fakeTokens) Lang(context.Context, store.PlayerID) (string, error) { return "ar", nil }

// getPage requests the page with Accept-Language accept ("" none) and
// the token cookie tok ("" none), and returns its body.
func getPage(t *testing.T, d *Door, accept, tok string) string {
	t.Helper()
	r := httptest.NewRequest("GET", "/", nil)
	if accept != "" {
		r.Header.Set("Accept-Language", accept)
	}
	if tok != "" {
		r.AddCookie(&http.Cookie{Name: cookieName, Value: tok})
	}
	w := httptest.NewRecorder()
	d.Handler().ServeHTTP(w, r)
	if w.Code != http.StatusOK || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") ||
		w.Header().Get("Content-Security-Policy") != pageCSP {
		t.Fatalf("the page (%q): %d, %v", accept, w.Code, w.Header())
	}
	return w.Body.String()
}

func newTestDoor(t *testing.T) *Door {
	t.Helper()
	d, err := New(Config{Addr: "127.0.0.1:0"}, Deps{Tokens: fakeTokens{token: "tok"}})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestPageSpeaksTheBrowsersLanguage: the page's words are those of the
// best of English, French and Arabic for Accept-Language, its <html>
// says the language, and dir="rtl" for Arabic only; English is the
// page's words as they were, and the default.
func TestPageSpeaksTheBrowsersLanguage(t *testing.T) {
	t.Parallel()
	d := newTestDoor(t)
	for _, tc := range []struct {
		accept, html string
		want, not    []string
	}{
		{"", `<html lang="en">`, []string{`<span id="status">connecting…</span>`, `placeholder="link code"`,
			`aria-label="link code from the lobby&#39;s Account page over SSH"`, `>Link</button>`,
			`title="forget this browser&#39;s link: play as a guest"`, `>Sign out</button>`, `hidden>Reconnect</button>`,
			`data-disconnected="disconnected"`, `data-closed-why="disconnected: {why}"`, `<title>Fetaix</title>`}, []string{`dir="rtl"`}},
		{"de-DE,de;q=0.9", `<html lang="en">`, []string{">Sign out</button>"}, nil},
		{"fr-CA,fr;q=0.9,en;q=0.8", `<html lang="fr">`, []string{`connexion…`, `placeholder="code de liaison"`,
			`>Lier</button>`, `>Se déconnecter</button>`, `>Se reconnecter</button>`, `data-closed-why="déconnecté : {why}"`},
			[]string{"Sign out", "connecting…", `dir="rtl"`}},
		{"de, fr;q=0.5", `<html lang="fr">`, []string{`>Lier</button>`}, nil},
		{"ar-MA,ar;q=0.9", `<html lang="ar" dir="rtl">`, []string{`جارٍ الاتصال…`, `placeholder="رمز الربط"`,
			`>ربط</button>`, `>تسجيل الخروج</button>`, `>إعادة الاتصال</button>`, `data-closed-why="انقطع الاتصال: {why}"`,
			`<div id="term" dir="ltr">`}, []string{"Sign out", "connecting…", "\u2066"}},
	} {
		page := getPage(t, d, tc.accept, "")
		if !strings.Contains(page, tc.html) {
			t.Errorf("Accept-Language %q: no %s in\n%s", tc.accept, tc.html, page)
		}
		for _, w := range tc.want {
			if !strings.Contains(page, w) {
				t.Errorf("Accept-Language %q: no %q in the page", tc.accept, w)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(page, w) {
				t.Errorf("Accept-Language %q: %q in the page", tc.accept, w)
			}
		}
	}
}

// TestPageShowsSignOutToLinkedBrowsersOnly: a guest's page hides Sign
// out; a linked browser's (its token a player's key) shows it, in the
// language the player keeps; a revoked token's is hidden.
func TestPageShowsSignOutToLinkedBrowsersOnly(t *testing.T) {
	t.Parallel()
	d := newTestDoor(t)
	const hidden = `id="unlink" type="button" title="forget this browser&#39;s link: play as a guest" hidden>`
	if page := getPage(t, d, "", ""); !strings.Contains(page, hidden) {
		t.Errorf("a guest's page shows Sign out:\n%s", page)
	}
	if page := getPage(t, d, "fr", "tok"); !strings.Contains(page, `title="نسيان ربط هذا المتصفح: اللعب كضيف">`) ||
		!strings.Contains(page, `<html lang="ar" dir="rtl">`) {
		t.Errorf("a linked browser's page hides Sign out, or is not in the language its player keeps:\n%s", page)
	}
	if page := getPage(t, d, "", "revoked"); !strings.Contains(page, hidden) {
		t.Errorf("a revoked browser's page shows Sign out:\n%s", page)
	}
}

// TestLinkAnswersInTheRequestsLanguage: the link requests' answers are
// in the language of their Accept-Language.
func TestLinkAnswersInTheRequestsLanguage(t *testing.T) {
	t.Parallel()
	d := newTestDoor(t)
	for _, tc := range []struct{ accept, path, code, want string }{
		{"", "/link", "ABCD", "no such link code, or it has lapsed: show a new one in the lobby's Account page over SSH\n"},
		{"fr", "/link", "ABCD", "code de liaison inconnu ou expiré : affichez-en un nouveau dans la page « Votre nom et vos clés » de l'accueil, par SSH\n"},
		{"ar", "/link", "", "أرسل رمز ربط: POST /link مع code=CODE\n"},
		{"fr-FR", "/unlink", "", "ce navigateur est déconnecté : il joue en invité\n"},
		{"ar", "/unlink", "", "سُجِّل خروج هذا المتصفح: يلعب كضيف\n"},
	} {
		r := httptest.NewRequest("POST", tc.path, strings.NewReader(url.Values{"code": {tc.code}}.Encode()))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		if tc.accept != "" {
			r.Header.Set("Accept-Language", tc.accept)
		}
		w := httptest.NewRecorder()
		d.Handler().ServeHTTP(w, r)
		if got, _ := io.ReadAll(w.Body); string(got) != tc.want {
			t.Errorf("%s, Accept-Language %q: %q, want %q", tc.path, tc.accept, got, tc.want)
		}
	}
}

// TestCloseReasonsFitEveryLanguage: every close reason, in every
// language, fits a close frame (the frame limit at its largest); French
// and Arabic are translated.
func TestCloseReasonsFitEveryLanguage(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		l := localizer(lang)
		for _, id := range closeReasons {
			why := l.T(id, "Max", 1<<20)
			if len(why) > MaxCloseReason {
				t.Errorf("%s %s: %d bytes, over %d: %q", lang, id, len(why), MaxCloseReason, why)
			}
			if lang != i18n.English && why == english.T(id, "Max", 1<<20) {
				t.Errorf("%s %s is English: %q", lang, id, why)
			}
		}
	}
	if got := localizer(i18n.French).T(txtTooBig, "Max", 4096); got != "un message de plus de 4096 octets : la page doit en envoyer moins à la fois" {
		t.Errorf("French, a message too big: %q", got)
	}
}

// TestHelloLangChoosesTheCloseReasonsLanguage: the hello's LANG wins when
// the catalogs hold it.
func TestHelloLangChoosesTheCloseReasonsLanguage(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		env       string
		def, want i18n.Lang
	}{
		{"fr_FR.UTF-8", i18n.English, i18n.French},
		{"ar.UTF-8", i18n.French, i18n.Arabic},
		{"de_DE.UTF-8", i18n.French, i18n.French},
		{"", i18n.Arabic, i18n.Arabic},
	} {
		if got := helloLang(tc.env, tc.def); got != tc.want {
			t.Errorf("LANG %q (request %s): %s, want %s", tc.env, tc.def, got, tc.want)
		}
	}
}
