package npm

import (
	"fmt"
	"regexp"
	"strings"
)

// semverRE is semantic versioning 2.0's grammar without build metadata,
// which npm drops.
var semverRE = regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-((0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(\.(0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?$`)

// SemVer turns a build's name, as "bao version" prints it, into the
// package's version, which npm wants in semantic versioning: a release
// v0.1.0 is 0.1.0 (v0.1.0-cc6dabb0aa75-dirty is 0.1.0-cc6dabb0aa75-dirty),
// and a build between releases, dev-cc6dabb0aa75, is the prerelease
// 0.0.0-dev-cc6dabb0aa75, ordered below every release.
func SemVer(name string) (string, error) {
	if name == "" {
		name = "dev"
	}
	v := name
	if strings.HasPrefix(v, "v") && len(v) > 1 && v[1] >= '0' && v[1] <= '9' {
		v = v[1:]
	} else {
		v = "0.0.0-" + v
	}
	if !semverRE.MatchString(v) {
		return "", fmt.Errorf("npm package: version %q: %q is not a semantic version", name, v)
	}
	return v, nil
}
