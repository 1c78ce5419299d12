package webdoor

import (
	"sync"

	"github.com/fetaix/fetaix/internal/i18n"
)

// admission counts the web sessions open, in all and per address, and
// refuses one beyond Config.MaxSessions or Config.MaxPerAddr.
type admission struct {
	max, perAddr int

	mu    sync.Mutex
	total int
	by    map[string]int
}

func newAdmission(most, perAddr int) *admission {
	return &admission{max: most, perAddr: perAddr, by: map[string]int{}}
}

// take counts a session from addr (an sshguard.AddrKey), or says why
// not (the text's ID): "" when taken; release gives it back.
func (a *admission) take(addr string) (why i18n.ID) {
	a.mu.Lock()
	defer a.mu.Unlock()
	switch {
	case a.total >= a.max:
		return txtDoorFull
	case a.by[addr] >= a.perAddr:
		return txtTooManyFromAddr
	}
	a.total++
	a.by[addr]++
	return ""
}

// release gives back a session of addr.
func (a *admission) release(addr string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.total--
	if a.by[addr]--; a.by[addr] <= 0 {
		delete(a.by, addr)
	}
}

// open returns the sessions open now.
func (a *admission) open() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.total
}
