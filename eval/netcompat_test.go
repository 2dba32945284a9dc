package eval

import (
	"bytes"
	"hash/crc32"
	"os"
	"testing"
)

// The evaluations and file bytes of version-1 (input set v1) nets as the
// program computed them before input set v2, the accumulator and the
// version-2 file existed: a change that alters how an old net file loads
// or evaluates fails here. evalSignature hashes the scores of a trained
// version-1 net (testdata/net3-v1.bin, the default net of round 2, whose
// bao bench node count is the same before and after input set v2) and of
// a random 32x16 net (read back from its file) over 5000 random positions
// of the three variants; the file checksum is the CRC-32 of the random
// net's file as WriteNet writes it.
const (
	oldTrainedNetSignature = 0xde48c5be2bd47be4
	oldRandomNetSignature  = 0x66acdda632b4ee96
	oldRandomNetFileCRC    = 0x2144df1c
)

// evalSignature is an FNV-1a hash of n's evaluations of ps.
func evalSignature(n *Net) uint64 {
	ps, rs := randomPositions(5000)
	h := uint64(14695981039346656037)
	for i := range ps {
		v := uint64(uint32(int32(n.Evaluate(&rs[i], &ps[i]))))
		for k := 0; k < 4; k++ {
			h ^= v >> (8 * k) & 0xff
			h *= 1099511628211
		}
	}
	return h
}

func TestOldNetFilesEvaluateAsBefore(t *testing.T) {
	trained, err := os.ReadFile("testdata/net3-v1.bin")
	if err != nil {
		t.Fatal(err)
	}
	tp, err := ReadNet(bytes.NewReader(trained))
	if err != nil {
		t.Fatal(err)
	}
	def, err := NewNet(tp)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteNet(&buf, randomParams(t, 32, 16, 21)); err != nil {
		t.Fatal(err)
	}
	file := bytes.Clone(buf.Bytes())
	np, err := ReadNet(&buf)
	if err != nil {
		t.Fatal(err)
	}
	rnd, err := NewNet(np)
	if err != nil {
		t.Fatal(err)
	}
	if got := evalSignature(def); got != oldTrainedNetSignature {
		t.Errorf("trained v1 net: evaluation signature %#x, want %#x", got, uint64(oldTrainedNetSignature))
	}
	if got := evalSignature(rnd); got != oldRandomNetSignature {
		t.Errorf("random v1 net: evaluation signature %#x, want %#x", got, uint64(oldRandomNetSignature))
	}
	if got := crc32.ChecksumIEEE(file); got != oldRandomNetFileCRC {
		t.Errorf("random v1 net: file CRC %#x, want %#x", got, uint32(oldRandomNetFileCRC))
	}
}
