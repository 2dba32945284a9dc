// settings.js: the Settings tab's view: who plays each side, the engine's
// strength (the levels only while the engine can play them), the
// engine's state, the animation speed and the hole names. The controls
// show the store's settings and turn the person's choices into the
// controllers' calls; nothing is read back from them later.

import { t, say } from '../i18n.js';
import { byId, h, Memo } from '../dom.js';
import { SPEEDS } from '../speeds.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Side} Side */
/** @typedef {import('../state.js').Level} Level */
/** @typedef {import('../ctrl/game.js').GameCtrl} GameCtrl */
/** @typedef {import('../ctrl/settings.js').SettingsCtrl} SettingsCtrl */
/** @typedef {import('../ctrl/engine.js').EngineCtrl} EngineCtrl */

/**
 * levelName is a level's number and name in the page's language.
 * @param {Level} l
 */
export function levelName(l) {
  return t('level.option', { n: l.number, name: t(`level.${l.number}`) });
}

/** SettingsView draws the Settings tab. */
export class SettingsView {
  /**
   * @param {Store} store
   * @param {Pick<GameCtrl, 'setPlayer'>} game
   * @param {Pick<SettingsCtrl, 'setMode' | 'setLevel' | 'setValue' | 'setSpeed' | 'setNames'>} settings
   * @param {Pick<EngineCtrl, 'levelsUsable'>} engine
   * @param {{skip: () => void}} board
   */
  constructor(store, game, settings, engine, board) {
    this.store = store;
    this.engine = engine;
    /** @type {Record<Side, HTMLSelectElement>} */
    this.players = { S: byId('player-S', HTMLSelectElement), N: byId('player-N', HTMLSelectElement) };
    this.mode = byId('strength-mode', HTMLSelectElement);
    this.level = byId('strength-level', HTMLSelectElement);
    this.value = byId('strength-value', HTMLInputElement);
    this.unit = byId('strength-unit');
    this.status = byId('engine-status');
    this.speed = byId('anim-speed', HTMLInputElement);
    this.speedLabel = byId('anim-speed-label');
    this.names = byId('opt-names', HTMLInputElement);
    this.memo = new Memo();
    for (const side of /** @type {Side[]} */ (['S', 'N'])) {
      const sel = this.players[side];
      sel.addEventListener('change', () => game.setPlayer(side, sel.value === 'engine' ? 'engine' : 'human'));
    }
    this.mode.addEventListener('change', () => {
      const m = this.mode.value;
      settings.setMode(m === 'depth' || m === 'movetime' ? m : 'level');
    });
    this.level.addEventListener('change', () => settings.setLevel(Number(this.level.value)));
    // Every change of the number, typed or stepped.
    for (const ev of ['input', 'change']) this.value.addEventListener(ev, () => settings.setValue(Math.round(Number(this.value.value))));
    this.speed.max = String(SPEEDS.length - 1);
    this.speed.addEventListener('input', () => settings.setSpeed(Number(this.speed.value)));
    byId('anim-skip').addEventListener('click', () => board.skip());
    this.names.addEventListener('change', () => settings.setNames(this.names.checked));
  }

  render() {
    const s = this.store.state;
    const g = s.game;
    for (const side of /** @type {Side[]} */ (['S', 'N'])) {
      if (this.players[side].value !== g.players[side]) this.players[side].value = g.players[side];
    }
    const str = s.settings.strength;
    const levels = (s.info && s.info.levels) || [];
    const usable = this.engine.levelsUsable();
    const lang = document.documentElement.lang;
    if (this.memo.changed(levels, usable, lang)) {
      this.level.replaceChildren(...levels.map((l) => h('option', { value: String(l.number), textContent: levelName(l) })));
      const o = /** @type {HTMLOptionElement | null} */ (this.mode.querySelector('option[value="level"]'));
      if (o) {
        o.hidden = !usable;
        o.disabled = !usable;
      }
      this.mode.title = usable || !levels.length ? '' : t('strength.noLevels');
    }
    if (this.mode.value !== str.mode) this.mode.value = str.mode;
    if (this.level.value !== String(str.level)) this.level.value = String(str.level);
    // The number being typed is the person's: only a different one is written back.
    if (Number(this.value.value) !== str.value) this.value.value = String(str.value);
    this.level.hidden = str.mode !== 'level';
    this.value.hidden = str.mode === 'level';
    const unit = str.mode === 'depth' ? t('strength.unit.plies') : str.mode === 'movetime' ? t('strength.unit.ms') : '';
    if (this.unit.textContent !== unit) this.unit.textContent = unit;
    if (this.speed.value !== String(s.settings.speed)) this.speed.value = String(s.settings.speed);
    const speed = t(SPEEDS[s.settings.speed].label);
    if (this.speedLabel.textContent !== speed) this.speedLabel.textContent = speed;
    this.names.checked = s.settings.names;
    this.renderEngine();
  }

  /** renderEngine says what the engine is doing. */
  renderEngine() {
    const e = this.store.state.engine;
    const name = e.name || t('players.engine');
    let text = t('engine.connecting');
    if (e.status === 'ready') text = t(e.external ? 'engine.readyExternal' : 'engine.ready', { name });
    else if (e.status === 'lost') text = t('engine.lost', { why: e.why ? say(e.why) : t('engine.lost.unknown') });
    if (this.status.textContent !== text) this.status.textContent = text;
    this.status.className = 'engine-status' + (e.status === 'ready' ? ' ok' : e.status === 'lost' ? ' bad' : '');
  }
}
