// review.js: the review of a game. When the game graph (graph.js) has
// searched every position of a game, the review lists the person's
// mistakes: the moves after which the mover's chance to win fell by the
// graph's thresholds (the server's "marks"), each with the engine's better
// move and its line, and the plain reason the rules see in the lines
// (the rules' explain, POST /api/explain: the game lost, the nyumba given up or taken, seeds
// captured by the reply, a capture missed). A tap on a mistake shows the
// position before it on the board with the better move marked, and the
// mistake in a box under the board (on a phone the board, the mistake
// and its buttons are on the screen together); its "Play on from here"
// starts a game from that position against the same players and level.
// A game the person finishes against the engine is reviewed at once, in
// the background; the end banner's Review button opens it.

import { t, tn, side as sideName } from './i18n.js';
import { gameKey } from './graph.js';
import { showTab } from './tabs.js';
import { whyText } from './why.js';

const $ = (id) => document.getElementById(id);

/** LINE_SHOWN is how many moves of a line the review writes out. */
const LINE_SHOWN = 6;

/** LINE_SENT bounds the lines sent to /api/explain (it reads the first moves). */
const LINE_SENT = 16;

export class Review {
  constructor(app) {
    this.app = app;
    this.game = null; // the reviewed game (a copy)
    this.key = null; // its gameKey
    this.levelSeed = null; // its Level Seed, for "play on"
    this.hints = []; // its hints
    this.sides = []; // whose mistakes are listed
    this.items = []; // { ply, move, mark, side, before, after, better, reply, why }
    this.chosen = null; // the ply of the item shown on the board
    this.current = false; // the reviewed game is the board's
    document.body.dataset.review = 'off';
  }

  bind() {
    $('banner-review').addEventListener('click', () => this.open());
    $('panel-graph').addEventListener('tabshown', () => this.render());
    $('review-play').addEventListener('click', () => this.playOn());
    $('review-close').addEventListener('click', () => this.close());
  }

  /** chosenItem is the mistake shown on the board, or null. */
  chosenItem() {
    return this.items.find((it) => it.ply === this.chosen) || null;
  }

  /**
   * onRender runs whenever the board is drawn: the mistake's box stays
   * only while its position is the one shown.
   */
  onRender() {
    const current = this.key !== null && this.key === gameKey(this.app.game);
    if (current !== this.current) {
      this.current = current;
      this.render(); // the head says whether the list is the board's game's
    }
    if (this.chosen === null) return;
    if (!current || this.app.view !== this.chosen - 1) this.close();
  }

  /** close takes the mistake's box away. */
  close() {
    if (this.chosen === null) return;
    this.chosen = null;
    $('review-box').hidden = true;
    this.render();
  }

  /**
   * gameOver runs when a game ends on the board: a game a person played
   * against the engine (not a lesson or a puzzle) is reviewed at once.
   */
  gameOver() {
    const app = this.app;
    const humans = ['S', 'N'].filter((s) => app.players[s] === 'human');
    $('banner-review').hidden = app.lesson !== null || app.game.moves.length === 0;
    if (humans.length !== 1 || app.lesson || app.game.moves.length < 2) return;
    if (!app.graph.running && !app.graph.current()) app.graph.run();
  }

  /** open shows the review, starting it when the game on the board has none. */
  open() {
    $('banner').hidden = true;
    this.app.hideMessage();
    showTab('panel-graph');
    const app = this.app;
    if (!app.graph.running && this.key !== gameKey(app.game)) app.graph.run();
    this.render();
  }

  /** started runs when the graph starts on a game: the old list goes. */
  started() {
    this.items = [];
    this.game = null;
    this.key = null;
    this.chosen = null;
    document.body.dataset.review = 'running';
    this.render();
  }

  /** cancelled runs when the graph stops before its end. */
  cancelled() {
    document.body.dataset.review = 'off';
    this.render();
  }

  /**
   * fromGraph makes the review from a finished graph: its game, and per
   * ply the mover's chance and the engine's line (points[ply].info).
   */
  async fromGraph(graph) {
    const app = this.app;
    const g = graph.game;
    this.game = JSON.parse(JSON.stringify(g));
    this.key = gameKey(g);
    this.levelSeed = app.levelSeed;
    this.hints = app.hints.slice();
    this.chosen = null;
    const humans = ['S', 'N'].filter((s) => app.players[s] === 'human');
    this.sides = humans.length === 1 ? humans : ['S', 'N'];
    const pts = graph.points;
    const items = [];
    for (let ply = 1; ply < pts.length; ply++) {
      const pt = pts[ply];
      const prev = pts[ply - 1];
      if (!pt || !prev || !pt.mark || !this.sides.includes(prev.side)) continue;
      const move = g.moves[ply - 1];
      const better = (prev.info && prev.info.pv) || [];
      // The engine's own choice, judged worse only by a deeper look, is no
      // mistake of the person's.
      if (!better.length || better[0] === move) continue;
      items.push({
        ply, move, mark: pt.mark, side: prev.side, before: prev.chance, after: 1 - pt.chance,
        better, reply: (pt.info && pt.info.pv) || [], why: null,
      });
    }
    await Promise.all(items.map(async (it) => {
      try {
        it.why = await app.rules.explain({ ...g, moves: g.moves.slice(0, it.ply) },
          it.reply.slice(0, LINE_SENT), it.better.slice(0, LINE_SENT));
      } catch (e) {
        it.why = null; // no plain reason: the chances and the line still say it
      }
    }));
    if (this.key !== gameKey(g)) return; // another review began meanwhile
    this.items = items;
    document.body.dataset.review = 'done';
    this.render();
  }

