// newgame.js: the new-game dialog: your side, the opponent (a level while
// the engine can play them, the engine at the time or depth of the
// settings, or a friend on the same device), the variant and its rule
// options, built from what the rules list. A rule option out of its
// bounds keeps the dialog open with a message naming the option and its
// range. When a game is in progress the dialog says that the new game
// ends it: Start is the answer.

import { t } from '../i18n.js';
import { byId, h, Memo } from '../dom.js';
import { variantName } from '../gamedata.js';
import { FRIEND, CUSTOM } from '../ctrl/newgame.js';
import { levelName } from './settings.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Variant} Variant */
/** @typedef {import('../client/types.js').RuleOption} RuleOption */
/** @typedef {import('../ctrl/newgame.js').NewGameCtrl} NewGameCtrl */
/** @typedef {import('../ctrl/game.js').GameCtrl} GameCtrl */
/** @typedef {import('../ctrl/engine.js').EngineCtrl} EngineCtrl */

/**
 * ruleHelp is a rule option's help line in the page's language: the
 * Kiswahili of strings.json, or in English the rules' own line
 * (/api/options), the one English text of the option.
 * @param {RuleOption} o
 */
function ruleHelp(o) {
  const key = `rule.${o.name}.help`;
  const words = t(key);
  return words === key ? o.help : words;
}

/** NewGameView is the new-game dialog. */
export class NewGameView {
  /**
   * @param {Store} store
   * @param {Pick<NewGameCtrl, 'last' | 'start'>} ctrl
   * @param {Pick<GameCtrl, 'inProgress'>} game
   * @param {Pick<EngineCtrl, 'levelsUsable'>} engine
   */
  constructor(store, ctrl, game, engine) {
    this.store = store;
    this.ctrl = ctrl;
    this.game = game;
    this.engine = engine;
    this.dialog = byId('dlg-new', HTMLDialogElement);
    this.form = byId('form-new', HTMLFormElement);
    this.side = byId('new-side', HTMLSelectElement);
    this.opponent = byId('new-opponent', HTMLSelectElement);
    this.variant = byId('new-variant', HTMLSelectElement);
    this.options = byId('rule-options');
    this.help = byId('variant-help');
    this.error = byId('new-error');
    this.replaces = byId('new-replaces');
    this.memo = new Memo();
    byId('btn-new').addEventListener('click', () => this.open());
    this.form.noValidate = true; // submit says what is wrong, in words
    this.form.addEventListener('submit', (ev) => this.submit(ev));
    this.dialog.addEventListener('close', () => this.closed());
    this.variant.addEventListener('change', () => this.fillOptions());
  }

  /** @returns {import('../state.js').OptionsAnswer | null} */
  get info() {
    return this.store.state.info;
  }

  render() {
    const info = this.info;
    if (!info) return;
    const levels = this.engine.levelsUsable() ? info.levels : [];
    if (!this.memo.changed(info.variants, levels, document.documentElement.lang)) return;
    const variant = this.variant.value;
    this.variant.replaceChildren(...info.variants.map((v) => h('option', { value: v, textContent: variantName(v) })));
    if (info.variants.includes(/** @type {Variant} */ (variant))) this.variant.value = variant;
    const opponent = this.opponent.value;
    this.opponent.replaceChildren(...levels.map((l) => h('option', { value: String(l.number), textContent: levelName(l) })),
      h('option', { value: CUSTOM, textContent: t('new.opponent.custom') }), h('option', { value: FRIEND, textContent: t('new.opponent.friend') }));
    if (this.offered().includes(opponent)) this.opponent.value = opponent;
    this.fillOptions(true);
  }

  /** @returns {string[]} the opponents offered */
  offered() {
    return [...this.opponent.options].map((o) => o.value);
  }

