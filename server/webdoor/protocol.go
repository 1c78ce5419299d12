package webdoor

import (
	"encoding/json"
	"errors"
	"strings"
)

// The page and the server speak in WebSocket messages:
//
//   - the page's first message is a text message, its hello: JSON
//     {"cols":N,"rows":N,"lang":"fr-FR","name":"amina"} (lang and name
//     optional; a name is a guest's only);
//   - then a binary message is input: the bytes the terminal sends (keys,
//     pastes, mouse reports), as an SSH client sends them;
//   - a text message is a resize: JSON {"cols":N,"rows":N};
//   - the server's messages are binary: the program's output.
//
// Every message is at most Config.MaxFrame bytes.

// hello is the page's first message.
type hello struct {
	Cols int    `json:"cols"`
	Rows int    `json:"rows"`
	Lang string `json:"lang"`
	Name string `json:"name"`
}

// resizeMsg is a window change.
type resizeMsg struct {
	Cols int `json:"cols"`
	Rows int `json:"rows"`
}

// errBadHello and errBadResize are messages that do not parse: the
// connection closes with txtBadHello or txtBadResize.
var (
	errBadHello  = errors.New("webdoor: a hello that does not parse")
	errBadResize = errors.New("webdoor: a resize that does not parse")
)

// parseHello reads the page's hello; the language and the name are
// bounded and cut to the characters they may hold.
func parseHello(b []byte) (hello, error) {
	var h hello
	if err := json.Unmarshal(b, &h); err != nil {
		return hello{}, errBadHello
	}
	h.Lang = langEnv(h.Lang)
	h.Name = keepOnly(h.Name, MaxHelloName, func(r rune) bool {
		return r == '-' || r == '_' || r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	})
	return h, nil
}

// parseResize reads a window change.
func parseResize(b []byte) (resizeMsg, error) {
	var r resizeMsg
	if err := json.Unmarshal(b, &r); err != nil {
		return resizeMsg{}, errBadResize
	}
	return r, nil
}

// langEnv turns a browser's language tag ("fr-FR") into the LANG value a
// terminal sends ("fr_FR.UTF-8"); "" when there is none to give.
func langEnv(tag string) string {
	tag = keepOnly(tag, MaxHelloLang, func(r rune) bool {
		return r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	})
	if tag == "" {
		return ""
	}
	return strings.ReplaceAll(tag, "-", "_") + ".UTF-8"
}

// keepOnly returns s cut to most bytes of the runes keep allows (others
// are dropped).
func keepOnly(s string, most int, keep func(rune) bool) string {
	var b strings.Builder
	for _, r := range s {
		if !keep(r) {
			continue
		}
		if b.Len() >= most {
			break
		}
		b.WriteRune(r)
	}
	return b.String()
}
