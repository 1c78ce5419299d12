package ui

import "strings"

// WideAmbiguous reports whether the terminal of the environment getenv
// reads draws East Asian ambiguous-width characters (the board's ●, ○,
// ─, │, ╱, ╲ …) two cells wide, as CJK terminals do. The rule is
// mattn/go-runewidth's, read from the given environment rather than the
// process's (over SSH it is the client's):
//
//   - RUNEWIDTH_EASTASIAN, when set, decides: "1" means wide, any other
//     value ("0") narrow;
//   - else the locale decides, the first non-empty of LC_ALL, LC_CTYPE
//     and LANG: wide for a Chinese, Japanese or Korean one (zh, ja, ko:
//     ja_JP.UTF-8, zh_CN, ko_KR.eucKR) or one in a CJK multibyte charset
//     (eucJP, SJIS, Big5, GBK …), unless its modifier is @cjk_narrow;
//     narrow for C, POSIX, any other locale, or none.
//
// Unlike go-runewidth, a CJK language without a charset (zh_CN) counts
// as wide: its C library's default charset is a CJK multibyte one.
func WideAmbiguous(getenv func(string) string) bool {
	if v := getenv("RUNEWIDTH_EASTASIAN"); v != "" {
		return v == "1"
	}
	locale := ""
	for _, name := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if locale = getenv(name); locale != "" {
			break
		}
	}
	return cjkLocale(locale)
}

// cjkLocale reports whether a locale name (language[_TERRITORY][.charset]
// [@modifier]) is a CJK one for WideAmbiguous.
func cjkLocale(locale string) bool {
	rest, modifier, _ := strings.Cut(locale, "@")
	if strings.EqualFold(modifier, "cjk_narrow") {
		return false
	}
	lang, charset, _ := strings.Cut(rest, ".")
	lang, _, _ = strings.Cut(lang, "_")
	switch strings.ToLower(lang) {
	case "ja", "ko", "zh":
		return true
	}
	switch strings.ToLower(strings.ReplaceAll(charset, "-", "")) {
	case "jis", "eucjp", "euckr", "euccn", "sjis", "cp932", "cp51932", "cp936", "cp949", "cp950", "big5", "gbk", "gb2312":
		return true
	}
	return false
}

// EnvLookup is a getenv over an environment list of NAME=value entries,
// such as an SSH session's (the last entry of a name wins, as in
// os/exec), for WideAmbiguous.
func EnvLookup(env []string) func(string) string {
	return func(name string) string {
		v := ""
		for _, e := range env {
			if k, val, ok := strings.Cut(e, "="); ok && k == name {
				v = val
			}
		}
		return v
	}
}
