package server

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
	"github.com/fetaix/fetaix/server/room"
)

// webShots is where the browser test leaves its screenshots (not
// committed): the page at a phone's width and at a desktop's.
const webShots = "/tmp/webshots"

// TestWebBrowserPlaysAgainstSSH: in headless Chromium (Debian's package,
// driven with chromedp), the web door's page loads, the lobby shows at a
// phone's width and at a desktop's, a room is created by a click, an SSH
// player joins it, and the browser plays a move by clicks on the board,
// which the SSH player sees.
func TestWebBrowserPlaysAgainstSSH(t *testing.T) {
	longtest.Skip(t, "starts Chromium: about 10 s")
	srv, addr, base := startWebServer(t, nil)
	b := startBrowser(t)

	b.run(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile), chromedp.Navigate(base))
	b.waitScreen(lobbyText)
	b.shot("phone-lobby.png", lobbyText)
	b.run(chromedp.EmulateViewport(1280, 800))
	b.waitCols(func(n int) bool { return n >= 100 })
	b.waitScreen(lobbyText)
	b.shot("desktop-lobby.png", lobbyText)

	b.clickText("Create a room")
	b.waitScreen("Create")
	b.run(chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent("\r")) // White
	code := ""
	b.waitFor("a room's code", func(lines []string) bool {
		code = codeIn(strings.Join(lines, "\n"))
		return code != ""
	})
	bob := openTerm(t, addr, "bob", newKey(t), "join "+code, 100, 34)
	bob.waitText(0, "you play black")

	// the browser (White) moves by clicks on the board; bob sees it
	b.clickMove(t, srv, code, 1)
	bob.waitText(0, roomGameOf(t, srv, code).Moves()[0].String())
	b.shot("desktop-room.png", "Moves")

	// at a phone's width: the small board, and a tap is a click
	bob.typeKeys(moveKeys(roomGameOf(t, srv, code).LegalMoves()[0]))
	b.run(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	b.waitCols(func(n int) bool { return n < 60 })
	t.Logf("at a phone's width: %d×%d cells", eval[int](b, `window.fetaixTerm.cols`), eval[int](b, `window.fetaixTerm.rows`))
	b.tap = true
	b.clickMove(t, srv, code, 3)
	b.shot("phone-room.png", "to move")

	// a link code shown over SSH, typed in the page, makes the browser
	// the key holder's
	ann := openTerm(t, addr, "ann", newKey(t), "", 100, 34)
	enterLobby(t, ann)
	mk := ann.mark()
	ann.send(accountKey)
	onScreen(t, ann, mk, "Change your name")
	as := newShownScreen(ann, 100, 34)
	mk = ann.mark()
	ann.send("2")
	waitScreen(t, as, mk, "Your link code: ")
	link := regexp.MustCompile(`Your link code: ([A-Z0-9]{8})`).FindStringSubmatch(as.String())
	if link == nil {
		t.Fatalf("no link code on the screen:\n%s", as.String())
	}
	if eval[bool](b, `!document.getElementById("unlink").hidden`) {
		t.Error("a guest's page shows Sign out")
	}
	b.run(chromedp.SendKeys(chromedp.CSS("#code"), link[1]), chromedp.Click(chromedp.CSS("#link button")))
	b.waitScreen("hello, ann")
	if got := eval[string](b, `document.getElementById("status").textContent`); got != "connected · this browser now plays as ann" {
		t.Errorf("the page's status after linking: %q", got)
	}
	if eval[bool](b, `document.getElementById("unlink").hidden`) {
		t.Error("a linked browser's page hides Sign out")
	}
	b.shot("phone-linked.png", "hello, ann")
}

// clickMove waits for the room's game to reach ply-1 plies and the page
// to show its last move, then plays the first legal move by clicks on
// its points (its origin, then each landing or its destination), and
// waits for the room to take it.
func (b *browser) clickMove(t *testing.T, srv *Server, code string, ply int) {
	t.Helper()
	waitUntil(t, "the SSH player's move", func() bool { return roomGameOf(t, srv, code).Ply() == ply-1 })
	g := roomGameOf(t, srv, code)
	if ply > 1 {
		b.waitScreen(g.Moves()[ply-2].String())
	}
	m := g.LegalMoves()[0]
	b.clickSquare(m.From)
	if m.N == 0 {
		b.clickSquare(m.To)
	}
	for _, s := range m.Landings() {
		b.clickSquare(s)
	}
	waitUntil(t, "the browser's move in the room", func() bool {
		g := roomGameOf(t, srv, code)
		return g.Ply() == ply && g.Moves()[ply-1] == m
	})
	b.waitScreen(m.String())
}

// roomGameOf is the game of the room with code.
func roomGameOf(tb testing.TB, srv *Server, code string) *game.Game {
	g, _ := roomGame(tb, srv.hub, code)
	return g
}

// squareCell waits for the page's board to show point s and returns
// where it is (boardCell).
func (b *browser) squareCell(s game.Square) (col, row int) {
	b.t.Helper()
	b.waitFor(fmt.Sprintf("point %v on the board", s), func(lines []string) bool {
		var ok bool
		col, row, ok = boardCell(lines, s)
		return ok
	})
	return col, row
}

