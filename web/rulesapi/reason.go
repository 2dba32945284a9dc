package rulesapi

import "strings"

// reasonCodes map the endings of engine.Rules.Outcome's reasons (a side's
// name, then one of these) to the codes the page words in its language.
var reasonCodes = []struct{ suffix, code string }{
	{"'s front row is empty", "frontEmpty"},
	{" cannot move", "cannotMove"},
	{" played a never-ending move", "endless"},
}

// reasonCode returns the code of an Outcome reason and the side it names
// ("S" or "N"), or two empty strings for a reason it does not know (the
// page then shows the reason's English words).
func reasonCode(why string) (code, side string) {
	for _, r := range reasonCodes {
		name, ok := strings.CutSuffix(why, r.suffix)
		if !ok {
			continue
		}
		switch name {
		case "South":
			return r.code, "S"
		case "North":
			return r.code, "N"
		}
	}
	return "", ""
}

// ReasonCodes lists every code State.ReasonCode can hold, so that a test
// can check that the page has words for each.
func ReasonCodes() []string {
	out := make([]string, len(reasonCodes))
	for i, r := range reasonCodes {
		out[i] = r.code
	}
	return out
}
