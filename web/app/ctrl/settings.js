// settings.js: the person's settings, kept in the store (never read back
// from the controls): the engine's strength (a level, or a time or a
// depth at full strength), the animation speed, the hole names, the graph's
// depth, the tab shown and the Learn tab's part. The strength is kept
// with the game in storage, the tab and the part under their own keys.

import { read, write } from '../storage.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Strength} Strength */
/** @typedef {import('./game.js').GameCtrl} GameCtrl */
/** @typedef {import('./engine.js').EngineCtrl} EngineCtrl */

/** SettingsCtrl changes the settings. */
export class SettingsCtrl {
  /**
   * @param {Store} store
   * @param {Pick<GameCtrl, 'save'>} game
   * @param {Pick<EngineCtrl, 'onReady' | 'levelsUsable' | 'sync'>} engine
   */
  constructor(store, game, engine) {
    this.store = store;
    this.game = game;
    this.engine = engine;
    engine.onReady(() => this.fitStrength());
  }

  get state() {
    return this.store.state.settings;
  }

  /**
   * init takes the tab and the Learn part kept in storage, and the
   * default level as the engine's strength until the game kept says
   * otherwise.
   */
  init() {
    const s = this.state;
    s.tab = read('tab') || s.tab;
    s.learn = read('learn') || s.learn;
    s.strength = { ...s.strength, level: this.defaultLevel() };
  }

  /**
   * defaultLevel is the level a new player meets first: the one the rules
   * name (level.PageDefault, docs/levels.md), else the third.
   */
  defaultLevel() {
    const info = this.store.state.info;
    const levels = (info && info.levels) || [];
    const named = levels.find((l) => info && l.number === info.defaultLevel);
    if (named) return named.number;
    return levels.length ? levels[Math.min(2, levels.length - 1)].number : 0;
  }

  /**
   * setStrength sets the engine's strength: a level the engine cannot play
   * (or that does not exist) gives way to a time per move.
   * @param {Strength} s
   */
  setStrength(s) {
    const levels = (this.store.state.info && this.store.state.info.levels) || [];
    const level = levels.some((l) => l.number === s.level) ? s.level : this.defaultLevel();
    this.state.strength = { mode: s.mode, level, value: s.value };
    this.fitStrength();
    this.game.save();
    this.engine.sync();
    this.store.redraw();
  }

  /**
   * fitStrength offers the levels only while the engine can play them
   * (EngineCtrl.levelsUsable): otherwise the engine plays for a time.
   */
  fitStrength() {
    const s = this.state.strength;
    if (s.mode === 'level' && !this.engine.levelsUsable()) this.state.strength = { ...s, mode: 'movetime', value: 1000 };
  }

  /**
   * setMode chooses how the engine plays: a level, or for a time or to a
   * depth (each with its usual value).
   * @param {Strength['mode']} mode
   */
  setMode(mode) {
    const s = this.state.strength;
    this.setStrength({ ...s, mode, value: mode === 'depth' ? 4 : mode === 'movetime' ? 1000 : s.value });
  }

  /**
   * setLevel plays the engine at level n.
   * @param {number} n
   */
  setLevel(n) {
    this.setStrength({ ...this.state.strength, level: n });
  }

  /**
   * setValue sets the time (ms) or depth of a full-strength engine.
   * @param {number} v
   */
  setValue(v) {
    this.setStrength({ ...this.state.strength, value: Number.isFinite(v) ? v : 0 });
  }

  /**
   * takeLevel sets the strength to the level a record names in its Level
   * tag (a level's number), so that with its LevelSeed the game replays;
   * a record without one leaves the strength as it is.
   * @param {Record<string, string>} tags
   */
  takeLevel(tags) {
    const n = Number(tags.Level);
    const levels = (this.store.state.info && this.store.state.info.levels) || [];
    if (!/^[0-9]{1,2}$/.test(tags.Level || '') || !levels.some((l) => l.number === n)) return;
    this.setStrength({ ...this.state.strength, mode: 'level', level: n });
  }

  /**
   * levelTags are a record's tags of a game against a level: the level and
   * the game's Level Seed, so that the record replays its game.
   * @returns {Record<string, string>}
   */
  levelTags() {
    const s = this.state.strength;
    if (s.mode !== 'level') return {};
    return { Level: String(s.level), LevelSeed: String(this.store.state.game.levelSeed) };
  }

  /**
   * setSpeed sets the animation speed (an index of SPEEDS).
   * @param {number} i
   */
  setSpeed(i) {
    this.state.speed = i;
    this.store.redraw();
  }

  /**
   * setNames shows or hides the hole names.
   * @param {boolean} on
   */
  setNames(on) {
    this.state.names = on;
    this.store.redraw();
  }

  /**
   * setGraphDepth sets the depth of the graph's searches.
   * @param {number} d
   */
  setGraphDepth(d) {
    this.state.graphDepth = d;
    this.store.redraw();
  }

  /**
   * showTab shows the tools' panel id, and keeps the choice.
   * @param {string} id
   */
  showTab(id) {
    this.state.tab = id;
    write('tab', id);
    this.store.redraw();
  }

  /**
   * showLearn shows the lessons or the puzzles in the Learn tab.
   * @param {'lessons' | 'puzzles'} part
   */
  showLearn(part) {
    this.state.learn = part;
    write('learn', part);
    this.store.redraw();
  }
}
