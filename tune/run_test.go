package tune

import (
	"bytes"
	"context"
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/eval"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/internal/field"
)

// TestRunChecks: the checks of the runs name the field of the first bad
// value, data first, in errors that name their fields (field.Named), so
// that a command can say them with its flags.
func TestRunChecks(t *testing.T) {
	data := DataOptions{Files: []string{"a.bin"}, Variant: "all", Valid: 0.05, Lambda: 0.5}
	hand := HandRun{Data: data, Config: DefaultHandConfig()}
	net := NetRun{Data: data, Config: DefaultNetConfig(), Inputs: "v1", Hidden: "32,16", Out: "net.bin"}
	if err := hand.Check(); err != nil {
		t.Fatalf("the defaults of tune hand: %v", err)
	}
	if err := net.Check(); err != nil {
		t.Fatalf("the defaults of tune net: %v", err)
	}
	for _, c := range []struct {
		want   string
		change func(h *HandRun, n *NetRun)
	}{
		{"no data: give data FILES", func(h *HandRun, n *NetRun) { h.Data.Files, n.Data.Files = nil, nil }},
		{"valid 0.7: want 0..0.5", func(h *HandRun, n *NetRun) { h.Data.Valid, n.Data.Valid = 0.7, 0.7 }},
		{"lambda 2: want 0..1", func(h *HandRun, n *NetRun) { h.Data.Lambda, n.Data.Lambda = 2, 2 }},
		// NaN compares false with every bound: it must still be refused.
		{"valid NaN: want 0..0.5", func(h *HandRun, n *NetRun) { h.Data.Valid, n.Data.Valid = math.NaN(), math.NaN() }},
		{"valid +Inf: want 0..0.5", func(h *HandRun, n *NetRun) { h.Data.Valid, n.Data.Valid = math.Inf(1), math.Inf(1) }},
		{"lambda NaN: want 0..1", func(h *HandRun, n *NetRun) { h.Data.Lambda, n.Data.Lambda = math.NaN(), math.NaN() }},
		{"lambda -Inf: want 0..1", func(h *HandRun, n *NetRun) { h.Data.Lambda, n.Data.Lambda = math.Inf(-1), math.Inf(-1) }},
		{"data a.bin: given twice; give each file once", func(h *HandRun, n *NetRun) {
			h.Data.Files, n.Data.Files = []string{"a.bin", "b.bin", "a.bin"}, []string{"a.bin", "b.bin", "a.bin"}
		}},
		{"data ./a.bin: the same file as a.bin; give each file once", func(h *HandRun, n *NetRun) {
			h.Data.Files, n.Data.Files = []string{"a.bin", "b.bin", "./a.bin"}, []string{"a.bin", "b.bin", "./a.bin"}
		}},
		{"win threshold -1: want >= 0", func(h *HandRun, n *NetRun) { h.Data.WinThreshold, n.Data.WinThreshold = -1, -1 }},
		{`variant "chess": want kiswahili, kete, kujifunza or all`, func(h *HandRun, n *NetRun) { h.Data.Variant, n.Data.Variant = "chess", "chess" }},
		{"epochs 0: want 1..100000", func(h *HandRun, n *NetRun) { h.Config.Epochs, n.Config.Epochs = 0, 0 }},
	} {
		h, n := hand, net
		// A second bad value later in the order must not be the one named.
		h.Config.Grain, n.Config.Workers = 0, 3
		c.change(&h, &n)
		for name, err := range map[string]error{"hand": h.Check(), "net": n.Check()} {
			var named field.Named
			if !errors.As(err, &named) || err.Error() != c.want {
				t.Errorf("%s: %v, want %q from an error that names its field", name, err, c.want)
			}
		}
	}
	for _, c := range []struct {
		want   string
		change func(n *NetRun)
	}{
		{`hidden "30": net: first hidden layer 30: want a multiple of 16 from 16 to 128`, func(n *NetRun) { n.Hidden = "30" }},
		{`hidden "32,16,8": want one or two sizes`, func(n *NetRun) { n.Hidden = "32,16,8" }},
		{`hidden "x": size "x" is not a whole number`, func(n *NetRun) { n.Hidden = "x" }},
		{`hidden "16,0": size 0: want a width of at least 1`, func(n *NetRun) { n.Hidden = "16,0" }},
		{`hidden "16,-8": size -8: want a width of at least 1`, func(n *NetRun) { n.Hidden = "16,-8" }},
		{`hidden "0": size 0: want a width of at least 1`, func(n *NetRun) { n.Hidden = "0" }},
		{"inputs: input set \"v3\"", func(n *NetRun) { n.Inputs = "v3" }},
		{"buckets: output buckets \"phase\": want one of none, stage", func(n *NetRun) { n.Buckets = "phase" }},
		{"batch 0: want 1..1048576", func(n *NetRun) { n.Config.Batch = 0 }},
		{"lr 2: want a rate in (0, 1]", func(n *NetRun) { n.Config.LR = 2 }},
		{"lr NaN: want a rate in (0, 1]", func(n *NetRun) { n.Config.LR = math.NaN() }},
		{"lr +Inf: want a rate in (0, 1]", func(n *NetRun) { n.Config.LR = math.Inf(1) }},
		{"workers 3: want 1 or 2", func(n *NetRun) { n.Config.Workers = 3 }},
		{"out is empty", func(n *NetRun) { n.Out = "" }},
		{"progress -1s: want >= 0", func(n *NetRun) { n.Config.ProgressEvery = -1e9 }},
	} {
		n := net
		c.change(&n)
		var named field.Named
		if err := n.Check(); !errors.As(err, &named) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("net: %v, want %q from an error that names its field", err, c.want)
		}
	}
	for _, c := range []struct {
		want   string
		change func(h *HandRun)
	}{
		{"batch 0: want >= 1", func(h *HandRun) { h.Config.Batch = 0 }},
		{"lr 0: want a finite number above 0, at most 100 (centi-seeds a step)", func(h *HandRun) { h.Config.LR = 0 }},
		{"lr +Inf: want a finite number above 0, at most 100 (centi-seeds a step)", func(h *HandRun) { h.Config.LR = math.Inf(1) }},
		{"lr NaN: want a finite number above 0, at most 100 (centi-seeds a step)", func(h *HandRun) { h.Config.LR = math.NaN() }},
		{"lr 101: want a finite number above 0, at most 100 (centi-seeds a step)", func(h *HandRun) { h.Config.LR = 101 }},
		{"grain 101: want 1..100", func(h *HandRun) { h.Config.Grain = 101 }},
	} {
		h := hand
		c.change(&h)
		var named field.Named
		if err := h.Check(); !errors.As(err, &named) || err.Error() != c.want {
			t.Errorf("hand: %v, want %q from an error that names its field", err, c.want)
		}
	}
}

