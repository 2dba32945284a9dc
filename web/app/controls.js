// controls.js: the page's buttons, selects and keys, and the new-game
// dialog: your side, the opponent (a level or a second person), the
// variant and its rule options, built from what the server lists. The
// dialog remembers the last choice (NEW_KEY), so a new game like the last
// one is two taps: New game, Start.

import { SPEEDS } from './speeds.js';
import { t } from './i18n.js';

const $ = (id) => document.getElementById(id);

/** NEW_KEY names the new-game dialog's last choice in localStorage. */
const NEW_KEY = 'bao-new-game';

/** FRIEND is the opponent value of a second person on the same device. */
const FRIEND = 'friend';

/** CUSTOM is the opponent value of the engine at the time or depth of Settings. */
const CUSTOM = 'custom';

/**
 * levelsUsable says whether the engine can play the levels: the server
 * has them and the engine, once it has listed its options after uci,
 * declared UCI_LimitStrength and UCI_Elo.
 */
function levelsUsable(app) {
  const levels = (app.ruleInfo && app.ruleInfo.levels) || [];
  const declared = !app.engineOptionsKnown ||
    (app.engineOptions.has('uci_limitstrength') && app.engineOptions.has('uci_elo'));
  return levels.length > 0 && declared;
}

/**
 * fillOpponents lists the new-game dialog's opponents: the levels (while
 * the engine can play them), the engine at the time or depth of Settings,
 * and a friend on the same device.
 */
function fillOpponents(app) {
  const opp = $('new-opponent');
  const chosen = opp.value;
  const levels = levelsUsable(app) ? (app.ruleInfo.levels || []) : [];
  opp.replaceChildren(...levels.map((l) => new Option(levelName(l), String(l.number))),
    new Option(t('new.opponent.custom'), CUSTOM), new Option(t('new.opponent.friend'), FRIEND));
  opp.value = [...opp.options].some((o) => o.value === chosen) ? chosen : levels.length ? String(defaultLevel(app)) : CUSTOM;
}

/**
 * defaultLevel is the level a new player meets first: the one the server
 * names (level.PageDefault, docs/levels.md), else the third.
 */
export function defaultLevel(app) {
  const levels = (app.ruleInfo && app.ruleInfo.levels) || [];
  const named = levels.find((l) => l.number === app.ruleInfo.defaultLevel);
  if (named) return named.number;
  return levels.length ? levels[Math.min(2, levels.length - 1)].number : 0;
}

/** levelName is a level's number and name in the page's language. */
export function levelName(l) {
  return t('level.option', { n: l.number, name: t(`level.${l.number}`) });
}

/**
 * ruleHelp is a rule option's help line in the page's language: the
 * Kiswahili of strings.json, or in English the rules' own line
 * (/api/options), the one English text of the option.
 */
function ruleHelp(o) {
  const key = `rule.${o.name}.help`;
  const words = t(key);
  return words === key ? o.help : words;
}

export function fillNewGameForm(app) {
  const sel = $('new-variant');
  const chosenVariant = sel.value || app.game.variant;
  sel.replaceChildren(...app.ruleInfo.variants.map((v) => new Option(variantName(v), v)));
  sel.value = app.ruleInfo.variants.includes(chosenVariant) ? chosenVariant : app.game.variant;
  fillOpponents(app);
  const box = $('rule-options');
  const fill = () => {
    const v = sel.value;
    $('variant-help').textContent = t(`variant.${v}.help`);
    box.replaceChildren();
    for (const o of app.ruleInfo.options) {
      const label = document.createElement('label');
      label.textContent = t(`rule.${o.name}`);
      label.title = `${o.name}: ${ruleHelp(o)}`;
      label.htmlFor = `rule-${o.name}`;
      let input;
      if (o.values) {
        input = document.createElement('select');
        for (const val of o.values) {
          const words = t(`value.${val}`);
          input.append(new Option(val === o.defaults[v] ? t('rule.default', { value: words }) : words, val));
        }
      } else {
        input = document.createElement('input');
        input.type = 'number';
        input.min = String(o.min || 1);
        if (o.max) input.max = String(o.max);
        input.step = '1';
      }
      input.id = `rule-${o.name}`;
      input.value = o.defaults[v];
      input.dataset.option = o.name;
      input.title = ruleHelp(o);
      box.append(label, input);
    }
  };
  if (!sel.dataset.bound) {
    sel.addEventListener('change', fill);
    sel.dataset.bound = 'true';
  }
  fill();
}

