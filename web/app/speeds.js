// speeds.js: the animation speeds of the slider.

/**
 * SPEEDS are the animation speeds of the slider, slow to instant (ms per
 * seed); label is the key of the speed's name in strings.json.
 */
export const SPEEDS = [
  { label: 'anim.verySlow', ms: 650 },
  { label: 'anim.slow', ms: 380 },
  { label: 'anim.normal', ms: 200 },
  { label: 'anim.fast', ms: 90 },
  { label: 'anim.veryFast', ms: 30 },
  { label: 'anim.instant', ms: 0 },
];
