package datagen

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// WriteInfo is "bao datagen info": it reads every data file, prints a line
// per file with its sample count (and a cut record at its end), then the
// counts of all the files together per variant (Tally.Table). A file that
// is not datagen data is an error naming it: one shorter than a record
// (but not empty), or one with a record that does not decode. A cut
// record after at least one whole record (a killed run) is reported, not
// refused.
func WriteInfo(w io.Writer, files []string) error {
	var tally Tally
	for _, file := range files {
		samples, partial, err := readInfoFile(file)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%s: %d samples", file, len(samples))
		if partial > 0 {
			fmt.Fprintf(w, " and a cut record of %d bytes at the end", partial)
		}
		fmt.Fprintln(w)
		tally.Add(samples)
	}
	fmt.Fprint(w, tally.Table())
	return nil
}

// readInfoFile reads the samples of file as ReadFile does, and refuses as
// not datagen data (as OpenAppend does) a file of less than one record
// and a file whose records do not decode; an error reading the file is
// returned as it is.
func readInfoFile(file string) ([]Sample, int, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, 0, fmt.Errorf("read samples: %w", err)
	}
	defer f.Close()
	samples, partial, err := ReadAll(f)
	var pathErr *fs.PathError
	switch {
	case errors.As(err, &pathErr):
		return nil, 0, fmt.Errorf("read samples: %w", err)
	case err != nil:
		return nil, 0, badRecordError(file, err)
	case len(samples) == 0 && partial > 0:
		return nil, 0, shortFileError(file, int64(partial))
	}
	return samples, partial, nil
}
