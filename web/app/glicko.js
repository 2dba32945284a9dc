// glicko.js: the Glicko-2 rating system (Mark Glickman, "Example of the
// Glicko-2 system", 2013), as lichess rates its puzzles: a rating, its
// deviation (how sure the rating is) and its volatility (how much it
// moves). The puzzles rate the person and each puzzle by it, a first try
// being one game between them, each rated from the other's values before
// the try.

/** @typedef {import('./state.js').Glicko} Glicko */

/** SCALE converts a rating to Glicko-2's own scale and back. */
const SCALE = 173.7178;

/** TAU is the system constant: how far a volatility may move (0.3 to 1.2). */
export const TAU = 0.5;

/** START_RATING is a new rating: a person's first puzzle rating. */
export const START_RATING = 1500;

/** START_VOL is a new rating's volatility. */
export const START_VOL = 0.06;

/** MIN_RD and MAX_RD bound a deviation: a rating never becomes certain, nor less than new. */
export const MIN_RD = 45;
export const MAX_RD = 350;

/** EPSILON is the volatility iteration's tolerance. */
const EPSILON = 1e-6;

/**
 * weight is g(phi): how much a result against an opponent of deviation
 * phi (on Glicko-2's scale) counts.
 * @param {number} phi
 */
function weight(phi) {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/**
 * clampRD keeps a deviation within MIN_RD..MAX_RD.
 * @param {number} rd
 */
export function clampRD(rd) {
  return Math.min(MAX_RD, Math.max(MIN_RD, rd));
}

/**
 * rate is player's rating after one rating period with games, each an
 * opponent's rating and deviation and the player's score (1 a win, 0 a
 * loss, 0.5 a draw). Without games only the deviation grows.
 * @param {Glicko} player
 * @param {{rating: number, rd: number, score: number}[]} games
 * @returns {Glicko}
 */
export function rate(player, games) {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.vol;
  if (!games.length) {
    return { rating: player.rating, rd: clampRD(Math.sqrt(phi * phi + sigma * sigma) * SCALE), vol: sigma };
  }
  // Steps 3 and 4: the estimated variance v and the improvement delta.
  let vInverse = 0;
  let gain = 0;
  for (const g of games) {
    const gj = weight(g.rd / SCALE);
    const expected = 1 / (1 + Math.exp(-gj * (mu - (g.rating - 1500) / SCALE)));
    vInverse += gj * gj * expected * (1 - expected);
    gain += gj * (g.score - expected);
  }
  const v = 1 / vInverse;
  const delta = v * gain;
  // Step 5: the new volatility, by the Illinois algorithm.
  const a = Math.log(sigma * sigma);
  const f = (/** @type {number} */ x) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (TAU * TAU);
  };
  let lo = a;
  /** @type {number} */
  let hi;
  if (delta * delta > phi * phi + v) {
    hi = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * TAU) < 0 && k < 100) k++;
    hi = a - k * TAU;
  }
  let fLo = f(lo);
  let fHi = f(hi);
  for (let i = 0; i < 100 && Math.abs(hi - lo) > EPSILON; i++) {
    const c = lo + ((lo - hi) * fLo) / (fHi - fLo);
    const fc = f(c);
    if (fc * fHi <= 0) {
      lo = hi;
      fLo = fHi;
    } else {
      fLo /= 2;
    }
    hi = c;
    fHi = fc;
  }
  const vol = Math.exp(lo / 2);
  // Steps 6 to 8: the new deviation and rating.
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * gain;
  return { rating: 1500 + SCALE * muNew, rd: clampRD(SCALE * phiNew), vol };
}

/**
 * duel rates one game between a and b: the scores are a's (1, 0.5 or 0)
 * and b's (1 - score), each rated from the other's values before it.
 * @param {Glicko} a
 * @param {Glicko} b
 * @param {number} score
 * @returns {[Glicko, Glicko]}
 */
export function duel(a, b, score) {
  return [rate(a, [{ rating: b.rating, rd: b.rd, score }]), rate(b, [{ rating: a.rating, rd: a.rd, score: 1 - score }])];
}
