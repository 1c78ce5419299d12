package chatbox

import "fmt"

// The texts of the chat box.

// prompt is the open line's prompt.
const prompt = "say: "

// lineHint is the keys of the open line, after how many log lines are
// hidden below when scrolled.
func lineHint(scroll int) string {
	hint := "enter send · esc close"
	if scroll > 0 {
		hint = fmt.Sprintf("↓ %d more · ", scroll) + hint
	}
	return hint
}
