package datagen

import (
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
