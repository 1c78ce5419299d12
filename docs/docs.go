// Package docs holds the documentation's topic files, embedded in the
// program so that "fetaix help TOPIC" prints them. Each file NAME.md of
// this folder but README.md (the index) is the topic NAME.
package docs

import (
	"embed"
	"io/fs"
	"slices"
	"strings"
)

//go:embed *.md
var files embed.FS

// translated holds the pages translated into other languages that the
// program shows: docs/LANG/NAME.md. They are no topics.
//
//go:embed fr/rules.md ar/rules.md
var translated embed.FS

// index is the file that lists the topics; it is no topic itself.
const index = "README.md"

// Topics returns the topics' names, sorted: the files' names without .md.
func Topics() []string {
	entries, err := fs.ReadDir(files, ".")
	if err != nil {
		panic(err) // the embedded folder is always there
	}
	var names []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".md"); ok && e.Name() != index {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

// Topic returns the text of the topic named name, and whether there is one.
func Topic(name string) (string, bool) {
	if name == "" || strings.ContainsAny(name, "/.") || !slices.Contains(Topics(), name) {
		return "", false
	}
	data, err := files.ReadFile(name + ".md")
	if err != nil {
		return "", false
	}
	return string(data), true
}

// Title returns a topic's title: its first line without the "# ".
func Title(name string) string {
	text, _ := Topic(name)
	first, _, _ := strings.Cut(text, "\n")
	return strings.TrimPrefix(first, "# ")
}

// TopicIn returns topic name as translated into the language of ISO
// 639-1 code lang ("fr", "ar"), and whether the program holds that
// translation (the rules, in French and Arabic).
func TopicIn(lang, name string) (string, bool) {
	if lang == "" || name == "" || strings.ContainsAny(lang+name, "/.") {
		return "", false
	}
	data, err := translated.ReadFile(lang + "/" + name + ".md")
	if err != nil {
		return "", false
	}
	return string(data), true
}
