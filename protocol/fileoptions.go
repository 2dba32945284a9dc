package protocol

import "strings"

// fileOption reports whether an option's value names a file on the
// engine's machine: EvalFile (a net to load) and Debug Log File (a log
// to write).
func fileOption(name string) bool {
	return strings.EqualFold(name, "EvalFile") || strings.EqualFold(name, debugLogName)
}

// withoutFileOptions returns the option table without the file options,
// for a session that has no files (Config.NoFileOptions): an option that
// can only fail is not declared, and setting it is an unknown option.
func withoutFileOptions(table []*option) []*option {
	out := make([]*option, 0, len(table))
	for _, o := range table {
		if !fileOption(o.name) {
			out = append(out, o)
		}
	}
	return out
}
