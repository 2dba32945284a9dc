// app.js: the page's controller. It keeps the game as data (variant, rule
// options, start BFEN, move tokens), asks the rules (the client's Rules)
// for every rules answer, and drives this tab's engine through the
// client's Engine (connection.js chooses the server or a worker).

import { loadRules, openEngine, errorText, staticMode } from './connection.js';
import { BoardView, sideOf } from './board.js';
import { Analysis } from './analysis.js';
import { Records } from './records.js';
import { GameGraph } from './graph.js';
import { bindControls, fillNewGameForm, fillLevels, variantName, showStrength } from './controls.js';
import { SPEEDS } from './speeds.js';
import { t, tn, side as sideName, lang, setLang, applyStatic, LANGS } from './i18n.js';
import { Hint } from './hint.js';
import { bindTabs } from './tabs.js';
import { Lessons } from './lessons.js';
import { Puzzles } from './puzzles.js';
import { Review } from './review.js';

const $ = (id) => document.getElementById(id);

/**
 * STORE_KEY names the game in progress in the browser's localStorage: the
 * game as data (variant, rule options, start BFEN, moves), the players and
 * the engine's strength, so that a reload or the next visit goes on with
 * it. What is stored there is checked before use and ignored when it is
 * not a game this page wrote or the rules refuse it.
 */
const STORE_KEY = 'bao-game';

class App {
  constructor() {
    this.rules = null; // the client's Rules (connection.js)
    this.ruleInfo = null; // the rules' options (GET /api/options)
    this.game = { variant: 'kiswahili', options: {}, fen: '', moves: [] };
    this.view = 0; // the ply shown
    this.state = null; // the shown position, as the server describes it
    this.selected = null;
    this.lastFrom = null;
    this.touched = new Set();
    this.players = { S: 'human', N: 'engine' };
    this.hints = []; // the plies (moves played before) at which a hint was shown
    this.levelSeed = null; // the game's Level Seed (setLevelSeed)
    this.searches = []; // the searches running or queued: { purpose: 'move', 'hint' or 'analysis', controller }
    this.busy = false;
    this.announced = false;
    this.engineName = ''; // the engine's id name, once it has said it
    this.engineReady = false;
    this.engineOptions = new Set(); // option names the engine declared after uci, in lower case
    this.engineOptionsKnown = false; // engineOptions is complete (the handshake is done)
    this.board = new BoardView({
      board: $('board'), wrap: $('board-wrap'), top: $('bar-top'), bottom: $('bar-bottom'),
      bubble: $('hand-bubble'),
      onHole: (h) => this.onHole(h),
      onArrow: (h, l) => this.onArrow(h, l),
    });
    this.engine = null; // the client's Engine, once started (startEngine)
    this.analysis = new Analysis(this);
    this.records = new Records(this);
    this.graph = new GameGraph(this);
    this.hint = new Hint(this);
    this.review = new Review(this);
    this.lessons = new Lessons(this);
    this.puzzles = new Puzzles(this);
    // The lesson or puzzle in progress (lessons.js, puzzles.js), which
    // answers the person's moves.
    this.lesson = null;
  }

  async start() {
    // The window never scrolls by itself: a reload opens at the board.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
    applyStatic();
    $('btn-lang').addEventListener('click', () => this.switchLang());
    bindTabs();
    bindControls(this);
    this.hint.bind();
    this.review.bind();
    this.watchUpdates();
    try {
      this.rules = await loadRules();
      this.ruleInfo = await this.rules.options();
      document.getElementById('app-version').textContent = this.ruleInfo.version || '';
    } catch (e) {
      if (e.code !== 'wasm') this.error(errorText(e)); // a broken bao.wasm has its notice
      return;
    }
    fillNewGameForm(this);
    fillLevels(this);
    this.analysis.relabel();
    await this.restore();
    if (this.levelSeed === null) this.setLevelSeed();
    await this.load();
    await this.lessons.bind();
    await this.puzzles.bind();
    document.addEventListener('change', () => this.saveGame());
    document.body.dataset.ready = 'true';
    this.startEngine();
    this.afterChange();
  }

