// deferred.js: a promise with its resolve and reject in hand, for a
// start that other code settles later (a worker's ready, an engine's
// first session).

/**
 * @template T
 * @typedef {{promise: Promise<T>, resolve: (v: T) => void, reject: (e: unknown) => void}} Deferred
 */

/**
 * deferred makes a promise whose rejection, if no one waits for it, is
 * not reported as unhandled.
 * @template T
 * @returns {Deferred<T>}
 */
export function deferred() {
  /** @type {(v: T) => void} */
  let resolve = () => {};
  /** @type {(e: unknown) => void} */
  let reject = () => {};
  /** @type {Promise<T>} */
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}
