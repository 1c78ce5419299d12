package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/fetaix/fetaix/docs"
	"github.com/fetaix/fetaix/internal/mdterm"
)

// docFiles returns README.md and the files of docs/.
func docFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	return append([]string{"README.md"}, files...)
}

// readDoc returns a doc file's text.
func readDoc(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// docParts splits a markdown text into its code lines (fenced, or
// indented by four spaces after a blank line or another code line) and
// its prose paragraphs (lines joined by spaces, so that inline code may
// run over a line's end).
func docParts(text string) (code []string, prose []string) {
	fenced, indented := false, false
	var para []string
	flush := func() {
		if len(para) > 0 {
			prose = append(prose, strings.Join(para, " "))
			para = nil
		}
	}
	prevBlank := true
	for _, l := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(strings.TrimSpace(l), "```"):
			flush()
			fenced = !fenced
		case fenced:
			code = append(code, l)
		case strings.HasPrefix(l, "    ") && (prevBlank || indented) && len(para) == 0:
			indented = true
			code = append(code, l)
		case strings.TrimSpace(l) == "":
			flush()
			indented = false
		default:
			indented = false
			if strings.HasPrefix(l, "|") || strings.HasPrefix(l, "#") {
				flush()
				prose = append(prose, l) // a table row or heading stands alone
				continue
			}
			para = append(para, strings.TrimSpace(l))
		}
		prevBlank = strings.TrimSpace(l) == ""
	}
	flush()
	return code, prose
}

// commandStart finds where a code line runs fetaix: at the line's start,
// after a pipe, && or ;, after sudo, or as a path ending in bin/fetaix;
// "go run ." stands for fetaix.
var commandStart = regexp.MustCompile(`(?:^|\| |&& |; |sudo |bin/)(fetaix|go run \.)(?: |$)`)

// inlineCode finds inline code spans.
var inlineCode = regexp.MustCompile("`([^`]+)`")

