package app

import (
	"encoding/json"
	"testing"

	"github.com/baoengine/bao/web/rulesapi"
)

// inputRunner imports the page's inputWords in the language of $BAO_LANG
// and writes, for each error answer read as JSON from standard input, the
// sentence it gives ("" when the page has no words for its codes).
const inputRunner = `import { readFileSync } from 'node:fs';
globalThis.fetch = async () => ({ ok: true, json: async () => JSON.parse(readFileSync('strings.json', 'utf8')) });
const lang = process.env.BAO_LANG;
Object.defineProperty(globalThis, 'navigator', { value: { languages: [lang], language: lang }, configurable: true });
const { inputWords } = await import('./inputwords.js');
const { say } = await import('./i18n.js');
let input = '';
process.stdin.on('data', (d) => { input += d; });
process.stdin.on('end', () => {
  process.stdout.write(JSON.stringify(JSON.parse(input).map((a) => {
    const w = a.input ? inputWords(a.input) : null;
    return w ? say(w) : '';
  })));
});
`

// TestPageInputWords runs the page's inputWords (inputwords.js) with Node
// on the rules' real error answers for a bad BFEN, a bad move and a bad
// game record (a move, a tag, the record's own syntax and result), in
// both languages, and checks the sentences word for
// word: the places in order, the values and the sides in their places;
// and a code the page does not know gives no words, so that the rules'
// English message stands.
func TestPageInputWords(t *testing.T) {
	const start = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0"
	cases := []struct {
		path, body string
		en, sw     string
	}{
		{"/api/bfen", `{"fen":"` + start + ` 22,x S SN - 0","variant":"kiswahili"}`,
			`North's seeds in hand: "x" is not a number`,
			`kete za Kaskazini mkononi: "x" si namba`},
		{"/api/bfen", `{"fen":"x,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 S SN - 0","variant":"kiswahili"}`,
			`hole b8: "x" is not a number`,
			`shimo b8: "x" si namba`},
		{"/api/bfen", `{"fen":"` + start + ` 22,21 S SN - 0","variant":"kiswahili"}`,
			"seeds on the board: 20, in hand: 43, in all: 63; the game has 64",
			"kete ubaoni: 20, mkononi: 43, jumla: 63; mchezo una kete 64"},
		{"/api/play", `{"game":{"variant":"kujifunza","moves":[]},"move":"a3R"}`,
			`move "a3R": hole a3 is North's, but it is South's turn`,
			`hatua "a3R": shimo a3 ni la Kaskazini, lakini ni zamu ya Kusini`},
		{"/api/record/import", `{"record":"[Variant \"kujifunza\"]\n\n1. A3R a9L *\n"}`,
			`line 3 of the record: move 1... "a9L": "a9": a hole is a row letter A, B, a or b and a number 1-8, as A5`,
			`mstari 3 wa rekodi: hatua 1... "a9L": "a9": shimo ni herufi ya mstari A, B, a au b na namba 1-8, kama A5`},
		{"/api/record/import", `{"record":"[Variant \"kiswahili\"]\n[FEN \"1 2 3\"]\n\n*\n"}`,
			"line 2 of the record: tag FEN: a BFEN has 5 or 6 parts: the rows, the seeds in hand, the side to move, the nyumba, the takasia and, if wanted, the ply count; parts found: 3",
			"mstari 2 wa rekodi: lebo FEN: BFEN ina sehemu 5 au 6: mistari, kete mkononi, zamu, nyumba, takasia na, ukipenda, idadi ya hatua; sehemu zilizopatikana: 3"},
		// The record's own reasons: a tag's syntax, a count, a result
		// the rules contradict (with the side it names), no record.
		{"/api/record/import", `{"record":"[Event \"e\"]\n[Site x]\n\n*\n"}`,
			`line 2 of the record: tag Site: the value must be in double quotes "..."`,
			`mstari 2 wa rekodi: lebo Site: thamani lazima iwe ndani ya alama za nukuu "..."`},
		{"/api/record/import", `{"record":"[PlyCount \"3\"]\n\n1. A6L a6R *\n"}`,
			"line 1 of the record: tag PlyCount: 3, but moves in the record: 2",
			"mstari 1 wa rekodi: lebo PlyCount: 3, lakini hatua katika rekodi: 2"},
		{"/api/record/import", `{"record":"[FEN \"0,0,0,0,0,0,0,0/0,0,0,0,9,0,0,1/1,6,3,1,0,5,4,0/2,1,0,5,0,3,0,1 11,11 S - -\"]\n[infiniteMove \"loses\"]\n\n1. A3L 1-0\n"}`,
			"line 4 of the record: the result is 1-0, but the game is over with 0-1: South played a never-ending move (moves played: 1)",
			"mstari 4 wa rekodi: matokeo ni 1-0, lakini mchezo umekwisha kwa 0-1: Kusini amecheza hatua isiyokwisha (hatua zilizochezwa: 1)"},
		{"/api/record/import", `{"record":" "}`, "the record is empty", "rekodi iko tupu"},
		{"/api/record/import", `{"record":"[Variant \"kiswahili\"]\n[takasia \"maybe\"]\n\n*\n"}`,
			`line 2 of the record: tag takasia: Takasia: "maybe" is not true or false`,
			`mstari 2 wa rekodi: lebo takasia: Takasia: "maybe" si true wala false`},
		{"/api/legal", `{"game":{"variant":"kiswahili","options":{"infiniteMoveLapLimit":"100001"},"moves":[]}}`,
			"Infinite move lap limit: 100001 is more than 100000: the page may ask for a whole number from 1 to 100000",
			"Kikomo cha mizunguko: 100001 ni zaidi ya 100000: ukurasa unaweza kuomba namba kamili kati ya 1 na 100000"},
	}
	var answers []json.RawMessage
	for _, c := range cases {
		status, out := (&rulesapi.Answerer{}).Answer(c.path, []byte(c.body))
		if status == 200 {
			t.Fatalf("%s %s: answered 200: %s", c.path, c.body, out)
		}
		answers = append(answers, out)
	}
	answers = append(answers, json.RawMessage(`{"error":"new","input":{"code":"bfen.newReason","places":["bfen.hole"],"args":{"hole":"A1"}}}`))
	in, err := json.Marshal(answers)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "sw"} {
		out := runPageScript(t, inputRunner, []string{"BAO_LANG=" + lang}, in, "inputwords.js", "i18n.js", "storage.js", "strings.json")
		var got []string
		if err := json.Unmarshal(out, &got); err != nil || len(got) != len(answers) {
			t.Fatalf("node (%s) wrote %q (%v), want %d texts", lang, out, err, len(answers))
		}
		for i, c := range cases {
			want := c.en
			if lang == "sw" {
				want = c.sw
			}
			if got[i] != want {
				t.Errorf("%s %s (%s):\n got %q\nwant %q", c.path, c.body, lang, got[i], want)
			}
		}
		if last := got[len(got)-1]; last != "" {
			t.Errorf("%s: an unknown code gives %q, want no words", lang, last)
		}
	}
}
