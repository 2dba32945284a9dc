package version

import (
	"reflect"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
)

// Info describes one build.
type Info struct {
	// Version is the release ("v0.1.0") when the build is of a tagged
	// release, or "dev".
	Version string
	// Revision is the full VCS revision (a git commit hash), or "".
	Revision string
	// Time is the commit time as the toolchain wrote it (RFC 3339), or "".
	Time string
	// Modified reports uncommitted changes in the tree that was built.
	Modified bool
	// Stamp is the name the build was given when it was linked
	// (StampFlag), which String returns as it is; "" for none.
	Stamp string
	// Go is the Go release that built the binary, e.g. "go1.26.8".
	Go string
	// Platform is GOOS/GOARCH, e.g. "linux/amd64".
	Platform string
}

// Read returns the build information of the running binary, with the
// name it was given when linked (StampFlag), if any.
func Read() Info {
	bi, ok := debug.ReadBuildInfo()
	in := FromBuildInfo(bi, ok)
	in.Stamp = stamped
	return in
}

// stamped is the name the linker gave the build (StampFlag); only the
// linker writes it.
var stamped string

// StampFlag returns the go command's -ldflags value that names a build
// name when it is linked, so that Read's String returns name whatever
// the build's VCS stamp says: the static web app's and the npm package's
// WebAssembly engine are built with the name of the bao that built the
// page, so that the engine's "id name" and the page agree even where the
// go command stamps no version (-buildvcs=false, a build outside git).
// A build's name holds no space or quote.
func StampFlag(name string) string {
	return "-X=" + reflect.TypeFor[Info]().PkgPath() + ".stamped=" + name
}

// pseudo matches a Go pseudo-version and captures its 12-digit revision:
// vX.Y.Z-[pre.]yyyymmddhhmmss-abcdefabcdef, with an optional +dirty.
var pseudo = regexp.MustCompile(`^v[0-9]+\.[0-9]+\.[0-9]+-(?:[0-9A-Za-z.-]*\.)?[0-9]{14}-([0-9a-f]{12})(\+.*)?$`)

// FromBuildInfo reads what bi says about the build; ok is the second result
// of debug.ReadBuildInfo. It never fails: unknown parts stay empty and the
// version is "dev".
func FromBuildInfo(bi *debug.BuildInfo, ok bool) Info {
	in := Info{Version: "dev", Go: runtime.Version(), Platform: runtime.GOOS + "/" + runtime.GOARCH}
	if !ok || bi == nil {
		return in
	}
	if bi.GoVersion != "" {
		in.Go = bi.GoVersion
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			in.Revision = s.Value
		case "vcs.time":
			in.Time = s.Value
		case "vcs.modified":
			in.Modified = s.Value == "true"
		}
	}
	v := bi.Main.Version
	if strings.HasSuffix(v, "+dirty") {
		in.Modified = true
	}
	switch m := pseudo.FindStringSubmatch(v); {
	case v == "" || v == "(devel)":
	case m != nil:
		// A build between releases: the pseudo-version names the commit.
		if in.Revision == "" {
			in.Revision = m[1]
		}
	default:
		in.Version = strings.TrimSuffix(v, "+dirty")
	}
	return in
}

// ShortRevision returns the first 12 digits of the revision, or "".
func (in Info) ShortRevision() string {
	if len(in.Revision) > 12 {
		return in.Revision[:12]
	}
	return in.Revision
}

// String returns the build's name in one word: the release ("v0.1.0"), or
// "dev" followed by the short revision ("dev-cc6dabb0aa75"), and "-dirty"
// when the tree had uncommitted changes ("v0.1.0-cc6dabb0aa75-dirty").
// A build that knows no revision is plain "dev". A build given a name
// when linked (Stamp) is that name.
func (in Info) String() string {
	if in.Stamp != "" {
		return in.Stamp
	}
	s := in.Version
	if in.Version != "dev" && !in.Modified {
		return s
	}
	if r := in.ShortRevision(); r != "" {
		s += "-" + r
	}
	if in.Modified {
		s += "-dirty"
	}
	return s
}

// Details returns the build's description for "bao version": the name,
// the Go release and the platform on the first line, and the full
// revision with its time on a second line when it is known.
func (in Info) Details() string {
	s := "bao " + in.String() + " (" + in.Go + " " + in.Platform + ")\n"
	if in.Revision != "" {
		s += "revision " + in.Revision
		if in.Time != "" {
			s += " " + in.Time
		}
		if in.Modified {
			s += " with uncommitted changes"
		}
		s += "\n"
	}
	return s
}
