package bench

import "github.com/baoengine/bao/engine"

// Position is one bench position: what it shows, its variant and its BFEN.
type Position struct {
	Name    string
	Variant engine.Variant
	BFEN    string
}

// Positions is the fixed bench set. Apart from the three start positions
// they come from seeded games filtered by category (the walk of
// tools/gen/benchpositions, with the evaluation of the time) and are
// frozen here: changing, adding or reordering any of them changes the
// bench signature.
var Positions = []Position{
	{"start", engine.Kiswahili, "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 S SN - 0"},
	{"start", engine.Kete, "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 S SN - 0"},
	{"start", engine.Kujifunza, "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0 S - - 0"},
	{"namua, nyumba functional", engine.Kiswahili, "0,0,0,0,0,0,0,0/0,4,1,10,0,0,0,0/0,0,0,1,11,0,0,1/0,0,0,0,0,0,0,1 17,18 N SN - 9"},
	{"namua, nyumba functional", engine.Kiswahili, "0,0,0,0,0,0,0,0/0,0,0,9,0,2,1,1/1,0,4,1,10,0,0,0/0,0,0,0,0,0,0,0 17,18 N SN - 9"},
	{"namua, nyumba functional", engine.Kiswahili, "0,0,0,0,0,0,0,0/0,0,0,10,0,2,0,1/2,0,0,1,11,1,0,1/0,0,0,0,0,0,0,0 17,18 N SN - 9"},
	{"namua, a nyumba gone", engine.Kiswahili, "3,1,2,0,2,0,2,0/2,4,0,1,1,3,2,1/0,0,0,6,3,0,2,1/1,1,1,1,1,1,1,1 10,10 S - - 24"},
	{"namua, a nyumba gone", engine.Kiswahili, "1,3,1,0,1,3,1,2/1,1,1,0,1,1,3,2/1,1,6,0,3,5,0,0/0,2,0,2,0,2,0,2 9,9 S - - 26"},
	{"namua, safari choice", engine.Kiswahili, "1,1,1,1,1,1,1,1/2,3,0,1,1,1,3,1/0,0,0,0,11,4,0,1/0,0,0,0,0,0,0,0 14,14 S S - 16"},
	{"namua, safari choice", engine.Kiswahili, "0,0,0,0,0,0,0,0/1,2,0,9,0,0,1,1/1,1,0,0,10,2,0,1/0,0,0,0,0,0,0,0 17,18 N SN - 9"},
	{"kete namua", engine.Kete, "0,0,0,0,0,0,0,0/0,0,1,14,0,0,0,0/0,0,4,0,2,4,0,1/2,2,2,2,0,1,1,0 14,14 S N - 16"},
	{"kete namua", engine.Kete, "0,0,0,0,0,0,0,1/3,3,2,3,3,0,2,1/0,3,0,0,0,0,6,1/2,1,3,1,0,1,3,1 12,12 S - - 20"},
	{"mtaji, takasia active", engine.Kiswahili, "0,2,1,1,1,2,1,0/1,6,2,0,9,5,1,2/0,7,1,1,0,0,0,0/1,0,5,2,5,4,2,2 0,0 N - a6 67"},
	{"mtaji, takasia active", engine.Kiswahili, "7,1,1,4,2,4,1,4/2,0,1,0,1,0,0,0/0,1,7,0,0,1,2,4/1,3,4,2,5,0,6,0 0,0 S - A3 52"},
	{"kete mtaji, takasia active", engine.Kete, "2,0,1,3,1,3,2,1/4,1,5,0,1,1,1,1/0,0,1,1,7,2,7,0/0,2,4,4,2,7,0,0 0,0 S - A5 58"},
	{"kete mtaji, takasia active", engine.Kete, "2,0,1,5,0,0,1,0/1,1,8,2,2,0,11,0/2,0,0,5,1,0,0,0/1,10,1,0,3,2,4,1 0,0 N - a4 63"},
	{"mtaji, crowded", engine.Kiswahili, "8,2,1,5,1,0,2,1/0,1,1,6,3,3,0,1/2,1,5,2,2,2,3,1/2,2,2,2,0,2,1,0 0,0 N - - 49"},
	{"mtaji, crowded", engine.Kiswahili, "1,2,4,2,0,2,1,0/1,1,4,1,3,8,0,1/1,1,1,2,1,2,0,1/3,5,1,2,1,2,8,2 0,0 S - - 46"},
	{"mtaji, crowded", engine.Kiswahili, "0,3,0,5,5,2,5,0/2,2,3,3,1,2,0,2/0,2,0,1,3,2,1,2/0,3,1,4,2,1,2,5 0,0 S - - 46"},
	{"mtaji, crowded", engine.Kiswahili, "1,0,3,7,7,0,1,0/1,5,1,6,0,0,0,0/3,0,1,0,10,2,0,2/1,3,2,1,1,2,2,2 0,0 S - - 44"},
	{"kete mtaji, crowded", engine.Kete, "3,1,1,0,5,5,2,0/2,2,0,3,1,1,1,1/2,1,0,3,4,6,0,3/5,1,4,0,1,2,4,0 0,0 S - - 52"},
	{"kete mtaji, crowded", engine.Kete, "3,1,5,5,3,2,0,1/1,0,0,1,7,1,4,2/3,3,1,2,1,0,4,0/2,0,1,3,1,3,0,4 0,0 N - - 47"},
	{"kete mtaji, crowded", engine.Kete, "1,4,1,1,2,0,1,0/3,0,3,3,0,6,3,2/2,0,8,3,0,2,0,1/1,5,2,0,6,0,3,1 0,0 S - - 48"},
	{"kujifunza middlegame", engine.Kujifunza, "1,2,0,1,5,3,2,2/0,3,2,2,1,1,2,2/1,1,3,0,3,3,0,3/3,2,4,1,2,0,4,5 0,0 S - - 18"},
	{"kujifunza middlegame", engine.Kujifunza, "5,4,3,1,0,0,1,4/0,0,0,0,1,1,4,4/1,2,4,6,6,7,0,0/0,2,0,1,2,2,1,2 0,0 S - - 16"},
	{"kujifunza middlegame", engine.Kujifunza, "3,0,1,3,0,3,1,1/1,3,4,3,3,3,3,3/1,0,0,3,1,3,3,2/4,0,1,2,4,3,2,0 0,0 S - - 20"},
	{"endgame", engine.Kiswahili, "1,0,0,1,2,0,2,0/0,8,6,5,5,0,0,0/0,0,0,0,0,22,4,1/3,1,1,0,1,0,0,1 0,0 N - - 63"},
	{"endgame", engine.Kiswahili, "0,0,0,0,0,0,0,0/0,0,0,25,0,0,2,1/1,0,6,0,0,5,1,0/1,2,5,2,1,6,1,5 0,0 S N - 44"},
	{"kete endgame", engine.Kete, "0,2,2,0,1,2,0,1/0,0,0,27,0,0,0,1/1,3,5,0,0,3,2,0/0,5,1,1,0,4,0,3 0,0 S N - 44"},
	{"kujifunza endgame", engine.Kujifunza, "2,0,0,0,1,0,3,0/1,13,9,11,0,0,0,0/0,1,1,0,3,4,4,5/0,0,0,0,1,2,1,2 0,0 S - - 12"},
}
