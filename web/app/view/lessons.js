// lessons.js: the lessons' view: the Learn tab's list of lessons (each
// done or not, the one in progress marked) with the progress, and the
// lesson's box under the board: its title, its task, the answer to the
// last move, Next and Stop.

import { t, say, local } from '../i18n.js';
import { byId, h, Memo } from '../dom.js';
import { variantName } from '../gamedata.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../ctrl/lessons.js').LessonsCtrl} LessonsCtrl */

/** LessonsView draws the lessons. */
export class LessonsView {
  /**
   * @param {Store} store
   * @param {Pick<LessonsCtrl, 'lesson' | 'step' | 'start' | 'next' | 'stop'>} ctrl
   */
  constructor(store, ctrl) {
    this.store = store;
    this.ctrl = ctrl;
    this.progress = byId('lesson-progress');
    this.list = byId('lesson-list');
    this.box = byId('lesson-box');
    this.title = byId('lesson-title');
    this.task = byId('lesson-task');
    this.feedback = byId('lesson-feedback');
    this.next = byId('lesson-next');
    this.memo = new Memo();
    this.next.addEventListener('click', () => ctrl.next());
    byId('lesson-stop').addEventListener('click', () => ctrl.stop());
  }

  render() {
    const s = this.store.state.lessons;
    const lang = document.documentElement.lang;
    const current = s.active ? s.active.index : -1;
    if (this.memo.changed(s.list.length, s.done, current, lang)) this.drawList(current);
    this.drawBox();
  }

  /**
   * drawList draws the Learn tab: every lesson, done or not.
   * @param {number} current the lesson in progress, or -1
   */
  drawList(current) {
    const s = this.store.state.lessons;
    const done = new Set(s.done);
    this.progress.textContent = t('lesson.progress', { n: s.list.filter((l) => done.has(l.id)).length, total: s.list.length });
    this.list.replaceChildren(...s.list.map((l, i) => {
      const b = h('button', { className: 'lesson-item' + (done.has(l.id) ? ' done' : '') + (current === i ? ' current' : ''), data: { lesson: l.id } }, [
        h('span', { className: 'mark', textContent: done.has(l.id) ? '✓' : '○', title: t(done.has(l.id) ? 'lesson.done' : 'lesson.todo') }),
        h('span', { className: 'title', textContent: `${i + 1}. ${say(local(l.title))}` }),
        h('small', { textContent: variantName(l.variant).replace(/^Bao la /, '') }),
      ]);
      b.addEventListener('click', () => this.ctrl.start(i, 0));
      return h('li', {}, [b]);
    }));
  }

  /** drawBox draws the lesson's box under the board. */
  drawBox() {
    const s = this.store.state.lessons;
    const l = this.ctrl.lesson();
    const st = this.ctrl.step();
    const a = s.active;
    this.box.hidden = !l || !st || !a;
    if (!l || !st || !a) {
      // Nothing of an earlier lesson stays, shown or not.
      for (const e of [this.title, this.task, this.feedback]) e.textContent = '';
      return;
    }
    this.title.textContent = `${a.index + 1}. ${say(local(l.title))}`;
    this.task.textContent = say(local(st.task));
    const ans = s.answer;
    const lastStep = a.step === l.steps.length - 1;
    let feedback = '';
    if (ans && ans.verdict === 'wrong') feedback = t('lesson.wrong', { move: ans.token, why: say(local(st.wrong[ans.token] || st.wrong['*'] || {})) });
    else if (ans) feedback = say(local(st.rightText)) + (lastStep ? ' ' + t('lesson.finished') : '');
    this.feedback.textContent = feedback;
    this.feedback.hidden = !ans;
    this.feedback.className = 'lesson-feedback ' + (ans ? ans.verdict : '');
    this.next.hidden = !ans || ans.verdict !== 'right';
    this.next.textContent = !lastStep ? t('lesson.nextStep') : a.index + 1 < s.list.length ? t('lesson.nextLesson') : t('lesson.close');
  }
}
