package bench

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/baoengine/bao/search"
)

// TestBenchPrint runs the bench at BAO_BENCHDEPTH (manual measurements).
func TestBenchPrint(t *testing.T) {
	d, _ := strconv.Atoi(os.Getenv("BAO_BENCHDEPTH"))
	if d == 0 {
		t.Skip("set BAO_BENCHDEPTH")
	}
	if _, _, err := Run(os.Stdout, d, search.DefaultOptions()); err != nil {
		t.Fatal(err)
	}
}

// TestBenchOptions runs the bench at BAO_BENCHDEPTH with option variants
// (manual measurements).
func TestBenchOptions(t *testing.T) {
	d, _ := strconv.Atoi(os.Getenv("BAO_BENCHDEPTH"))
	if d == 0 {
		t.Skip("set BAO_BENCHDEPTH")
	}
	variants := map[string]func(*search.Options){
		"default":      func(o *search.Options) {},
		"mtdf":         func(o *search.Options) { o.Algorithm = "mtdf" },
		"ttmindepth2":  func(o *search.Options) { o.TTMinDepth = 2 },
		"nokillers":    func(o *search.Options) { o.Killers = false },
		"nohistory":    func(o *search.Options) { o.History = false },
		"noaspiration": func(o *search.Options) { o.Aspiration = false },
		"lmr":          func(o *search.Options) { o.LMR = true },
		"nullmove":     func(o *search.Options) { o.NullMove = true },
		"notable":      func(o *search.Options) { o.TTMinDepth = 1000 },
		"evalorder2":   func(o *search.Options) { o.EvalOrderDepth = 2 },
		"evalorder3":   func(o *search.Options) { o.EvalOrderDepth = 3 },
		"evalorder4":   func(o *search.Options) { o.EvalOrderDepth = 4 },
		"nohist-ttd2":  func(o *search.Options) { o.History = false; o.TTMinDepth = 2 },
	}
	names := []string{"default", "mtdf", "ttmindepth2", "nokillers", "nohistory", "noaspiration", "lmr", "nullmove", "notable"}
	if only := os.Getenv("BAO_BENCHOPTS"); only != "" {
		names = strings.Split(only, ",")
	}
	for _, name := range names {
		o := search.DefaultOptions()
		variants[name](&o)
		n, el, err := Run(io.Discard, d, o)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%-13s depth %d nodes %9d time %6d ms nps %d", name, d, n, el.Milliseconds(), uint64(float64(n)/el.Seconds()))
	}
}

// TestDriverTable prints nodes and time to each depth for PVS and MTD(f)
// on the bench (manual measurement; BAO_DRIVERS=1).
func TestDriverTable(t *testing.T) {
	if os.Getenv("BAO_DRIVERS") == "" {
		t.Skip("set BAO_DRIVERS=1")
	}
	for d := 8; d <= 17; d++ {
		line := ""
		for _, alg := range []string{"pvs", "mtdf"} {
			o := search.DefaultOptions()
			o.Algorithm = alg
			n, el, err := Run(io.Discard, d, o)
			if err != nil {
				t.Fatal(err)
			}
			line += fmt.Sprintf("  %s nodes %9d time %5d ms", alg, n, el.Milliseconds())
		}
		t.Logf("depth %2d%s", d, line)
	}
}
