package app

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// tscEnv names the TypeScript compiler to use (node_modules/typescript/
// bin/tsc) instead of the one in the tool cache, as in web/npm.
const tscEnv = "BAO_TSC"

// cachedTSC returns the TypeScript compiler of the tool cache (.ci/run
// installs it into bao-npm-tools, as web/npm's tests use it); without it
// the test is skipped locally and fails in CI.
func cachedTSC(t *testing.T) string {
	t.Helper()
	if p := os.Getenv(tscEnv); p != "" {
		return p
	}
	if dir, err := os.UserCacheDir(); err == nil {
		p := filepath.Join(dir, "bao-npm-tools", "node_modules", "typescript", "bin", "tsc")
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no typescript/bin/tsc: .ci/run installs it into the cache (bao-npm-tools)")
	}
	t.Skipf("no typescript/bin/tsc: npm install --prefix ~/.cache/bao-npm-tools typescript@5 (or set %s)", tscEnv)
	return ""
}

// TestTypeCheck type-checks the page's JavaScript (its modules, ctrl/,
// view/) with the client it imports (client/), as tsconfig.json says:
// tsc --noEmit --allowJs --checkJs --strict, in the browser's types. Any
// error fails the test. The JSDoc types (and state.d.ts) are the only
// types: no build step turns them into anything. (web/npm's TestTypeCheck
// checks the client with the npm package's own modules, under Node.)
func TestTypeCheck(t *testing.T) {
	tsc := cachedTSC(t)
	node := lookNode(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, tsc, "-p", "tsconfig.json")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("tsc -p web/app/tsconfig.json: %v\n%s", err, out)
	}
}
