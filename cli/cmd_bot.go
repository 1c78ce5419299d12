package cli

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/botclient"
)

func init() {
	register(&command{name: "bot", summary: "play an engine as a bot account on a fetaix server", run: runBot})
}

// builtinEngine is the --engine word for fetaix's own engine.
const builtinEngine = "builtin"

func runBot(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	const synopsis = "bot --engine CMD [--key FILE] [--known-hosts FILE] [--port N] [--user NAME] [--accept rated,casual] [--max-games N] [--challenge NAME [--terms TERMS]] ADDRESS"
	fs := newFlags("bot", synopsis, stdout, stderr)
	engine := fs.String("engine", "", "the engine's command line `CMD`, split at spaces (no quoting), e.g. \"/usr/local/bin/sparring --threads 2\";\n"+
		builtinEngine+" is fetaix's own engine (this program's fetaix engine)")
	key := fs.String("key", "", "the bot account's private key `FILE` (no passphrase) (default ~/.ssh/id_ed25519)")
	known := fs.String("known-hosts", "", "the known hosts `FILE`: a server met first is remembered, a changed host key refused\n(default "+botclient.KnownHostsName+" beside the key)")
	port := fs.Int("port", 0, "the server's SSH port (default: ADDRESS's, else 22)")
	user := fs.String("user", "bot", "the SSH user `NAME` (the server knows the bot by its key)")
	accept := fs.String("accept", "rated,casual", "the challenges to accept: `KINDS` among rated and casual, comma-separated")
	maxGames := fs.Int("max-games", 1, fmt.Sprintf("the games at once to accept challenges for (1-%d), one engine process each", botclient.MaxGamesLimit))
	challenge := fs.String("challenge", "", "a player or bot `NAME` to challenge whenever the bot has no game (at most every "+botclient.ChallengeEvery.String()+")")
	terms := fs.String("terms", "rated 5+3", "the `TERMS` of --challenge: rated or casual, and a clock M+I, Nd (days per move) or none")
	fs.Usage = func() {
		fmt.Fprint(stdout, usageText(fs, synopsis+"\n\n"+
			"Connects to the fetaix server at ADDRESS over SSH with a bot account's key, runs\n"+
			"its bot command, and plays there with an engine that speaks the engine protocol:\n"+
			"it accepts the challenges --accept and --max-games allow and declines the others,\n"+
			"plays each game on its clock with an engine process of its own, declines draw\n"+
			"offers and takebacks, and after a dropped connection connects again (waits of\n"+
			"1 s doubling up to 1 min, 20 tries in a row at most), picking its games up.\n"+
			"It logs what it does on standard output, and stops at Ctrl-C.\n"+
			"See fetaix help botbridge."))
	}
	rest, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	cfg := botclient.Config{User: *user, MaxGames: *maxGames, Log: stdout, Challenge: *challenge, ChallengeTerms: *terms}
	switch {
	case len(rest) != 1:
		return &usageError{"want exactly one ADDRESS", "see fetaix help bot"}
	case strings.TrimSpace(*engine) == "":
		return missingFlag("engine", "the engine's command line, or "+builtinEngine)
	case *port < 0 || *port > 65535:
		return badValue("port", *port, "1..65535")
	case *maxGames < 1 || *maxGames > botclient.MaxGamesLimit:
		return badValue("max-games", *maxGames, fmt.Sprintf("1..%d", botclient.MaxGamesLimit))
	case strings.ContainsAny(*challenge+*terms, "\r\n") || strings.Contains(*challenge, " "):
		return badValue("challenge", *challenge+" "+*terms, "one name, and terms on one line")
	}
	if cfg.Rated, cfg.Casual, err = parseAccept(*accept); err != nil {
		return err
	}
	cfg.Addr = botAddress(rest[0], *port)
	if cfg.KeyFile, cfg.Key, err = readBotKey(*key); err != nil {
		return err
	}
	if *known == "" {
		*known = botclient.DefaultKnownHosts(cfg.KeyFile)
	}
	cfg.HostKeys = botclient.RememberHosts(*known)
	if cfg.Engine, err = botEngine(*engine); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return botclient.Run(ctx, cfg)
}

// parseAccept reads --accept.
func parseAccept(text string) (rated, casual bool, err error) {
	for _, k := range strings.Split(text, ",") {
		switch strings.TrimSpace(k) {
		case "rated":
			rated = true
		case "casual":
			casual = true
		default:
			return false, false, badValue("accept", text, "rated, casual or rated,casual")
		}
	}
	return rated, casual, nil
}

// botAddress is ADDRESS with its port: --port if set, else ADDRESS's
// own, else 22.
func botAddress(addr string, port int) string {
	host, p, err := net.SplitHostPort(addr)
	if err != nil {
		host, p = strings.Trim(addr, "[]"), "22"
	}
	if port > 0 {
		p = strconv.Itoa(port)
	}
	return net.JoinHostPort(host, p)
}

// readBotKey reads the private key at file (~/.ssh/id_ed25519 when "").
func readBotKey(file string) (string, ssh.Signer, error) {
	if file == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", nil, flagErr("key", err)
		}
		file = filepath.Join(home, ".ssh", "id_ed25519")
	}
	pem, err := os.ReadFile(file)
	if err != nil {
		return "", nil, flagErr("key", err)
	}
	signer, err := ssh.ParsePrivateKey(pem)
	if _, ok := err.(*ssh.PassphraseMissingError); ok {
		return "", nil, flagErr("key", fmt.Errorf("%s is protected by a passphrase: the bridge needs a key without one (a key of its own for the bot account)", file))
	}
	if err != nil {
		return "", nil, flagErr("key", fmt.Errorf("%s: %w", file, err))
	}
	return file, signer, nil
}

// botEngine is --engine's factory: builtin, or a program found on the
// path or at its path.
func botEngine(text string) (botclient.EngineFactory, error) {
	if text == builtinEngine {
		self, err := os.Executable()
		if err != nil {
			return nil, flagErr("engine", err)
		}
		return botclient.ExternalEngine(self, "engine"), nil
	}
	f := strings.Fields(text)
	path, err := exec.LookPath(f[0])
	if err != nil {
		return nil, flagErr("engine", err)
	}
	return botclient.ExternalEngine(path, f[1:]...), nil
}
