// moves.js: the Moves tab's view: the list of moves (the one shown marked,
// the graph's blunders and mistakes too), the navigation buttons and the
// typed move entry.

import { byId, h, Memo } from '../dom.js';
import { gameKey, startSide } from '../gamedata.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../ctrl/game.js').GameCtrl} GameCtrl */

/** MovesView draws the Moves tab. */
export class MovesView {
  /**
   * @param {Store} store
   * @param {Pick<GameCtrl, 'goTo' | 'playTyped'>} game
   */
  constructor(store, game) {
    this.store = store;
    this.game = game;
    this.list = byId('move-list');
    this.first = byId('nav-first', HTMLButtonElement);
    this.prev = byId('nav-prev', HTMLButtonElement);
    this.next = byId('nav-next', HTMLButtonElement);
    this.last = byId('nav-last', HTMLButtonElement);
    this.memo = new Memo();
    /** what the list was last scrolled for */
    this.scrollMemo = new Memo();
    this.scrollPending = false;
    this.first.addEventListener('click', () => game.goTo(0));
    this.prev.addEventListener('click', () => game.goTo(store.state.game.view - 1));
    this.next.addEventListener('click', () => game.goTo(store.state.game.view + 1));
    this.last.addEventListener('click', () => game.goTo(store.state.game.game.moves.length));
    const input = byId('move-input', HTMLInputElement);
    const typed = () => {
      const tok = input.value.trim();
      if (tok && game.playTyped(tok)) input.value = '';
    };
    byId('move-play').addEventListener('click', typed);
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') typed(); });
  }

  /** @returns {string[]} the graph's mark of each ply of the game on the board */
  marks() {
    const s = this.store.state;
    const gr = s.graph;
    if (gr.key === null || gr.key !== gameKey(s.game.game)) return [];
    return gr.points.map((p) => (p && p.mark) || '');
  }

  render() {
    const g = this.store.state.game;
    const moves = g.game.moves;
    const marks = this.marks();
    const end = g.view === moves.length;
    this.first.disabled = this.prev.disabled = g.view === 0;
    this.next.disabled = this.last.disabled = end;
    this.follow();
    if (!this.memo.changed(moves, g.game.fen, g.view, marks)) return;
    /** @type {HTMLLIElement | null} */
    let li = null;
    const items = [];
    const first = startSide(g.game);
    for (let i = 0; i < moves.length; i++) {
      const side = (i % 2 === 0) === (first === 'S') ? 'S' : 'N';
      if (side === 'S' || li === null) {
        li = h('li');
        items.push(li);
        if (side === 'N') li.append(h('span', { className: 'mv', textContent: '…' }));
      }
      const span = h('span', { className: 'mv' + (i + 1 === g.view ? ' current' : ''), textContent: moves[i], data: { ply: String(i + 1) } });
      const mark = marks[i + 1];
      if (mark) {
        span.classList.add(mark === '??' ? 'blunder' : 'mistake');
        span.append(h('span', { className: 'mark', textContent: mark }));
      }
      span.addEventListener('click', () => this.game.goTo(i + 1));
      li.append(span);
    }
    this.list.replaceChildren(...items);
  }

  /**
   * follow keeps the move shown in the list's view once the browser lays
   * the page out for the next frame. Reading a position here, in the
   * middle of the redraw, would lay out the whole page there and again
   * after the views that draw next (50-70 ms a move on a phone). A list
   * drawn while its tab was hidden is scrolled when the tab is shown.
   */
  follow() {
    const s = this.store.state;
    const g = s.game;
    if (!this.scrollMemo.changed(g.game.moves.length, g.game.fen, g.view, s.settings.tab) || this.scrollPending) return;
    this.scrollPending = true;
    requestAnimationFrame(() => {
      this.scrollPending = false;
      this.scrollToShown();
    });
  }

  /** scrollToShown scrolls the list (never the window) to the move shown. */
  scrollToShown() {
    // A hidden list has no positions; an empty one nothing to scroll.
    if (this.list.childElementCount === 0 || this.list.clientHeight === 0) return;
    const cur = /** @type {HTMLElement | null} */ (this.list.querySelector('.current'));
    if (cur) {
      const top = cur.offsetTop - this.list.offsetTop;
      if (top < this.list.scrollTop) this.list.scrollTop = top;
      else if (top + cur.offsetHeight > this.list.scrollTop + this.list.clientHeight) this.list.scrollTop = top + cur.offsetHeight - this.list.clientHeight;
    } else if (this.store.state.game.view === 0) {
      this.list.scrollTop = 0;
    }
  }
}
