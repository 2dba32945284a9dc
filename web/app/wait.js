// wait.js: waiting without holding the page: a pause of some
// milliseconds, in which the browser draws and answers taps.

/**
 * sleep resolves after ms milliseconds (0: in a task of its own, after
 * whatever the browser has waiting: a long job that awaits it between
 * its parts never blocks the page for longer than one part).
 * @param {number} ms
 * @returns {Promise<void>}
 */
export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
