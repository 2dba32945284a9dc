package solve

import "github.com/baoengine/bao/engine"

// endgame is a position with a known value: positions 8 to 31 plies from
// the end of random games, solved once and frozen here. plies is the exact
// length of the game under best play (Shortest).
type endgame struct {
	fen   string
	value Value
	plies int
	why   string // how the principal line ends
}

// endgames holds ten positions per variant, indexed by engine.Variant: the
// benchmark set of the issue and a regression test of the solver.
var endgames = [3][]endgame{
	engine.Kiswahili: {
		{"2,1,0,0,0,0,0,0/2,1,1,1,6,0,8,3/3,1,0,4,0,0,0,1/1,0,1,2,8,7,0,1 5,5 S - -", Win, 17, "North cannot move"},
		{"0,0,0,0,0,0,0,0/0,1,0,0,0,1,1,3/1,9,8,8,2,1,1,0/1,0,6,0,3,1,2,4 5,6 N - -", Loss, 16, "North cannot move"},
		{"1,2,2,1,4,1,0,1/6,0,0,4,2,6,6,0/1,2,12,0,0,0,0,1/1,2,3,1,0,2,0,3 0,0 N - -", Win, 27, "South's front row is empty"},
		{"3,3,4,0,3,1,1,4/0,9,5,2,2,1,4,0/3,1,0,3,0,0,0,0/0,2,0,2,0,1,1,0 4,5 N - -", Win, 17, "South's front row is empty"},
		{"0,0,0,0,0,1,1,0/1,8,0,1,5,3,1,2/1,4,0,3,1,4,1,0/1,1,1,5,4,1,6,0 4,4 S - -", Win, 13, "North's front row is empty"},
		{"0,2,1,1,0,0,0,0/0,0,1,2,0,0,4,0/3,0,3,1,0,6,2,1/4,2,5,1,10,1,2,3 4,5 N - -", Loss, 14, "North's front row is empty"},
		{"7,7,0,1,2,4,2,0/5,8,1,0,0,3,0,0/0,0,1,1,3,7,4,1/2,0,2,0,1,1,0,1 0,0 S - -", Loss, 18, "South's front row is empty"},
		{"2,2,1,0,0,1,1,1/1,2,0,16,0,1,0,0/0,0,0,1,13,1,0,0/3,1,0,2,0,2,1,2 5,5 S SN -", Win, 17, "North's front row is empty"},
		{"1,1,3,0,0,2,7,2/1,6,2,6,5,2,0,1/1,2,2,2,0,2,0,2/0,1,3,1,4,4,1,0 0,0 N - -", Win, 17, "South's front row is empty"},
		{"1,2,3,2,1,2,3,4/0,3,2,2,0,3,0,1/0,2,2,0,0,2,3,1/1,0,6,4,2,1,5,3 1,2 N - -", Win, 19, "South's front row is empty"},
	},
	engine.Kete: {
		{"1,1,0,0,0,0,0,1/0,0,14,0,1,3,5,2/1,8,1,0,5,0,0,0/3,2,0,1,3,1,2,0 4,5 N - -", Loss, 22, "North's front row is empty"},
		{"2,4,2,0,1,2,1,4/1,1,2,1,3,6,3,1/1,2,1,3,0,0,2,0/2,2,2,0,2,5,1,1 3,3 S - -", Loss, 22, "South's front row is empty"},
		{"0,2,2,0,2,0,1,1/1,5,1,10,3,3,4,2/1,1,4,0,0,0,0,0/3,3,3,1,0,1,3,1 3,3 S - -", Loss, 20, "South's front row is empty"},
		{"0,3,0,4,3,0,6,1/1,1,1,0,5,6,1,7/0,1,1,3,0,1,2,0/1,1,1,1,1,1,2,3 3,3 S - -", Loss, 18, "South's front row is empty"},
		{"0,0,1,1,1,1,2,2/0,0,3,0,0,0,1,1/3,8,0,1,3,4,8,0/1,4,0,1,3,1,2,0 6,6 S - -", Win, 19, "North's front row is empty"},
		{"1,0,0,3,3,2,5,1/1,0,0,5,1,1,1,1/1,4,0,0,7,0,11,0/2,1,2,6,2,2,1,0 0,0 S - -", Win, 19, "North's front row is empty"},
		{"1,0,0,0,0,0,0,0/0,1,1,1,8,0,0,0/0,2,5,2,0,1,9,3/3,5,2,0,1,3,5,1 5,5 S - -", Win, 17, "North's front row is empty"},
		{"4,1,3,0,4,1,3,2/6,1,7,1,9,0,1,0/0,0,1,6,0,2,2,2/1,2,1,0,1,1,2,0 0,0 S - -", Loss, 22, "South's front row is empty"},
		{"1,2,0,3,5,1,1,0/1,4,1,0,3,14,0,1/3,1,5,8,0,1,0,0/0,0,1,1,1,3,0,1 1,1 S - -", Win, 21, "North cannot move"},
		{"1,3,2,2,1,0,1,1/0,0,2,0,7,4,0,4/4,3,2,7,1,1,0,0/2,0,1,3,3,4,5,0 0,0 N - -", Win, 21, "South's front row is empty"},
	},
	engine.Kujifunza: {
		{"1,3,1,1,3,1,0,1/2,1,0,12,12,8,0,0/0,1,1,1,1,0,3,3/1,0,3,1,1,2,0,0 0,0 S - -", Win, 23, "North's front row is empty"},
		{"2,2,2,2,2,2,2,2/0,4,2,6,1,0,4,6/0,3,4,0,3,0,1,0/2,2,2,2,2,2,2,0 0,0 S - -", Loss, 26, "South's front row is empty"},
		{"1,2,0,3,0,4,4,0/1,0,6,7,3,3,1,6/0,0,0,0,3,6,0,0/0,2,3,2,2,1,3,1 0,0 S - -", Loss, 24, "South's front row is empty"},
		{"3,2,2,6,3,1,2,1/0,5,2,5,1,8,4,0/1,0,0,0,1,1,1,0/1,5,1,0,5,0,2,1 0,0 S - -", Loss, 26, "South's front row is empty"},
		{"2,2,2,2,2,2,2,2/1,1,1,3,0,5,3,2/5,0,2,4,0,0,1,4/2,2,2,2,2,2,2,2 0,0 S - -", Win, 17, "North's front row is empty"},
		{"3,2,2,1,5,0,1,2/1,4,5,6,5,1,0,0/1,1,1,1,1,1,3,2/0,2,1,0,6,3,3,0 0,0 N - -", Loss, 26, "North's front row is empty"},
		{"1,5,3,0,2,0,6,0/1,1,1,1,1,0,1,9/5,1,1,1,6,0,0,0/1,2,2,3,0,3,4,3 0,0 S - -", Win, 23, "North's front row is empty"},
		{"3,3,0,3,3,0,3,3/0,7,1,3,6,3,1,6/0,0,1,1,1,0,0,0/2,2,2,2,2,2,2,2 0,0 N - -", Win, 15, "South's front row is empty"},
		{"5,2,4,1,0,2,1,5/2,7,0,11,9,0,0,1/0,0,0,0,1,0,2,0/0,4,0,1,4,0,0,2 0,0 S - -", Win, 27, "North's front row is empty"},
		{"1,2,2,3,1,1,3,6/0,8,2,1,4,3,2,1/0,2,1,1,0,7,0,0/2,3,0,0,5,2,1,0 0,0 N - -", Win, 15, "South's front row is empty"},
	},
}