  /** moveLabel is "12. A6L?" or "12… a5R??" for the move at ply. */
  moveLabel(it) {
    const first = (this.game.fen || '').trim().split(/\s+/)[2] === 'N' ? 1 : 0;
    const n = Math.floor((it.ply - 1 + first) / 2) + 1;
    return `${n}${it.side === 'S' ? '.' : '…'} ${it.move}${it.mark}`;
  }

  /** who names the sides whose mistakes are listed. */
  who() {
    return this.sides.length === 1 ? sideName(this.sides[0]) : t('review.bothSides');
  }

  render() {
    const list = $('review-list');
    const head = $('review-head');
    const state = document.body.dataset.review;
    // While the graph runs, its own status line tells the progress; once
    // the review is made, the review's head says what the list holds.
    head.hidden = state === 'running';
    $('graph-status').hidden = state === 'done';
    if (state !== 'done') {
      head.textContent = t('review.about');
      list.replaceChildren();
      return;
    }
    head.textContent = this.items.length
      ? tn('review.count', this.items.length, { who: this.who() })
      : t('review.none', { who: this.who() });
    if (this.items.length && this.key !== gameKey(this.app.game)) head.textContent += ' ' + t('review.earlier');
    const pct = (x) => `${Math.round(100 * x)}%`;
    list.replaceChildren(...this.items.map((it) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.className = 'review-item' + (it.mark === '??' ? ' blunder' : ' mistake') + (this.chosen === it.ply ? ' current' : '');
      b.dataset.ply = String(it.ply);
      const title = document.createElement('b');
      title.textContent = t('review.item', { move: this.moveLabel(it), before: pct(it.before), after: pct(it.after) });
      const better = document.createElement('span');
      better.className = 'better';
      better.textContent = t('review.better', { move: it.better[0], line: it.better.slice(1, LINE_SHOWN).join(' ') || '–' });
      b.append(title, better);
      const why = whyText(it.why);
      if (why) {
        const w = document.createElement('span');
        w.className = 'why';
        w.textContent = why;
        b.append(w);
      }
      b.addEventListener('click', () => this.show(it));
      li.append(b);
      return li;
    }));
    this.renderBox();
  }

  /** renderBox writes the mistake shown on the board in the box under it. */
  renderBox() {
    const it = this.chosenItem();
    $('review-box').hidden = !it;
    if (!it) return;
    const pct = (x) => `${Math.round(100 * x)}%`;
    $('review-title').textContent = t('review.item', { move: this.moveLabel(it), before: pct(it.before), after: pct(it.after) });
    $('review-better').textContent = t('review.better', { move: it.better[0], line: it.better.slice(1, LINE_SHOWN).join(' ') || '–' });
    const why = whyText(it.why);
    $('review-why').textContent = why;
    $('review-why').hidden = !why;
  }

  /**
   * onBoard makes the reviewed game the board's, when it is not: at once
   * when the board's game is over or empty, else when the person agrees
   * to leave it. It returns whether the board holds the reviewed game.
   */
  async onBoard() {
    const app = this.app;
    if (gameKey(app.game) === this.key) return true;
    const busy = app.game.moves.length > 0 && !(app.state && app.state.gameOver);
    if (busy && !window.confirm(t('review.reopen'))) return false;
    const ok = await app.newGame({ ...this.game, levelSeed: this.levelSeed, hints: this.hints.slice() });
    $('banner').hidden = true;
    return ok;
  }

  /** show puts the position before the mistake on the board, the better move marked. */
  async show(it) {
    if (!(await this.onBoard())) return;
    this.chosen = null; // not closed by the move to its position
    await this.app.goTo(it.ply - 1);
    this.chosen = it.ply;
    this.app.hint.mark(it.better[0], it.ply - 1);
    this.render();
  }

  /** playOn starts a game from the position before the mistake shown. */
  async playOn() {
    const it = this.chosenItem();
    if (!it) return;
    const app = this.app;
    const g = this.game;
    const ok = await app.newGame({
      variant: g.variant, options: g.options, fen: g.fen, moves: g.moves.slice(0, it.ply - 1),
      levelSeed: this.levelSeed, hints: this.hints.filter((p) => p < it.ply - 1),
    }, t('review.playingOn', { move: it.move }));
    if (ok) this.close();
  }
}
