// errors.js: the one error of the client. Every call of the engine and
// the rules that fails rejects with a BaoError; none throws.

/**
 * The ways a worker or a session fails, beside a refused call: 'wasm'
 * (bao.wasm is missing or damaged, after one more try past the browser's
 * HTTP cache), 'ended' (the worker or the engine ended or failed), 'lost'
 * (the connection to a server's session was lost), 'network' (no server
 * answers), 'closed' (close() was called), 'aborted' (the search's signal
 * was aborted before it started).
 * @typedef {'wasm' | 'ended' | 'lost' | 'network' | 'closed' | 'aborted'} FailureCode
 */

/**
 * BaoError is a question or a command refused, or an engine that failed.
 * The message names the field or the token at fault; status is the HTTP
 * status the server would answer (400 a bad request, 413 too large, 422
 * an illegal move) or 0 for an engine that failed or was closed; field
 * names the argument the client refused (game.variant, limits.depth ...),
 * code how the engine failed, and input, when a person's text was refused
 * (a BFEN, a move, a game record), the reason in codes a page can word in
 * its own language.
 */
export class BaoError extends Error {
  /**
   * @param {string} message
   * @param {number} [status]
   * @param {{field?: string, code?: FailureCode, input?: import('./types.js').InputReason}} [about]
   */
  constructor(message, status = 0, about = {}) {
    super(message);
    this.name = 'BaoError';
    /** @type {number} */
    this.status = status;
    /** @type {string | undefined} */
    this.field = about.field;
    /** @type {FailureCode | undefined} */
    this.code = about.code;
    /** @type {import('./types.js').InputReason | undefined} */
    this.input = about.input;
  }
}

/**
 * answerError is the BaoError of an error answer (status, and its JSON
 * data: {error, input}, or null when the body was not JSON).
 * @param {any} data
 * @param {number} status
 * @param {string} fallback the message when data has none
 * @returns {BaoError}
 */
export function answerError(data, status, fallback) {
  const input = data && typeof data.input === 'object' && data.input ? data.input : undefined;
  return new BaoError((data && data.error) || fallback, status, { input });
}

/**
 * refused is the BaoError of a bad argument: status 400, the field named
 * first in the message.
 * @param {string} field
 * @param {string} why
 * @returns {BaoError}
 */
export function refused(field, why) {
  return new BaoError(`${field}: ${why}`, 400, { field });
}

/**
 * failed is the BaoError of a worker or session that failed: status 0.
 * @param {string} message
 * @param {FailureCode} code
 * @returns {BaoError}
 */
export function failed(message, code) {
  return new BaoError(message, 0, { code });
}
