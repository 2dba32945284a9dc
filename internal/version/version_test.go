package version

import (
	"runtime/debug"
	"testing"
)

// TestStamp: a build named when linked is that name, whatever its build
// information says, and StampFlag sets this package's variable.
func TestStamp(t *testing.T) {
	in := Info{Version: "dev", Revision: "cc6dabb0aa75744ae217266050b40adeae24d37b", Modified: true, Stamp: "v0.2.0"}
	if got := in.String(); got != "v0.2.0" {
		t.Errorf("String() = %q, want the stamp v0.2.0", got)
	}
	if got, want := StampFlag("v0.2.0"), "-X=github.com/baoengine/bao/internal/version.stamped=v0.2.0"; got != want {
		t.Errorf("StampFlag = %q, want %q", got, want)
	}
}

func TestFromBuildInfo(t *testing.T) {
	const rev = "cc6dabb0aa75744ae217266050b40adeae24d37b"
	vcs := func(modified string) []debug.BuildSetting {
		return []debug.BuildSetting{
			{Key: "vcs", Value: "git"},
			{Key: "vcs.revision", Value: rev},
			{Key: "vcs.time", Value: "2026-11-29T15:34:49Z"},
			{Key: "vcs.modified", Value: modified},
		}
	}
	cases := []struct {
		name     string
		main     string
		settings []debug.BuildSetting
		want     string
		wantRev  string
	}{
		{"go run: nothing stamped", "(devel)", nil, "dev", ""},
		{"no module version", "", nil, "dev", ""},
		{"go build between releases", "v0.0.0-20261129153449-cc6dabb0aa75", vcs("false"), "dev-cc6dabb0aa75", rev},
		{"go build, uncommitted changes", "v0.0.0-20261129153449-cc6dabb0aa75+dirty", vcs("true"), "dev-cc6dabb0aa75-dirty", rev},
		{"go build at a tag", "v0.1.0", vcs("false"), "v0.1.0", rev},
		{"go build at a tag, changed", "v0.1.0+dirty", vcs("true"), "v0.1.0-cc6dabb0aa75-dirty", rev},
		{"go install @v0.1.0", "v0.1.0", nil, "v0.1.0", ""},
		{"go install @commit", "v0.1.1-0.20261129153449-cc6dabb0aa75", nil, "dev-cc6dabb0aa75", "cc6dabb0aa75"},
		{"buildvcs=false in a checkout", "(devel)", nil, "dev", ""},
		{"revision without module version", "(devel)", vcs("false"), "dev-cc6dabb0aa75", rev},
	}
	for _, c := range cases {
		bi := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/baoengine/bao", Version: c.main}, Settings: c.settings}
		in := FromBuildInfo(bi, true)
		if got := in.String(); got != c.want {
			t.Errorf("%s: String() = %q, want %q", c.name, got, c.want)
		}
		if in.Revision != c.wantRev {
			t.Errorf("%s: Revision = %q, want %q", c.name, in.Revision, c.wantRev)
		}
		if in.Go != "go1.26.8" {
			t.Errorf("%s: Go = %q", c.name, in.Go)
		}
	}
	if got := FromBuildInfo(nil, false).String(); got != "dev" {
		t.Errorf("no build info: %q, want dev", got)
	}
}

func TestDetails(t *testing.T) {
	in := Info{Version: "dev", Revision: "cc6dabb0aa75744ae217266050b40adeae24d37b", Time: "2026-11-29T15:34:49Z",
		Modified: true, Go: "go1.26.8", Platform: "linux/amd64"}
	want := "bao dev-cc6dabb0aa75-dirty (go1.26.8 linux/amd64)\n" +
		"revision cc6dabb0aa75744ae217266050b40adeae24d37b 2026-11-29T15:34:49Z with uncommitted changes\n"
	if got := in.Details(); got != want {
		t.Fatalf("Details:\n%s\nwant:\n%s", got, want)
	}
	in = Info{Version: "dev", Go: "go1.26.8", Platform: "linux/amd64"}
	if got, want := in.Details(), "bao dev (go1.26.8 linux/amd64)\n"; got != want {
		t.Fatalf("Details without revision: %q, want %q", got, want)
	}
}
