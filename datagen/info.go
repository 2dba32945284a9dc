package datagen

import (
	"fmt"
	"io"
)

// WriteInfo is "bao datagen info": it reads every data file, prints a line
// per file with its sample count (and a cut record at its end), then the
// counts of all the files together per variant (Tally.Table).
func WriteInfo(w io.Writer, files []string) error {
	var tally Tally
	for _, file := range files {
		samples, partial, err := ReadFile(file)
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
