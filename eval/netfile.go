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

// The net file format, version 1 (little-endian), the format of every
// InputsV1 net:
//
//	0   magic "BAONET\r\n" (8 bytes; the CR-LF catches text-mode mangling)
//	8   version, uint32 = 1
//	12  inputs, uint32 = 579 (InputsV1, the only layout of version 1)
//	16  H1, uint32
//	20  H2, uint32 (0 = one hidden layer)
//	24  K per variant, 3 float32 (centi-seeds per unit of logit)
//	36  float32 weights: W1 (inputs*H1), B1 (H1), W2 (H1*H2), B2 (H2),
//	    W3 (H2, or H1 when H2 is 0), B3 (1)
//	end CRC-32 (IEEE) of every byte before it, uint32
//
// Version 2, for the other input sets, names the input set:
//
//	0   magic, 8   version, uint32 = 2
//	12  input set, uint32 (1 = InputsV1, 2 = InputsV2: inputSetDef.fileID)
//	16  inputs, uint32 (the set's count: 579 or 611)
//	20  H1, 24 H2, 28 K per variant, 40 the weights as in version 1, CRC
//
// Version 3, for a net with output buckets, names the input set and the
// bucket scheme:
//
//	0   magic, 8   version, uint32 = 3
//	12  input set, uint32, 16 inputs, uint32, as in version 2
//	20  output buckets, uint32 (1 = BucketsStage: outputBucketsDef.fileID)
//	24  H1, 28 H2, 32 K per variant, 44 the weights as in version 1 with
//	    W3 holding a row per bucket, then the buckets' biases (one float32
//	    each), CRC
//
// A net without output buckets is never written as version 3. Each input
// set is written in the version of its table entry
// (inputSetDef.fileVersion): an InputsV1 net always as version 1, byte for
// byte as before version 2 existed, so that older programs read it. A
// file naming an input set this program does not know is an error, not
// read as another set.
//
// The weights are stored as floats, not quantised: the file is the trained
// model itself, so a change of quantisation never invalidates a file and
// training can resume from it (bao tune net --init).
const (
	netMagic     = "BAONET\r\n"
	netVersion   = 1
	netVersion2  = 2
	netVersion3  = 3
	netHeader    = 36
	netHeaderV2  = 40
	netHeaderV3  = 44
	maxNetFileMB = 64
)

// ErrNetFile is wrapped by every error about the content of a net file.
var ErrNetFile = errors.New("bad net file")

