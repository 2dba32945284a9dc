// dom.js: the few helpers every view uses to find and build elements.

/**
 * byId returns the page's element with id, of the given type; a missing
 * one is a fault of the page's HTML and throws.
 * @template {HTMLElement} T
 * @param {string} id
 * @param {new (...args: any[]) => T} [type]
 * @returns {T}
 */
export function byId(id, type) {
  const e = document.getElementById(id);
  if (!e || (type && !(e instanceof type))) throw new Error(`the page has no ${type ? type.name : 'element'} #${id}`);
  return /** @type {T} */ (e);
}

/**
 * h makes an element with its properties (className, textContent, title,
 * ...), its data-* values and its children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Partial<HTMLElementTagNameMap[K]> & {data?: Record<string, string>}} [props]
 * @param {(Node | string)[]} [children]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, props = {}, children = []) {
  const e = document.createElement(tag);
  const { data, ...rest } = props;
  Object.assign(e, rest);
  if (data) Object.assign(e.dataset, data);
  e.append(...children);
  return e;
}

/**
 * Memo remembers what a view last drew from, so that a redraw with
 * nothing new does no DOM work.
 */
export class Memo {
  constructor() {
    /** @type {string | null} */
    this.last = null;
  }

  /**
   * changed says whether key differs from the last one, and keeps it.
   * @param {unknown[]} parts what the drawing depends on
   * @returns {boolean}
   */
  changed(...parts) {
    const key = JSON.stringify(parts);
    if (key === this.last) return false;
    this.last = key;
    return true;
  }
}
