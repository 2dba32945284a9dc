package datagen

import (
	"errors"
	"fmt"
	"io"
	"os"
)

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
