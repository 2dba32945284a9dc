package solve

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/baoengine/bao/engine"
)

// tableMagic starts a table file (doc.go, "Table file format").
const tableMagic = "BAOTT001"

// maxTableHeader bounds the text header of a table file.
const maxTableHeader = 1 << 16

// Checkpoint is what a table file says besides its entries.
type Checkpoint struct {
	Rules   engine.Rules
	Root    engine.Position
	Nodes   uint64        // nodes expanded by every run that built the table
	Elapsed time.Duration // their total time
	Entries int64
	// HashMiB is the table size (Options.HashMiB) of the run that saved
	// the file; 0 for a file written before tables recorded it.
	HashMiB int
	// Dropped counts the entries of the file that LoadTable could not
	// keep: the table was full (its size is below the file's).
	Dropped int64
}

// ErrTableTooSmall is wrapped by the errors of Run when the table of
// Options.HashMiB cannot hold every entry of the resumed table file.
var ErrTableTooSmall = errors.New("the table is too small for the resumed file")

// rulesText returns the rules as "variant v; name value; ...", the form a
// table file records and compares.
func rulesText(r *engine.Rules) string {
	var b strings.Builder
	b.WriteString("variant " + r.Variant.String())
	for _, o := range engine.RuleOptions {
		v, _ := r.Get(o.Name)
		b.WriteString("; " + o.Name + " " + v)
	}
	return b.String()
}

// SaveTable writes the table and the checkpoint data to w: the magic, a
// text header, the entries, a CRC-32 of all that. It must not run during
// Solve (use Hooks.Checkpoint, which runs with the search paused).
func (s *Solver) SaveTable(w io.Writer, root engine.Position, elapsed time.Duration) error {
	crc := crc32.NewIEEE()
	bw := bufio.NewWriterSize(io.MultiWriter(w, crc), 1<<20)
	n := s.tt.used.Load()
	hdr := fmt.Sprintf("rules %s\nroot %s\nnodes %d\nelapsed %d\nentries %d\nhash %d\n",
		rulesText(&s.rules), root.String(), s.base+s.nodes.Load(), elapsed.Nanoseconds(), n, s.opt.HashMiB)
	bw.WriteString(tableMagic)
	var b [entrySize]byte
	binary.LittleEndian.PutUint32(b[:4], uint32(len(hdr)))
	bw.Write(b[:4])
	bw.WriteString(hdr)
	count := int64(0)
	err := s.tt.each(func(e *entry) error {
		count++
		putEntry(&b, e)
		_, err := bw.Write(b[:])
		return err
	})
	if err == nil && count != n {
		err = fmt.Errorf("table changed while saving (%d entries, counted %d)", n, count)
	}
	if err == nil {
		err = bw.Flush()
	}
	if err == nil {
		binary.LittleEndian.PutUint32(b[:4], crc.Sum32())
		_, err = w.Write(b[:4])
	}
	if err != nil {
		return fmt.Errorf("save table: %w", err)
	}
	return nil
}

// putEntry encodes e little-endian: key, pn, dn, work, dist, move, flags.
func putEntry(b *[entrySize]byte, e *entry) {
	binary.LittleEndian.PutUint64(b[0:], e.key)
	binary.LittleEndian.PutUint32(b[8:], e.pn)
	binary.LittleEndian.PutUint32(b[12:], e.dn)
	binary.LittleEndian.PutUint32(b[16:], e.work)
	binary.LittleEndian.PutUint16(b[20:], e.dist)
	b[22] = byte(e.move)
	b[23] = e.flags
}

// ReadTableHeader reads the checkpoint data at the start of a table file
// written by SaveTable, without its entries (and without checking its
// checksum): a caller sizes a solver's table by it before loading the
// file. Rules is left zero; LoadTable checks them.
func ReadTableHeader(rd io.Reader) (Checkpoint, error) {
	cp, _, err := readTableHeader(rd)
	return cp, err
}

// ResumeHashMiB returns the table size in MiB for resuming from the table
// file at path when no size was asked for, and true: the size the file was
// saved with, or, for a file from before tables recorded it, hashMiB
// doubled until the file's entries fill at most half of the table, up to
// maxMiB. A file whose header cannot be read gives hashMiB and false:
// loading it says why.
func ResumeHashMiB(path string, hashMiB, maxMiB int) (int, bool) {
	f, err := os.Open(path)
	if err != nil {
		return hashMiB, false
	}
	defer f.Close()
	cp, err := ReadTableHeader(f)
	switch {
	case err != nil:
		return hashMiB, false
	case cp.HashMiB > 0:
		return cp.HashMiB, true
	}
	for TableEntries(hashMiB) < 2*cp.Entries && hashMiB < maxMiB {
		hashMiB = min(2*hashMiB, maxMiB)
	}
	return hashMiB, true
}

