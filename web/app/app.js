// app.js: the page's entry. It makes the one store, the controllers
// (ctrl/: the game, the engine, the analysis, the hint, the lessons, the
// puzzles, the graph, the review, the records, the settings, a new game)
// and the views (view/), which draw from the store in one redraw, and
// wires each feature to the narrow part of the others it needs. The rules
// and the engine are the client's (client/), over the transport
// connection.js picks.

import { loadRules, errorWords, staticMode } from './connection.js';
import { applyStatic, setLang, lang, LANGS } from './i18n.js';
import { Store } from './store.js';
import { Messages } from './ctrl/messages.js';
import { GameCtrl } from './ctrl/game.js';
import { EngineCtrl } from './ctrl/engine.js';
import { SettingsCtrl } from './ctrl/settings.js';
import { AnalysisCtrl } from './ctrl/analysis.js';
import { HintCtrl } from './ctrl/hint.js';
import { GraphCtrl } from './ctrl/graph.js';
import { ReviewCtrl } from './ctrl/review.js';
import { RecordsCtrl } from './ctrl/records.js';
import { LessonsCtrl } from './ctrl/lessons.js';
import { PuzzlesCtrl } from './ctrl/puzzles.js';
import { NewGameCtrl } from './ctrl/newgame.js';
import { BoardView } from './view/board.js';
import { HeaderView } from './view/header.js';
import { TabsView } from './view/tabs.js';
import { StatusView } from './view/status.js';
import { MessageView } from './view/message.js';
import { BannerView } from './view/banner.js';
import { ActionsView } from './view/actions.js';
import { MovesView } from './view/moves.js';
import { AnalysisView } from './view/analysis.js';
import { GraphView } from './view/graph.js';
import { ReviewView } from './view/review.js';
import { LessonsView } from './view/lessons.js';
import { PuzzlesView } from './view/puzzles.js';
import { RecordsView } from './view/records.js';
import { SettingsView } from './view/settings.js';
import { NewGameView } from './view/newgame.js';
import { FlagsView } from './view/flags.js';
import { watchUpdates } from './view/update.js';
import * as questions from './view/questions.js';

/**
 * start builds the page and goes on with the game kept in storage.
 */
async function start() {
  // The window never scrolls by itself: a reload opens at the board.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  window.scrollTo(0, 0);
  applyStatic();
  watchUpdates(staticMode);
  const store = new Store();
  const messages = new Messages(store);
  // The head (the language switch) and the message work before the rules
  // have started, and when they cannot.
  const header = new HeaderView(store, { switchLang: () => { setLang(LANGS.find((l) => l !== lang()) || 'en'); store.redraw(); } });
  const message = new MessageView(store);
  store.onRedraw(() => header.render());
  store.onRedraw(() => message.render());

  let rules;
  try {
    rules = await loadRules();
    store.state.info = await rules.options();
  } catch (e) {
    const err = /** @type {{code?: string}} */ (e);
    // A broken bao.wasm has its own notice (offline.js).
    if (!err || err.code !== 'wasm') messages.error(errorWords(e));
    return;
  }

  /** @type {GameCtrl} */
  let game;
  const board = new BoardView(store, {
    hole: (h) => game.selectHole(h),
    arrow: (h, l) => game.chooseArrow(h, l),
    deselect: () => game.deselect(),
  });
  game = new GameCtrl(store, rules, messages, board, questions);
  const engine = new EngineCtrl(store, game, messages);
  const settings = new SettingsCtrl(store, game, engine);
  const analysis = new AnalysisCtrl(store, engine, messages);
  const hint = new HintCtrl(store, game, engine, messages);
  /** @type {ReviewCtrl} */
  let review;
  const graph = new GraphCtrl(store, rules, () => game.current(), {
    started: () => review.started(),
    sides: () => review.sides(),
    cancelled: () => review.cancelled(),
    done: (g, pts, verdicts) => review.fromGraph(g, pts, verdicts),
  });
  review = new ReviewCtrl(store, rules, game, hint, messages, {
    graph: { running: () => store.state.graph.running, isCurrent: () => graph.isCurrent(), run: () => graph.run() },
    showTab: (id) => settings.showTab(id),
    setStrength: (s) => settings.setStrength(s),
  });
  const records = new RecordsCtrl(store, rules, game, messages, {
    levelTags: () => settings.levelTags(),
    takeLevel: (tags) => settings.takeLevel(tags),
  });
  const lessons = new LessonsCtrl(store, game);
  const puzzles = new PuzzlesCtrl(store, game, messages);
  const newGame = new NewGameCtrl(store, game, settings);

  // After every change of the shown position: the analysis starts again,
  // or the engine plays when it is its turn.
  game.onChange(() => {
    analysis.onChange();
    engine.sync();
  });
  game.onNewGame(() => engine.newGame());

  // The views, in the order they draw: the tabs first, so that a panel
  // just shown has its size when the graph is drawn in it.
  const views = [
    new TabsView(store, settings),
    board,
    new StatusView(store, game),
    new BannerView(store, { close: () => game.closeBanner(), review: () => review.open() }),
    new ActionsView(store, game, hint, engine),
    new MovesView(store, game),
    new AnalysisView(store, analysis),
    new GraphView(store, graph, settings, (ply) => game.goTo(ply)),
    new ReviewView(store, review),
    new LessonsView(store, lessons),
    new PuzzlesView(store, puzzles),
    new RecordsView(store, records),
    new SettingsView(store, game, settings, engine, board),
    new NewGameView(store, newGame, game, engine),
    new FlagsView(store),
  ];
  for (const v of views) store.onRedraw(() => v.render());

  settings.init();
  const strength = await game.restore();
  if (strength) settings.setStrength(strength);
  if (!store.state.game.position) {
    await game.newGame({ game: { variant: 'kiswahili', options: {}, fen: '', moves: [] }, players: { S: 'human', N: 'engine' } });
  }
  review.restore();
  await lessons.init();
  await puzzles.init();
  window.addEventListener('pagehide', () => engine.pageHidden());
  window.addEventListener('pageshow', (ev) => { if (ev.persisted) engine.pageShown(); });
  store.state.ready = true;
  engine.start();
  game.changed();
}

start();
