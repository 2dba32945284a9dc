package server

import (
	"testing"

	"github.com/baoengine/bao/protocol"
)

// TestOptionsVersion checks that GET /api/options names the server's build,
// which the page shows next to its title.
func TestOptionsVersion(t *testing.T) {
	_, hs := newTestServer(t, Config{Engine: protocol.Config{Name: "Bao", Version: "dev-cc6dabb0aa75"}})
	status, out := call(t, "GET", hs.URL+"/api/options", nil)
	if status != 200 || out["version"] != "Bao dev-cc6dabb0aa75" {
		t.Fatalf("GET /api/options: status %d, version %q, want \"Bao dev-cc6dabb0aa75\"", status, out["version"])
	}
}
