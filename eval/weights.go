package eval

// Weights are the evaluation weights in centi-seeds per unit of each
// feature. This file is the one a tuner rewrites: keep DefaultWeights a
// single literal.
type Weights struct {
	Material         int // per seed owned (board and hand)
	Hand             int // extra per seed still in hand (safe from capture)
	FrontHoles       int // per occupied front-row hole
	FrontSeeds       int // per seed in the front row
	ThreatMoverSeeds int // per seed of the best capture of the side to move
	ThreatMoverHoles int // per distinct hole the side to move could capture
	ThreatWaitSeeds  int // per seed of the best capture of the side not to move
	ThreatWaitHoles  int // per distinct hole the side not to move could capture
	Mobility         int // per hole holding 2..15 seeds (possible mtaji starts)
	NyumbaOwned      int // the nyumba is still owned
	NyumbaFunctional int // the nyumba is owned and holds at least 6 seeds
	Takasia          int // penalty for owning the takasia'd hole
	TempoNamua       int // bonus for the side to move in the namua stage
	TempoMtaji       int // bonus for the side to move in the mtaji stage
}

// DefaultWeights returns the weights Evaluate uses.
func DefaultWeights() Weights {
	return Weights{
		Material:         100,
		Hand:             10,
		FrontHoles:       15,
		FrontSeeds:       0,
		ThreatMoverSeeds: 60,
		ThreatMoverHoles: 10,
		ThreatWaitSeeds:  25,
		ThreatWaitHoles:  10,
		Mobility:         10,
		NyumbaOwned:      40,
		NyumbaFunctional: 60,
		Takasia:          40,
		TempoNamua:       20,
		TempoMtaji:       20,
	}
}