// docCommands returns the fetaix command lines of a doc's text: its code
// lines that run fetaix (comments cut, continued lines joined) and its
// inline code spans that start with "fetaix".
func docCommands(text string) []string {
	code, prose := docParts(text)
	var cmds []string
	for i := 0; i < len(code); i++ {
		l := strings.TrimSpace(code[i])
		for strings.HasSuffix(l, `\`) && i+1 < len(code) {
			i++
			l = strings.TrimSuffix(l, `\`) + " " + strings.TrimSpace(code[i])
		}
		loc := commandStart.FindStringSubmatchIndex(l)
		if loc == nil {
			continue
		}
		c := "fetaix" + l[loc[3]:]
		if j := strings.Index(c, " #"); j >= 0 {
			c = c[:j]
		}
		cmds = append(cmds, strings.TrimSpace(c))
	}
	for _, p := range prose {
		for _, m := range inlineCode.FindAllStringSubmatch(p, -1) {
			if c := strings.ReplaceAll(m[1], `\|`, "|"); c == "fetaix" || strings.HasPrefix(c, "fetaix ") {
				cmds = append(cmds, c)
			}
		}
	}
	return cmds
}

// shellWords splits a command line into words as a shell would for
// quotes ('...' and "..."), and stops at a pipe or redirection.
func shellWords(s string) []string {
	var words []string
	var w strings.Builder
	in, quote := false, rune(0)
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			w.WriteRune(r)
		case r == '\'' || r == '"':
			quote, in = r, true
		case unicode.IsSpace(r):
			if in {
				words = append(words, w.String())
				w.Reset()
				in = false
			}
		case (r == '|' || r == '>' || r == '<') && !in:
			return words
		default:
			w.WriteRune(r)
			in = true
		}
	}
	if in {
		words = append(words, w.String())
	}
	return words
}

// placeholderWord is a word that stands for any command or topic: CMD,
// COMMAND, TOPIC.
var placeholderWord = regexp.MustCompile(`^[A-Z]+$`)

// flagWord finds the flags a command line names.
var flagWord = regexp.MustCompile(`^[\[(|]*--([a-z][a-z0-9-]*)`)

// checkCommandLine says what is wrong with a documented fetaix command
// line: a command that does not exist, or a flag its command does not
// have; "" when it parses. Output shown as such, "fetaix CMD: error",
// is no command line and passes.
func checkCommandLine(line string) string {
	words := shellWords(line)[1:]
	for _, w := range words {
		if strings.HasPrefix(w, "-") {
			break
		}
		if strings.HasSuffix(w, ":") {
			return "" // a message the program prints, not a command
		}
	}
	if len(words) == 0 {
		return ""
	}
	switch w := words[0]; {
	case w == "--version" || w == "-version" || w == "version" || w == "-h" || w == "--help":
		return ""
	case w == "help":
		if len(words) == 1 || placeholderWord.MatchString(words[1]) {
			return ""
		}
		if _, ok := commands[words[1]]; ok {
			return ""
		}
		if _, ok := docs.Topic(words[1]); ok {
			return ""
		}
		return "no command or topic " + words[1]
	case placeholderWord.MatchString(w):
		return ""
	}
	cmd, rest := playCommand, words
	if !strings.HasPrefix(words[0], "-") {
		cmd, rest = words[0], words[1:]
	}
	if _, ok := commands[cmd]; !ok {
		return "no command " + cmd
	}
	args := []string{cmd}
	help, code := helpText([]string{cmd, "-h"})
	if code != 0 {
		return cmd + " -h fails"
	}
	if len(rest) > 0 && regexp.MustCompile(`^[a-z]+$`).MatchString(rest[0]) && strings.Contains(help, "fetaix "+cmd+" "+rest[0]+" ") {
		if sub, code := helpText([]string{cmd, rest[0], "-h"}); code == 0 && strings.Contains(sub, "Usage: fetaix "+cmd+" "+rest[0]) {
			args, help = append(args, rest[0]), sub
		}
	}
	known := listedFlags(help)
	if len(known) == 0 { // an overview of subcommands: the flags it names
		for _, m := range regexp.MustCompile(`--([a-z][a-z0-9-]*)`).FindAllStringSubmatch(help, -1) {
			known = append(known, m[1])
		}
	}
	for _, w := range rest {
		if m := flagWord.FindStringSubmatch(w); m != nil && m[1] != "help" && !slices.Contains(known, m[1]) {
			return "fetaix " + strings.Join(args, " ") + " has no flag --" + m[1]
		}
	}
	return ""
}

// TestDocsCommandsParse: every fetaix command line in README.md and
// docs/, in code blocks and inline code, names a command that exists and
// only flags that command has.
func TestDocsCommandsParse(t *testing.T) {
	t.Parallel()
	total := 0
	for _, f := range docFiles(t) {
		for _, c := range docCommands(readDoc(t, f)) {
			total++
			if problem := checkCommandLine(c); problem != "" {
				t.Errorf("%s: %q: %s", f, c, problem)
			}
		}
	}
	if total < 50 {
		t.Errorf("found only %d fetaix command lines in the docs", total)
	}
	t.Logf("%d fetaix command lines checked", total)
}

// TestDocsCommandCheckCatches: the check refuses a command or a flag
// that does not exist, and passes what the program prints.
func TestDocsCommandCheckCatches(t *testing.T) {
	t.Parallel()
	for line, bad := range map[string]bool{
		"fetaix bogus --x":                         true,
		"fetaix serve --no-such-flag":              true,
		"fetaix --levle 3":                         true, //nolint:misspell // a misspelt flag is the case
		"fetaix tables build --pieces 4 --depth 3": true,
		"fetaix help nosuchtopic":                  true,
		"fetaix tables build --pieces 4":           false,
		"fetaix --level 3 --mode hotseat":          false,
		"fetaix help rules":                        false,
		"fetaix play: --level: bad value":          false,
		"fetaix admin ban alice --for 7d":          false,
	} {
		if got := checkCommandLine(line) != ""; got != bad {
			t.Errorf("%q: refused %v, want %v (%s)", line, got, bad, checkCommandLine(line))
		}
	}
	cmds := docCommands("text `fetaix serve\n--listen :1` more\n\n    fetaix bench --depth 3   # note\n\n```\njournalctl -u fetaix -f\nprintf 'x' | fetaix engine --hash 8\n```\n")
	want := []string{"fetaix bench --depth 3", "fetaix engine --hash 8", "fetaix serve --listen :1"}
	if !slices.Equal(cmds, want) {
		t.Errorf("docCommands = %q, want %q", cmds, want)
	}
}

// markdownLink finds the targets of markdown links.
var markdownLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// headingSlug is the anchor GitHub gives a heading: lower case, the
// characters other than letters, digits, spaces, - and _ dropped, spaces
// made dashes.
func headingSlug(h string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(h)) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteRune('-')
		}
	}
	return b.String()
}

// anchors returns the anchors of a markdown text's headings, a repeated
// one numbered as GitHub numbers it (-1, -2 ...).
func anchors(text string) map[string]bool {
	lines := strings.Split(text, "\n")
	seen := map[string]int{}
	out := map[string]bool{}
	for i, n := range headingLevels(lines) {
		if n == 0 {
			continue
		}
		s := headingSlug(lines[i][n:])
		if k := seen[s]; k > 0 {
			out[s+"-"+strconv.Itoa(k)] = true
		} else {
			out[s] = true
		}
		seen[s]++
	}
	return out
}

// TestDocsLinksResolve: every relative link of README.md and docs/
// reaches a file that exists, and its #anchor a heading of that file.
func TestDocsLinksResolve(t *testing.T) {
	t.Parallel()
	links := 0
	for _, f := range docFiles(t) {
		_, prose := docParts(readDoc(t, f))
		for _, p := range prose {
			p = inlineCode.ReplaceAllString(p, "")
			for _, m := range markdownLink.FindAllStringSubmatch(p, -1) {
				target := m[1]
				if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				links++
				path, anchor, _ := strings.Cut(target, "#")
				file := f
				if path != "" {
					file = filepath.Join(filepath.Dir(f), path)
				}
				info, err := os.Stat(file)
				if err != nil {
					t.Errorf("%s: link %q: %v", f, target, err)
					continue
				}
				if anchor == "" {
					continue
				}
				if info.IsDir() || !strings.HasSuffix(file, ".md") {
					t.Errorf("%s: link %q: an anchor in %s, which is no markdown file", f, target, file)
					continue
				}
				if !anchors(readDoc(t, file))[anchor] {
					t.Errorf("%s: link %q: %s has no heading #%s", f, target, file, anchor)
				}
			}
		}
	}
	if links < 20 {
		t.Errorf("found only %d relative links in the docs", links)
	}
}

// historyPhrase finds the words of a story of changes, which the docs
// do not tell: they describe the program as it is.
var historyPhrase = regexp.MustCompile(`(?i)this session|\bissue #?\d|before →|\bused to\b|this project's|\bas before\b`)

// TestDocsTellNoHistory: README.md and docs/ hold no history phrases.
func TestDocsTellNoHistory(t *testing.T) {
	t.Parallel()
	for _, f := range docFiles(t) {
		for i, l := range strings.Split(readDoc(t, f), "\n") {
			if m := historyPhrase.FindString(l); m != "" {
				t.Errorf("%s:%d: %q tells history: %s", f, i+1, m, l)
			}
		}
	}
}

// TestHelpTopics: fetaix help lists every topic; fetaix help TOPIC
// prints docs/TOPIC.md drawn as plain text when stdout is no terminal; the index lists every topic's file; and
// an unknown topic is an error that lists the topics, exit status 2.
func TestHelpTopics(t *testing.T) {
	files, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, f := range files {
		if name := strings.TrimSuffix(filepath.Base(f), ".md"); name != "README" {
			want = append(want, name)
		}
	}
	if got := docs.Topics(); !slices.Equal(got, want) {
		t.Fatalf("docs.Topics() = %v, want the files of docs/: %v", got, want)
	}
	for _, need := range []string{"rules", "playing", "server", "operating", "engine", "tables", "proofs", "development", "measurements"} {
		if !slices.Contains(want, need) {
			t.Errorf("docs/ has no %s.md", need)
		}
	}
	code, list, _ := runFetaix("help")
	if code != 0 {
		t.Fatalf("fetaix help: exit %d", code)
	}
	index := readDoc(t, "docs/README.md")
	t.Setenv("COLUMNS", "") // a pipe: the pages are wrapped at 80 columns
	for _, topic := range want {
		text := readDoc(t, "docs/"+topic+".md")
		printed, err := mdterm.Render(text, defaultPageWidth, mdterm.Plain)
		if err != nil {
			t.Fatal(err)
		}
		printed += "\n"
		if _, isCommand := commands[topic]; isCommand { // its flags first
			cmdHelp, _ := helpText([]string{topic, "-h"})
			printed = cmdHelp + "\n" + printed
		}
		code, out, errOut := runFetaix("help", topic)
		if code != 0 || out != printed {
			t.Errorf("fetaix help %s: exit %d, %s; its output is not docs/%s.md drawn as plain text", topic, code, errOut, topic)
		}
		if !strings.Contains(list, "  "+topic+" ") {
			t.Errorf("fetaix help does not list the topic %s:\n%s", topic, list)
		}
		if !strings.Contains(index, "]("+topic+".md)") {
			t.Errorf("docs/README.md does not link %s.md", topic)
		}
		if lines := strings.SplitN(text, "\n", 4); len(lines) < 3 || !strings.HasPrefix(lines[0], "# ") || !strings.HasPrefix(lines[2], "What this page is for: ") {
			t.Errorf("docs/%s.md does not start with its title and what it is for", topic)
		}
	}
	code, _, errOut := runFetaix("help", "nosuchtopic")
	if code != 2 || !strings.Contains(errOut, `"nosuchtopic"`) || !strings.Contains(errOut, strings.Join(want, ", ")) {
		t.Errorf("fetaix help nosuchtopic: exit %d, %q; want 2 and the topics listed", code, errOut)
	}
	if code, out, _ := runFetaix("help", "serve"); code != 0 || !strings.Contains(out, "  --listen ADDR") {
		t.Errorf("fetaix help serve: exit %d, not serve's flags:\n%s", code, out)
	}
}
