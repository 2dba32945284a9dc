package app

import (
	"encoding/json"
	"testing"

	"github.com/baoengine/bao/web/rulesapi"
)

// whyRunner imports the page's whyText in the language of $BAO_LANG
// (i18n.js reads strings.json through fetch, which the runner answers
// from the folder) and writes, for each /api/explain answer read as JSON
// from standard input, the sentence it gives.
const whyRunner = `import { readFileSync } from 'node:fs';
globalThis.fetch = async () => ({ ok: true, json: async () => JSON.parse(readFileSync('strings.json', 'utf8')) });
const lang = process.env.BAO_LANG;
Object.defineProperty(globalThis, 'navigator', { value: { languages: [lang], language: lang }, configurable: true });
const { whyText } = await import('./why.js');
let input = '';
process.stdin.on('data', (d) => { input += d; });
process.stdin.on('end', () => {
  process.stdout.write(JSON.stringify(JSON.parse(input).map(whyText)));
});
`

// TestPageWhyText runs the review's whyText (why.js) with Node on the
// answers of /api/explain for mistakes of each kind, in both languages,
// and checks the sentences word for word: the counts, the moves, the
// holes and the sides in their places.
func TestPageWhyText(t *testing.T) {
	game := func(variant string, moves ...string) rulesapi.Game {
		return rulesapi.Game{Variant: variant, Moves: moves}
	}
	lost := []string{"A7L", "a5R", "A6L", "a7R", "A4L", "a6L", "A2L", "a1L", "A7R", "a8R", "A5L", "a8R", "A7R", "a6L", "A2L+"}
	cases := []struct {
		req    rulesapi.ExplainRequest
		en, sw string
	}{
		{
			rulesapi.ExplainRequest{Game: game("kiswahili", "A6L"), Reply: []string{"a5L"}, Better: []string{"A6R", "a6L"}},
			"North's reply a5L captures 1 kete from A4.",
			"Jibu la Kaskazini, a5L, linakula kete 1 kutoka A4.",
		},
		{
			rulesapi.ExplainRequest{Game: game("kete", "A7R", "a6R", "A8L", "a5L", "A3R", "a5R", "A7R", "a1L", "A5L", "a3L", "A1R", "a6L", "A2L", "a6R", "A4L"), Reply: []string{"a2L"}, Better: []string{"A1L", "a2L"}},
			"A1L would have captured 9 kete from a8, a5.",
			"A1L ingekula kete 9 kutoka a8, a5.",
		},
		{
			rulesapi.ExplainRequest{Game: game("kiswahili", "A7L", "a5R", "A6L", "a6L"), Reply: []string{"A4L"}, Better: []string{"a5L", "A2L"}},
			"South's reply A4L takes North's nyumba in a5.",
			"Jibu la Kusini, A4L, linakula nyumba ya Kaskazini (a5).",
		},
		{
			rulesapi.ExplainRequest{Game: game("kete", "A7R", "a6R", "A8L", "a5L", "A3R", "a5R", "A7R", "a1L", "A5L", "a3L", "A1R", "a6L", "A2L", "a6R", "A4L", "a6L", "A1L+"), Reply: []string{"a1L"}, Better: []string{"A1L", "a1L"}},
			"This move gives up South's nyumba in A5.",
			"Hatua hii inavunja nyumba ya Kusini (A5).",
		},
		{
			rulesapi.ExplainRequest{Game: game("kiswahili", lost[:14]...), Reply: lost[14:]},
			"South answers A2L+ and North's front row is left empty: North loses.",
			"Kusini anajibu A2L+, na mstari wa mbele wa Kaskazini unabaki mtupu: Kaskazini anashindwa.",
		},
		{
			rulesapi.ExplainRequest{Game: game("kiswahili", lost[:12]...), Reply: lost[12:]},
			"South starts with A7R and in 2 moves North's front row is left empty: North loses.",
			"Kusini anaanza na A7R, na kwa hatua 2 mstari wa mbele wa Kaskazini unabaki mtupu: Kaskazini anashindwa.",
		},
		{
			rulesapi.ExplainRequest{Game: game("kiswahili", "A6L"), Reply: []string{"a5L"}, Better: []string{"A6L", "a5L"}},
			"", "",
		},
	}
	answers := make([]rulesapi.ExplainResponse, len(cases))
	for i, c := range cases {
		a, err := rulesapi.Explain(c.req)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		answers[i] = a
	}
	in, err := json.Marshal(answers)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "sw"} {
		out := runPageScript(t, whyRunner, []string{"BAO_LANG=" + lang}, in, "why.js", "i18n.js", "storage.js", "strings.json")
		var got []string
		if err := json.Unmarshal(out, &got); err != nil || len(got) != len(cases) {
			t.Fatalf("node (%s) wrote %q (%v), want %d sentences", lang, out, err, len(cases))
		}
		for i, c := range cases {
			want := map[string]string{"en": c.en, "sw": c.sw}[lang]
			if got[i] != want {
				t.Errorf("%s, %s (%+v): the page writes %q, want %q", lang, answers[i].Code, answers[i], got[i], want)
			}
		}
	}
}
