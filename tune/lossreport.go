package tune

import (
	"fmt"
	"strings"

	"github.com/baoengine/bao/engine"
)

// LossText writes a mean loss over a number of samples for the logs:
// "0.12345", or "no samples" when there were none, since the mean of no
// samples is not a loss of 0.
func LossText(loss float64, samples int) string {
	if samples == 0 {
		return "no samples"
	}
	return fmt.Sprintf("%.5f", loss)
}

// validText writes an epoch's validation loss, in total and per variant
// ("0.07012 (kiswahili 0.07100, kete 0.06930, kujifunza no samples)"),
// given the number of validation samples of each variant.
func validText(st EpochStats, samples [len(engine.Variants)]int) string {
	all := 0
	for _, n := range samples {
		all += n
	}
	if all == 0 {
		return LossText(st.Valid, 0)
	}
	var b strings.Builder
	b.WriteString(LossText(st.Valid, all))
	for vi, v := range engine.Variants {
		sep := ", "
		if vi == 0 {
			sep = " ("
		}
		fmt.Fprintf(&b, "%s%s %s", sep, v, LossText(st.PerVariant[vi], samples[vi]))
	}
	b.WriteString(")")
	return b.String()
}
