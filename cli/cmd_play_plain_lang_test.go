package cli

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// runPlain runs fetaix --plain with args and the environment env added,
// types input, and returns the lines written.
func runPlain(t *testing.T, env []string, input string, args ...string) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], append([]string{"--plain", "--level", "1", "--no-tables"}, args...)...)
	cmd.Env = append(append(os.Environ(), runMainEnv+"=1", "LC_ALL=", "LC_MESSAGES="), env...)
	cmd.Stdin = strings.NewReader(input)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("fetaix %v: %v (stderr %q)", args, err, stderr.String())
	}
	return strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
}

// wantLines checks got against want, line by line.
func wantLines(t *testing.T, got, want []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d = %q\nwant       %q", i+1, got[i], want[i])
		}
	}
}

// TestPlayPlainInFrench: --lang fr wins over LANG, and the game's lines,
// the board and an error are French; the commands stay English words.
func TestPlayPlainInFrench(t *testing.T) {
	t.Parallel()
	got := runPlain(t, []string{"LANG=ar_MA.UTF-8"}, "board\nrank 9\npieces white\nquit\n", "--lang", "fr")
	wantLines(t, got, []string{
		"Nouvelle partie : vous jouez les Blancs, l'ordinateur joue les Noirs au niveau 1 (débutant). Tapez help pour les commandes.", //nolint:misspell // French
		"Trait aux Blancs. À vous de jouer.",
		"Plateau, rangée 5 en haut, colonnes a à e :",
		"Rangée 5 : a5 pion noir, b5 pion noir, c5 pion noir, d5 pion noir, e5 pion noir.",
		"Rangée 4 : a4 pion noir, b4 pion noir, c4 pion noir, d4 pion noir, e4 pion noir.",
		"Rangée 3 : a3 pion noir, b3 pion noir, c3 vide, d3 pion blanc, e3 pion blanc.",
		"Rangée 2 : a2 pion blanc, b2 pion blanc, c2 pion blanc, d2 pion blanc, e2 pion blanc.",
		"Rangée 1 : a1 pion blanc, b1 pion blanc, c1 pion blanc, d1 pion blanc, e1 pion blanc.",
		"Trait aux Blancs.",
		`Il n'y a pas de rangée "9" : les rangées vont de 1 à 5.`,
		"Les Blancs ont 12 pions : a1, b1, c1, d1, e1, a2, b2, c2, d2, e2, d3 et e3.",
		"Au revoir.",
	})
}

// TestPlayPlainInArabic: LANG chooses Arabic, and the lines are written
// in logical order (the order a screen reader reads) even with --bidi
// app, which reorders the full screen's lines.
func TestPlayPlainInArabic(t *testing.T) {
	t.Parallel()
	got := runPlain(t, []string{"LANG=ar_MA.UTF-8"}, "file c\nc2-c4\nquit\n", "--bidi", "app")
	wantLines(t, got, []string{
		"مباراة جديدة: أنت الأبيض، والحاسوب الأسود في المستوى 1 (مبتدئ). اكتب help لقائمة الأوامر.",
		"الدور على الأبيض. دورك.",
		"العمود c: c1 بيدق أبيض، c2 بيدق أبيض، c3 فارغة، c4 بيدق أسود، c5 بيدق أسود.",
		"c2-c4 ليست قانونية. النقلات القانونية: b2-c3، c2-c3، d2-c3 و d3-c3.",
		"إلى اللقاء.",
	})
}