  /**
   * fillOptions writes the rule options' inputs with the variant's
   * defaults (keep: with the values in them now, on a change of language).
   * @param {boolean} [keep]
   */
  fillOptions(keep = false) {
    const info = this.info;
    if (!info) return;
    const v = /** @type {Variant} */ (this.variant.value || info.variants[0]);
    /** @type {Record<string, string>} */
    const before = {};
    if (keep) for (const input of this.inputs()) before[input.dataset.option || ''] = input.value;
    this.help.textContent = t(`variant.${v}.help`);
    this.options.replaceChildren();
    for (const o of info.options) {
      const label = h('label', { textContent: t(`rule.${o.name}`), title: `${o.name}: ${ruleHelp(o)}`, htmlFor: `rule-${o.name}` });
      /** @type {HTMLInputElement | HTMLSelectElement} */
      let input;
      if (o.values) {
        input = h('select', {}, o.values.map((val) => {
          const words = t(`value.${val}`);
          return h('option', { value: val, textContent: val === o.defaults[v] ? t('rule.default', { value: words }) : words });
        }));
      } else {
        input = h('input', { type: 'number', min: String(o.min || 1), step: '1' });
        if (o.max) input.max = String(o.max);
      }
      input.id = `rule-${o.name}`;
      input.value = before[o.name] !== undefined ? before[o.name] : o.defaults[v];
      input.dataset.option = o.name;
      input.title = ruleHelp(o);
      this.options.append(label, input);
    }
  }

  /** @returns {(HTMLInputElement | HTMLSelectElement)[]} the rule options' inputs */
  inputs() {
    return [...this.options.querySelectorAll('[data-option]')].map((e) => /** @type {HTMLInputElement | HTMLSelectElement} */ (e));
  }

  /** open opens the dialog with the last choice. */
  open() {
    const last = this.ctrl.last(this.offered());
    this.side.value = last.side;
    this.opponent.value = last.opponent;
    if (this.variant.value !== last.variant) {
      this.variant.value = last.variant;
      this.fillOptions();
    }
    this.dialog.returnValue = '';
    this.error.textContent = '';
    this.error.hidden = true;
    this.replaces.hidden = !this.game.inProgress();
    this.dialog.showModal();
  }

  /**
   * optionError checks the rule options against the bounds the rules
   * gave (GET /api/options) and returns the first problem in words, or ''
   * when every option is good.
   */
  optionError() {
    const info = this.info;
    if (!info) return '';
    for (const input of this.inputs()) {
      const o = info.options.find((x) => x.name === input.dataset.option);
      if (!o || !(input instanceof HTMLInputElement)) continue;
      const min = o.min || 1;
      const max = o.max || 1073741824;
      const v = input.value.trim();
      if (!/^[0-9]+$/.test(v) || Number(v) < min || Number(v) > max) {
        const shown = v ? `"${v}"` : input.validity.badInput ? t('new.error.typed') : t('new.error.empty');
        return t('new.error.range', { label: t(`rule.${o.name}`), name: o.name, shown, min, max });
      }
    }
    return '';
  }

  /**
   * submit keeps the dialog open when a rule option is out of its bounds,
   * with a message naming the option and its range: the game in progress
   * is left as it is.
   * @param {SubmitEvent} ev
   */
  submit(ev) {
    const by = /** @type {HTMLButtonElement | null} */ (ev.submitter);
    if (!by || by.value !== 'ok') return;
    const why = this.optionError();
    this.error.textContent = why;
    this.error.hidden = !why;
    if (why) {
      ev.preventDefault();
      const details = this.options.closest('details');
      if (details) details.open = true;
    }
  }

  /** closed starts the game chosen when the dialog closed with Start. */
  closed() {
    const info = this.info;
    if (this.dialog.returnValue !== 'ok' || !info) return;
    const variant = /** @type {Variant} */ (this.variant.value);
    /** @type {Record<string, string>} */
    const options = {};
    for (const input of this.inputs()) {
      const o = info.options.find((x) => x.name === input.dataset.option);
      const v = input.value.trim();
      if (o && v !== o.defaults[variant]) options[o.name] = v;
    }
    const side = this.side.value === 'N' || this.side.value === 'random' ? this.side.value : 'S';
    this.ctrl.start({ side, opponent: this.opponent.value, variant, options });
  }
}
