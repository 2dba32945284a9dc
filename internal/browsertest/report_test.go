package browsertest

import (
	"strings"
	"testing"
)

// reportPage has what pageReport describes: a status line, a message, a
// board of three holes (one movable and selected, one hinted) and two
// dialogs, one of them open.
const reportPage = `<!doctype html>
<body data-ready="true" data-ply="3">
<div id=status>South to move</div>
<div id=message>Not that hole</div>
<div id=board>
  <div class="hole movable selected" data-hole="A3"><span class=count>2</span></div>
  <div class="hole hinted" data-hole="A4"><span class=count>5</span></div>
  <div class="hole" data-hole="B1"></div>
</div>
<dialog id=dlg-safari open>Safari?</dialog>
<dialog id=dlg-replace>Leave?</dialog>
</body>`

// TestPageReport: a failed wait's report names the status, the message,
// the board's marked holes and seeds, the open dialogs only, and the
// body's flags.
func TestPageReport(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chromium")
	}
	p := touchPage(t, reportPage)
	p.Wait("the page", `document.getElementById('dlg-replace') !== null`, PageWait)
	got := p.pageReport()
	for _, want := range []string{
		"status: South to move\n",
		"message: Not that hole\n",
		"board: movable [A3], selected [A3], hinted [A4]; A3:2 A4:5 B1:0\n",
		"open dialogs: [dlg-safari]\n",
		`page: {"ready":"true","ply":"3"}`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the report does not say %q:\n%s", want, got)
		}
	}
}
