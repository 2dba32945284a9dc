// drill.js: what a lesson and a puzzle share. Each puts a position on
// the board with both sides played by the person (the engine does not
// reply), answers the person's move, takes a wrong one back after a
// moment, and gives the players back when it ends; each keeps what it
// needs in localStorage. Lessons and Puzzles extend Drill.

/** RETRY_MS is how long a wrong move's end position stays on the board. */
const RETRY_MS = 1200;

/** Drill is a position set as a task on the board (app.lesson while on). */
export class Drill {
  /** activeKey names the drill in progress in localStorage. */
  constructor(app, activeKey) {
    this.app = app;
    this.activeKey = activeKey;
    this.active = null; // the drill in progress, with the players to give back
    this.answer = null; // the answer to the last move
  }

  // ---- storage ----------------------------------------------------------

  readJSON(key) {
    try {
      return JSON.parse(localStorage.getItem(key) || 'null');
    } catch (e) {
      return null;
    }
  }

  writeJSON(key, value) {
    try { localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* no storage */ }
  }

  forget(key) {
    try { localStorage.removeItem(key); } catch (e) { /* no storage */ }
  }

  /** checkedPlayers is p when it is a page's players, else null. */
  checkedPlayers(p) {
    const ok = p && ['S', 'N'].every((s) => ['human', 'engine'].includes(p[s]));
    return ok ? { S: p.S, N: p.N } : null;
  }

  // ---- on the board -----------------------------------------------------

  setPlayers(p) {
    this.app.players = { ...p };
    for (const s of ['S', 'N']) document.getElementById(`player-${s}`).value = p[s];
  }

  /**
   * take makes this drill the one on the board: another in progress ends,
   * both sides are the person's, and it returns the players to give back
   * at the end (players, else those kept by this drill, else the page's).
   */
  take(players) {
    if (this.app.lesson && this.app.lesson !== this) this.app.lesson.stop(false);
    const back = players || (this.active ? this.active.players : { ...this.app.players });
    this.setPlayers({ S: 'human', N: 'human' });
    this.app.lesson = this;
    return back;
  }

  /**
   * open puts game's position ({variant, options, fen}) on the board,
   * ready for the person's move; a position the rules refuse ends the
   * drill, and open returns false.
   */
  async open(game) {
    const ok = await this.app.newGame({ ...game, moves: [], lesson: true });
    if (!ok) {
      this.stop();
      return false;
    }
    this.active.answered = false;
    return true;
  }

  /**
   * release ends the drill in progress and gives the players back; the
   * caller redraws its own part (stop).
   */
  release() {
    const back = this.active.players;
    this.active = null;
    this.answer = null;
    this.app.lesson = null;
    this.forget(this.activeKey);
    this.setPlayers(back);
  }

  /** redraw draws the page anew after stop, unless the caller does (redraw false). */
  redraw(redraw) {
    if (!redraw) return;
    this.app.render();
    this.app.afterChange();
  }

  /**
   * retry leaves a wrong move's end in view a moment, then loads the drill
   * again when same() says it is still the one on the board (else another,
   * or none, was opened meanwhile and the page is only redrawn).
   */
  async retry(same) {
    this.app.busy = true;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    this.app.busy = false;
    if (this.active && same()) await this.load();
    else this.app.render();
  }
}
