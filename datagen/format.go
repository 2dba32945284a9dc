package datagen

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/baoengine/bao/engine"
)

// RecordSize is the size in bytes of one encoded Sample.
const RecordSize = 48

// formatVersion is the first byte of every record of this format.
const formatVersion = 1

// Sample is one training position: a position met in a self-play game,
// the search's verdict on it, and how the game ended.
type Sample struct {
	Variant engine.Variant
	Pos     engine.Position // Key is recomputed on reading; Ply is the game's ply
	Score   int16           // search score in centi-seeds, side to move's view
	Best    engine.Move     // the move the search chose (NoMove if none)
	Result  int8            // +1 the side to move won the game, -1 lost, 0 drawn/adjudicated
}

// Record layout (little-endian), RecordSize bytes:
//
//	0      format version, 1
//	1      variant (engine.Variant)
//	2-33   Pits[0..31], one byte per hole (South 0-15, North 16-31)
//	34-35  Store[South], Store[North]
//	36     Blocked (engine.NoPit = 32 for none)
//	37     Side
//	38     Flags (engine.Position.Flags)
//	39     Best (engine.Move)
//	40-41  Score, int16
//	42     Result, int8
//	43     0 (reserved)
//	44-45  Ply, uint16
//	46-47  Fletcher-16 checksum of bytes 0-45

// Encode writes s into b, which must hold RecordSize bytes.
func (s *Sample) Encode(b []byte) {
	b = b[:RecordSize]
	p := &s.Pos
	b[0] = formatVersion
	b[1] = byte(s.Variant)
	copy(b[2:34], p.Pits[:])
	b[34], b[35] = p.Store[0], p.Store[1]
	b[36] = byte(p.Blocked)
	b[37] = byte(p.Side)
	b[38] = p.Flags
	b[39] = byte(s.Best)
	binary.LittleEndian.PutUint16(b[40:], uint16(s.Score))
	b[42] = byte(s.Result)
	b[43] = 0
	binary.LittleEndian.PutUint16(b[44:], p.Ply)
	binary.LittleEndian.PutUint16(b[46:], fletcher16(b[:46]))
}

// Decode reads a record from b (RecordSize bytes) into s and checks it: the
// version, the checksum, the variant, the result and the position's
// invariants (engine.Position.Verify).
func (s *Sample) Decode(b []byte) error {
	if len(b) < RecordSize {
		return fmt.Errorf("record: %d bytes, want %d", len(b), RecordSize)
	}
	b = b[:RecordSize]
	if b[0] != formatVersion {
		return fmt.Errorf("record: format version %d, want %d", b[0], formatVersion)
	}
	if sum := binary.LittleEndian.Uint16(b[46:]); sum != fletcher16(b[:46]) {
		return errors.New("record: checksum mismatch")
	}
	if b[1] >= byte(len(engine.Variants)) {
		return fmt.Errorf("record: variant %d unknown", b[1])
	}
	r := int8(b[42])
	if r < -1 || r > 1 {
		return fmt.Errorf("record: result %d, want -1, 0 or 1", r)
	}
	*s = Sample{Variant: engine.Variant(b[1]), Score: int16(binary.LittleEndian.Uint16(b[40:])),
		Best: engine.Move(b[39]), Result: r}
	p := &s.Pos
	copy(p.Pits[:], b[2:34])
	p.Store[0], p.Store[1] = b[34], b[35]
	p.Blocked = engine.Pit(b[36])
	p.Side = engine.Side(b[37])
	p.Flags = b[38]
	p.Ply = binary.LittleEndian.Uint16(b[44:])
	p.Key = p.ComputeKey()
	if err := p.Verify(); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	return nil
}

// fletcher16 is the Fletcher-16 checksum of b.
func fletcher16(b []byte) uint16 {
	var s1, s2 uint32
	for _, c := range b {
		s1 = (s1 + uint32(c)) % 255
		s2 = (s2 + s1) % 255
	}
	return uint16(s2<<8 | s1)
}

// Writer appends encoded samples to an io.Writer through a buffer. Call
// Flush after each whole game, so a crash never leaves a game half written
// except for its last buffer.
type Writer struct {
	w   *bufio.Writer
	buf [RecordSize]byte
	n   int64
}

// NewWriter returns a Writer on w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: bufio.NewWriterSize(w, 64<<10)} }

// Write encodes and buffers one sample.
func (w *Writer) Write(s *Sample) error {
	s.Encode(w.buf[:])
	if _, err := w.w.Write(w.buf[:]); err != nil {
		return fmt.Errorf("write sample: %w", err)
	}
	w.n++
	return nil
}

// Flush writes the buffered samples out.
func (w *Writer) Flush() error {
	if err := w.w.Flush(); err != nil {
		return fmt.Errorf("flush samples: %w", err)
	}
	return nil
}

// Count returns the samples written so far.
func (w *Writer) Count() int64 { return w.n }

// ErrPartial is returned (wrapped) by Reader.Read when the input ends in
// the middle of a record: the tail of a file whose writer was killed. The
// records before it are good.
var ErrPartial = errors.New("partial record at the end of the input")

// Reader decodes samples from an io.Reader.
type Reader struct {
	r   *bufio.Reader
	buf [RecordSize]byte
	n   int64
}

// NewReader returns a Reader on r.
func NewReader(r io.Reader) *Reader { return &Reader{r: bufio.NewReaderSize(r, 64<<10)} }

// Read decodes the next sample into s. It returns io.EOF after the last
// whole record, an error wrapping ErrPartial when the input stops inside
// a record, and a decoding error naming the record's index otherwise.
func (r *Reader) Read(s *Sample) error {
	n, err := io.ReadFull(r.r, r.buf[:])
	switch {
	case err == io.EOF:
		return io.EOF
	case err == io.ErrUnexpectedEOF:
		return fmt.Errorf("record %d: %w (%d of %d bytes)", r.n, ErrPartial, n, RecordSize)
	case err != nil:
		return fmt.Errorf("record %d: %w", r.n, err)
	}
	if err := s.Decode(r.buf[:]); err != nil {
		return fmt.Errorf("record %d: %w", r.n, err)
	}
	r.n++
	return nil
}

// Count returns the samples read so far.
func (r *Reader) Count() int64 { return r.n }
