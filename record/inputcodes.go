package record

// The places of a record that its refusals name, besides the line (a
// record.Error's Line) and the move (its Ply, Label and Move): a tag of
// the header, with its name as the arg "tag", and a field of a JSON Lines
// game ("start", "moves.score", "moves[3]"), as the arg "field".
const (
	placeTag   = "record.tag"
	placeField = "record.field"
)

// InputCodes lists every Code of the *engine.InputError a record's own
// reasons give (a record's syntax, its tags, its result, its JSON), for
// a program that words them; the rules' refusals inside a record (a bad
// move, a FEN tag's BFEN) keep the rules' codes (engine.InputCodes).
func InputCodes() []string {
	return []string{
		"record.lineTooLong", "record.commentTooLong", "record.unexpected", "record.unterminatedComment",
		"record.tagLineText", "record.tagName", "record.tagQuotes", "record.tagEscape", "record.tagUnclosed",
		"record.tagBracket", "record.tagTwice", "record.tagLineBreak",
		"record.noResult", "record.tagsInMoves", "record.variations", "record.result", "record.resultTag",
		"record.glyph", "record.symbol", "record.moveTooLong", "record.noMove",
		"record.overFrontEmpty", "record.overCannotMove", "record.overEndless",
		"record.resultNotOver", "record.terminationUnexplained", "record.plyCountNumber", "record.plyCount",
		"record.jsonSyntax", "record.jsonNotObject", "record.jsonWantMove",
		"record.jsonWantList", "record.jsonWantNumber", "record.jsonWantString", "record.jsonTags",
		"record.jsonAfter", "record.fieldTag", "record.commentBrace",
		"record.jsonLineTooLong",
	}
}

// InputPlaces lists every place a record's refusals name (besides the
// line and the move, which a record.Error holds as numbers and tokens).
func InputPlaces() []string {
	return []string{placeTag, placeField}
}