  /**
   * switchLang turns the page to the other language and redraws every
   * word the scripts wrote.
   */
  switchLang() {
    setLang(LANGS.find((l) => l !== lang()));
    this.relabel();
  }

  /** relabel writes anew the words that the scripts put on the page. */
  relabel() {
    if (!this.ruleInfo) return;
    fillNewGameForm(this);
    fillLevels(this);
    this.onEngineState(this.engineReady ? 'ready-again' : 'connecting');
    this.analysis.relabel();
    this.graph.relabel();
    this.review.render();
    this.lessons.relabel();
    this.puzzles.relabel();
    if (this.showSpeed) this.showSpeed();
    if (this.announced && !$('banner').hidden) this.announce();
    this.render();
  }

  /**
   * watchUpdates tells the static app's user when a new build has been
   * installed: the service worker of a new build takes over the page that
   * the old one served (controllerchange), and the new files show after a
   * reload, which the notice offers (the game is kept, see STORE_KEY).
   */
  watchUpdates() {
    if (!staticMode || !('serviceWorker' in navigator)) return;
    const sw = navigator.serviceWorker;
    // The worker that served the page, as the page's first script saw it
    // (site's index.html), before a new one could take over.
    const first = window.baoWorkerAtLoad !== undefined ? window.baoWorkerAtLoad : sw.controller;
    $('update-reload').addEventListener('click', () => location.reload());
    if (!first) return; // the first visit: the first worker is no update
    const show = () => { $('update').hidden = false; };
    if (sw.controller !== first) show(); // it took over before this ran
    sw.addEventListener('controllerchange', show);
  }

  // ---- the game as data -------------------------------------------------

