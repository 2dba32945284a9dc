package datagen

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ErrNotData marks a file that is not datagen data: one that holds
// something, but less than one record, or a record that does not decode
// (a game record, a net, text). Appending to it, reading it as samples or
// training on it is refused, and the file is left as it was.
var ErrNotData = errors.New("not datagen data")

// shortFileError is the ErrNotData of a file of size bytes, 0 < size <
// RecordSize.
func shortFileError(file string, size int64) error {
	return fmt.Errorf("%s is %w (%d bytes, less than one %d-byte record)", file, ErrNotData, size, RecordSize)
}

// badRecordError is the ErrNotData of a file with a record that does not
// decode, err.
func badRecordError(file string, err error) error {
	return fmt.Errorf("%s is %w (%w)", file, ErrNotData, err)
}

// CheckHead reports whether file begins as datagen data, reading only its
// first record, so that a command can check every file of a long run
// before the run: an empty file passes (data without a sample); one
// shorter than a record, or whose first record does not decode, gives an
// error wrapping ErrNotData. Damage after the first record (a bad record,
// a cut tail) is the reader's to count.
func CheckHead(file string) error {
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	var s Sample
	err = NewReader(f).Read(&s)
	var pathErr *fs.PathError
	switch {
	case err == nil, errors.Is(err, io.EOF):
		return nil
	case errors.As(err, &pathErr):
		return fmt.Errorf("%s: %w", file, err)
	case errors.Is(err, ErrPartial):
		st, serr := f.Stat()
		if serr != nil {
			return serr
		}
		return shortFileError(file, st.Size())
	}
	return badRecordError(file, err)
}

// ReadAll decodes every sample of r. A cut record at the end (a killed
// writer's tail) is not an error: its length in bytes is returned as
// partial and the samples before it are kept. Any other bad record is an
// error that names it.
func ReadAll(r io.Reader) (samples []Sample, partial int, err error) {
	cr := &countingReader{r: r}
	rd := NewReader(cr)
	var s Sample
	for {
		err := rd.Read(&s)
		switch {
		case err == nil:
			samples = append(samples, s)
			continue
		case errors.Is(err, io.EOF):
			return samples, 0, nil
		case errors.Is(err, ErrPartial):
			// The input is exhausted: what was read beyond the whole
			// records is the cut one.
			return samples, int(cr.n - rd.Count()*RecordSize), nil
		}
		return samples, 0, err
	}
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n += int64(n)
	return n, err
}

// ReadFile decodes every sample of the file, as ReadAll.
func ReadFile(file string) (samples []Sample, partial int, err error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, 0, fmt.Errorf("read samples: %w", err)
	}
	defer f.Close()
	samples, partial, err = ReadAll(f)
	if err != nil {
		return samples, partial, fmt.Errorf("read samples: %s: %w", file, err)
	}
	return samples, partial, nil
}