/** lastChoice is the dialog's remembered choice, checked, or null. */
function lastChoice(app) {
  let c;
  try {
    c = JSON.parse(localStorage.getItem(NEW_KEY) || 'null');
  } catch (e) {
    return null;
  }
  if (!c || typeof c !== 'object') return null;
  const out = {};
  if (['S', 'N', 'random'].includes(c.side)) out.side = c.side;
  if ([...$('new-opponent').options].some((o) => o.value === c.opponent)) out.opponent = c.opponent;
  if (app.ruleInfo.variants.includes(c.variant)) out.variant = c.variant;
  return out;
}

function openNewGame(app) {
  const dlg = $('dlg-new');
  const last = lastChoice(app) || {};
  $('new-side').value = last.side || 'S';
  // A time or a depth chosen in Settings is the engine to play, unless
  // the last game was between two people.
  const custom = $('strength-mode').value !== 'level' && last.opponent !== FRIEND;
  $('new-opponent').value = custom ? CUSTOM : last.opponent || String(defaultLevel(app));
  if ($('new-opponent').value === '') $('new-opponent').value = CUSTOM;
  const variant = last.variant || app.game.variant;
  if ($('new-variant').value !== variant) {
    $('new-variant').value = variant;
    $('new-variant').dispatchEvent(new Event('change'));
  }
  dlg.returnValue = '';
  $('new-error').hidden = true;
  dlg.showModal();
}

/** variantName is a variant's proper name: "Bao la Kujifunza". */
export function variantName(v) {
  return `Bao la ${v[0].toUpperCase()}${v.slice(1)}`;
}

/**
 * ruleOptionError checks the new-game form's rule options against the
 * bounds the server gave (GET /api/options) and returns the first
 * problem in words, or '' when every option is good.
 */
