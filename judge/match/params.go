package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/baoengine/bao/internal/quoted"
)

// keyValues splits "k=v k=v" into pairs, checking every key is known.
func keyValues(what, s string, known ...string) (map[string]string, error) {
	out := map[string]string{}
	fields, err := quoted.Split(s)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	for _, f := range fields {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return nil, fmt.Errorf("%s: field %q: want key=value", what, f)
		}
		if !containsString(known, k) {
			return nil, fmt.Errorf("%s: unknown key %q (known: %s)", what, k, strings.Join(known, " "))
		}
		out[k] = v
	}
	return out, nil
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// ParseSPRT reads "elo0=0 elo1=5 alpha=0.05 beta=0.05"; alpha and beta
// default to 0.05, elo0 and elo1 are required with elo0 < elo1.
func ParseSPRT(s string) (SPRT, error) {
	kv, err := keyValues("sprt", s, "elo0", "elo1", "alpha", "beta")
	if err != nil {
		return SPRT{}, err
	}
	sp := SPRT{Alpha: 0.05, Beta: 0.05}
	for _, k := range []string{"elo0", "elo1"} {
		if _, ok := kv[k]; !ok {
			return sp, fmt.Errorf("sprt: %s missing (e.g. elo0=0 elo1=5)", k)
		}
	}
	for k, v := range kv {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return sp, fmt.Errorf("sprt: %s=%q: want a number", k, v)
		}
		switch k {
		case "elo0":
			sp.Elo0 = x
		case "elo1":
			sp.Elo1 = x
		case "alpha":
			sp.Alpha = x
		case "beta":
			sp.Beta = x
		}
		if (k == "alpha" || k == "beta") && !(x > 0 && x < 0.5) {
			return sp, fmt.Errorf("sprt: %s=%q: want a probability between 0 and 0.5", k, v)
		}
	}
	if !(sp.Elo0 < sp.Elo1) {
		return sp, fmt.Errorf("sprt: elo0=%g must be below elo1=%g", sp.Elo0, sp.Elo1)
	}
	return sp, nil
}

// ParseOptionalSPRT is ParseSPRT of a setting that may be absent: "" is
// no test (nil).
func ParseOptionalSPRT(text string) (*SPRT, error) {
	if text == "" {
		return nil, nil
	}
	sp, err := ParseSPRT(text)
	if err != nil {
		return nil, err
	}
	return &sp, nil
}

// ParseResign reads "movecount=N score=CP [twosided=true|false]": a
// player resigns after N moves in a row with its score at or below -CP
// centi-seeds.
func ParseResign(s string) (Resign, error) {
	kv, err := keyValues("resign", s, "movecount", "score", "twosided")
	if err != nil {
		return Resign{}, err
	}
	var r Resign
	n, err := strconv.Atoi(kv["movecount"])
	if err != nil || n < 1 {
		return r, fmt.Errorf("resign: movecount=%q: want a whole number of at least 1", kv["movecount"])
	}
	sc, err := strconv.Atoi(kv["score"])
	if err != nil || sc < 1 {
		return r, fmt.Errorf("resign: score=%q: want centi-seeds, at least 1 (100 = one seed)", kv["score"])
	}
	r.Moves, r.Score = n, sc
	if v, ok := kv["twosided"]; ok {
		if r.TwoSided, err = strconv.ParseBool(v); err != nil {
			return r, fmt.Errorf("resign: twosided=%q: want true or false", v)
		}
	}
	return r, nil
}
