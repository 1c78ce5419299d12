package server

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/termio"
)

// TestHostileInputFloodIsPaced: three sessions of one address send an
// endless paste as fast as SSH lets them. The server reads their input no
// faster than the address's rate (termio.Pacer): once each session's SSH
// window (2 MB) is full, the clients' writes wait, so what they manage to
// send is bounded by the windows and the rate, not by how fast they write.
// An honest session from another address is answered meanwhile.
func TestHostileInputFloodIsPaced(t *testing.T) {
	if ownProcess(t) {
		return
	}
	booksRead(t)
	const (
		sessions  = 3
		rate      = 8 << 10
		addrRate  = 16 << 10
		addrBurst = 32 << 10
		// sshWindow is the ssh library's window of a channel: what a
		// client may send that the server has not read yet
		sshWindow = 2 << 20
	)
	srv, addr, _ := startServer(t, func(c *Config) {
		c.InputRate, c.InputBurst = rate, 16<<10
		c.InputRatePerAddr, c.InputBurstPerAddr = addrRate, addrBurst
	})
	var terms []*term
	for i := range sessions {
		tm := openTerm(t, addr, fmt.Sprintf("flood%d", i), nil, "", 80, 24)
		tm.waitText(0, lobbyText)
		terms = append(terms, tm)
	}
	readBefore := srv.inputRead.Load()
	var sent atomic.Int64
	var wg sync.WaitGroup
	stop := make(chan struct{})
	start := time.Now()
	for _, tm := range terms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			chunk := []byte(strings.Repeat("pasted text that never ends ", 1<<10))
			if _, err := io.WriteString(tm.stdin, "\x1b[200~"); err != nil {
				return
			}
			for {
				select {
				case <-stop:
					return
				default:
				}
				n, err := tm.stdin.Write(chunk)
				sent.Add(int64(n))
				if err != nil {
					return
				}
			}
		}()
	}
	// what the server may have read after d: the address's burst and rate
	// (each session's last read may come before its wait, up to one chunk)
	mayRead := func(d time.Duration) int64 {
		return addrBurst + int64(addrRate*d.Seconds()) + sessions*termio.InputChunk
	}
	// what the clients may have sent: besides that, their full windows
	maySend := func(d time.Duration) int64 { return sessions*sshWindow + mayRead(d) }

	// an honest player of another address, during the flood
	time.Sleep(200 * time.Millisecond)
	honestStart := time.Now()
	honest := openTermFrom(t, addr, otherAddr, "honest", nil, "", 80, 24)
	honest.waitText(0, lobbyText)
	honestTook := time.Since(honestStart)

	// watch for 3 s, or until the clients have sent more than the pace allows
	for time.Since(start) < 3*time.Second && sent.Load() <= maySend(time.Since(start)) {
		time.Sleep(20 * time.Millisecond)
	}
	read, gotSent, took := srv.inputRead.Load()-readBefore, sent.Load(), time.Since(start)
	t.Logf("in %v the clients sent %d KiB, the server read %d KiB (the pace allows %d KiB); an honest lobby took %v",
		took.Round(time.Millisecond), gotSent>>10, read>>10, mayRead(took)>>10, honestTook.Round(time.Millisecond))
	if gotSent > maySend(took) {
		t.Errorf("in %v the clients sent %d bytes: more than their windows and the address's rate allow (%d)", took, gotSent, maySend(took))
	}
	if read > mayRead(took) {
		t.Errorf("in %v the server read %d bytes of input from one address: more than its rate allows (%d)", took, read, mayRead(took))
	}
	close(stop)
	for _, tm := range terms { // their writes waiting on the window end
		tm.close()
	}
	wg.Wait()
}
