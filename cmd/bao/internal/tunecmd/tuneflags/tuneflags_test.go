package tuneflags

import (
	"math"
	"strings"
	"testing"

	"github.com/baoengine/bao/cmd/bao/internal/cli"
	"github.com/baoengine/bao/tune"
)

// TestNamesSayTheFlags: the errors of the runs' checks, which name the
// fields of package tune, are said with the flags of bao tune (Names),
// word for word as the commands print them.
func TestNamesSayTheFlags(t *testing.T) {
	flagged := func(err error) error { return cli.FlagErrors(err, Names()) }
	data := tune.DataOptions{Files: []string{"a.bin"}, Variant: "all", Valid: 0.05, Lambda: 0.5}
	hand := tune.HandRun{Data: data, Config: tune.DefaultHandConfig()}
	net := tune.NetRun{Data: data, Config: tune.DefaultNetConfig(), Inputs: "v1", Hidden: "32,16", Out: "net.bin"}
	if err := hand.Check(); err != nil {
		t.Fatalf("the defaults of tune hand: %v", err)
	}
	if err := net.Check(); err != nil {
		t.Fatalf("the defaults of tune net: %v", err)
	}
	for _, c := range []struct {
		want   string
		change func(h *tune.HandRun, n *tune.NetRun)
	}{
		{"no data: give --data FILES", func(h *tune.HandRun, n *tune.NetRun) { h.Data.Files, n.Data.Files = nil, nil }},
		{"--valid 0.7: want 0..0.5", func(h *tune.HandRun, n *tune.NetRun) { h.Data.Valid, n.Data.Valid = 0.7, 0.7 }},
		{"--lambda 2: want 0..1", func(h *tune.HandRun, n *tune.NetRun) { h.Data.Lambda, n.Data.Lambda = 2, 2 }},
		// NaN compares false with every bound: it must still be refused.
		{"--valid NaN: want 0..0.5", func(h *tune.HandRun, n *tune.NetRun) { h.Data.Valid, n.Data.Valid = math.NaN(), math.NaN() }},
		{"--valid +Inf: want 0..0.5", func(h *tune.HandRun, n *tune.NetRun) { h.Data.Valid, n.Data.Valid = math.Inf(1), math.Inf(1) }},
		{"--lambda NaN: want 0..1", func(h *tune.HandRun, n *tune.NetRun) { h.Data.Lambda, n.Data.Lambda = math.NaN(), math.NaN() }},
		{"--lambda -Inf: want 0..1", func(h *tune.HandRun, n *tune.NetRun) { h.Data.Lambda, n.Data.Lambda = math.Inf(-1), math.Inf(-1) }},
		{"--data a.bin: given twice; give each file once", func(h *tune.HandRun, n *tune.NetRun) {
			h.Data.Files, n.Data.Files = []string{"a.bin", "b.bin", "a.bin"}, []string{"a.bin", "b.bin", "a.bin"}
		}},
		{"--data ./a.bin: the same file as a.bin; give each file once", func(h *tune.HandRun, n *tune.NetRun) {
			h.Data.Files, n.Data.Files = []string{"a.bin", "b.bin", "./a.bin"}, []string{"a.bin", "b.bin", "./a.bin"}
		}},
		{"--win-threshold -1: want >= 0", func(h *tune.HandRun, n *tune.NetRun) { h.Data.WinThreshold, n.Data.WinThreshold = -1, -1 }},
		{`--variant "chess": want kiswahili, kete, kujifunza or all`, func(h *tune.HandRun, n *tune.NetRun) { h.Data.Variant, n.Data.Variant = "chess", "chess" }},
		{"--epochs 0: want 1..100000", func(h *tune.HandRun, n *tune.NetRun) { h.Config.Epochs, n.Config.Epochs = 0, 0 }},
	} {
		h, n := hand, net
		// A second bad value later in the order must not be the one named.
		h.Config.Grain, n.Config.Workers = 0, 3
		c.change(&h, &n)
		for name, err := range map[string]error{"hand": flagged(h.Check()), "net": flagged(n.Check())} {
			if err == nil || err.Error() != c.want {
				t.Errorf("%s: %v, want %q", name, err, c.want)
			}
		}
	}
	for _, c := range []struct {
		want   string
		change func(n *tune.NetRun)
	}{
		{`--hidden "30": net: first hidden layer 30: want a multiple of 16 from 16 to 128`, func(n *tune.NetRun) { n.Hidden = "30" }},
		{`--hidden "32,16,8": want one or two sizes`, func(n *tune.NetRun) { n.Hidden = "32,16,8" }},
		{`--hidden "x": size "x" is not a whole number`, func(n *tune.NetRun) { n.Hidden = "x" }},
		{`--hidden "16,0": size 0: want a width of at least 1`, func(n *tune.NetRun) { n.Hidden = "16,0" }},
		{`--hidden "16,-8": size -8: want a width of at least 1`, func(n *tune.NetRun) { n.Hidden = "16,-8" }},
		{`--hidden "0": size 0: want a width of at least 1`, func(n *tune.NetRun) { n.Hidden = "0" }},
		{"--inputs: input set \"v3\"", func(n *tune.NetRun) { n.Inputs = "v3" }},
		{"--buckets: output buckets \"phase\": want one of none, stage", func(n *tune.NetRun) { n.Buckets = "phase" }},
		{"--batch 0: want 1..1048576", func(n *tune.NetRun) { n.Config.Batch = 0 }},
		{"--lr 2: want a rate in (0, 1]", func(n *tune.NetRun) { n.Config.LR = 2 }},
		{"--lr NaN: want a rate in (0, 1]", func(n *tune.NetRun) { n.Config.LR = math.NaN() }},
		{"--lr +Inf: want a rate in (0, 1]", func(n *tune.NetRun) { n.Config.LR = math.Inf(1) }},
		{"--threads 3: want 1 or 2", func(n *tune.NetRun) { n.Config.Workers = 3 }},
		{"--out is empty", func(n *tune.NetRun) { n.Out = "" }},
		{"--progress -1s: want >= 0", func(n *tune.NetRun) { n.Config.ProgressEvery = -1e9 }},
	} {
		n := net
		c.change(&n)
		if err := flagged(n.Check()); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("net: %v, want %q", err, c.want)
		}
	}
	for _, c := range []struct {
		want   string
		change func(h *tune.HandRun)
	}{
		{"--batch 0: want >= 1", func(h *tune.HandRun) { h.Config.Batch = 0 }},
		{"--lr 0: want a finite number above 0, at most 100 (centi-seeds a step)", func(h *tune.HandRun) { h.Config.LR = 0 }},
		{"--lr +Inf: want a finite number above 0, at most 100 (centi-seeds a step)", func(h *tune.HandRun) { h.Config.LR = math.Inf(1) }},
		{"--lr NaN: want a finite number above 0, at most 100 (centi-seeds a step)", func(h *tune.HandRun) { h.Config.LR = math.NaN() }},
		{"--lr 101: want a finite number above 0, at most 100 (centi-seeds a step)", func(h *tune.HandRun) { h.Config.LR = 101 }},
		{"--grain 101: want 1..100", func(h *tune.HandRun) { h.Config.Grain = 101 }},
	} {
		h := hand
		c.change(&h)
		if err := flagged(h.Check()); err == nil || err.Error() != c.want {
			t.Errorf("hand: %v, want %q", err, c.want)
		}
	}
}
