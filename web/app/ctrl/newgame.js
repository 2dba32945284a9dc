// newgame.js: a new game as the new-game dialog chooses it: the person's
// side, the opponent (a level, the engine at the time or depth of the
// settings, or a friend on the same device), the variant and its rule
// options. The dialog remembers the last choice (storage's newGame), so a
// new game like the last one is two taps: New game, Start.

import { words } from '../i18n.js';
import { read, write } from '../storage.js';
import { variantName } from '../gamedata.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Variant} Variant */
/** @typedef {import('../state.js').Players} Players */
/** @typedef {import('./game.js').GameCtrl} GameCtrl */
/** @typedef {import('./settings.js').SettingsCtrl} SettingsCtrl */

/** FRIEND is the opponent value of a second person on the same device. */
export const FRIEND = 'friend';

/** CUSTOM is the opponent value of the engine at the time or depth of the settings. */
export const CUSTOM = 'custom';

/**
 * A new game's choice.
 * @typedef {object} Choice
 * @property {'S' | 'N' | 'random'} side
 * @property {string} opponent a level's number, CUSTOM or FRIEND
 * @property {Variant} variant
 * @property {Record<string, string>} options the rule options that differ from the variant's defaults
 */

/** NewGameCtrl starts the games of the new-game dialog. */
export class NewGameCtrl {
  /**
   * @param {Store} store
   * @param {Pick<GameCtrl, 'newGame'>} game
   * @param {Pick<SettingsCtrl, 'defaultLevel' | 'setStrength'>} settings
   */
  constructor(store, game, settings) {
    this.store = store;
    this.game = game;
    this.settings = settings;
  }

  /**
   * last is the dialog's choice to offer: the last one, checked against
   * what the rules and the engine offer now. A time or a depth chosen in
   * the settings is the engine to play, unless the last game was between
   * two people.
   * @param {string[]} opponents the opponents offered
   * @returns {{side: 'S' | 'N' | 'random', opponent: string, variant: Variant}}
   */
  last(opponents) {
    const kept = read('newGame') || {};
    const info = this.store.state.info;
    const variants = info ? info.variants : [];
    const variant = variants.find((v) => v === kept.variant) || this.store.state.game.game.variant;
    const custom = this.store.state.settings.strength.mode !== 'level' && kept.opponent !== FRIEND;
    let opponent = custom ? CUSTOM : kept.opponent && opponents.includes(kept.opponent) ? kept.opponent : String(this.settings.defaultLevel());
    if (!opponents.includes(opponent)) opponent = CUSTOM;
    return { side: kept.side || 'S', opponent, variant };
  }

  /**
   * start starts the game chosen, and keeps the choice.
   * @param {Choice} c
   */
  async start(c) {
    write('newGame', { side: c.side, opponent: c.opponent, variant: c.variant });
    const me = c.side === 'random' ? (crypto.getRandomValues(new Uint8Array(1))[0] & 1 ? 'N' : 'S') : c.side;
    /** @type {Players} */
    let players = me === 'S' ? { S: 'human', N: 'engine' } : { S: 'engine', N: 'human' };
    if (c.opponent === FRIEND) {
      players = { S: 'human', N: 'human' };
    } else if (c.opponent !== CUSTOM) {
      this.settings.setStrength({ ...this.store.state.settings.strength, mode: 'level', level: Number(c.opponent) });
    }
    const game = variantName(c.variant);
    const note = c.opponent === FRIEND ? words('new.started.friend', { game })
      : words('new.started', { game, side: words(me === 'S' ? 'side.S' : 'side.N') });
    await this.game.newGame({ game: { variant: c.variant, options: c.options, fen: '', moves: [] }, players }, note);
  }
}