// readTableHeader reads the magic and the text header of a table file
// from rd: the checkpoint data but the rules and the root, and the
// header's fields by name.
func readTableHeader(rd io.Reader) (Checkpoint, map[string]string, error) {
	var cp Checkpoint
	var head [12]byte
	if _, err := io.ReadFull(rd, head[:]); err != nil {
		return cp, nil, fmt.Errorf("load table: header: %w", err)
	}
	if string(head[:8]) != tableMagic {
		return cp, nil, fmt.Errorf("load table: not a table file (magic %q, want %q)", head[:8], tableMagic)
	}
	hl := binary.LittleEndian.Uint32(head[8:])
	if hl > maxTableHeader {
		return cp, nil, fmt.Errorf("load table: header of %d bytes: too long", hl)
	}
	hdr := make([]byte, hl)
	if _, err := io.ReadFull(rd, hdr); err != nil {
		return cp, nil, fmt.Errorf("load table: header: %w", err)
	}
	fields := map[string]string{}
	for _, l := range strings.Split(strings.TrimRight(string(hdr), "\n"), "\n") {
		k, v, _ := strings.Cut(l, " ")
		fields[k] = v
	}
	nums := map[string]int64{}
	for _, k := range []string{"nodes", "elapsed", "entries", "hash"} {
		f, ok := fields[k]
		if !ok && k == "hash" {
			continue // a file from before tables recorded their size
		}
		n, err := strconv.ParseInt(f, 10, 64)
		if err != nil || n < 0 || (k == "hash" && n > math.MaxInt32) {
			return cp, nil, fmt.Errorf("load table: %s %q: want a number", k, f)
		}
		nums[k] = n
	}
	cp.Nodes, cp.Elapsed, cp.Entries = uint64(nums["nodes"]), time.Duration(nums["elapsed"]), nums["entries"]
	cp.HashMiB = int(nums["hash"])
	return cp, fields, nil
}

// LoadTable reads a table file written by SaveTable into the solver's
// table, which grows as it needs to; only when it has its full size are
// entries beyond it replaced as in a search, and counted in
// Checkpoint.Dropped. The rules of the file must be the solver's. It
// returns the file's checkpoint data; the solver's node count continues
// from the file's.
func (s *Solver) LoadTable(rd io.Reader) (Checkpoint, error) {
	crc := crc32.NewIEEE()
	br := bufio.NewReaderSize(rd, 1<<20)
	tr := io.TeeReader(br, crc)
	cp, fields, err := readTableHeader(tr)
	if err != nil {
		return cp, err
	}
	if got, want := fields["rules"], rulesText(&s.rules); got != want {
		if !utf8.ValidString(got) || strings.ContainsFunc(got, unicode.IsControl) {
			// A damaged header: shown quoted, never as raw bytes.
			return cp, fmt.Errorf("load table: the file's rules line is damaged: %q\n  solver: %s", got, want)
		}
		return cp, fmt.Errorf("load table: the table was built for other rules:\n  file:   %s\n  solver: %s", got, want)
	}
	cp.Rules = s.rules
	if cp.Root, err = engine.ParsePosition(fields["root"], s.rules.Variant); err != nil {
		return cp, fmt.Errorf("load table: root: %w", err)
	}
	s.tt.reserve(cp.Entries)
	var b [entrySize]byte
	for i := int64(0); i < cp.Entries; i++ {
		if _, err := io.ReadFull(tr, b[:]); err != nil {
			return cp, fmt.Errorf("load table: entry %d of %d: %w", i, cp.Entries, err)
		}
		e := entry{
			key:   binary.LittleEndian.Uint64(b[0:]),
			pn:    binary.LittleEndian.Uint32(b[8:]),
			dn:    binary.LittleEndian.Uint32(b[12:]),
			work:  binary.LittleEndian.Uint32(b[16:]),
			dist:  binary.LittleEndian.Uint16(b[20:]),
			move:  engine.Move(b[22]),
			flags: b[23] & (flagUsed | flagCyc),
		}
		if !s.tt.load(e) {
			cp.Dropped++
		}
	}
	sum := crc.Sum32()
	if _, err := io.ReadFull(br, b[:4]); err != nil {
		return cp, fmt.Errorf("load table: checksum: %w", err)
	}
	if got := binary.LittleEndian.Uint32(b[:4]); got != sum {
		s.tt.clear()
		return cp, fmt.Errorf("load table: checksum %08x, computed %08x: the file is damaged", got, sum)
	}
	if _, err := br.ReadByte(); !errors.Is(err, io.EOF) {
		s.tt.clear()
		return cp, errors.New("load table: data after the checksum")
	}
	s.base = cp.Nodes
	return cp, nil
}
