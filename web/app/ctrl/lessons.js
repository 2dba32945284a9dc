// lessons.js: the course (lessons.json). A lesson is a small position and
// a task done on the board, in one to three steps. A right move is
// answered with the next step, a wrong one with what it did and why (the
// page has shown its sowing), and then taken back so that the person
// tries again. While a lesson is on, the lesson holds the board: the
// person's game is set aside and comes back when the lesson stops.
// Progress (the lessons done) and the lesson in progress are kept in
// storage. The Go test web/app/lessons_test.go checks every lesson
// against the rules engine.

import { words, sideWords, local } from '../i18n.js';
import { read, write, forget } from '../storage.js';
import { Drill } from './drill.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Lesson} Lesson */
/** @typedef {import('../state.js').LessonStep} LessonStep */
/** @typedef {import('../state.js').State} State */
/** @typedef {import('../state.js').Words} Words */
/** @typedef {import('./drill.js').DrillBoard} DrillBoard */

/** LessonsCtrl is the course and the lesson in progress. */
export class LessonsCtrl extends Drill {
  /**
   * @param {Store} store
   * @param {DrillBoard} game
   */
  constructor(store, game) {
    super(store, game, 'lesson');
    game.own('lesson', {
      onMove: (token) => { this.onMove(token); },
      takeBack: () => this.load(),
      status: (pos) => this.status(pos),
      release: () => this.release(),
    });
  }

  get state() {
    return this.store.state.lessons;
  }

  /**
   * init reads the course and the lessons done, and goes on with the
   * lesson in progress when the page was left in one.
   */
  async init() {
    try {
      const resp = await fetch('lessons.json');
      if (!resp.ok) throw new Error(`HTTP ${resp.status}`);
      this.state.list = (await resp.json()).lessons || [];
    } catch (e) {
      console.error(`lessons.json: ${e instanceof Error ? e.message : e}`);
      this.state.list = [];
    }
    this.state.done = read('lessonsDone') || [];
    const kept = read('lesson');
    const index = kept ? this.state.list.findIndex((l) => l.id === kept.id) : -1;
    if (kept && index >= 0 && kept.step < this.state.list[index].steps.length) {
      // The page before kept the players to give back with the lesson.
      if (kept.players) this.game.setHeldPlayers(kept.players);
      await this.start(index, kept.step);
    } else {
      forget('lesson');
    }
  }

  /** @returns {Lesson | null} the lesson in progress */
  lesson() {
    const a = this.state.active;
    return a ? this.state.list[a.index] : null;
  }

  /** @returns {LessonStep | null} its step in progress */
  step() {
    const l = this.lesson();
    const a = this.state.active;
    return l && a ? l.steps[a.step] : null;
  }

  /**
   * start opens step s of lesson i on the board.
   * @param {number} i
   * @param {number} [s]
   */
  async start(i, s = 0) {
    const l = this.state.list[i];
    if (!l) return;
    this.state.active = { index: i, step: s, answered: false };
    this.state.answer = null;
    write('lesson', { id: l.id, step: s });
    await this.load();
  }

  /** load puts the step's position on the board, ready for a move. */
  async load() {
    const l = this.lesson();
    const st = this.step();
    if (!l || !st) return;
    this.state.phase = 'task';
    if (!(await this.open({ variant: l.variant, options: l.options || {}, fen: st.fen }))) {
      await this.stop();
      return;
    }
    if (this.state.active) this.state.active.answered = false;
    this.store.redraw();
  }

  /** stop ends the lesson: the person's game comes back. */
  async stop() {
    if (!this.state.active) return;
    await this.leave();
    this.release();
    this.store.redraw();
  }

  /** release forgets the lesson in progress (it lost the board, or stopped). */
  release() {
    this.state.active = null;
    this.state.answer = null;
    this.state.phase = 'off';
    forget('lesson');
  }

  /**
   * onMove answers a move the person played in the lesson (token is the
   * move as the rules wrote it): the next step for a right one, what it
   * did and why for a wrong one, which is then taken back.
   * @param {string} token
   */
  async onMove(token) {
    const a = this.state.active;
    const l = this.lesson();
    const st = this.step();
    if (!a || !l || !st || a.answered) return;
    a.answered = true;
    if (st.right.includes(token)) {
      const last = a.step === l.steps.length - 1;
      if (last && !this.state.done.includes(l.id)) {
        this.state.done = [...this.state.done, l.id];
        write('lessonsDone', this.state.done);
      }
      this.state.answer = { verdict: 'right', token };
      this.state.phase = last ? 'done' : 'right';
      this.store.redraw();
      return;
    }
    this.state.answer = { verdict: 'wrong', token };
    this.state.phase = 'wrong';
    this.store.redraw();
    // The move's end stays in view a moment, then the step starts again.
    await this.retry(() => this.step() === st, () => this.load());
  }

  /** next opens the next step, or the next lesson after the last step. */
  async next() {
    const a = this.state.active;
    const l = this.lesson();
    if (!a || !l) return;
    if (a.step + 1 < l.steps.length) await this.start(a.index, a.step + 1);
    else if (a.index + 1 < this.state.list.length) await this.start(a.index + 1, 0);
    else await this.stop();
  }

  /**
   * status is the status line while a lesson is on.
   * @param {State} pos
   * @returns {Words}
   */
  status(pos) {
    const l = this.lesson();
    const a = this.state.active;
    if (!l || !a) return words('status.loading');
    const vars = { n: a.index + 1, title: local(l.title), step: a.step + 1, steps: l.steps.length, side: sideWords(pos.side) };
    return words(l.steps.length > 1 ? 'lesson.statusPart' : 'lesson.status', vars);
  }
}
