package webdoor

import (
	"embed"
	"net/http"
	"path"
)

// The page and its files are embedded in the binary: xterm.js and its
// fit addon as their npm packages built them (assets/README.md says
// which versions and how they were fetched), and the page itself.
//
//go:embed assets/index.html assets/page.js assets/xterm.js assets/xterm.css assets/addon-fit.js assets/LICENSE.xterm assets/LICENSE.addon-fit
var assets embed.FS

// pageCSP keeps the page to its own scripts and its own WebSocket.
const pageCSP = "default-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'"

// serveAsset serves one embedded file by its name.
func serveAsset(w http.ResponseWriter, r *http.Request) {
	name := path.Clean(r.URL.Path)
	switch name {
	case "page.js", "xterm.js", "xterm.css", "addon-fit.js", "LICENSE.xterm", "LICENSE.addon-fit":
	default:
		http.NotFound(w, r)
		return
	}
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "max-age=3600")
	http.ServeFileFS(w, r, assets, "assets/"+name)
}