// clickSquare clicks point s of the board, or taps it.
func (b *browser) clickSquare(s game.Square) {
	b.t.Helper()
	x, y := b.cellAt(b.squareCell(s))
	if b.tap {
		b.run(chromedp.TapXY(x, y))
		return
	}
	b.run(chromedp.MouseClickXY(x, y))
}

// startBrowser starts headless Chromium for the test, with a tab open;
// both end with the test.
func startBrowser(t *testing.T) *browser {
	t.Helper()
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatal("the browser test needs Debian's chromium (apt-get install -y chromium): ", err)
	}
	if err := os.MkdirAll(webShots, 0o755); err != nil {
		t.Fatal(err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:0:0], chromedp.ExecPath(chromium), chromedp.Headless, chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.NoFirstRun, chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	ctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(func() { cancel(); cancelTab(); cancelAlloc() })
	return &browser{t: t, ctx: ctx}
}

// browser is a Chromium tab showing the web door's page.
type browser struct {
	t   *testing.T
	ctx context.Context
	tap bool // clickSquare taps, as a finger does
}

func (b *browser) run(actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, actions...); err != nil {
		b.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](b *browser, expr string, opts ...chromedp.EvaluateOption) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr, opts...))
	if err != nil {
		b.t.Fatal(err)
	}
	return v
}

// lines are the terminal's rows as the page shows them.
func (b *browser) lines() []string {
	b.t.Helper()
	return eval[[]string](b, `(() => { const t = window.fetaixTerm; if (!t) return []; const buf = t.buffer.active, out = [];
		for (let i = 0; i < t.rows; i++) { const l = buf.getLine(buf.viewportY + i); out.push(l ? l.translateToString(true) : ""); }
		return out; })()`)
}

// waitFor waits until cond holds of the terminal's rows, looking again
// each time the page has drawn.
func (b *browser) waitFor(what string, cond func([]string) bool) {
	b.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		lines := b.lines()
		if cond(lines) {
			return
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("timed out waiting for %s; the page shows:\n%s", what, strings.Join(lines, "\n"))
		}
		// the next frame the page draws, then a little more
		eval[chromedp.Void](b, `new Promise(r => requestAnimationFrame(() => setTimeout(r, 20)))`, chromedp.EvalAwaitPromise)
	}
}

// waitScreen waits until the terminal shows text.
func (b *browser) waitScreen(text string) {
	b.t.Helper()
	b.waitFor(fmt.Sprintf("%q", text), func(lines []string) bool { return strings.Contains(strings.Join(lines, "\n"), text) })
}

// waitCols waits until the terminal's width satisfies ok.
func (b *browser) waitCols(ok func(int) bool) {
	b.t.Helper()
	b.waitFor("the terminal's width", func([]string) bool {
		return ok(eval[int](b, `window.fetaixTerm.cols`))
	})
}

// cellAt returns the page coordinates of the middle of a terminal cell.
func (b *browser) cellAt(col, row int) (x, y float64) {
	b.t.Helper()
	xy := eval[[]float64](b, fmt.Sprintf(`(() => { const t = window.fetaixTerm, r = t.element.querySelector('.xterm-screen').getBoundingClientRect();
		return [r.left + (%d + 0.5) * r.width / t.cols, r.top + (%d + 0.5) * r.height / t.rows]; })()`, col, row))
	return xy[0], xy[1]
}

// click clicks a terminal cell.
func (b *browser) click(col, row int) {
	b.t.Helper()
	x, y := b.cellAt(col, row)
	b.run(chromedp.MouseClickXY(x, y))
}

// clickText clicks the first cell of text where the terminal shows it.
func (b *browser) clickText(text string) {
	b.t.Helper()
	for row, l := range b.lines() {
		if i := strings.Index(l, text); i >= 0 {
			b.click(len([]rune(l[:i])), row)
			return
		}
	}
	b.t.Fatalf("%q is not on the page", text)
}

// shot saves a screenshot of the page in webShots, taken while the
// terminal shows want: again if the page was redrawing meanwhile.
func (b *browser) shot(name, want string) {
	b.t.Helper()
	for range 5 {
		b.waitScreen(want)
		png, err := chromedp.Run(b.ctx, chromedp.FullScreenshot(100))
		if err != nil {
			b.t.Fatal(err)
		}
		if strings.Contains(strings.Join(b.lines(), "\n"), want) {
			if err := os.WriteFile(filepath.Join(webShots, name), png, 0o644); err != nil {
				b.t.Fatal(err)
			}
			return
		}
	}
	b.t.Fatalf("the page kept redrawing: no screenshot %s", name)
}

// codeIn is the room code a screen shows while waiting for an opponent,
// or "".
func codeIn(screen string) string {
	if !strings.Contains(screen, "Waiting for an opponent") {
		return ""
	}
	i := strings.Index(screen, "room ")
	if i < 0 || len(screen) < i+5+room.CodeLen {
		return ""
	}
	return screen[i+5 : i+5+room.CodeLen]
}
