// controls.js: the page's buttons, selects and keys, and the new-game
// form, which is built from the variants and rule options the server lists.

import { SPEEDS } from './speeds.js';

const $ = (id) => document.getElementById(id);

export function fillNewGameForm(app) {
  const sel = $('new-variant');
  sel.replaceChildren(...app.ruleInfo.variants.map((v) => new Option(variantName(v), v)));
  const helps = {
    kiswahili: 'Zanzibar Bao: 22 seeds in hand each, namua then mtaji stage, nyumba and takasia.',
    kete: 'Lamu Bao: as Kiswahili with the Lamu rules (the kuu, the obligation to capture a blocked hole).',
    kujifunza: 'The learners\u2019 game: two seeds in every hole, no seeds in hand, no nyumba, no takasia.',
  };
  const box = $('rule-options');
  const fill = () => {
    const v = sel.value;
    $('variant-help').textContent = helps[v] || '';
    box.replaceChildren();
    for (const o of app.ruleInfo.options) {
      const label = document.createElement('label');
      label.textContent = o.label || o.name;
      label.title = `${o.name}: ${o.help}`;
      label.htmlFor = `rule-${o.name}`;
      let input;
      if (o.values) {
        input = document.createElement('select');
        for (const val of o.values) input.append(new Option(val + (val === o.defaults[v] ? ' (default)' : ''), val));
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
      input.title = o.help;
      box.append(label, input);
    }
  };
  sel.addEventListener('change', fill);
  sel.value = app.game.variant;
  fill();
}

function openNewGame() {
  const dlg = $('dlg-new');
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
      const shown = v ? `"${v}"` : input.validity.badInput ? 'what was typed' : 'an empty field';
      return `${o.label || o.name} (${o.name}): ${shown} is not allowed; want a whole number from ${min} to ${max}.`;
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
  app.newGame({ variant, options, fen: '', moves: [] }, `New game of ${variantName(variant)}.`);
}

export function bindControls(app) {
  $('btn-new').addEventListener('click', () => openNewGame());
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
  const showSpeed = () => { $('anim-speed-label').textContent = SPEEDS[Number(speed.value)].label; };
  speed.max = String(SPEEDS.length - 1);
  speed.value = '2';
  speed.addEventListener('input', showSpeed);
  showSpeed();
  $('anim-skip').addEventListener('click', () => { app.board.skip = true; });
  const typed = () => {
    const tok = $('move-input').value.trim();
    if (!tok) return;
    if (!app.humanToMove()) {
      app.error(app.state && app.state.gameOver ? 'The game is over.' : 'It is not your turn.');
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
function showStrength() {
  const mode = $('strength-mode').value;
  $('strength-level').hidden = mode !== 'level';
  $('strength-value').hidden = mode === 'level';
  $('strength-unit').textContent = mode === 'depth' ? 'plies' : mode === 'movetime' ? 'ms' : '';
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
  const declared = !app.engineOptionsKnown ||
    (app.engineOptions.has('uci_limitstrength') && app.engineOptions.has('uci_elo'));
  const usable = levels.length > 0 && declared;
  const select = $('strength-level');
  const chosen = select.value;
  select.textContent = '';
  for (const l of levels) {
    const o = document.createElement('option');
    o.value = String(l.number);
    o.textContent = `${l.number} ${l.name}`;
    select.append(o);
  }
  if (levels.some((l) => String(l.number) === chosen)) {
    select.value = chosen;
  } else if (levels.length) {
    select.value = String(levels[Math.min(2, levels.length - 1)].number);
  }
  const mode = $('strength-mode');
  const o = mode.querySelector('option[value="level"]');
  if (o) {
    o.hidden = !usable;
    o.disabled = !usable;
  }
  mode.title = usable || !levels.length ? '' : 'This engine has no levels (it does not declare both UCI_LimitStrength and UCI_Elo): give it a time or a depth.';
  if (!usable && mode.value === 'level') {
    mode.value = 'movetime';
    $('strength-value').value = '1000';
  }
  showStrength();
}