  /** saveGame keeps the game in progress in localStorage (see STORE_KEY). */
  saveGame() {
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify({
        version: 1,
        game: this.game,
        hints: this.hints,
        players: this.players,
        levelSeed: this.levelSeed,
        strength: { mode: $('strength-mode').value, level: $('strength-level').value, value: $('strength-value').value },
      }));
    } catch (e) {
      // No storage (private mode, full, disabled): the game is not kept.
    }
  }

  /** storedGame returns what saveGame kept, checked, or null. */
  storedGame() {
    let s;
    try {
      s = JSON.parse(localStorage.getItem(STORE_KEY) || 'null');
    } catch (e) {
      return null;
    }
    const isObj = (x) => !!x && typeof x === 'object' && !Array.isArray(x);
    if (!isObj(s) || s.version !== 1 || !isObj(s.game)) return null;
    const g = s.game;
    const opts = g.options === undefined ? {} : g.options;
    const names = this.ruleInfo.options.map((o) => o.name);
    if (!this.ruleInfo.variants.includes(g.variant)) return null;
    if (!isObj(opts) || !Object.entries(opts).every(([k, v]) => names.includes(k) && typeof v === 'string')) return null;
    if (g.fen !== undefined && typeof g.fen !== 'string') return null;
    if (!Array.isArray(g.moves) || g.moves.length > 5000 || !g.moves.every((m) => typeof m === 'string' && m.length <= 8)) return null;
    const out = { game: { variant: g.variant, options: opts, fen: g.fen || '', moves: g.moves } };
    out.hints = Array.isArray(s.hints) ? s.hints.filter((p) => Number.isInteger(p) && p >= 0 && p < g.moves.length) : [];
    if (isObj(s.players) && ['S', 'N'].every((x) => ['human', 'engine'].includes(s.players[x]))) {
      out.players = { S: s.players.S, N: s.players.N };
    }
    out.levelSeed = s.levelSeed; // checked by setLevelSeed
    if (isObj(s.strength) && ['level', 'movetime', 'depth'].includes(s.strength.mode) &&
        /^[0-9]{1,6}$/.test(String(s.strength.value)) && /^[0-9]{1,2}$/.test(String(s.strength.level))) {
      out.strength = s.strength;
    }
    return out;
  }

  /**
   * restore goes on with the game kept by saveGame, when there is one
   * that the rules accept; anything else is forgotten and the page starts
   * afresh.
   */
  async restore() {
    const kept = this.storedGame();
    if (!kept) {
      try { localStorage.removeItem(STORE_KEY); } catch (e) { /* no storage */ }
      return;
    }
    try {
      await this.rules.legal(kept.game, kept.game.moves.length);
    } catch (e) {
      try { localStorage.removeItem(STORE_KEY); } catch (e2) { /* no storage */ }
      return;
    }
    this.game = kept.game;
    this.hints = kept.hints;
    this.view = kept.game.moves.length;
    this.setLevelSeed(kept.levelSeed);
    if (kept.players) {
      this.players = kept.players;
      for (const s of ['S', 'N']) $(`player-${s}`).value = this.players[s];
    }
    if (kept.strength) {
      $('strength-mode').value = kept.strength.mode;
      $('strength-value').value = String(kept.strength.value);
      if ([...$('strength-level').options].some((o) => o.value === String(kept.strength.level))) {
        $('strength-level').value = String(kept.strength.level);
      }
      fillLevels(this); // shows the control of the mode
    }
    $('new-variant').value = this.game.variant;
    $('new-variant').dispatchEvent(new Event('change'));
  }

  /** startSide is the side that made the game's first move. */
  get startSide() {
    const f = (this.game.fen || '').trim().split(/\s+/);
    return f.length > 2 && f[2] === 'N' ? 'N' : 'S';
  }

  /** gameUpTo returns the game with only its first ply moves. */
  gameUpTo(ply) {
    return { ...this.game, moves: this.game.moves.slice(0, ply) };
  }

  atEnd() {
    return this.view === this.game.moves.length;
  }

  /** load asks the server for the position at the shown ply and draws it. */
  async load() {
    let res;
    try {
      res = await this.rules.legal(this.game, this.view);
    } catch (e) {
      this.error(errorText(e));
      return false;
    }
    this.state = res.state;
    if (this.view === this.game.moves.length) this.game = { ...res.game, moves: this.game.moves };
    this.selected = null;
    this.lastFrom = this.view > 0 ? this.game.moves[this.view - 1].slice(0, 2) : null;
    this.render();
    return true;
  }

  /** settle finishes the move being played at once (its animation skipped). */
  async settle() {
    this.board.skip = true;
    while (this.playing) await this.playing;
  }

  /**
   * newGame starts game g at its end and tells the engine. The server (or
   * the rules worker) must accept g first: a game it refuses (a rule
   * option out of bounds, say) is reported and the game in progress stays
   * as it was, playable. It returns whether g was started.
   */
  async newGame(g, note) {
    await this.settle();
    this.cancelSearch();
    if (this.lesson && !g.lesson) this.lesson.stop(false); // a game of the person's own ends the lesson
    const game = { variant: g.variant, options: g.options || {}, fen: g.fen || '', moves: g.moves || [] };
    let res;
    try {
      res = await this.rules.legal(game, game.moves.length);
    } catch (e) {
      this.error(t('error.newGame', { why: errorText(e) }));
      this.afterChange(); // the engine thinks again if it was its turn
      return false;
    }
    await this.settle(); // a move started meanwhile is finished first
    this.setLevelSeed(g.levelSeed);
    this.game = { ...res.game, moves: game.moves };
    this.view = this.game.moves.length;
    this.state = res.state;
    this.selected = null;
    this.lastFrom = this.view > 0 ? this.game.moves[this.view - 1].slice(0, 2) : null;
    this.touched = new Set();
    this.hints = Array.isArray(g.hints) ? g.hints : [];
    this.hint.clear();
    this.announced = false;
    $('banner').hidden = true;
    $('record-download').hidden = true;
    this.analysis.clear();
    this.setupEngine();
    this.render();
    if (note) this.info(note);
    this.afterChange();
    return true;
  }

  // ---- moving -----------------------------------------------------------

  humanToMove() {
    return this.state && !this.state.gameOver && this.players[this.state.side] === 'human' && !this.busy;
  }

  onHole(hole) {
    const st = this.state;
    if (!st) return;
    if (this.busy) {
      this.info(t('move.wait'));
      return;
    }
    if (st.gameOver) {
      this.refuse(hole, t('move.over', { reason: this.reasonText(st) }));
      return;
    }
    if (this.players[st.side] !== 'human') {
      this.refuse(hole, t('move.engineTurn', { side: sideName(st.side) }));
      return;
    }
    const moves = st.legal.filter((m) => m.hole === hole);
    if (moves.length === 0) {
      const holes = [...new Set(st.legal.map((m) => m.hole))].join(', ');
      let whose = sideOf(hole) !== st.side ? t('move.notYours', { hole, side: sideName(sideOf(hole)) }) + ' ' : '';
      if (hole === st.takasia) whose = t('move.blocked', { hole }) + ' ';
      this.refuse(hole, t('move.illegal', { why: whose, side: sideName(st.side), holes }));
      return;
    }
    this.selected = this.selected === hole ? null : hole;
    this.hideMessage();
    this.render();
  }

  refuse(hole, why) {
    this.board.refuse(hole);
    this.error(why);
  }

  /** arrowsFor describes the direction buttons of a selected hole. */
  arrowsFor(hole) {
    const out = [];
    for (const m of this.state.legal.filter((x) => x.hole === hole)) {
      if (out.some((a) => a.letter === m.letter)) continue;
      const end = `${m.hole[0]}${m.letter === 'L' ? 1 : 8}`;
      const label = m.kichwa ? t('arrow.kichwa', { hole: end }) : t('arrow.sow', { hole: end });
      const hint = this.hint.at(this.view);
      out.push({ letter: m.letter, kichwa: m.kichwa, label: `${m.hole}${m.letter}: ${label}`,
        hint: !!hint && hint.hole === hole && hint.letter === m.letter });
    }
    return out;
  }

  async onArrow(hole, letter) {
    const cands = this.state.legal.filter((m) => m.hole === hole && m.letter === letter);
    if (cands.length === 0) return;
    let move = cands[0].move;
    if (cands.length > 1) {
      const choice = await this.askSafari();
      if (choice === 'cancel') return;
      move = cands.find((m) => m.safari === (choice === 'safari')).move;
    }
    this.play(move);
  }

  askSafari() {
    const dlg = $('dlg-safari');
    return new Promise((resolve) => {
      dlg.addEventListener('close', () => resolve(dlg.returnValue || 'cancel'), { once: true });
      dlg.returnValue = '';
      dlg.showModal();
    });
  }

  /** play plays a move token (from a click, the keyboard or the engine). */
  async play(token, byEngine = false) {
    if (this.busy) return;
    this.busy = true;
    this.board.skip = false;
    let done;
    this.playing = new Promise((resolve) => { done = resolve; });
    let res = null;
    try {
      res = await this.playMove(token, byEngine);
    } finally {
      this.busy = false;
      this.playing = null;
      done();
    }
    this.render();
    if (res && this.lesson && !byEngine) this.lesson.onMove(res.move);
    this.afterChange();
  }

  async playMove(token, byEngine) {
    // A hint still being searched is for the position this move leaves.
    if (this.searching('hint')) this.cancelSearch();
    this.selected = null;
    this.render();
    let res;
    try {
      res = await this.rules.play(this.gameUpTo(this.view), token);
    } catch (e) {
      this.error(byEngine ? t('error.engineMove', { move: token, why: errorText(e) }) : errorText(e));
      return;
    }
    this.hideMessage();
    this.board.render(this.state, { players: this.playerLabels() });
    await this.board.animate(res.trace, this.state.side, () => SPEEDS[Number($('anim-speed').value)].ms);
    this.game = res.game;
    this.hints = this.hints.filter((p) => p < this.game.moves.length);
    this.view = this.game.moves.length;
    this.state = res.state;
    this.lastFrom = res.move.slice(0, 2);
    this.touched = new Set(res.trace.filter((e) => e.kind === 'sow').map((e) => e.hole));
    return res;
  }

  /** afterChange runs after the shown position changed. */
  afterChange() {
    if (this.state && this.state.gameOver && this.atEnd() && !this.announced) {
      this.announced = true;
      this.announce();
    }
    if (this.analysis.running) {
      this.analysis.restart();
      return;
    }
    this.maybeEngineMove();
  }

  announce() {
    const st = this.state;
    const winner = st.result === 'p1win' ? 'S' : 'N';
    const human = ['S', 'N'].filter((s) => this.players[s] === 'human');
    let title = t('over.wins', { side: sideName(winner) });
    if (human.length === 1) title = human[0] === winner ? t('over.youWin') : t('over.engineWins');
    $('banner-title').textContent = title;
    $('banner-reason').textContent = t('over.reason', { side: sideName(winner), score: st.score, reason: this.reasonText(st) });
    $('banner').hidden = false;
    this.review.gameOver();
  }

  /**
   * reasonText says why a game ended, in the page's language, from the
   * rules' reason code and the side it names (web/rulesapi State).
   */
  reasonText(st) {
    if (!st.reasonCode) return st.reason || '';
    return t(`reason.${st.reasonCode}`, { side: sideName(st.reasonSide) });
  }

  // ---- the engine -------------------------------------------------------

  /**
   * startEngine starts this tab's engine session (connection.js), which
   * starts anew by itself when it is lost.
   */
  startEngine() {
    this.engine = openEngine((s, why) => this.onEngineState(s, why));
  }

  /**
   * moveLimits are the limits of the engine's own move: the chosen level
   * (with the game's Level Seed), for an engine that declared the
   * options, or the time or depth of Settings, within the page's bounds.
   */
  moveLimits() {
    const mode = $('strength-mode').value;
    if (mode === 'level') {
      const limits = { movetime: 1000 };
      const level = ((this.ruleInfo && this.ruleInfo.levels) || []).find((l) => String(l.number) === $('strength-level').value);
      if (level && this.engine.option('UCI_LimitStrength') && this.engine.option('UCI_Elo')) {
        limits.level = level.number;
        if (this.engine.option('Level Seed')) limits.levelSeed = this.levelSeed;
      }
      return limits;
    }
    const v = Math.round(Number($('strength-value').value));
    if (mode === 'depth') return { depth: Math.min(Math.max(v || 1, 1), 64) };
    return { movetime: Math.min(Math.max(v || 1000, 10), 600000) };
  }

  /**
   * setLevelSeed sets the game's Level Seed, the seed of a level's
   * choices (docs/levels.md): seed when it is one (a whole number
   * 0..2147483647, as a record's LevelSeed tag or a kept game has it),
   * else a new random one, so that two games at one level differ and a
   * record's seed replays its game. levelSeedTags are the record's tags
   * that keep it, for a game against a level.
   */
  setLevelSeed(seed) {
    const ok = /^[0-9]{1,10}$/.test(String(seed)) && Number(seed) <= 0x7fffffff;
    this.levelSeed = ok ? Number(seed) : (crypto.getRandomValues(new Uint32Array(1))[0] & 0x7fffffff) || 1;
  }

  levelSeedTags() {
    if ($('strength-mode').value !== 'level') return {};
    return { Level: $('strength-level').value, LevelSeed: String(this.levelSeed) };
  }

  /**
   * takeLevel sets the engine's strength to the level a record names in
   * its Level tag (a level's number), so that with its LevelSeed the
   * game replays; a record without one leaves the strength as it is.
   */
  takeLevel(tags) {
    const n = tags && tags.Level;
    if (!n || ![...$('strength-level').options].some((o) => o.value === n)) return;
    $('strength-mode').value = 'level';
    $('strength-level').value = n;
    showStrength();
  }

  /**
   * setupEngine starts the engine's new game (ucinewgame); each search
   * sends the variant and the rule options it runs under.
   */
  setupEngine() {
    if (!this.engineReady) return;
    this.engine.newGame().catch(() => {}); // a lost engine says so itself
  }

  /**
   * searching says whether a search for purpose ('move', 'hint' or
   * 'analysis') is running or queued.
   * @param {string} purpose
   * @returns {boolean}
   */
  searching(purpose) {
    return this.searches.some((s) => s.purpose === purpose);
  }

  /**
   * startSearch searches the shown position for purpose with limits; it
   * resolves with the search's result, or with null when the search was
   * cancelled (cancelSearch) or failed (the failure shown, unless the
   * engine was lost, which its status says).
   * @param {'move' | 'hint' | 'analysis'} purpose
   * @param {import('./client/types.js').SearchLimits} limits
   * @returns {Promise<import('./client/types.js').SearchResult | null>}
   */
  startSearch(purpose, limits) {
    if (!this.engine) return Promise.resolve(null);
    const controller = new AbortController();
    const job = { purpose, controller };
    this.searches.push(job);
    const onInfo = limits.onInfo;
    const game = /** @type {import('./client/types.js').Game} */ (this.gameUpTo(this.view));
    const search = this.engine.search(game, {
      ...limits,
      signal: controller.signal,
      onInfo: onInfo && ((/** @type {import('./client/types.js').Info} */ info, /** @type {string} */ line) => {
        if (!controller.signal.aborted) onInfo(info, line);
      }),
    });
    const forget = () => { this.searches = this.searches.filter((j) => j !== job); };
    return search.then((r) => {
      forget();
      return controller.signal.aborted ? null : r;
    }, (e) => {
      forget();
      if (!controller.signal.aborted && this.engineReady) this.error(t('engine.error', { why: errorText(e) }));
      return null;
    });
  }

  maybeEngineMove() {
    const st = this.state;
    if (!st || !this.engineReady || this.busy || this.analysis.running || st.gameOver || !this.atEnd()) return;
    if (this.players[st.side] !== 'engine' || this.searching('move')) return;
    this.startSearch('move', this.moveLimits()).then((r) => {
      if (!r) return;
      if (r.bestmove) this.play(r.bestmove, true);
      else this.renderStatus();
    });
    this.renderStatus();
  }

  /** cancelSearch stops the running search and drops the queued ones; their answers are ignored. */
  cancelSearch() {
    const jobs = this.searches;
    this.searches = [];
    for (const j of jobs) j.controller.abort();
  }

  /**
   * onEngineState shows the engine's state: 'connecting', 'ready' (the
   * first time and after a new session: the engine's name and options
   * are known, and the game goes on), 'lost' (why), or 'ready-again' (the
   * words anew after a change of language).
   * @param {string} s
   * @param {string} [why]
   */
  onEngineState(s, why) {
    const el = $('engine-status');
    el.className = 'engine-status';
    const external = this.engine && this.engine.transport.external;
    if (s === 'ready') {
      this.engineReady = true;
      this.engineName = this.engine.name;
      this.engineOptions = new Set(this.engine.options.map((o) => o.name.toLowerCase()));
      this.engineOptionsKnown = true;
      fillLevels(this); // levels only for an engine that can play them
      document.body.dataset.engineOptions = 'known';
      el.textContent = t(external ? 'engine.readyExternal' : 'engine.ready', { name: this.engineName || t('players.engine') });
      el.classList.add('ok');
      if (this.engine.option('UCI_ShowWDL')) this.engine.setOption('UCI_ShowWDL', true).catch(() => {});
      this.afterChange();
    } else if (s === 'ready-again') {
      el.textContent = t(external ? 'engine.readyExternal' : 'engine.ready', { name: this.engineName || t('players.engine') });
      el.classList.add('ok');
    } else if (s === 'connecting') {
      el.textContent = t('engine.connecting');
    } else if (s === 'lost') {
      this.engineReady = false;
      this.cancelSearch();
      el.textContent = t('engine.lost', { why: why || t('engine.lost.unknown') });
      el.classList.add('bad');
    }
    this.renderStatus();
  }

  /**
   * pageHidden ends the engine session when the page goes away (closed,
   * or put in the browser's back/forward cache): its search is lost.
   */
  pageHidden() {
    if (this.engine) this.engine.close();
    this.engineReady = false;
    this.cancelSearch();
  }

  /**
   * pageShown starts a new engine session when the page comes back from
   * the back/forward cache, and the game goes on where it was: the
   * engine thinks again if it is its turn.
   */
  pageShown() {
    if (this.engine && !this.engine.closed) return;
    this.startEngine();
  }

  // ---- drawing ----------------------------------------------------------

  /** levelLabel names the engine's strength as its bar shows it. */
  levelLabel() {
    if ($('strength-mode').value !== 'level') return t('players.engine');
    return t('players.level', { n: $('strength-level').value, name: t(`level.${$('strength-level').value}`) });
  }

  playerLabels() {
    const label = (s) => (this.players[s] === 'engine' ? this.levelLabel() : t('players.human'));
    return { S: label('S'), N: label('N') };
  }

  render() {
    const st = this.state;
    if (!st) return;
    const movable = this.humanToMove() ? new Set(st.legal.map((m) => m.hole)) : new Set();
    if (this.hint.shown && !this.hint.at(this.view)) this.hint.clear();
    const hint = this.hint.at(this.view);
    this.board.render(st, {
      hint: hint ? hint.hole : null,
      players: this.playerLabels(),
      movable,
      selected: this.selected,
      arrows: this.selected ? this.arrowsFor(this.selected) : null,
      lastFrom: this.lastFrom,
      touched: this.view === this.game.moves.length ? this.touched : new Set(),
    });
    $('variant-title').textContent = variantName(this.game.variant).replace(/^Bao /, '');
    $('bfen').value = st.fen;
    this.renderMoves();
    this.renderStatus();
    this.graph.onChange();
    this.review.onRender();
    this.saveGame();
  }

  /**
   * renderStatus says whose turn it is and what to do, in one or two short
   * lines above the board (a longer text would push the board down).
   */
  renderStatus() {
    const st = this.state;
    if (!st) return;
    const el = $('status');
    const who = sideName(st.side);
    let text;
    el.classList.toggle('over', st.gameOver);
    let turn = 'human';
    const stage = st.stage === 'namua' ? tn('status.namua', st.hands[st.side]) : t('status.mtaji');
    if (st.gameOver) {
      const winner = st.result === 'p1win' ? 'S' : 'N';
      text = t('status.over', { side: sideName(winner), score: st.score, reason: this.reasonText(st) });
      turn = 'over';
    } else if (this.busy) {
      text = t('status.sowing', { side: who });
      turn = 'busy';
    } else if (this.players[st.side] === 'engine') {
      turn = 'engine';
      if (!this.atEnd()) text = t('status.engineViewing', { side: who, view: this.view, total: this.game.moves.length });
      else if (this.analysis.running) text = t('status.engineAnalysing', { side: who });
      else if (!this.engineReady) text = t('status.engineWaiting', { side: who });
      else text = t('status.engineThinking', { side: who, stage });
    } else {
      let extra = '';
      if (st.legal.length && st.legal[0].capture) extra += ' ' + t('status.mustCapture');
      if (st.takasia && sideOf(st.takasia) === st.side) extra += ' ' + t('status.takasia', { hole: st.takasia });
      if (!this.atEnd()) extra += ' ' + t('status.viewing', { view: this.view, total: this.game.moves.length });
      text = t('status.toMove', { side: who, stage }) + extra;
    }
    if (this.lesson && !st.gameOver) text = this.lesson.statusText(st);
    el.innerHTML = text;
    document.body.dataset.turn = turn;
    document.body.dataset.ply = String(this.game.moves.length);
    document.body.dataset.view = String(this.view);
    $('btn-hint').disabled = !this.humanToMove() || !this.engineReady || !this.atEnd();
  }

  renderMoves() {
    const list = $('move-list');
    list.replaceChildren();
    const moves = this.game.moves;
    let li = null;
    const first = this.startSide;
    moves.forEach((m, i) => {
      const side = (i % 2 === 0) === (first === 'S') ? 'S' : 'N';
      if (side === 'S' || li === null) {
        li = document.createElement('li');
        list.append(li);
        if (side === 'N') {
          const dots = document.createElement('span');
          dots.className = 'mv';
          dots.textContent = '…';
          li.append(dots);
        }
      }
      const span = document.createElement('span');
      span.className = 'mv' + (i + 1 === this.view ? ' current' : '');
      span.textContent = m;
      span.dataset.ply = String(i + 1);
      const mark = this.graph.markAt(i + 1);
      if (mark) {
        span.classList.add(mark === '??' ? 'blunder' : 'mistake');
        const b = document.createElement('span');
        b.className = 'mark';
        b.textContent = mark;
        span.append(b);
      }
      span.addEventListener('click', () => this.goTo(i + 1));
      li.append(span);
    });
    // The list scrolls inside its own box, never the window.
    const cur = list.querySelector('.current');
    if (cur) {
      const top = cur.offsetTop - list.offsetTop;
      if (top < list.scrollTop) list.scrollTop = top;
      else if (top + cur.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + cur.offsetHeight - list.clientHeight;
    } else if (this.view === 0) {
      list.scrollTop = 0;
    }
    $('nav-first').disabled = $('nav-prev').disabled = this.view === 0;
    $('nav-next').disabled = $('nav-last').disabled = this.atEnd();
    $('btn-takeback').disabled = moves.length === 0;
  }

  // ---- navigation and takeback -------------------------------------------

  async goTo(ply) {
    await this.settle();
    ply = Math.max(0, Math.min(ply, this.game.moves.length));
    if (ply === this.view) return;
    if (!this.analysis.running) this.cancelSearch();
    this.view = ply;
    this.touched = new Set();
    await this.load();
    this.afterChange();
  }

  async takeBack() {
    await this.settle();
    if (this.game.moves.length === 0) return;
    // In a lesson or a puzzle, taking back sets its task again (a puzzle's
    // rating has counted the first try already).
    if (this.lesson) {
      await this.lesson.load();
      return;
    }
    this.cancelSearch();
    let n = 1;
    const len = this.game.moves.length;
    // Against the engine, go back to the human's turn.
    const humans = ['S', 'N'].filter((s) => this.players[s] === 'human');
    if (humans.length === 1 && len >= 2) {
      try {
        const res = await this.rules.legal(this.game, len - 1);
        if (res.state.side !== humans[0]) n = 2;
      } catch (e) {
        this.error(errorText(e));
        return;
      }
    }
    this.game = { ...this.game, moves: this.game.moves.slice(0, len - n) };
    this.view = this.game.moves.length;
    this.touched = new Set();
    this.announced = false;
    $('banner').hidden = true;
    await this.load();
    this.hints = this.hints.filter((p) => p < this.game.moves.length);
    this.info(tn('takeback.done', n));
    this.afterChange();
  }

  // ---- messages ---------------------------------------------------------

  error(text) {
    const m = $('message');
    m.className = 'message';
    m.textContent = text;
    m.hidden = false;
  }

  info(text) {
    const m = $('message');
    m.className = 'message info';
    m.textContent = text;
    m.hidden = false;
  }

  hideMessage() {
    $('message').hidden = true;
  }
}

const app = new App();
app.start();
