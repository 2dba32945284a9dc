package protocol

import (
	"fmt"
	"strings"

	"github.com/baoengine/bao/search"
)

// SetSearchOptions applies the settings in order with SetSearchOption and
// returns the first error.
func SetSearchOptions(opts *search.Options, settings []string) error {
	for _, set := range settings {
		if err := SetSearchOption(opts, set); err != nil {
			return err
		}
	}
	return nil
}

// SetSearchOption applies setting, "NAME=VALUE", to opts as
// "setoption name NAME value VALUE" applies it to a session's searches.
// NAME is one of the search switches, the options that only switch or
// size a search heuristic (QDepth, QWidth, LMR, History, ...:
// search.Switches), matched without regard to case, and VALUE is checked
// as setoption checks it.
// The command line's --option flags use it, so that bao bench and bao
// suite measure a heuristic exactly as an engine set up through the
// protocol searches with it.
func SetSearchOption(opts *search.Options, setting string) error {
	name, value, ok := strings.Cut(setting, "=")
	name, value = strings.TrimSpace(name), strings.TrimSpace(value)
	if !ok || name == "" {
		return fmt.Errorf("option %q: want NAME=VALUE", setting)
	}
	table := searchHeuristicOptions(search.DefaultOptions())
	if o := findOption(table, name); o != nil {
		v, err := o.parse(value)
		if err != nil {
			return err // it names the option and the value
		}
		s := &Session{searchOpts: *opts}
		if err := o.set(s, v); err != nil {
			return fmt.Errorf("option %s: %w", o.name, err)
		}
		*opts = s.searchOpts
		return nil
	}
	names := make([]string, len(table))
	for i, o := range table {
		names[i] = o.name
	}
	return fmt.Errorf("option %q: not a search heuristic option; one of %s", name, strings.Join(names, ", "))
}
