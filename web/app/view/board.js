// board.js: the board's view. It draws the position the rules describe,
// the players' bars, the selected hole's arrows and the hint, and shows
// sowing traces seed by seed. It knows the layout of the holes on the
// screen, never the rules: which holes can move, and where each seed
// goes, come from the rules' answers in the store.

import { t, side as sideName } from '../i18n.js';
import { byId, h, Memo } from '../dom.js';
import { sideOf } from '../gamedata.js';
import { SPEEDS } from '../speeds.js';
import { sleep } from '../wait.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').State} State */
/** @typedef {import('../state.js').Side} Side */
/** @typedef {import('../state.js').PageState} PageState */
/** @typedef {import('../client/types.js').TraceEvent} TraceEvent */

/**
 * What a tap on the board does.
 * @typedef {object} BoardActions
 * @property {(hole: string) => void} hole
 * @property {(hole: string, letter: string) => void} arrow
 * @property {() => void} deselect
 */

/** @typedef {{letter: string, kichwa: boolean, label: string, hint: boolean}} Arrow */

const MAX_DOTS = 22;

/** dotPositions are fixed seed positions in a hole (a sunflower pattern), in percent. */
const dotPositions = (() => {
  /** @type {[number, number][]} */
  const out = [];
  const golden = Math.PI * (3 - Math.sqrt(5)) + 0.35;
  for (let i = 0; i < MAX_DOTS; i++) {
    // An annulus, so that the count in the middle never hides a seed.
    const r = 27 + 9 * Math.sqrt(i / MAX_DOTS);
    const a = i * golden;
    out.push([50 + r * Math.cos(a) - 8.5, 50 + r * Math.sin(a) - 8.5]);
  }
  return out;
})();

/**
 * engineLabel names the engine's strength as its bar shows it.
 * @param {PageState} s
 */
export function engineLabel(s) {
  const str = s.settings.strength;
  if (str.mode !== 'level') return t('players.engine');
  return t('players.level', { n: str.level, name: t(`level.${str.level}`) });
}

