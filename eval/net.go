package eval

import (
	"math"

	"github.com/baoengine/bao/engine"
)

// MaxNetScore bounds the net's evaluation in centi-seeds, far below any
// proven-win score of the search.
const MaxNetScore = 10000

// Net is a quantised net for integer inference: the first layer's int16
// weights packed four to a 64-bit word (SWAR), int16 second-layer weights
// packed two to a word, int16 output weights, 32- and 64-bit sums. A Net
// is immutable and safe for concurrent use; Evaluate allocates nothing.
type Net struct {
	inputs  InputSet
	threats bool  // inputs.listsThreats(): the inputs include the capture threats
	lane    int32 // inputs.lane(): the bias of a first-layer weight in its lane
	h1, h2  int
	blocks1 int     // h1/16: blocks per first-layer row
	w1      []block // inputs.Count() rows of blocks1 blocks (16-bit lane = weight + lane), then a row of zeros
	zeroRow int32   // the offset of the row of zeros (the row of an empty hole in Accumulator updates)
	b1      []int32 // scale QW1
	blocks2 int     // h2/8: blocks per second-layer row
	w2      []block // h1 rows of blocks2 blocks; 32-bit lane = weight + w2Lane
	b2      []int32 // scale QA*QB
	buckets OutputBuckets
	outs    int     // output weights per bucket: h2, or h1 without a second layer
	w3      []int32 // buckets.Count() rows of outs, scale QO
	b3      []int32 // per bucket: B3 plus the bucket's bias, scale QA*QO
	kq      [len(engine.Variants)]int64
	params  *NetParams
	fast    fastLayout // the weights again, as the architecture's fast path wants them
}

// block is four words: 16 first-layer units (four 16-bit lanes a word) or
// 8 second-layer units (two 32-bit lanes a word). Unit u of a block is in
// word u/4 (u/2), lane u%4 (u%2).
type block [4]uint64

// kShift is the fixed-point shift of kq: the centi-seeds are
// output * kq >> kShift, with kq = K * 2^kShift / (QA*QO).
const kShift = 24

// NewNet quantises checked parameters (NetParams.Check) into a Net. The
// Net keeps np for Params; np must not change afterwards.
func NewNet(np *NetParams) (*Net, error) {
	if err := np.Check(); err != nil {
		return nil, err
	}
	n := &Net{inputs: np.Inputs, threats: np.Inputs.listsThreats(), lane: np.Inputs.lane(), h1: np.H1, h2: np.H2, blocks1: np.H1 / 16,
		buckets: np.Buckets, outs: np.outputs(), params: np}
	rows := np.Inputs.Count()
	n.w1 = alignedBlocks((rows + 1) * n.blocks1)
	n.zeroRow = int32(rows * n.blocks1)
	for i := 0; i < rows; i++ {
		for j := 0; j < np.H1; j++ {
			q := quant(np.W1[i*np.H1+j], QW1, n.lane-1)
			n.w1[i*n.blocks1+j/16][j%16/4] |= uint64(q+n.lane) << (16 * (j % 4))
		}
	}
	n.b1 = make([]int32, np.H1)
	for j, b := range np.B1 {
		n.b1[j] = quant(b, QW1, math.MaxInt32/4)
	}
	if np.H2 > 0 {
		n.blocks2 = np.H2 / 8
		n.w2 = make([]block, np.H1*n.blocks2)
		for j := 0; j < np.H1; j++ {
			for k := 0; k < np.H2; k++ {
				q := quant(np.W2[j*np.H2+k], QB, w2Lane-1)
				n.w2[k/8*np.H1+j][k%8/2] |= uint64(q+w2Lane) << (32 * (k % 2))
			}
		}
		n.b2 = make([]int32, np.H2)
		for k, b := range np.B2 {
			n.b2[k] = quant(b, QA*QB, math.MaxInt32/4)
		}
	}
	n.w3 = make([]int32, len(np.W3))
	for k, w := range np.W3 {
		n.w3[k] = quant(w, QO, 32767)
	}
	n.b3 = make([]int32, np.Buckets.Count())
	for b := range n.b3 {
		_, b3 := np.OutputLayer(b)
		n.b3[b] = quant(b3, QA*QO, math.MaxInt32/4)
	}
	for v, k := range np.K {
		n.kq[v] = int64(math.Round(float64(k) * (1 << kShift) / (QA * QO)))
	}
	n.fast = newFastLayout(n)
	return n, nil
}

// quant rounds x*scale to the nearest integer within +-limit.
func quant(x, scale float32, limit int32) int32 {
	q := math.Round(float64(x) * float64(scale))
	return int32(max(min(q, float64(limit)), -float64(limit)))
}

// Params returns the float parameters the net was built from (shared:
// do not modify them).
func (n *Net) Params() *NetParams { return n.params }

// Arch returns the architecture as NetParams.Arch does.
func (n *Net) Arch() string { return archString(n.inputs, n.h1, n.h2, n.buckets) }

// Inputs returns the net's input set.
func (n *Net) Inputs() InputSet { return n.inputs }