// WriteNet writes np (checked first) in the net file format.
func WriteNet(w io.Writer, np *NetParams) error {
	if err := np.Check(); err != nil {
		return fmt.Errorf("write net: %w", err)
	}
	le := binary.LittleEndian
	def := np.Inputs.def()
	version, header := def.fileVersion, netHeader
	switch {
	case np.Buckets != BucketsNone:
		version, header = netVersion3, netHeaderV3
	case version == netVersion2:
		header = netHeaderV2
	}
	b := make([]byte, header, header+4*(len(np.W1)+len(np.B1)+len(np.W2)+len(np.B2)+len(np.W3)+1+len(np.BucketB3))+4)
	copy(b, netMagic)
	le.PutUint32(b[8:], version)
	off := 12
	if version != netVersion {
		le.PutUint32(b[off:], def.fileID)
		off += 4
	}
	le.PutUint32(b[off:], uint32(np.Inputs.Count()))
	if version == netVersion3 {
		le.PutUint32(b[off+4:], outputBucketSchemes[np.Buckets].fileID)
		off += 4
	}
	le.PutUint32(b[off+4:], uint32(np.H1))
	le.PutUint32(b[off+8:], uint32(np.H2))
	for v, k := range np.K {
		le.PutUint32(b[off+12+4*v:], math.Float32bits(k))
	}
	for _, l := range [][]float32{np.W1, np.B1, np.W2, np.B2, np.W3, {np.B3}, np.BucketB3} {
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
	b, err := io.ReadAll(io.LimitReader(r, maxNetFileMB<<20))
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
		// The error describes the file without quoting it: the file may
		// be anything a user (or a web page) named, /etc/passwd included.
		return nil, netErr("not a Bao net file: it does not start with the magic %q", netMagic)
	}
	if len(b) < netHeader+4 {
		return nil, netErr("%d bytes: shorter than the %d-byte header and checksum", len(b), netHeader+4)
	}
	le := binary.LittleEndian
	set, buckets, off, header := InputsV1, BucketsNone, 12, netHeader
	switch v := le.Uint32(b[8:]); v {
	case netVersion:
	case netVersion2, netVersion3:
		header = netHeaderV2
		if v == netVersion3 {
			header = netHeaderV3
		}
		if len(b) < header+4 {
			return nil, netErr("%d bytes: shorter than the %d-byte version-%d header and checksum", len(b), header+4, v)
		}
		id := le.Uint32(b[12:])
		s, ok := inputSetOfFileID(id)
		if !ok {
			return nil, netErr("input set %d (the version-%d header's field at byte 12): this program knows %s",
				id, v, knownFileIDs())
		}
		set, off = s, 16
	default:
		return nil, netErr("format version %d, this program reads versions %d to %d", v, netVersion, netVersion3)
	}
	if in := le.Uint32(b[off:]); in != uint32(set.Count()) {
		return nil, netErr("%d inputs, input set %v has %d", in, set, set.Count())
	}
	if header == netHeaderV3 {
		id := le.Uint32(b[off+4:])
		bs, ok := outputBucketsOfFileID(id)
		if !ok || bs == BucketsNone {
			return nil, netErr("output buckets %d (the version-3 header's field at byte 20): this program knows %s",
				id, knownBucketFileIDs())
		}
		buckets = bs
		off += 4
	}
	h1, h2 := le.Uint32(b[off+4:]), le.Uint32(b[off+8:])
	if h1 > MaxH1 || h2 > MaxH2 {
		return nil, netErr("hidden layers %d and %d: at most %d and %d", h1, h2, MaxH1, MaxH2)
	}
	np, err := NewBucketedNetParams(set, int(h1), int(h2), buckets)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNetFile, err)
	}
	lists := [][]float32{np.W1, np.B1, np.W2, np.B2, np.W3}
	count := 0
	for _, n := range LayerSizes(set, int(h1), int(h2), buckets) {
		count += n
	}
	if want := header + 4*count + 4; len(b) != want {
		return nil, netErr("%d bytes, want %d for a %s net", len(b), want, np.Arch())
	}
	body := b[:len(b)-4]
	if le.Uint32(b[len(b)-4:]) != crc32.ChecksumIEEE(body) {
		return nil, netErr("the checksum does not match the content (the file is damaged)")
	}
	for v := range np.K {
		np.K[v] = math.Float32frombits(le.Uint32(b[off+12+4*v:]))
	}
	off = header
	for _, l := range lists {
		for i := range l {
			l[i] = math.Float32frombits(le.Uint32(b[off:]))
			off += 4
		}
	}
	np.B3 = math.Float32frombits(le.Uint32(b[off:]))
	for i := range np.BucketB3 {
		off += 4
		np.BucketB3[i] = math.Float32frombits(le.Uint32(b[off:]))
	}
	if err := np.Check(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNetFile, err)
	}
	return np, nil
}

// LoadNet reads the net file at path and quantises it. A path that is not
// a regular file (a folder, a named pipe, a device) is refused by its
// kind before it is opened: opening a named pipe waits for a writer that
// may never come, and a device may never end.
func LoadNet(path string) (*Net, error) {
	if err := CheckNetPath(path); err != nil {
		return nil, fmt.Errorf("load net %w", err)
	}
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

// CheckNetPath refuses a net file's path that names something other than
// a regular file (a folder, a named pipe, a device, a socket), before
// anyone opens it: opening a named pipe waits for a writer that may never
// come, and a device may never end. A path that does not exist passes:
// opening it says so.
func CheckNetPath(path string) error {
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return fmt.Errorf("%s: %s, not a regular file", path, fileKind(st.Mode()))
	}
	return nil
}

// fileKind names the kind of a file that is not a regular one, for
// messages.
func fileKind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&os.ModeDevice != 0:
		return "a device"
	case m&os.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
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
