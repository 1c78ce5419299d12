// Package keypress builds the key and mouse messages a terminal's input
// becomes in bubbletea, from names, for tests that drive models directly.
package keypress

import (
	"strings"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"
)

// named are the keys with a name, as tea.Key's String spells them.
var named = map[string]rune{
	"enter": tea.KeyEnter, "esc": tea.KeyEscape, "tab": tea.KeyTab, "backspace": tea.KeyBackspace,
	"space": tea.KeySpace, "up": tea.KeyUp, "down": tea.KeyDown, "left": tea.KeyLeft, "right": tea.KeyRight,
	"home": tea.KeyHome, "end": tea.KeyEnd, "pgup": tea.KeyPgUp, "pgdown": tea.KeyPgDown,
	"delete": tea.KeyDelete, "insert": tea.KeyInsert,
}

// modifiers are the prefixes of a key name, as in "ctrl+shift+tab".
var modifiers = map[string]tea.KeyMod{"ctrl": tea.ModCtrl, "alt": tea.ModAlt, "shift": tea.ModShift}

// Key returns the message of the key named n: a name such as "enter",
// "pgdown" or "space", optionally after modifiers ("ctrl+c", "shift+tab",
// "alt+left"), or the text typed ("q", "A", "c2" — several characters
// arrive as one message, as keys typed quickly or sent by a script do).
// Its String is n.
func Key(n string) tea.KeyPressMsg {
	var mod tea.KeyMod
	base := n
	for {
		pre, rest, ok := strings.Cut(base, "+")
		m, isMod := modifiers[pre]
		if !ok || !isMod || rest == "" {
			break
		}
		mod |= m
		base = rest
	}
	if code, ok := named[base]; ok {
		k := tea.KeyPressMsg{Code: code, Mod: mod}
		if code == tea.KeySpace && mod == 0 {
			k.Text = " "
		}
		return k
	}
	r, size := utf8.DecodeRuneInString(base)
	if size != len(base) {
		return tea.KeyPressMsg{Code: tea.KeyExtended, Text: base, Mod: mod}
	}
	if mod&(tea.ModCtrl|tea.ModAlt) != 0 {
		return tea.KeyPressMsg{Code: r, Mod: mod}
	}
	return tea.KeyPressMsg{Code: r, Text: base, Mod: mod}
}

// Click is a press of the left button at column x, row y.
func Click(x, y int) tea.MouseClickMsg {
	return tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft}
}

// Release is the release of the left button at x, y.
func Release(x, y int) tea.MouseReleaseMsg {
	return tea.MouseReleaseMsg{X: x, Y: y, Button: tea.MouseLeft}
}

// Drag is the pointer moving to x, y with the left button held.
func Drag(x, y int) tea.MouseMotionMsg {
	return tea.MouseMotionMsg{X: x, Y: y, Button: tea.MouseLeft}
}

// Wheel is one step of the wheel at x, y: up, or down.
func Wheel(x, y int, up bool) tea.MouseWheelMsg {
	b := tea.MouseWheelDown
	if up {
		b = tea.MouseWheelUp
	}
	return tea.MouseWheelMsg{X: x, Y: y, Button: b}
}
