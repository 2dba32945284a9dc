package tune

import (
	"context"
	"errors"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/eval"
)

// secretWeights are the weights the synthetic scores are made with.
var secretWeights = eval.Weights{Material: 120, Hand: 20, FrontHoles: 30, FrontSeeds: 5,
	ThreatMoverSeeds: 90, ThreatMoverHoles: 15, ThreatWaitSeeds: 40, ThreatWaitHoles: 5,
	Mobility: 20, NyumbaOwned: 60, NyumbaFunctional: 30, Takasia: 25, TempoNamua: 35, TempoMtaji: 10}

// trueK is the logistic scale of the synthetic results.
const trueK = 400.0

// writeSynthetic writes random-play games of the Kiswahili and Kete
// variants with scores from secretWeights and results drawn from
// sigmoid(score/trueK), then a cut record; it returns the file.
func writeSynthetic(t *testing.T, n int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "synthetic.bin")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := datagen.NewWriter(f)
	rng := rand.New(rand.NewPCG(7, 8))
	var ch engine.Children
	written := 0
	for written < n {
		v := []engine.Variant{engine.Kiswahili, engine.Kete}[rng.IntN(2)]
		r := engine.DefaultRules(v)
		p := engine.StartPosition(v)
		for ply := 0; ply < 80 && written < n; ply++ {
			r.Generate(&p, &ch)
			if ch.N == 0 {
				break
			}
			score := eval.EvaluateWith(&secretWeights, &r, &p)
			res := int8(-1)
			if rng.Float64() < Sigmoid(float64(score)/trueK) {
				res = 1
			}
			s := datagen.Sample{Variant: v, Pos: p, Score: int16(score), Best: ch.List[0].Move, Result: res}
			if err := w.Write(&s); err != nil {
				t.Fatal(err)
			}
			written++
			p = ch.List[rng.IntN(ch.N)].Pos
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(make([]byte, datagen.RecordSize/2)); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestLoad(t *testing.T) {
	path := writeSynthetic(t, 3000)
	// Damage one record in the middle: it is counted and skipped.
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	b[100*datagen.RecordSize+5]++
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := Load([]string{path}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Read != 3000 || d.Bad != 1 || d.Partial != 1 || len(d.Samples) != 2999 {
		t.Fatalf("read %d, bad %d, cut %d, kept %d; want 3000, 1, 1, 2999 (%s)", d.Read, d.Bad, d.Partial, len(d.Samples), d.Summary())
	}
	if d.Games < 30 || d.Games > 3000/5 {
		t.Fatalf("%d games in 3000 records of games up to 80 plies", d.Games)
	}
	var only LoadOptions
	only.Variants[engine.Kete] = true
	k, err := Load([]string{path}, only)
	if err != nil {
		t.Fatal(err)
	}
	if k.PerVariant[engine.Kete] != d.PerVariant[engine.Kete] || k.PerVariant[engine.Kiswahili] != 0 ||
		k.SkippedVariant != int64(d.PerVariant[engine.Kiswahili]) {
		t.Fatalf("variant filter: %s", k.Summary())
	}
	c, err := Load([]string{path}, LoadOptions{SkipCaptures: true, WinThreshold: 300})
	if err != nil {
		t.Fatal(err)
	}
	if c.SkippedCapture == 0 || c.SkippedWin == 0 || len(c.Samples) >= len(d.Samples) {
		t.Fatalf("capture and win filters: %s", c.Summary())
	}
	// The validation split is by game: no game is in both sets.
	train, valid := d.Split(0.1)
	inValid := map[uint32]bool{}
	for _, i := range valid {
		inValid[d.Samples[i].Game] = true
	}
	for _, i := range train {
		if inValid[d.Samples[i].Game] {
			t.Fatalf("game %d in both sets", d.Samples[i].Game)
		}
	}
	if len(valid) == 0 || len(valid) > len(d.Samples)/4 {
		t.Fatalf("%d of %d samples in the validation set, want about 10%%", len(valid), len(d.Samples))
	}
	if _, err := Load([]string{filepath.Join(t.TempDir(), "none.bin")}, LoadOptions{}); err == nil {
		t.Fatal("a missing file loaded")
	}
}

func TestFitK(t *testing.T) {
	d, err := Load([]string{writeSynthetic(t, 20000)}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	train, _ := d.Split(0)
	k, _, ok := FitK(d.Samples, train, engine.Kiswahili)
	if !ok || math.Abs(k-trueK) > 0.15*trueK {
		t.Fatalf("fitted K = %.1f, true K %v", k, trueK)
	}
	if _, _, ok := FitK(d.Samples, train, engine.Kujifunza); ok {
		t.Fatal("fitted a K for a variant without samples")
	}
}

func TestTuneHandLowersLoss(t *testing.T) {
	d, err := Load([]string{writeSynthetic(t, 20000)}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultHandConfig()
	cfg.Lambda, cfg.Epochs, cfg.Grain, cfg.LR = 0, 20, 1, 2
	res, err := TuneHand(context.Background(), d, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []engine.Variant{engine.Kiswahili, engine.Kete} {
		if !res.Fitted[v] || !(res.Loss[v] < 0.5*res.StartLoss[v]) {
			t.Errorf("%s: fitted %v, validation loss %.5f -> %.5f: want it halved", v, res.Fitted[v], res.StartLoss[v], res.Loss[v])
		}
		t.Logf("%s: K %.1f, loss %.5f -> %.5f, weights %+v", v, res.K[v], res.StartLoss[v], res.Loss[v], res.Weights[v])
	}
	if res.Fitted[engine.Kujifunza] || res.Weights[engine.Kujifunza] != eval.DefaultWeights(engine.Kujifunza) {
		t.Errorf("kujifunza has no data but was changed")
	}
}

func TestTrainNetLowersLoss(t *testing.T) {
	d, err := Load([]string{writeSynthetic(t, 20000)}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, set := range []eval.InputSet{eval.InputsV1, eval.InputsV2} {
		cfg := DefaultNetConfig()
		cfg.Inputs, cfg.H1, cfg.H2, cfg.Epochs, cfg.Batch, cfg.LR = set, 16, 8, 4, 256, 0.003
		res, err := TrainNet(context.Background(), d, cfg)
		if err != nil {
			t.Fatal(err)
		}
		first, last := res.Epochs[0], res.Epochs[len(res.Epochs)-1]
		t.Logf("inputs %v: valid loss per epoch: %.5f ... %.5f (hand %.5f); %.0f samples/s",
			set, first.Valid, last.Valid, res.HandLoss, res.SamplesPerSec)
		if !(last.Valid < first.Valid) || !(last.Train < first.Train) || res.BestEpoch == 0 {
			t.Fatalf("inputs %v: losses did not fall: %+v", set, res.Epochs)
		}
		if err := res.Best.Check(); err != nil {
			t.Fatal(err)
		}
		if res.Best.Inputs != set {
			t.Fatalf("trained inputs %v, got a net of %v", set, res.Best.Inputs)
		}
		if _, err := eval.NewNet(res.Best); err != nil {
			t.Fatal(err)
		}
		// Resuming from the net starts from its loss, not from scratch,
		// with the net's input set whatever cfg.Inputs says.
		cfg.Init, cfg.Epochs, cfg.Inputs = res.Best, 1, eval.InputsV1+eval.InputsV2-set
		again, err := TrainNet(context.Background(), d, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if again.Epochs[0].Valid > last.Valid*1.2 || again.Best.Inputs != set {
			t.Fatalf("resumed training: valid %.5f after one epoch, was %.5f; inputs %v, want %v",
				again.Epochs[0].Valid, last.Valid, again.Best.Inputs, set)
		}
	}
}

// TestTrainNetLogNoSamples: the epoch log printed a validation loss of
// 0.00000 for a variant without validation samples (and for an empty
// validation set), as if the net were perfect there; it says "no
// samples" instead.
func TestTrainNetLogNoSamples(t *testing.T) {
	d, err := Load([]string{writeSynthetic(t, 3000)}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, valid := range []float64{0.2, 0} {
		var log strings.Builder
		cfg := DefaultNetConfig()
		cfg.H1, cfg.H2, cfg.Epochs, cfg.Batch, cfg.Valid, cfg.Log = 16, 0, 1, 256, valid, &log
		if _, err := TrainNet(context.Background(), d, cfg); err != nil {
			t.Fatal(err)
		}
		var epoch string
		for _, l := range strings.Split(log.String(), "\n") {
			if strings.HasPrefix(l, "epoch 1/1:") {
				epoch = l
			}
		}
		if strings.Contains(log.String(), "0.00000") {
			t.Errorf("valid %v: a loss of 0.00000 in the log:\n%s", valid, log.String())
		}
		// The synthetic games are Kiswahili and Kete: no Kujifunza.
		if valid > 0 && !regexp.MustCompile(`valid 0\.\d+ \(kiswahili 0\.\d+, kete 0\.\d+, kujifunza no samples\)`).MatchString(epoch) {
			t.Errorf("valid %v: epoch line %q, want the losses of kiswahili and kete", valid, epoch)
		}
		if valid == 0 && !strings.Contains(epoch, "valid no samples") {
			t.Errorf("valid 0: epoch line %q, want \"valid no samples\"", epoch)
		}
	}
}

func TestTrainNetInterrupted(t *testing.T) {
	d, err := Load([]string{writeSynthetic(t, 2000)}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	cfg := DefaultNetConfig()
	cfg.H1, cfg.H2, cfg.Log = 16, 0, io.Discard
	res, err := TrainNet(ctx, d, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Interrupted || res.Best == nil || res.Best.Check() != nil {
		t.Fatalf("interrupted training: %+v", res)
	}
}

// TestTrainersRefuseNonFinite: the trainers refuse a step size, lambda or
// validation fraction that is NaN or infinite (which compare false with
// every bound) instead of training on NaN targets or writing NaN weights.
func TestTrainersRefuseNonFinite(t *testing.T) {
	d, err := Load([]string{writeSynthetic(t, 1000)}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for name, change := range map[string]func(lr, lambda, valid *float64){
		"lr Inf":     func(lr, _, _ *float64) { *lr = math.Inf(1) },
		"lr NaN":     func(lr, _, _ *float64) { *lr = math.NaN() },
		"lambda NaN": func(_, lambda, _ *float64) { *lambda = math.NaN() },
		"valid NaN":  func(_, _, valid *float64) { *valid = math.NaN() },
		"valid 1":    func(_, _, valid *float64) { *valid = 1 },
	} {
		hc := DefaultHandConfig()
		hc.Epochs = 1
		change(&hc.LR, &hc.Lambda, &hc.Valid)
		if res, err := TuneHand(context.Background(), d, hc); err == nil {
			t.Errorf("TuneHand with %s: no error, weights %+v", name, res.Weights)
		}
		nc := DefaultNetConfig()
		nc.H1, nc.H2, nc.Epochs, nc.Workers = 16, 0, 1, 1
		change(&nc.LR, &nc.Lambda, &nc.Valid)
		if _, err := TrainNet(context.Background(), d, nc); err == nil {
			t.Errorf("TrainNet with %s: no error", name)
		}
	}
}

// TestTrainersStopWhenDiverged: a step size so large that the weights
// overflow makes the losses NaN or infinite; the trainers stop with an
// error wrapping ErrDiverged instead of returning garbage (the hand
// weights as the smallest int, a net of NaN). So does a start net with a
// NaN weight.
func TestTrainersStopWhenDiverged(t *testing.T) {
	d, err := Load([]string{writeSynthetic(t, 3000)}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// 1e300: weights far beyond the integers; the largest float: a NaN
	// loss.
	for lr, says := range map[float64]string{1e300: "weight ", math.MaxFloat64: "loss NaN"} {
		hc := DefaultHandConfig()
		hc.Epochs, hc.LR = 2, lr
		res, err := TuneHand(context.Background(), d, hc)
		if !errors.Is(err, ErrDiverged) || res != nil || !strings.Contains(err.Error(), says) ||
			!strings.Contains(err.Error(), "lower lr") {
			t.Errorf("TuneHand with lr %v: %v, want ErrDiverged saying %q, and no weights", lr, err, says)
		}
	}
	for _, valid := range []float64{0.1, 0} {
		nc := DefaultNetConfig()
		nc.H1, nc.H2, nc.Epochs, nc.Batch, nc.Workers, nc.LR, nc.Valid = 16, 0, 2, 256, 1, 1e300, valid
		res, err := TrainNet(context.Background(), d, nc)
		if !errors.Is(err, ErrDiverged) || res != nil {
			t.Errorf("TrainNet with lr 1e300, valid %v: %v, want ErrDiverged and no net", valid, err)
		}
	}

	// A start net with a NaN weight is refused, not trained on.
	nc := DefaultNetConfig()
	nc.H1, nc.H2, nc.Epochs, nc.Batch, nc.Workers = 16, 0, 1, 256, 1
	good, err := TrainNet(context.Background(), d, nc)
	if err != nil {
		t.Fatal(err)
	}
	bad := good.Best.Clone()
	bad.W3[0] = float32(math.NaN())
	nc.Init = bad
	if _, err := TrainNet(context.Background(), d, nc); err == nil || !strings.Contains(err.Error(), "the start net") {
		t.Errorf("TrainNet from a NaN net: %v", err)
	}
}
