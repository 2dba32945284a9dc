// board.js: draws the board the server describes and animates sowing
// traces. It knows the layout of the holes on the screen, never the rules:
// which holes can move, and where each seed goes, come from the server.

import { t, side as sideName } from './i18n.js';

const MAX_DOTS = 22;

/** dotPositions are fixed seed positions in a hole (a sunflower pattern), in percent. */
const dotPositions = (() => {
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

const sleep = (ms) => new Promise((res) => setTimeout(res, ms));

/** sideOf returns 'S' for A/B holes and 'N' for a/b holes. */
export function sideOf(hole) {
  return hole[0] === 'A' || hole[0] === 'B' ? 'S' : 'N';
}

export class BoardView {
  constructor({ board, wrap, top, bottom, bubble, onHole, onArrow }) {
    this.board = board;
    this.wrap = wrap;
    this.top = top;
    this.bottom = bottom;
    this.bubble = bubble;
    this.onHole = onHole;
    this.onArrow = onArrow;
    this.holes = new Map(); // name -> element
    this.columns = new Map(); // name -> [row, column] on screen
    this.flipped = false;
    this.skip = false;
  }

  /**
   * render draws state. opts: players {S, N} labels, movable (Set of
   * holes), selected (hole name), arrows ([{letter, kichwa, label}]),
   * lastFrom (hole), touched (Set of holes).
   */
  render(state, opts = {}) {
    this.state = state;
    const rows = this.flipped ? [...state.rows].reverse().map((r) => [...r].reverse()) : state.rows;
    this.board.replaceChildren();
    this.holes.clear();
    this.columns.clear();
    const houses = new Set(Object.values(state.houses || {}).map((h) => h.hole));
    const kichwas = new Set(state.kichwas || []);
    rows.forEach((row, ri) => {
      if (ri === 2) {
        const d = document.createElement('div');
        d.className = 'divider';
        this.board.append(d);
      }
      row.forEach((h, ci) => {
        const el = document.createElement('div');
        el.className = 'hole';
        el.dataset.hole = h.hole;
        el.dataset.col = String(ci); // the column on the screen, 0 at the left
        el.title = this.holeTitle(h.hole, state);
        if (houses.has(h.hole)) el.classList.add('nyumba');
        if (kichwas.has(h.hole)) el.classList.add('kichwa');
        if (state.takasia === h.hole) el.classList.add('takasia');
        if (opts.movable && opts.movable.has(h.hole)) el.classList.add('movable');
        if (opts.selected === h.hole) el.classList.add('selected');
        if (opts.hint === h.hole) el.classList.add('hinted');
        if (opts.lastFrom === h.hole) el.classList.add('last-from');
        if (opts.touched && opts.touched.has(h.hole)) el.classList.add('last-touched');
        const seeds = document.createElement('div');
        seeds.className = 'seeds';
        const count = document.createElement('span');
        count.className = 'count';
        const name = document.createElement('span');
        name.className = 'name';
        name.textContent = h.hole;
        el.append(seeds, count, name);
        if (houses.has(h.hole)) {
          const house = state.houses[sideOf(h.hole)];
          if (house && house.owned) {
            const tag = document.createElement('span');
            tag.className = 'tag';
            tag.textContent = t('board.nyumba');
            el.append(tag);
          }
        }
        el.addEventListener('click', () => this.onHole(h.hole));
        this.board.append(el);
        this.holes.set(h.hole, el);
        this.columns.set(h.hole, [ri, ci]);
        this.setCount(h.hole, h.count);
      });
    });
    if (opts.selected && opts.arrows) this.drawArrows(opts.selected, opts.arrows);
    this.drawBars(state, opts.players || {});
  }

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

  /** setCount shows n seeds in a hole. */
  setCount(hole, n) {
    const el = this.holes.get(hole);
    if (!el) return;
    const count = el.querySelector('.count');
    count.textContent = String(n);
    count.classList.toggle('zero', n === 0);
    const seeds = el.querySelector('.seeds');
    seeds.classList.toggle('many', n > 10);
    const dots = Math.min(n, MAX_DOTS);
    while (seeds.children.length > dots) seeds.lastChild.remove();
    while (seeds.children.length < dots) {
      const d = document.createElement('span');
      d.className = 'seed';
      const [x, y] = dotPositions[seeds.children.length];
      d.style.left = `${x}%`;
      d.style.top = `${y}%`;
      seeds.append(d);
    }
  }

  count(hole) {
    const el = this.holes.get(hole);
    return el ? Number(el.querySelector('.count').textContent) : 0;
  }

  /**
   * screenSideOfLetter returns 'left' or 'right': where the letter L
   * (towards the mover's hole 1 of that row) or R points on the screen for
   * the given hole, from the positions of the row's holes 1 and 8.
   */
  screenSide(hole, letter) {
    const row = hole[0];
    const [, c] = this.columns.get(hole);
    const [, c1] = this.columns.get(row + '1');
    const [, c8] = this.columns.get(row + '8');
    const towardsOneIsLeft = c1 !== c ? c1 < c : c8 > c;
    const left = letter === 'L' ? towardsOneIsLeft : !towardsOneIsLeft;
    return left ? 'left' : 'right';
  }

  drawArrows(hole, arrows) {
    const el = this.holes.get(hole);
    if (!el) return;
    for (const a of arrows) {
      const side = this.screenSide(hole, a.letter);
      const b = document.createElement('button');
      b.className = `arrow ${side}` + (a.kichwa ? ' kichwa' : '') + (a.hint ? ' hint' : '');
      b.dataset.letter = a.letter;
      b.textContent = side === 'left' ? '◀' : '▶';
      b.title = a.label;
      b.setAttribute('aria-label', a.label);
      b.addEventListener('click', (ev) => {
        ev.stopPropagation();
        this.onArrow(hole, a.letter);
      });
      el.append(b);
    }
  }

  drawBars(state, players) {
    const bar = (side) => {
      const div = document.createElement('div');
      div.className = 'bar-inner';
      const who = document.createElement('span');
      who.className = 'who' + (state.side === side && !state.gameOver ? ' to-move' : '');
      who.textContent = `${sideName(side)}${players[side] ? ' – ' + players[side] : ''}`;
      const hand = document.createElement('span');
      hand.className = 'hand';
      const label = document.createElement('span');
      label.textContent = t('board.inHand');
      const tray = document.createElement('span');
      tray.className = 'tray';
      tray.id = `hand-${side}`;
      tray.textContent = String(state.hands[side]);
      hand.append(label, tray);
      return [who, hand];
    };
    const [topSide, bottomSide] = this.flipped ? ['S', 'N'] : ['N', 'S'];
    this.top.replaceChildren(...bar(topSide));
    this.bottom.replaceChildren(...bar(bottomSide));
  }

  setHand(side, n) {
    const t = document.getElementById(`hand-${side}`);
    if (t) t.textContent = String(n);
  }

  refuse(hole) {
    const el = this.holes.get(hole);
    if (!el) return;
    el.classList.remove('refused');
    void el.offsetWidth; // restart the animation
    el.classList.add('refused');
  }

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

  label(hole, text, cls = '') {
    const el = this.holes.get(hole);
    if (!el) return;
    const w = this.wrap.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    const l = document.createElement('div');
    l.className = `event-label ${cls}`;
    l.textContent = text;
    l.style.left = `${r.left - w.left}px`;
    l.style.top = `${r.bottom - w.top - 6}px`;
    this.wrap.append(l);
    setTimeout(() => l.remove(), 1300);
  }

  /**
   * animate plays a sowing trace on the drawn board, seed by seed. step
   * returns the current delay per seed in ms (0 = no animation); the
   * animation ends at once when skip is set (the caller clears it before
   * each move). mover is 'S' or 'N'.
   */
  async animate(trace, mover, step) {
    const hands = { ...this.state.hands };
    let inHand = 0;
    const pause = async (k = 1) => {
      const ms = step() * k;
      if (this.skip || ms <= 0) return;
      await sleep(ms);
    };
    const mark = (hole, cls) => {
      const el = this.holes.get(hole);
      if (el) el.classList.add(cls);
    };
    const unmark = (cls) => this.board.querySelectorAll(`.${cls}`).forEach((e) => e.classList.remove(cls));
    for (const e of trace) {
      if (this.skip || step() <= 0) break;
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
          unmark('sowing');
          inHand = Math.max(0, inHand - 1);
          this.setCount(e.hole, e.count);
          mark(e.hole, 'sowing');
          this.moveBubble(e.hole, inHand);
          await pause();
          break;
        case 'capture':
          unmark('sowing');
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
    this.bubble.hidden = true;
    unmark('sowing');
    unmark('captured');
  }
}
