// The web door's page: a terminal (xterm.js) that plays over a WebSocket.
// Protocol (server/webdoor/protocol.go): the first message is a text
// hello {cols, rows, lang, name}; then binary messages are the terminal's
// input, text messages {cols, rows} its resizes; the server sends the
// program's output as binary messages.
(function () {
  "use strict";
  var MAX_CHUNK = 1024; // under the server's --web-max-frame
  // a phone's width gets a smaller font: the server draws its small board
  // for a narrow window
  function fontSize() { return window.innerWidth < 600 ? 11 : 15; }
  var term = new Terminal({
    fontSize: fontSize(),
    fontFamily: "DejaVu Sans Mono, Menlo, Consolas, monospace",
    scrollback: 0,
    cursorBlink: false,
    macOptionIsMeta: true,
  });
  var fit = new FitAddon.FitAddon();
  term.loadAddon(fit);
  term.open(document.getElementById("term"));
  window.fetaixTerm = term; // for the browser test (server/webbrowser_test.go)
  fit.fit();
  var status = document.getElementById("status");
  var again = document.getElementById("again");
  var unlink = document.getElementById("unlink");
  // the page's words, in its language (server/webdoor/page.go)
  var words = document.body.dataset;
  var enc = new TextEncoder();
  var ws = null;
  var name = new URLSearchParams(location.search).get("name") || "";

  function say(text) { status.textContent = text; }

  function send(bytes) {
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    for (var i = 0; i < bytes.length; i += MAX_CHUNK) ws.send(bytes.subarray(i, i + MAX_CHUNK));
  }

  var note = ""; // what the last link or sign-out said, kept past the reconnect

  function connect() {
    again.hidden = true;
    say(words.connecting);
    var proto = location.protocol === "https:" ? "wss:" : "ws:";
    var sock = new WebSocket(proto + "//" + location.host + "/ws");
    sock.binaryType = "arraybuffer";
    ws = sock;
    sock.onopen = function () {
      sock.send(JSON.stringify({ cols: term.cols, rows: term.rows, lang: document.documentElement.lang || navigator.language || "", name: name }));
      say(note ? words.connected + " · " + note : words.connected);
      note = "";
      term.focus();
    };
    sock.onmessage = function (e) {
      if (typeof e.data !== "string") term.write(new Uint8Array(e.data));
    };
    sock.onclose = function (e) {
      if (ws !== sock) return;
      say(e.reason ? words.closedWhy.replace("{why}", function () { return e.reason; }) : words.disconnected);
      again.hidden = false;
    };
  }

  term.onData(function (d) { send(enc.encode(d)); });
  term.onBinary(function (d) { // mouse reports in the X10 encoding: one byte a character
    var b = new Uint8Array(d.length);
    for (var i = 0; i < d.length; i++) b[i] = d.charCodeAt(i) & 255;
    send(b);
  });
  term.onResize(function (size) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ cols: size.cols, rows: size.rows }));
  });
  window.addEventListener("resize", function () {
    if (term.options.fontSize !== fontSize()) {
      term.options.fontSize = fontSize();
      requestAnimationFrame(function () { fit.fit(); }); // once the new cells are measured
    }
    fit.fit();
  });
  again.addEventListener("click", connect);

  function post(path, body) {
    return fetch(path, { method: "POST", body: body, credentials: "same-origin" }).then(function (r) {
      return r.text().then(function (t) { return { ok: r.ok, text: t.trim() }; });
    });
  }
  function reconnect(res) {
    say(res.text);
    if (!res.ok) return;
    note = res.text;
    var old = ws;
    ws = null;
    if (old) old.close(1000, "relinked");
    connect();
  }
  document.getElementById("link").addEventListener("submit", function (e) {
    e.preventDefault();
    var code = document.getElementById("code");
    post("/link", new URLSearchParams({ code: code.value })).then(function (res) {
      if (res.ok) {
        code.value = "";
        unlink.hidden = false;
      }
      reconnect(res);
    });
  });
  unlink.addEventListener("click", function () {
    post("/unlink", null).then(function (res) {
      if (res.ok) unlink.hidden = true;
      reconnect(res);
    });
  });
  connect();
})();