function ruleOptionError(app) {
  for (const input of $('rule-options').querySelectorAll('input[data-option]')) {
    const o = app.ruleInfo.options.find((x) => x.name === input.dataset.option);
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
 * onNewGameSubmit keeps the dialog open when a rule option is out of its
 * bounds, with a message naming the option and its range: the game in
 * progress is left as it is.
 */
function onNewGameSubmit(app, ev) {
  if (!ev.submitter || ev.submitter.value !== 'ok') return;
  const why = ruleOptionError(app);
  const box = $('new-error');
  box.textContent = why;
  box.hidden = !why;
  if (why) {
    ev.preventDefault();
    $('rule-options').closest('details').open = true;
  }
}

function onNewGameClosed(app) {
  const dlg = $('dlg-new');
  if (dlg.returnValue !== 'ok') return;
  const variant = $('new-variant').value;
  const options = {};
  for (const input of $('rule-options').querySelectorAll('[data-option]')) {
    const o = app.ruleInfo.options.find((x) => x.name === input.dataset.option);
    const v = input.value.trim();
    if (v !== o.defaults[variant]) options[o.name] = v;
  }
  const choice = { side: $('new-side').value, opponent: $('new-opponent').value, variant };
  try { localStorage.setItem(NEW_KEY, JSON.stringify(choice)); } catch (e) { /* no storage */ }
  let me = choice.side;
  if (me === 'random') me = crypto.getRandomValues(new Uint8Array(1))[0] & 1 ? 'N' : 'S';
  if (choice.opponent === FRIEND) {
    app.players = { S: 'human', N: 'human' };
  } else if (choice.opponent === CUSTOM) {
    app.players = me === 'S' ? { S: 'human', N: 'engine' } : { S: 'engine', N: 'human' };
  } else {
    app.players = me === 'S' ? { S: 'human', N: 'engine' } : { S: 'engine', N: 'human' };
    $('strength-mode').value = 'level';
    $('strength-level').value = choice.opponent;
    showStrength();
  }
  for (const s of ['S', 'N']) $(`player-${s}`).value = app.players[s];
  const note = choice.opponent === FRIEND ? t('new.started.friend', { game: variantName(variant) })
    : t('new.started', { game: variantName(variant), side: t(me === 'S' ? 'side.S' : 'side.N') });
  app.newGame({ variant, options, fen: '', moves: [] }, note);
}

export function bindControls(app) {
  $('btn-new').addEventListener('click', () => openNewGame(app));
  $('form-new').noValidate = true; // onNewGameSubmit says what is wrong, in words
  $('form-new').addEventListener('submit', (ev) => onNewGameSubmit(app, ev));
  $('dlg-new').addEventListener('close', () => onNewGameClosed(app));
  $('btn-takeback').addEventListener('click', () => app.takeBack());
  $('btn-flip').addEventListener('click', () => {
    app.board.flipped = !app.board.flipped;
    if (app.busy) app.board.skip = true; // the move's end draws the flipped board
    else app.render();
  });
  $('opt-names').addEventListener('change', (e) => document.body.classList.toggle('show-names', e.target.checked));
  $('btn-help').addEventListener('click', () => $('dlg-help').showModal());
  $('banner-close').addEventListener('click', () => { $('banner').hidden = true; });
  $('nav-first').addEventListener('click', () => app.goTo(0));
  $('nav-prev').addEventListener('click', () => app.goTo(app.view - 1));
  $('nav-next').addEventListener('click', () => app.goTo(app.view + 1));
  $('nav-last').addEventListener('click', () => app.goTo(app.game.moves.length));
  for (const s of ['S', 'N']) {
    $(`player-${s}`).value = app.players[s];
    $(`player-${s}`).addEventListener('change', (e) => {
      app.players[s] = e.target.value;
      if (app.state && app.players[app.state.side] !== 'engine') app.cancelSearch();
      app.render();
      app.afterChange();
    });
  }
  $('strength-mode').addEventListener('change', (e) => {
    const depth = e.target.value === 'depth';
    $('strength-value').value = depth ? '4' : '1000';
    showStrength();
  });
  showStrength();
  const speed = $('anim-speed');
  const showSpeed = () => { $('anim-speed-label').textContent = t(SPEEDS[Number(speed.value)].label); };
  $('anim-speed').dataset.relabel = 'true';
  app.showSpeed = showSpeed;
  speed.max = String(SPEEDS.length - 1);
  speed.value = '2';
  speed.addEventListener('input', showSpeed);
  showSpeed();
  $('anim-skip').addEventListener('click', () => { app.board.skip = true; });
  const typed = () => {
    const tok = $('move-input').value.trim();
    if (!tok) return;
    if (!app.humanToMove()) {
      app.error(t(app.state && app.state.gameOver ? 'entry.over' : 'entry.notYourTurn'));
      return;
    }
    $('move-input').value = '';
    app.play(tok);
  };
  $('move-play').addEventListener('click', typed);
  $('move-input').addEventListener('keydown', (e) => { if (e.key === 'Enter') typed(); });
  document.addEventListener('keydown', (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
    if (e.key === 'Escape' && app.selected) {
      app.selected = null;
      app.render();
    } else if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && app.selected) {
      const btn = document.querySelector(`.hole.selected .arrow.${e.key === 'ArrowLeft' ? 'left' : 'right'}`);
      if (btn) btn.click();
    }
  });
  window.addEventListener('pagehide', () => app.pageHidden());
  window.addEventListener('pageshow', (ev) => { if (ev.persisted) app.pageShown(); });
  app.analysis.bind();
  app.records.bind();
  app.graph.bind();
}

/** showStrength shows the control of the chosen strength mode. */
export function showStrength() {
  const mode = $('strength-mode').value;
  $('strength-level').hidden = mode !== 'level';
  $('strength-value').hidden = mode === 'level';
  $('strength-unit').textContent = mode === 'depth' ? t('strength.unit.plies') : mode === 'movetime' ? t('strength.unit.ms') : '';
}

/**
 * fillLevels lists the engine's levels for people (GET /api/options) in
 * the strength control. Levels are offered only while they can be played:
 * the server has levels and the engine, once it has listed its options
 * after uci (app.engineOptionsKnown), declared UCI_LimitStrength and
 * UCI_Elo. An external engine without them would play at full strength
 * under a level's name, so for it only time and depth are offered. A
 * level already chosen is kept when the list is filled again.
 */
export function fillLevels(app) {
  const levels = (app.ruleInfo && app.ruleInfo.levels) || [];
  const usable = levelsUsable(app);
  fillOpponents(app);
  const select = $('strength-level');
  const chosen = select.value;
  select.textContent = '';
  for (const l of levels) {
    const o = document.createElement('option');
    o.value = String(l.number);
    o.textContent = levelName(l);
    select.append(o);
  }
  if (levels.some((l) => String(l.number) === chosen)) {
    select.value = chosen;
  } else if (levels.length) {
    select.value = String(defaultLevel(app));
  }
  const mode = $('strength-mode');
  const o = mode.querySelector('option[value="level"]');
  if (o) {
    o.hidden = !usable;
    o.disabled = !usable;
  }
  mode.title = usable || !levels.length ? '' : t('strength.noLevels');
  if (!usable && mode.value === 'level') {
    mode.value = 'movetime';
    $('strength-value').value = '1000';
  }
  showStrength();
}