func TestRunHand(t *testing.T) {
	data := DataOptions{Files: []string{writeSynthetic(t, 3000)}, Variant: "kete", Valid: 0.1, Lambda: 0.5, Seed: 1}
	var log, stdout bytes.Buffer
	run := HandRun{Data: data, Config: DefaultHandConfig()}
	run.Config.Epochs, run.Config.Log = 1, &log
	if _, err := RunHand(context.Background(), run, &stdout); err != nil {
		t.Fatal(err)
	}
	// Only kete was loaded: kiswahili has no data, kete a line that is
	// also in the source's comment.
	for _, want := range []string{"loading 1 file(s)...\n", "other variants", "kiswahili  no data: weights kept\n", "kete: K = "} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("log lacks %q:\n%s", want, &log)
		}
	}
	if !strings.HasPrefix(stdout.String(), "// Code generated by \"bao tune hand\"") || !strings.Contains(stdout.String(), "kete: K = ") {
		t.Errorf("source on stdout:\n%s", &stdout)
	}

	// With Out the source goes to the file, and nothing to stdout.
	run.Out = filepath.Join(t.TempDir(), "weights.go")
	log.Reset()
	stdout.Reset()
	if _, err := RunHand(context.Background(), run, &stdout); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(run.Out)
	if err != nil || !strings.Contains(string(src), "func DefaultWeights(v engine.Variant) Weights") ||
		stdout.Len() != 0 || !strings.HasSuffix(log.String(), "wrote "+run.Out+"\n") {
		t.Errorf("--out: %v\nstdout %q\nlog:\n%s", err, &stdout, &log)
	}

	// The data file as --out is refused and left as it was.
	same := run
	same.Out = data.Files[0]
	before, err := os.ReadFile(same.Out)
	if err != nil {
		t.Fatal(err)
	}
	_, err = RunHand(context.Background(), same, &stdout)
	after, _ := os.ReadFile(same.Out)
	if !errors.Is(err, atomicfile.ErrOutputIsInput) || !strings.HasPrefix(err.Error(), "tune hand: out: ") || !bytes.Equal(before, after) {
		t.Errorf("--out the data file: %v, file kept %v", err, bytes.Equal(before, after))
	}

	// Data of which nothing is kept is an error that says what was read.
	run.Data.WinThreshold = 1
	run.Data.Variant = "kujifunza"
	if _, err := RunHand(context.Background(), run, &stdout); err == nil ||
		!strings.HasPrefix(err.Error(), "tune hand: no samples left to train on (") {
		t.Errorf("no samples: %v", err)
	}
}

