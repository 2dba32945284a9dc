// speeds.js: the animation speeds of the slider.

/** SPEEDS are the animation speeds of the slider, slow to instant (ms per seed). */
export const SPEEDS = [
  { label: 'very slow', ms: 650 },
  { label: 'slow', ms: 380 },
  { label: 'normal', ms: 200 },
  { label: 'fast', ms: 90 },
  { label: 'very fast', ms: 30 },
  { label: 'instant', ms: 0 },
];
