package server

import (
	"errors"
	"fmt"
	"os/exec"
)

// CheckEngineCommand checks an external engine command (Config.Command)
// before the server starts: its program must exist and be executable,
// found on the PATH when its name has no slash, so that a mistyped
// command fails at once rather than when the first tab opens.
func CheckEngineCommand(argv []string) error {
	if len(argv) == 0 || argv[0] == "" {
		return errors.New("engine command: empty")
	}
	if _, err := exec.LookPath(argv[0]); err != nil {
		return fmt.Errorf("engine program %q: %w", argv[0], err)
	}
	return nil
}
