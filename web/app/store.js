// store.js: the page's one store. The state (state.d.ts) is plain data:
// the game on the board and the one set aside, the engine's state, the
// analysis, the settings, the lessons, the puzzles, the graph, the review
// and the message. Each controller (ctrl/) writes its own part and calls
// redraw; every view (view/) draws from the whole state, in one redraw,
// and skips the DOM work when what it draws from has not changed.

import { MAX_RD, START_RATING, START_VOL } from './glicko.js';

/** @typedef {import('./state.js').PageState} PageState */
/** @typedef {import('./state.js').Settings} Settings */

/**
 * Store holds the state and the views that draw it.
 */
export class Store {
  constructor() {
    /** @type {PageState} */
    this.state = {
      info: null,
      game: {
        game: { variant: 'kiswahili', options: {}, fen: '', moves: [] },
        players: { S: 'human', N: 'engine' },
        hints: [],
        levelSeed: 1,
        owner: 'game',
        held: null,
        ended: false,
        view: 0,
        position: null,
        selected: null,
        lastFrom: null,
        touched: [],
        busy: false,
        announced: false,
        banner: false,
        flipped: false,
      },
      engine: { status: 'connecting', why: null, name: '', external: false, options: [], optionsKnown: false },
      analysis: { running: false, key: '', side: 'S', lines: [], stats: null, over: false, multipv: 3 },
      hint: { shown: null, searching: false },
      settings: {
        strength: { mode: 'level', level: 3, value: 1000 },
        speed: 2,
        names: false,
        graphDepth: 0, // 0: the depth of the review's plan (the rules' table)
        tab: 'panel-moves',
        learn: 'lessons',
      },
      lessons: { list: [], done: [], active: null, answer: null, phase: 'off' },
      puzzles: {
        list: [], score: { rating: START_RATING, rd: MAX_RD, vol: START_VOL, solved: [], failed: [], theme: '' }, ratings: {},
        active: null, answer: null, phase: 'off',
      },
      graph: { running: false, key: null, game: null, points: [], verdicts: [], status: null, progress: null, rev: 0 },
      review: { phase: 'off', sitting: null, strength: null, key: null, sides: [], items: [], chosen: null },
      message: null,
      download: null,
      ready: false,
    };
    /** @type {(() => void)[]} */
    this.views = [];
    this.drawing = false;
    this.again = false;
  }

  /**
   * onRedraw adds a view's render to the redraw, in order.
   * @param {() => void} render
   */
  onRedraw(render) {
    this.views.push(render);
  }

  /**
   * redraw draws every view from the state now. A redraw asked for while
   * one runs (a view's own change) runs once more after it.
   */
  redraw() {
    if (this.drawing) {
      this.again = true;
      return;
    }
    this.drawing = true;
    try {
      do {
        this.again = false;
        for (const render of this.views) render();
      } while (this.again);
    } finally {
      this.drawing = false;
    }
  }
}
