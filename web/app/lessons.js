// lessons.js: the course (lessons.json) in the Learn tab. A lesson is a
// small position and a task done on the board, in one to three steps. A
// right move is answered with the next step, a wrong one with what it did
// and why (the page has animated its sowing), and then taken back so that
// the person tries again. While a lesson is on, both sides are played by
// the person (the engine does not reply); the players come back when the
// lesson ends. Progress (the lessons done) and the lesson in progress are
// kept in localStorage. The Go test web/app/lessons_test.go checks every lesson
// against the rules engine.

import { t, lang, side as sideName } from './i18n.js';
import { variantName } from './controls.js';
import { Drill } from './drill.js';

const $ = (id) => document.getElementById(id);

/** DONE_KEY names the ids of the lessons done in localStorage. */
const DONE_KEY = 'bao-lessons-done';

/** ACTIVE_KEY names the lesson in progress: {id, step, players}. */
const ACTIVE_KEY = 'bao-lesson';

/** Lessons is the Learn tab and the lesson in progress. */
export class Lessons extends Drill {
  constructor(app) {
    super(app, ACTIVE_KEY);
    this.lessons = [];
    // active: {index, step, players, answered}; answer: {verdict: 'right' or 'wrong', token}
  }

  /**
   * bind reads the course, draws the list and its buttons, and goes on
   * with the lesson in progress when the page was left in one.
   */
  async bind() {
    try {
      const resp = await fetch('lessons.json');
      if (!resp.ok) throw new Error(`HTTP ${resp.status}`);
      this.lessons = (await resp.json()).lessons || [];
    } catch (e) {
      console.error(`lessons.json: ${e.message}`);
      this.lessons = [];
    }
    $('lesson-next').addEventListener('click', () => this.next());
    $('lesson-stop').addEventListener('click', () => this.stop());
    this.renderList();
    const kept = this.readJSON(ACTIVE_KEY);
    const index = kept ? this.lessons.findIndex((l) => l.id === kept.id) : -1;
    if (index >= 0 && Number.isInteger(kept.step) && kept.step >= 0 && kept.step < this.lessons[index].steps.length) {
      await this.start(index, kept.step, this.checkedPlayers(kept.players));
    } else {
      this.forget(ACTIVE_KEY);
    }
  }

  // ---- storage ----------------------------------------------------------

  /** done is the set of the ids of the lessons finished on this device. */
  done() {
    const d = this.readJSON(DONE_KEY);
    return new Set(Array.isArray(d) ? d.filter((x) => typeof x === 'string') : []);
  }

  markDone(id) {
    const d = this.done();
    d.add(id);
    this.writeJSON(DONE_KEY, [...d]);
  }

  // ---- the lesson -------------------------------------------------------

  /** text is a lesson text ({sw, en}) in the page's language. */
  text(x) {
    return (x && (x[lang()] || x.en)) || '';
  }

  lesson() {
    return this.active ? this.lessons[this.active.index] : null;
  }

  step() {
    const l = this.lesson();
    return l ? l.steps[this.active.step] : null;
  }

  /**
   * start opens step s of lesson i on the board. players are those to
   * give back when the lesson ends (by default the page's own now).
   */
  async start(i, s = 0, players = null) {
    const l = this.lessons[i];
    if (!l) return;
    const back = this.take(players); // a puzzle in progress ends
    this.active = { index: i, step: s, players: back, answered: false };
    this.answer = null;
    this.writeJSON(ACTIVE_KEY, { id: l.id, step: s, players: back });
    await this.load();
  }

  /** load puts the step's position on the board, ready for a move. */
  async load() {
    const l = this.lesson();
    if (!(await this.open({ variant: l.variant, options: l.options || {}, fen: this.step().fen }))) return;
    this.render();
    this.renderList();
    document.body.dataset.lesson = 'task';
  }

  /**
   * stop ends the lesson: the players come back as they were before it
   * (the position stays on the board). redraw false leaves the page to
   * the caller (app.newGame, which loads another game at once).
   */
  stop(redraw = true) {
    if (!this.active) return;
    this.release();
    this.render();
    this.renderList();
    document.body.dataset.lesson = 'off';
    this.redraw(redraw);
  }

