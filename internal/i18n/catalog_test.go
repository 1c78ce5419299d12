package i18n

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// readCatalog reads a language's keys, from all its files, and for each
// plural text its forms; a key in two of its files fails.
func readCatalog(t *testing.T, l Lang) map[string][]string {
	t.Helper()
	out, in := map[string][]string{}, map[string]string{}
	files := catalogFiles(l)
	if len(files) == 0 {
		t.Fatalf("%s: no catalog files", l)
	}
	for _, f := range files {
		b, err := catalogFS.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(b, &raw); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for k, v := range raw {
			if other, ok := in[k]; ok {
				t.Errorf("%q is in %s and in %s", k, other, f)
			}
			in[k] = f
			readForms(out, k, v)
		}
	}
	return out
}

// readForms records key k of a catalog: a plain text (nil) or a plural
// one's forms.
func readForms(out map[string][]string, k string, v json.RawMessage) {
	var forms map[string]string
	if json.Unmarshal(v, &forms) != nil {
		out[k] = nil
		return
	}
	for f := range forms {
		out[k] = append(out[k], f)
	}
	slices.Sort(out[k])
}

// idLike is what a catalog key looks like: "ui.status.toMove".
var idLike = regexp.MustCompile(`^[a-z][a-z0-9]*(\.[a-zA-Z0-9]+)+$`)

// usedIDs scans the module's non-test Go files for the catalog's IDs:
// the constants declared of type i18n.ID, and the string literals that
// look like an ID where an ID is given (a composite literal's elements, a
// call's arguments). It returns each with the file it is in.
func usedIDs(t *testing.T, root string) map[string]string {
	t.Helper()
	used := map[string]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		add := func(e ast.Expr) {
			if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil && idLike.MatchString(s) {
					used[s] = path
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				if isIDType(n.Type) {
					for _, v := range n.Values {
						add(v)
					}
				}
			case *ast.CompositeLit:
				for _, e := range n.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok {
						e = kv.Value
					}
					add(e)
				}
			case *ast.CallExpr:
				for _, a := range n.Args {
					add(a)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return used
}

// isIDType says the type expression is i18n.ID (or ID in this package).
func isIDType(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name == "ID"
	case *ast.SelectorExpr:
		x, ok := e.X.(*ast.Ident)
		return ok && x.Name == "i18n" && e.Sel.Name == "ID"
	}
	return false
}

// TestCatalogsComplete fails on a key of English missing from French or
// Arabic (or one they hold that English does not), on an ID the code
// uses that English lacks, and on a key of the catalogs no code uses.
func TestCatalogsComplete(t *testing.T) {
	en := readCatalog(t, English)
	if len(en) == 0 {
		t.Fatal("the English catalog is empty")
	}
	for _, l := range Langs[1:] {
		c := readCatalog(t, l)
		for k := range en {
			if _, ok := c[k]; !ok {
				t.Errorf("%s lacks %q", l, k)
			}
		}
		for k := range c {
			if _, ok := en[k]; !ok {
				t.Errorf("%s has %q, which English has not", l, k)
			}
		}
	}
	spaces := map[string]bool{} // the keys' first parts: "ui", "lobby"
	for k := range en {
		spaces[k[:strings.IndexByte(k, '.')]] = true
	}
	used := usedIDs(t, "../..")
	for id, file := range used {
		if _, ok := en[id]; !ok && spaces[id[:strings.IndexByte(id, '.')]] {
			t.Errorf("%s uses %q, which the catalogs lack", file, id)
		}
	}
	for k := range en {
		if _, ok := used[k]; !ok {
			t.Errorf("the catalogs hold %q, which no code uses", k)
		}
	}
}

// TestPluralForms fails on a text that agrees with a count and lacks a
// form its language's CLDR rules need (Arabic has six: zero, one, two,
// few, many, other), or mixes plural and plain between languages.
func TestPluralForms(t *testing.T) {
	need := map[Lang][]string{
		English: {"one", "other"},
		French:  {"many", "one", "other"},
		Arabic:  {"few", "many", "one", "other", "two", "zero"},
	}
	en := readCatalog(t, English)
	for _, l := range Langs {
		c := readCatalog(t, l)
		for k, forms := range c {
			if (forms == nil) != (en[k] == nil) {
				t.Errorf("%s %q: plural in one catalog, plain in the other", l, k)
				continue
			}
			if forms != nil && !slices.Equal(forms, need[l]) {
				t.Errorf("%s %q has the forms %v, its rules need %v", l, k, forms, need[l])
			}
		}
	}
}

// TestPluralChoice checks that a count picks its language's form:
// Arabic's dual and its 3-10 and 11-99 forms.
func TestPluralChoice(t *testing.T) {
	ar := New(Arabic, BidiTerminal)
	cases := map[int]string{1: "نصف نقلة واحد", 2: "نصفا نقلة", 5: "5 أنصاف نقلات", 50: "50 نصف نقلة"}
	for n, want := range cases {
		if got := ar.N("ui.plies", n); got != want {
			t.Errorf("ar plies %d = %q, want %q", n, got, want)
		}
	}
	var en *Localizer
	if got := en.N("ui.plies", 1); got != "1 ply" {
		t.Errorf("en plies 1 = %q", got)
	}
	if got := New(French, BidiApp).N("ui.plies", 2); got != "2 demi-coups" {
		t.Errorf("fr plies 2 = %q", got)
	}
}

// TestTextsFillArguments checks a text with arguments in each language.
func TestTextsFillArguments(t *testing.T) {
	var en *Localizer
	if got := en.T("ui.status.toMove", "Side", "White"); got != "White to move" {
		t.Errorf("en = %q", got)
	}
	if got := New(French, BidiApp).T("ui.status.toMove", "Side", "Blancs"); got != "Trait aux Blancs" {
		t.Errorf("fr = %q", got)
	}
}
