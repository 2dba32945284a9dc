package datagen

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
)

// OpenAppend opens file (creating it) for appending samples. A file that
// ends inside a record (a killed writer) is cut back to its last whole
// record, so the new records stay aligned; cut is the number of bytes
// dropped.
func OpenAppend(file string) (f *os.File, cut int64, err error) {
	f, err = os.OpenFile(file, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, 0, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	size := fi.Size()
	if size > 0 && size < RecordSize {
		f.Close()
		return nil, 0, fmt.Errorf("%w; give a new file or one that datagen wrote", shortFileError(file, size))
	}
	if size > 0 {
		if err := checkSamples(f); err != nil {
			f.Close()
			return nil, 0, fmt.Errorf("%w; give a new file or one that datagen wrote", badRecordError(file, err))
		}
	}
	cut = size % RecordSize
	if cut > 0 {
		if err := f.Truncate(size - cut); err != nil {
			f.Close()
			return nil, 0, fmt.Errorf("cut the partial record: %w", err)
		}
	}
	if _, err := f.Seek(0, io.SeekEnd); err != nil {
		f.Close()
		return nil, 0, err
	}
	return f, cut, nil
}

// checkSamples reads every whole record of f, as datagen info does, and
// returns the first that does not decode: a file of something else (a
// game record, say) must not be cut and appended to.
func checkSamples(f *os.File) error {
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return err
	}
	rd := NewReader(bufio.NewReaderSize(f, 1<<20))
	var s Sample
	for {
		err := rd.Read(&s)
		switch {
		case err == nil:
			continue
		case errors.Is(err, io.EOF), errors.Is(err, ErrPartial):
			return nil
		}
		return err
	}
}
