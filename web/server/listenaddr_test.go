package server

import "testing"

func TestCheckListenAddr(t *testing.T) {
	for addr, want := range map[string]bool{"127.0.0.1:8080": true, "localhost:http": true, "[::1]:0": true, "0.0.0.0:8080": false, ":8080": false} {
		if got, err := CheckListenAddr(addr); err != nil || got != want {
			t.Errorf("%q: loopback %v, %v; want %v", addr, got, err, want)
		}
	}
	for addr, want := range map[string]string{"127.0.0.1": "address 127.0.0.1: missing port in address", "127.0.0.1:99999": `port "99999": want a number from 0 to 65535 or a service name`} {
		if _, err := CheckListenAddr(addr); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", addr, err, want)
		}
	}
}