  /**
   * onMove answers a move the person played in the lesson (token is the
   * move as the rules wrote it): the next step for a right one, what it
   * did and why for a wrong one, which is then taken back.
   */
  async onMove(token) {
    if (!this.active || this.active.answered) return;
    const l = this.lesson();
    const st = this.step();
    this.active.answered = true;
    if (st.right.includes(token)) {
      const last = this.active.step === l.steps.length - 1;
      if (last) this.markDone(l.id);
      this.answer = { verdict: 'right', token };
      this.render();
      this.renderList();
      document.body.dataset.lesson = last ? 'done' : 'right';
      return;
    }
    this.answer = { verdict: 'wrong', token };
    this.render();
    document.body.dataset.lesson = 'wrong';
    // The move's end stays in view a moment, then the step starts again.
    await this.retry(() => this.step() === st);
  }

  /** next opens the next step, or the next lesson after the last step. */
  async next() {
    if (!this.active) return;
    const l = this.lesson();
    if (this.active.step + 1 < l.steps.length) {
      await this.start(this.active.index, this.active.step + 1);
    } else if (this.active.index + 1 < this.lessons.length) {
      await this.start(this.active.index + 1, 0);
    } else {
      this.stop();
    }
  }

  /** statusText is the status line while a lesson is on. */
  statusText(st) {
    const l = this.lesson();
    if (!l) return '';
    const vars = {
      n: this.active.index + 1, title: this.text(l.title),
      step: this.active.step + 1, steps: l.steps.length, side: sideName(st.side),
    };
    return l.steps.length > 1 ? t('lesson.statusPart', vars) : t('lesson.status', vars);
  }

  // ---- drawing ----------------------------------------------------------

  /** relabel writes the lesson's words anew in the page's language. */
  relabel() {
    this.renderList();
    this.render();
  }

  /** feedbackText answers the last move: its why, or the step's praise. */
  feedbackText() {
    const a = this.answer;
    if (!a) return '';
    const st = this.step();
    if (a.verdict === 'wrong') return t('lesson.wrong', { move: a.token, why: this.text(st.wrong[a.token] || st.wrong['*']) });
    const last = this.active.step === this.lesson().steps.length - 1;
    return this.text(st.rightText) + (last ? ' ' + t('lesson.finished') : '');
  }

  /** render draws the lesson box under the board. */
  render() {
    const box = $('lesson-box');
    const l = this.lesson();
    box.hidden = !l;
    if (!l) return;
    $('lesson-title').textContent = `${this.active.index + 1}. ${this.text(l.title)}`;
    $('lesson-task').textContent = this.text(this.step().task);
    const fb = $('lesson-feedback');
    fb.textContent = this.feedbackText();
    fb.hidden = !this.answer;
    fb.className = 'lesson-feedback ' + (this.answer ? this.answer.verdict : '');
    const nextBtn = $('lesson-next');
    nextBtn.hidden = !this.answer || this.answer.verdict !== 'right';
    const lastStep = this.active.step === l.steps.length - 1;
    nextBtn.textContent = !lastStep ? t('lesson.nextStep') : (this.active.index + 1 < this.lessons.length ? t('lesson.nextLesson') : t('lesson.close'));
  }

  /** renderList draws the Learn tab: every lesson, done or not. */
  renderList() {
    const done = this.done();
    $('lesson-progress').textContent = t('lesson.progress', { n: this.lessons.filter((l) => done.has(l.id)).length, total: this.lessons.length });
    const list = $('lesson-list');
    list.replaceChildren();
    this.lessons.forEach((l, i) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.className = 'lesson-item' + (done.has(l.id) ? ' done' : '') + (this.active && this.active.index === i ? ' current' : '');
      b.dataset.lesson = l.id;
      const mark = document.createElement('span');
      mark.className = 'mark';
      mark.textContent = done.has(l.id) ? '✓' : '○';
      mark.title = t(done.has(l.id) ? 'lesson.done' : 'lesson.todo');
      const title = document.createElement('span');
      title.className = 'title';
      title.textContent = `${i + 1}. ${this.text(l.title)}`;
      const v = document.createElement('small');
      v.textContent = variantName(l.variant).replace(/^Bao la /, '');
      b.append(mark, title, v);
      b.addEventListener('click', () => this.start(i, 0));
      li.append(b);
      list.append(li);
    });
  }
}
