package main

import (
	"context"
	"fmt"

	"github.com/baoengine/bao/web/npm"
)

// npmPackage builds the npm package of the engine and the rules (package
// web/npm: the WebAssembly build of cmd/baowasm with its ES modules) and
// writes it as bao-VERSION-npm.tgz in npm pack's layout, so that
// "npm install ./bao-VERSION-npm.tgz" installs it; npm itself is not
// needed. It returns the tarball's name.
func (r *release) npmPackage() (string, error) {
	fmt.Fprintf(r.log, "building the npm package\n")
	files, err := npm.Files(context.Background(), npm.Config{GoCmd: r.b.goCmd, ModuleRoot: r.root, Version: r.version.name})
	if err != nil {
		return "", err
	}
	tgz, err := npm.Pack(files, r.mtime())
	if err != nil {
		return "", err
	}
	name := npm.TarballName(r.version.name)
	if err := writeAtomic(r.out, name, tgz); err != nil {
		return "", err
	}
	return name, nil
}
