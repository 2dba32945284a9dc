package eval

import (
	"os"
	"runtime"
	"strings"
	"testing"
)

// TestLoadNetRefusesOtherKinds: a folder or a device given as the net
// file is refused by its kind, before it is read: a device such as
// /dev/zero would never end, and a folder's error said only "is a
// directory".
func TestLoadNetRefusesOtherKinds(t *testing.T) {
	cases := map[string]string{t.TempDir(): "a folder"}
	if runtime.GOOS != "windows" {
		cases[os.DevNull] = "a device"
	}
	for path, kind := range cases {
		_, err := LoadNet(path)
		if err == nil || !strings.Contains(err.Error(), "load net "+path+": "+kind+", not a regular file") {
			t.Errorf("LoadNet(%s): %v, want it refused as %s", path, err, kind)
		}
	}
}
