package notify

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/store"
)

// TestValidateURL: https to a public host passes; plain http, other
// schemes, literal addresses that are not public, no host and too long
// are refused with a clear error, unless the operator allows private
// addresses (then http goes to loopback only).
func TestValidateURL(t *testing.T) {
	for _, tc := range []struct {
		url   string
		allow bool
		want  string // in the error; "" accepted
	}{
		{"https://ntfy.sh/my-topic", false, ""},
		{"https://user:pw@hooks.example.com:8443/x?y=1", false, ""},
		{"https://localhost/x", false, ""}, // a name: checked as it is dialled
		{"http://ntfy.sh/my-topic", false, "only https"},
		{"ftp://ntfy.sh/x", false, "only https"},
		{"ntfy.sh/x", false, "only https"},
		{"https:///x", false, "no host"},
		{"", false, "type the web address"},
		{"https://ntfy.sh/" + strings.Repeat("a", MaxURLLen), false, "at most 512"},
		{"https://127.0.0.1/x", false, "not a public"},
		{"https://10.1.2.3/x", false, "not a public"},
		{"https://192.168.1.1/x", false, "not a public"},
		{"https://172.16.0.1/x", false, "not a public"},
		{"https://169.254.169.254/latest", false, "not a public"},
		{"https://100.64.0.1/", false, "not a public"},
		{"https://0.0.0.0/", false, "not a public"},
		{"https://224.0.0.1/", false, "not a public"},
		{"https://[::1]/x", false, "not a public"},
		{"https://[fe80::1]/x", false, "not a public"},
		{"https://[fd00::1]/x", false, "not a public"},
		{"https://[::ffff:127.0.0.1]/x", false, "not a public"},
		{"https://[64:ff9b::a00:1]/x", false, "not a public"},
		{"https://8.8.8.8/x", false, ""},
		{"https://[2606:4700::1111]/x", false, ""},
		{"https://10.1.2.3/x", true, ""},
		{"http://127.0.0.1:8080/x", true, ""},
		{"http://localhost:8080/x", true, ""},
		{"http://[::1]:8080/x", true, ""},
		{"http://10.1.2.3/x", true, "only to this machine"},
		{"http://ntfy.sh/x", true, "only to this machine"},
	} {
		err := ValidateURL(tc.url, tc.allow)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q (allow %v): refused: %v", tc.url, tc.allow, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q (allow %v): %v, want an error saying %q", tc.url, tc.allow, err, tc.want)
		}
	}
}

// TestDialRefusesPrivate: a name that resolves to a loopback address
// passes the check of the address typed, and is refused as it is
// dialled: nothing reaches the server, the message is not retried.
func TestDialRefusesPrivate(t *testing.T) {
	reached := 0
	srv := httptest.NewTLSServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { reached++ }))
	t.Cleanup(srv.Close)
	url := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1) // https://localhost:PORT
	if err := ValidateURL(url, false); err != nil {
		t.Fatalf("%s refused as typed: %v", url, err)
	}
	n, _ := testNotifier(t, url, AllKinds, func(c *Config) { c.AllowPrivate = false })
	retry, err := n.post.post(context.Background(), url, "x")
	var refused *AddressError
	if !errors.As(err, &refused) || retry || !strings.Contains(err.Error(), "not a public") {
		t.Errorf("post to %s: %v (retry %v), want a refused address", url, err, retry)
	}
	n.Post(over("ABCD", 1))
	waitFor(t, "the failure", func() bool { return n.Stats().Failed == 1 })
	if s := n.Stats(); s.Retried != 0 || reached != 0 {
		t.Errorf("stats %+v, the server reached %d times", s, reached)
	}
	if err := n.Test(context.Background(), 1, url); !errors.As(err, &refused) {
		t.Errorf("test message: %v", err)
	}
}

// TestDialControl: the check of the address dialled passes only public
// addresses, or any when allowed, or loopback alone for plain http.
func TestDialControl(t *testing.T) {
	for _, tc := range []struct {
		addr            string
		loopOnly, allow bool
		ok              bool
	}{
		{"93.184.216.34:443", false, false, true},
		{"[2606:4700::1111]:443", false, false, true},
		{"127.0.0.1:443", false, false, false},
		{"10.0.0.7:443", false, false, false},
		{"[::ffff:192.168.0.1]:443", false, false, false},
		{"169.254.169.254:80", false, false, false},
		{"10.0.0.7:443", false, true, true},
		{"127.0.0.1:80", true, true, true},
		{"[::1]:80", true, true, true},
		{"10.0.0.7:80", true, true, false},
		{"93.184.216.34:80", true, true, false},
	} {
		err := dialControl(tc.loopOnly, tc.allow)("tcp", tc.addr, nil)
		if (err == nil) != tc.ok {
			t.Errorf("%s (loopback only %v, allow %v): %v", tc.addr, tc.loopOnly, tc.allow, err)
		}
	}
}

// TestSaveChecks: Save refuses a bad address and a guest, stores a good
// one with the events asked for, and removes it when cleared.
func TestSaveChecks(t *testing.T) {
	n, st := testNotifier(t, "", 0, func(c *Config) { c.AllowPrivate = false })
	ctx := context.Background()
	if err := n.Save(ctx, 1, store.NotifyTarget{URL: "https://10.0.0.1/x", Events: 1}); err == nil {
		t.Error("a private address saved")
	}
	if err := n.Save(ctx, 0, store.NotifyTarget{URL: "https://ntfy.sh/x"}); !errors.Is(err, ErrGuest) {
		t.Errorf("a guest's address: %v", err)
	}
	if err := n.Save(ctx, 1, store.NotifyTarget{URL: " https://ntfy.sh/x ", Events: 0xff}); err != nil {
		t.Fatal(err)
	}
	if got := st.targets[1]; got != (store.NotifyTarget{URL: "https://ntfy.sh/x", Events: uint8(AllKinds)}) {
		t.Errorf("stored %+v", got)
	}
	_ = time.Second
}
