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
// connects.
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
	b.shot("phone-ar.png", "SSH")
}