/** BoardView draws the board and shows the sowing. */
export class BoardView {
  /**
   * @param {Store} store
   * @param {BoardActions} actions
   */
  constructor(store, actions) {
    this.store = store;
    this.actions = actions;
    this.board = byId('board');
    this.wrap = byId('board-wrap');
    this.top = byId('bar-top');
    this.bottom = byId('bar-bottom');
    this.bubble = byId('hand-bubble');
    /** @type {Map<string, HTMLElement>} */
    this.holes = new Map();
    /** @type {Map<string, [number, number]>} name -> [row, column] on screen */
    this.columns = new Map();
    this.skipping = false;
    this.animating = false;
    /** @type {State | null} the position drawn */
    this.drawn = null;
    this.memo = new Memo();
    // Keys: Esc drops the selected hole, the arrow keys play its arrows.
    document.addEventListener('keydown', (e) => {
      const t = e.target;
      if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return;
      if (!store.state.game.selected) return;
      if (e.key === 'Escape') actions.deselect();
      else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        const b = /** @type {HTMLElement | null} */ (document.querySelector(`.hole.selected .arrow.${e.key === 'ArrowLeft' ? 'left' : 'right'}`));
        if (b) b.click();
      }
    });
  }

  // ---- drawing from the store ----------------------------------------------

  /** render draws the board from the store, unless a sowing is being shown. */
  render() {
    const s = this.store.state;
    const g = s.game;
    const pos = g.position;
    if (!pos || this.animating) return;
    const human = !!pos && !pos.gameOver && g.players[pos.side] === 'human' && !g.busy;
    const movable = human ? [...new Set(pos.legal.map((m) => m.hole))] : [];
    const hint = s.hint.shown && s.hint.shown.ply === g.view ? s.hint.shown : null;
    const arrows = g.selected ? this.arrowsFor(pos, g.selected, hint) : null;
    const label = (/** @type {Side} */ side) => (g.players[side] === 'engine' ? engineLabel(s) : t('players.human'));
    const players = { S: label('S'), N: label('N') };
    const touched = g.view === g.game.moves.length ? g.touched : [];
    if (!this.memo.changed(pos.fen, pos.gameOver, pos.side, g.game.options, g.view, movable, g.selected, hint, arrows,
      players, g.lastFrom, touched, g.flipped, document.documentElement.lang)) return;
    this.draw(pos, { hint: hint ? hint.hole : null, players, movable: new Set(movable), selected: g.selected, arrows, lastFrom: g.lastFrom, touched: new Set(touched) });
  }

  /**
   * arrowsFor describes the direction buttons of a selected hole.
   * @param {State} pos
   * @param {string} hole
   * @param {{hole: string, letter: string} | null} hint
   * @returns {Arrow[]}
   */
  arrowsFor(pos, hole, hint) {
    /** @type {Arrow[]} */
    const out = [];
    for (const m of pos.legal.filter((x) => x.hole === hole)) {
      if (out.some((a) => a.letter === m.letter)) continue;
      const end = `${m.hole[0]}${m.letter === 'L' ? 1 : 8}`;
      const label = m.kichwa ? t('arrow.kichwa', { hole: end }) : t('arrow.sow', { hole: end });
      out.push({ letter: m.letter, kichwa: m.kichwa, label: `${m.hole}${m.letter}: ${label}`,
        hint: !!hint && hint.hole === hole && hint.letter === m.letter });
    }
    return out;
  }

  /**
   * draw draws state: players' labels, movable holes, the selected one
   * with its arrows, the hint, the last move's start and the holes it
   * sowed into.
   * @param {State} state
   * @param {{hint?: string | null, players: Record<Side, string>, movable?: Set<string>, selected?: string | null,
   *   arrows?: Arrow[] | null, lastFrom?: string | null, touched?: Set<string>}} opts
   */
  draw(state, opts) {
    this.drawn = state;
    const flipped = this.store.state.game.flipped;
    const rows = flipped ? [...state.rows].reverse().map((r) => [...r].reverse()) : state.rows;
    this.board.replaceChildren();
    this.holes.clear();
    this.columns.clear();
    const houses = new Set(Object.values(state.houses || {}).map((x) => x.hole));
    const kichwas = new Set(state.kichwas || []);
    rows.forEach((row, ri) => {
      if (ri === 2) this.board.append(h('div', { className: 'divider' }));
      row.forEach((x, ci) => {
        const el = h('div', { className: 'hole', title: this.holeTitle(x.hole, state), data: { hole: x.hole, col: String(ci) } });
        el.classList.toggle('nyumba', houses.has(x.hole));
        el.classList.toggle('kichwa', kichwas.has(x.hole));
        el.classList.toggle('takasia', state.takasia === x.hole);
        el.classList.toggle('movable', !!opts.movable && opts.movable.has(x.hole));
        el.classList.toggle('selected', opts.selected === x.hole);
        el.classList.toggle('hinted', opts.hint === x.hole);
        el.classList.toggle('last-from', opts.lastFrom === x.hole);
        el.classList.toggle('last-touched', !!opts.touched && opts.touched.has(x.hole));
        el.append(h('div', { className: 'seeds' }), h('span', { className: 'count' }), h('span', { className: 'name', textContent: x.hole }));
        const house = state.houses && state.houses[sideOf(x.hole)];
        if (houses.has(x.hole) && house && house.owned) el.append(h('span', { className: 'tag', textContent: t('board.nyumba') }));
        el.addEventListener('click', () => this.actions.hole(x.hole));
        this.board.append(el);
        this.holes.set(x.hole, el);
        this.columns.set(x.hole, [ri, ci]);
        this.setCount(x.hole, x.count);
      });
    });
    if (opts.selected && opts.arrows) this.drawArrows(opts.selected, opts.arrows);
    this.drawBars(state, opts.players);
  }

  /**
   * holeTitle names a hole and what it is (nyumba, kichwa, takasia).
   * @param {string} hole
   * @param {State} state
   */
  holeTitle(hole, state) {
    const parts = [hole];
    const house = state.houses && state.houses[sideOf(hole)];
    if (house && house.hole === hole) {
      parts.push(t(house.owned ? (house.functional ? 'board.nyumba.functional' : 'board.nyumba.dormant') : 'board.nyumba.destroyed'));
    }
    if ((state.kichwas || []).includes(hole)) parts.push(t('board.kichwa'));
    if (state.takasia === hole) parts.push(t('board.takasia'));
    return parts.join(' – ');
  }

  /**
   * setCount shows n seeds in a hole.
   * @param {string} hole
   * @param {number} n
   */
  setCount(hole, n) {
    const el = this.holes.get(hole);
    if (!el) return;
    const count = /** @type {HTMLElement} */ (el.querySelector('.count'));
    count.textContent = String(n);
    count.classList.toggle('zero', n === 0);
    const seeds = /** @type {HTMLElement} */ (el.querySelector('.seeds'));
    seeds.classList.toggle('many', n > 10);
    const dots = Math.min(n, MAX_DOTS);
    while (seeds.children.length > dots) seeds.lastChild?.remove();
    while (seeds.children.length < dots) {
      const [x, y] = dotPositions[seeds.children.length];
      const d = h('span', { className: 'seed' });
      d.style.left = `${x}%`;
      d.style.top = `${y}%`;
      seeds.append(d);
    }
  }

  /**
   * count is the number of seeds a hole shows.
   * @param {string} hole
   */
  count(hole) {
    const el = this.holes.get(hole);
    const c = el && el.querySelector('.count');
    return c ? Number(c.textContent) : 0;
  }

  /**
   * screenSide returns 'left' or 'right': where the letter L (towards the
   * mover's hole 1 of that row) or R points on the screen for the given
   * hole, from the positions of the row's holes 1 and 8.
   * @param {string} hole
   * @param {string} letter
   */
  screenSide(hole, letter) {
    const row = hole[0];
    const c = (this.columns.get(hole) || [0, 0])[1];
    const c1 = (this.columns.get(row + '1') || [0, 0])[1];
    const c8 = (this.columns.get(row + '8') || [0, 0])[1];
    const towardsOneIsLeft = c1 !== c ? c1 < c : c8 > c;
    const left = letter === 'L' ? towardsOneIsLeft : !towardsOneIsLeft;
    return left ? 'left' : 'right';
  }

  /**
   * drawArrows puts the direction buttons on a selected hole.
   * @param {string} hole
   * @param {Arrow[]} arrows
   */
  drawArrows(hole, arrows) {
    const el = this.holes.get(hole);
    if (!el) return;
    for (const a of arrows) {
      const side = this.screenSide(hole, a.letter);
      const b = h('button', {
        className: `arrow ${side}` + (a.kichwa ? ' kichwa' : '') + (a.hint ? ' hint' : ''),
        textContent: side === 'left' ? '◀' : '▶', title: a.label, data: { letter: a.letter },
      });
      b.setAttribute('aria-label', a.label);
      b.addEventListener('click', (ev) => {
        ev.stopPropagation();
        this.actions.arrow(hole, a.letter);
      });
      el.append(b);
    }
  }

  /**
   * drawBars writes the players' bars: who plays, whose turn, the seeds in hand.
   * @param {State} state
   * @param {Record<Side, string>} players
   */
  drawBars(state, players) {
    const bar = (/** @type {Side} */ side) => {
      // Two lines, each cut short rather than wrapped: the side, then who
      // plays it (the whole label is the title). Every bar is as tall
      // whoever plays, so the board stays still when the players or the
      // side to move change. No aria-label: a span has no role to name,
      // and its two lines read as the label.
      const label = `${sideName(side)}${players[side] ? ' – ' + players[side] : ''}`;
      const who = h('span', { className: 'who' + (state.side === side && !state.gameOver ? ' to-move' : ''), title: label }, [
        h('span', { className: 'bar-side', textContent: sideName(side) }),
        h('span', { className: 'bar-player', textContent: players[side] || '' }),
      ]);
      const hand = h('span', { className: 'hand' }, [
        h('span', { textContent: t('board.inHand') }),
        h('span', { className: 'tray', id: `hand-${side}`, textContent: String(state.hands[side]) }),
      ]);
      return [who, hand];
    };
    const [topSide, bottomSide] = /** @type {Side[]} */ (this.store.state.game.flipped ? ['S', 'N'] : ['N', 'S']);
    this.top.replaceChildren(...bar(topSide));
    this.bottom.replaceChildren(...bar(bottomSide));
  }

  // ---- what a move shows ----------------------------------------------------

  /**
   * refuse shakes a hole that a tap cannot move.
   * @param {string} hole
   */
  refuse(hole) {
    const el = this.holes.get(hole);
    if (!el) return;
    el.classList.remove('refused');
    void el.offsetWidth; // restart the animation
    el.classList.add('refused');
  }

  /** begin readies the sowing of a move about to be played. */
  begin() {
    this.skipping = false;
  }

  /** skip ends the sowing being shown (or about to be) at once. */
  skip() {
    this.skipping = true;
  }

  /**
   * setHand shows n seeds in side's hand.
   * @param {Side} side
   * @param {number} n
   */
  setHand(side, n) {
    const tray = document.getElementById(`hand-${side}`);
    if (tray) tray.textContent = String(n);
  }

  /**
   * moveBubble shows the seeds in hand above a hole.
   * @param {string} hole
   * @param {number} n
   */
  moveBubble(hole, n) {
    const el = this.holes.get(hole);
    if (!el) return;
    const w = this.wrap.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    this.bubble.hidden = n <= 0;
    this.bubble.textContent = String(n);
    this.bubble.style.left = `${r.left - w.left + r.width / 2 - 15}px`;
    this.bubble.style.top = `${r.top - w.top - 14}px`;
  }

  /**
   * label writes a short note under a hole for a moment.
   * @param {string} hole
   * @param {string} text
   * @param {string} [cls]
   */
  label(hole, text, cls = '') {
    const el = this.holes.get(hole);
    if (!el) return;
    const w = this.wrap.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    const l = h('div', { className: `event-label ${cls}`, textContent: text });
    l.style.left = `${r.left - w.left}px`;
    l.style.top = `${r.bottom - w.top - 6}px`;
    this.wrap.append(l);
    setTimeout(() => l.remove(), 1300);
  }

  /**
   * animate plays a sowing trace on the drawn board, seed by seed, at the
   * speed of the settings (none at the fastest); skip ends it at once.
   * mover is the side that moves.
   * @param {TraceEvent[]} trace
   * @param {Side} mover
   */
  async animate(trace, mover) {
    const state = this.drawn;
    if (!state) return;
    this.animating = true;
    try {
      await this.play(trace, mover, state);
    } finally {
      this.animating = false;
      this.bubble.hidden = true;
      this.unmark('sowing');
      this.unmark('captured');
    }
  }

  /**
   * unmark takes a class off every hole.
   * @param {string} cls
   */
  unmark(cls) {
    this.board.querySelectorAll(`.${cls}`).forEach((e) => e.classList.remove(cls));
  }

  /**
   * play shows the trace's events one by one.
   * @param {TraceEvent[]} trace
   * @param {Side} mover
   * @param {State} state
   */
  async play(trace, mover, state) {
    const hands = { ...state.hands };
    const step = () => SPEEDS[this.store.state.settings.speed].ms;
    let inHand = 0;
    const pause = async (k = 1) => {
      const ms = step() * k;
      if (this.skipping || ms <= 0) return;
      await sleep(ms);
    };
    const mark = (/** @type {string} */ hole, /** @type {string} */ cls) => {
      const el = this.holes.get(hole);
      if (el) el.classList.add(cls);
    };
    for (const e of trace) {
      if (this.skipping || step() <= 0) break;
      switch (e.kind) {
        case 'hand':
          hands[mover] -= 1;
          this.setHand(mover, hands[mover]);
          this.setCount(e.hole, e.count);
          mark(e.hole, 'sowing');
          this.label(e.hole, t('trace.hand'));
          await pause(2);
          break;
        case 'lift':
        case 'relay':
          this.setCount(e.hole, this.count(e.hole) - e.count);
          inHand = e.count;
          this.moveBubble(e.hole, inHand);
          if (e.kind === 'relay') this.label(e.hole, t('trace.relay'));
          await pause(2);
          break;
        case 'sow':
          this.unmark('sowing');
          inHand = Math.max(0, inHand - 1);
          this.setCount(e.hole, e.count);
          mark(e.hole, 'sowing');
          this.moveBubble(e.hole, inHand);
          await pause();
          break;
        case 'capture':
          this.unmark('sowing');
          mark(e.hole, 'captured');
          this.label(e.hole, t('trace.capture', { n: e.count }), 'capture');
          await pause(3);
          this.setCount(e.hole, 0);
          inHand = e.count;
          this.moveBubble(e.hole, inHand);
          await pause(2);
          break;
        case 'end':
          this.label(e.hole, t('trace.end'));
          await pause(2);
          break;
        case 'stop-nyumba':
          this.label(e.hole, t('trace.stopNyumba'));
          await pause(3);
          break;
        case 'stop-takasia':
          this.label(e.hole, t('trace.stopTakasia'));
          await pause(3);
          break;
        case 'safari':
          this.label(e.hole, t('trace.safari'));
          await pause(3);
          break;
        case 'game-over':
          this.label(e.hole, t('trace.frontEmptied'), 'capture');
          await pause(3);
          break;
        default:
          break;
      }
    }
  }
}