func TestRunNet(t *testing.T) {
	dir := t.TempDir()
	data := DataOptions{Files: []string{writeSynthetic(t, 3000)}, Variant: "all", Valid: 0.1, Lambda: 0.5, Seed: 1}
	var log bytes.Buffer
	run := NetRun{Data: data, Config: DefaultNetConfig(), Inputs: "v1", Hidden: "16", Out: filepath.Join(dir, "n.bin")}
	run.Config.Epochs, run.Config.Workers, run.Config.Log = 1, 1, &log
	res, err := RunNet(context.Background(), run)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := eval.LoadNet(run.Out); err != nil || res.Interrupted || res.Best.Arch() != "579x16x1" {
		t.Fatalf("net file: %v, interrupted %v, best %s", err, res.Interrupted, res.Best.Arch())
	}
	for _, want := range []string{"wrote " + run.Out + ": net 579x16x1 from ", "quantised vs float net on 3000 samples: mean |difference| "} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("log lacks %q:\n%s", want, &log)
		}
	}

	// Training goes on from the file; its shape wins over Hidden and
	// Buckets.
	cont := run
	cont.InitFile, cont.Hidden, cont.Buckets, cont.Out = run.Out, "32,16", "stage", filepath.Join(dir, "n2.bin")
	cont.Config.Log = nil
	if res, err := RunNet(context.Background(), cont); err != nil || res.Best.Arch() != "579x16x1" {
		t.Fatalf("from --init: %v", err)
	}

	// Output buckets, written as version 3 and loaded by the engine.
	bucketed := run
	bucketed.Buckets, bucketed.Out = "stage", filepath.Join(dir, "nb.bin")
	bucketed.Config.Log = nil
	if res, err := RunNet(context.Background(), bucketed); err != nil || res.Best.Arch() != "579x16x1 stage(8)" {
		t.Fatalf("--buckets stage: %v", err)
	}
	if n, err := eval.LoadNet(bucketed.Out); err != nil || n.Arch() != "579x16x1 stage(8)" {
		t.Fatalf("loading the bucketed net: %v", err)
	}

	// A cancelled run still writes the best net, and says so.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	log.Reset()
	stopped := run
	stopped.Out = filepath.Join(dir, "n3.bin")
	if res, err := RunNet(ctx, stopped); err != nil || !res.Interrupted ||
		!strings.Contains(log.String(), "interrupted: writing the best net so far\n") {
		t.Fatalf("cancelled: %v\n%s", err, &log)
	}
	if _, err := os.Stat(stopped.Out); err != nil {
		t.Fatal(err)
	}

	// A start file that is not a net is an error naming it.
	bad := run
	bad.InitFile = data.Files[0]
	if _, err := RunNet(context.Background(), bad); err == nil || !strings.HasPrefix(err.Error(), "tune net: init "+bad.InitFile+": ") {
		t.Errorf("--init with a data file: %v", err)
	}
	bad.InitFile = filepath.Join(dir, "missing.bin")
	if _, err := RunNet(context.Background(), bad); err == nil || !strings.HasPrefix(err.Error(), "tune net: init: ") {
		t.Errorf("--init with a missing file: %v", err)
	}

	// An output that is one of the inputs is refused before anything is
	// written: the data file and the start net stay as they were.
	for name, out := range map[string]string{"a data file": data.Files[0], "the start net": cont.InitFile} {
		same := cont
		same.Out = out
		before, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		_, err = RunNet(context.Background(), same)
		after, _ := os.ReadFile(out)
		if !errors.Is(err, atomicfile.ErrOutputIsInput) || !strings.HasPrefix(err.Error(), "tune net: out: ") || !bytes.Equal(before, after) {
			t.Errorf("--out %s: %v, file kept %v", name, err, bytes.Equal(before, after))
		}
	}
}

