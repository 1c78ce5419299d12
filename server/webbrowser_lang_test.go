package server

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/fetaix/fetaix/internal/testkit/longtest"
)

// TestWebBrowserPageInArabic: a browser asking for Arabic gets the page
// in Arabic, laid out right to left (the bar's name at its right), at
// the phone's width with nothing beyond it (the terminal's off-screen
// helpers would otherwise widen a right-to-left page); the terminal
// connects and its session speaks the page's language; and the
// terminal's rows keep the order of their cells, as a terminal's do: the
// session sends Arabic in the order it is seen, which the browser's own
// bidi ordering would turn back.
func TestWebBrowserPageInArabic(t *testing.T) {
	longtest.Skip(t, "starts Chromium: about 2 s")
	_, _, base := startWebServer(t, nil)
	b := startBrowser(t)
	b.run(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, network.SetExtraHTTPHeaders,
				network.SetExtraHTTPHeadersParams{Headers: network.Headers{"Accept-Language": "ar-MA,ar;q=0.9"}})
			return err
		}),
		chromedp.Navigate(base))
	b.waitScreen("SSH")
	b.waitScreen(arabicSeen) // the lobby's question, in Arabic
	if got := eval[string](b, `document.documentElement.lang + " " + document.documentElement.dir`); got != "ar rtl" {
		t.Errorf("the page's <html>: lang and dir %q, want ar rtl", got)
	}
	if got := eval[string](b, `document.getElementById("status").textContent`); got != "متصل" {
		t.Errorf("the status: %q, want متصل (connected)", got)
	}
	if w := eval[int](b, `document.documentElement.scrollWidth - window.innerWidth`); w > 0 {
		t.Errorf("the page is %d pixels wider than the window", w)
	}
	if !eval[bool](b, `document.querySelector("#bar b").getBoundingClientRect().left > document.getElementById("status").getBoundingClientRect().left`) {
		t.Error("the bar is not laid out right to left: Fetaix is left of the status")
	}
	switch got := eval[string](b, rowOrderJS); got {
	case "cells":
	case "none":
		t.Errorf("no row of the terminal's page holds %q", arabicSeen)
	default:
		t.Errorf("the terminal's row with %q is laid out %s, not in the order of its cells", arabicSeen, got)
	}
	b.shot("phone-ar.png", "SSH")
}

// arabicSeen is "ماذا" (what) in the order a terminal shows it, as the
// session sends it: its last letter first.
const arabicSeen = "اذام"

// rowOrderJS finds arabicSeen in the terminal's rows and says whether
// its first letter sits left of its last ("cells"), right of it
// ("reordered"), or "none".
const rowOrderJS = `(() => {
	const w = document.createTreeWalker(document.querySelector(".xterm-rows"), NodeFilter.SHOW_TEXT);
	for (let n; (n = w.nextNode());) {
		const i = n.data.indexOf("` + arabicSeen + `");
		if (i < 0) continue;
		const r = document.createRange();
		const left = k => { r.setStart(n, i + k); r.setEnd(n, i + k + 1); return r.getBoundingClientRect().left; };
		return left(0) < left(3) ? "cells" : "reordered";
	}
	return "none";
})()`
