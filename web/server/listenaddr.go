package server

import (
	"fmt"
	"net"
)

// CheckListenAddr checks addr, the "host:port" a server is to listen on
// (a port number or a service name), and reports whether host is a
// loopback address ("localhost" included), which Config.LoopbackOnly
// takes.
func CheckListenAddr(addr string) (loopback bool, err error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return false, err
	}
	if _, err := net.LookupPort("tcp", port); err != nil {
		return false, fmt.Errorf("port %q: want a number from 0 to 65535 or a service name", port)
	}
	ip := net.ParseIP(host)
	return host == "localhost" || ip != nil && ip.IsLoopback(), nil
}
