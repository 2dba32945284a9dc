package npm

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// TestTypeCheck type-checks the client's JavaScript (web/app/client) and
// the package's own (package/) with tsc --strict --checkJs, as
// tsconfig.json says, with Node's declarations from the tool cache: any
// error fails the test. The JSDoc types are the only types: no build
// step turns them into anything.
func TestTypeCheck(t *testing.T) {
	tsc := cachedTool(t, "BAO_TSC", "typescript/bin/tsc")
	// tsc is node_modules/typescript/bin/tsc: the declarations are in
	// node_modules/@types beside it.
	types := filepath.Join(filepath.Dir(filepath.Dir(filepath.Dir(tsc))), "@types")
	ctx, cancel := testContext(t)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", tsc, "-p", "tsconfig.json", "--typeRoots", types)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("tsc -p web/npm/tsconfig.json: %v\n%s", err, out)
	}
}