// TestQuantisationError: the float and the integer net of one set of
// weights differ by a few centi-seeds at most, measured on every sample
// of a small set and on every n-th sample of a large one.
func TestQuantisationError(t *testing.T) {
	d, err := Load([]string{writeSynthetic(t, 3000)}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := TrainNet(context.Background(), d, NetConfig{Inputs: eval.InputsV1, H1: 16, Epochs: 1, LR: 0.001, Batch: 256, Workers: 1, Lambda: 0.5, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	q, err := quantisationError(d, res.Best)
	if err != nil || q.samples != len(d.Samples) || q.max < q.mean || q.mean <= 0 || q.max > 50 {
		t.Fatalf("%+v, %v", q, err)
	}
	d.Samples = append(d.Samples, d.Samples...)
	for len(d.Samples) < 40000 {
		d.Samples = append(d.Samples, d.Samples...)
	}
	// 48000 samples: every second one.
	if q, err := quantisationError(d, res.Best); err != nil || len(d.Samples) != 48000 || q.samples != 24000 {
		t.Fatalf("%d samples of %d compared, want every second one (%v)", q.samples, len(d.Samples), err)
	}
}

// TestRunChecksSameFile: a data file named twice by two spellings, or
// through a link, is refused with its name; distinct files pass.
func TestRunChecksSameFile(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.bin"), filepath.Join(dir, "b.bin")
	for _, f := range []string{a, b} {
		if err := os.WriteFile(f, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	link := filepath.Join(dir, "link.bin")
	if err := os.Symlink(a, link); err != nil {
		t.Fatal(err)
	}
	data := DataOptions{Variant: "all", Valid: 0.05, Lambda: 0.5}
	for _, c := range []struct {
		files []string
		want  string
	}{
		{[]string{a, b}, ""},
		{[]string{a, b, a}, "data " + a + ": given twice"},
		{[]string{a, b, dir + "/./a.bin"}, "data " + dir + "/./a.bin: the same file as " + a},
		{[]string{a, link}, "data " + link + ": the same file as " + a},
		{[]string{a, ""}, "data: an empty file name"},
	} {
		d := data
		d.Files = c.files
		err := d.Check()
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)) {
			t.Errorf("%q: %v, want %q", c.files, err, c.want)
		}
	}
}

// TestRunRefusesBeforeWork: an --out that cannot be written and a data
// file that is not datagen data are refused before the data is loaded
// and anything is trained, naming the flag and the file; the data files
// are left as they were.
func TestRunRefusesBeforeWork(t *testing.T) {
	dir := t.TempDir()
	good := writeSynthetic(t, 2000)
	data := DataOptions{Files: []string{good}, Variant: "all", Valid: 0.1, Lambda: 0.5, Seed: 1}
	notData := filepath.Join(dir, "games.pgn")
	pgn := []byte("[Event \"bao match\"]\n[Variant \"kujifunza\"]\n\n1. a1-R b2-L 2. a3-L 1-0\n")
	if err := os.WriteFile(notData, pgn, 0o644); err != nil {
		t.Fatal(err)
	}
	short := filepath.Join(dir, "short.bin")
	if err := os.WriteFile(short, make([]byte, datagen.RecordSize-1), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		out  string
		data []string
		want string // after "tune hand: " or "tune net: "
	}{
		{"missing folder", filepath.Join(dir, "none", "out"), nil, "out " + filepath.Join(dir, "none", "out") + ": cannot write the file: "},
		{"a folder", dir, nil, "out " + dir + ": cannot write the file: " + dir + " is a folder"},
		{"a game record", filepath.Join(dir, "out"), []string{good, notData},
			"data: " + notData + " is not datagen data (record 0: record: format version 91, want 1)"},
		{"a short file", filepath.Join(dir, "out"), []string{short, good},
			"data: " + short + " is not datagen data (47 bytes, less than one 48-byte record)"},
	} {
		var log bytes.Buffer
		h := HandRun{Data: data, Config: DefaultHandConfig(), Out: c.out}
		n := NetRun{Data: data, Config: DefaultNetConfig(), Inputs: "v1", Hidden: "16", Out: c.out}
		if c.data != nil {
			h.Data.Files, n.Data.Files = c.data, c.data
		}
		h.Config.Epochs, h.Config.Log = 1, &log
		n.Config.Epochs, n.Config.Workers, n.Config.Log = 1, 1, &log
		_, herr := RunHand(context.Background(), h, io.Discard)
		_, nerr := RunNet(context.Background(), n)
		for mode, err := range map[string]error{"hand": herr, "net": nerr} {
			if err == nil || !strings.HasPrefix(err.Error(), "tune "+mode+": "+c.want) {
				t.Errorf("%s: tune %s: %v, want %q", c.name, mode, err, c.want)
			}
		}
		if strings.Contains(log.String(), "loading") || strings.Contains(log.String(), "epoch") {
			t.Errorf("%s: work started before the refusal:\n%s", c.name, &log)
		}
		if got, err := os.ReadFile(notData); err != nil || !bytes.Equal(got, pgn) {
			t.Errorf("%s: the game record was changed (%v)", c.name, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "out")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("an output was written: %v", err)
	}
}
