package eval

import (
	_ "embed" // the default net
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"os"
)

// The net file format, version 1 (little-endian):
//
//	0   magic "BAONET\r\n" (8 bytes; the CR-LF catches text-mode mangling)
//	8   version, uint32 = 1
//	12  inputs, uint32 = NetInputs (the input layout of this version)
//	16  H1, uint32
//	20  H2, uint32 (0 = one hidden layer)
//	24  K per variant, 3 float32 (centi-seeds per unit of logit)
//	36  float32 weights: W1 (NetInputs*H1), B1 (H1), W2 (H1*H2), B2 (H2),
//	    W3 (H2, or H1 when H2 is 0), B3 (1)
//	end CRC-32 (IEEE) of every byte before it, uint32
//
// The weights are stored as floats, not quantised: the file is the trained
// model itself, so a change of quantisation never invalidates a file and
// training can resume from it (bao tune net --init).
const (
	netMagic   = "BAONET\r\n"
	netVersion = 1
	netHeader  = 36
)

// ErrNetFile is wrapped by every error about the content of a net file.
var ErrNetFile = errors.New("bad net file")

// WriteNet writes np (checked first) in the net file format.
func WriteNet(w io.Writer, np *NetParams) error {
	if err := np.Check(); err != nil {
		return fmt.Errorf("write net: %w", err)
	}
	b := make([]byte, netHeader, netHeader+4*(len(np.W1)+len(np.B1)+len(np.W2)+len(np.B2)+len(np.W3)+1)+4)
	copy(b, netMagic)
	binary.LittleEndian.PutUint32(b[8:], netVersion)
	binary.LittleEndian.PutUint32(b[12:], uint32(NetInputs))
	binary.LittleEndian.PutUint32(b[16:], uint32(np.H1))
	binary.LittleEndian.PutUint32(b[20:], uint32(np.H2))
	for v, k := range np.K {
		binary.LittleEndian.PutUint32(b[24+4*v:], math.Float32bits(k))
	}
	for _, l := range [][]float32{np.W1, np.B1, np.W2, np.B2, np.W3, {np.B3}} {
		for _, x := range l {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
		}
	}
	b = binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("write net: %w", err)
	}
	return nil
}

// ReadNet reads a net file and checks it: magic, version, input layout,
// architecture, size, checksum and the weights' bounds. Every error about
// the content wraps ErrNetFile and names what is wrong.
func ReadNet(r io.Reader) (*NetParams, error) {
	b, err := io.ReadAll(io.LimitReader(r, 64<<20))
	if err != nil {
		return nil, fmt.Errorf("read net: %w", err)
	}
	return parseNet(b)
}

func netErr(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrNetFile, fmt.Sprintf(format, args...))
}

func parseNet(b []byte) (*NetParams, error) {
	if len(b) < len(netMagic) || string(b[:len(netMagic)]) != netMagic {
		n := min(len(b), len(netMagic))
		return nil, netErr("magic %q, want %q (not a Bao net file)", b[:n], netMagic)
	}
	if len(b) < netHeader+4 {
		return nil, netErr("%d bytes: shorter than the %d-byte header and checksum", len(b), netHeader+4)
	}
	le := binary.LittleEndian
	if v := le.Uint32(b[8:]); v != netVersion {
		return nil, netErr("format version %d, this program reads version %d", v, netVersion)
	}
	if in := le.Uint32(b[12:]); in != uint32(NetInputs) {
		return nil, netErr("%d inputs, this program's input layout has %d", in, NetInputs)
	}
	h1, h2 := le.Uint32(b[16:]), le.Uint32(b[20:])
	if h1 > MaxH1 || h2 > MaxH2 {
		return nil, netErr("hidden layers %d and %d: at most %d and %d", h1, h2, MaxH1, MaxH2)
	}
	np, err := NewNetParams(int(h1), int(h2))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNetFile, err)
	}
	lists := [][]float32{np.W1, np.B1, np.W2, np.B2, np.W3}
	count := 1
	for _, l := range lists {
		count += len(l)
	}
	if want := netHeader + 4*count + 4; len(b) != want {
		return nil, netErr("%d bytes, want %d for a %s net", len(b), want, np.Arch())
	}
	body := b[:len(b)-4]
	if sum, want := le.Uint32(b[len(b)-4:]), crc32.ChecksumIEEE(body); sum != want {
		return nil, netErr("checksum %08x, computed %08x (the file is damaged)", sum, want)
	}
	for v := range np.K {
		np.K[v] = math.Float32frombits(le.Uint32(b[24+4*v:]))
	}
	off := netHeader
	for _, l := range lists {
		for i := range l {
			l[i] = math.Float32frombits(le.Uint32(b[off:]))
			off += 4
		}
	}
	np.B3 = math.Float32frombits(le.Uint32(b[off:]))
	if err := np.Check(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNetFile, err)
	}
	return np, nil
}

// LoadNet reads the net file at path and quantises it.
func LoadNet(path string) (*Net, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("load net: %w", err)
	}
	defer f.Close()
	np, err := ReadNet(f)
	if err != nil {
		return nil, fmt.Errorf("load net %s: %w", path, err)
	}
	return NewNet(np)
}

//go:embed default.net
var defaultNetFile []byte

// DefaultNet returns the embedded net (default.net), parsed and quantised
// anew on each call: callers keep the result.
func DefaultNet() (*Net, error) {
	np, err := parseNet(defaultNetFile)
	if err != nil {
		return nil, fmt.Errorf("embedded net: %w", err)
	}
	return NewNet(np)
}
