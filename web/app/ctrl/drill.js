// drill.js: what a lesson and a puzzle share. Each borrows the board
// (the person's game is set aside, and comes back when the drill ends),
// puts its position there with both sides played by the person (the
// engine does not reply), answers the person's move and takes a wrong
// one back after a moment. LessonsCtrl and PuzzlesCtrl extend Drill.

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Variant} Variant */
/** @typedef {import('./game.js').GameCtrl} GameCtrl */
/**
 * The part of the game a drill uses: it owns the board while it is on.
 * @typedef {Pick<GameCtrl, 'own' | 'borrow' | 'giveBack' | 'freeze' | 'setHeldPlayers' | 'play'>} DrillBoard
 */

/** RETRY_MS is how long a wrong move's end position stays on the board. */
const RETRY_MS = 1200;

/** Drill is a position set as a task on the board. */
export class Drill {
  /**
   * @param {Store} store
   * @param {DrillBoard} game
   * @param {'lesson' | 'puzzle'} owner the drill's name as the board's owner
   */
  constructor(store, game, owner) {
    this.store = store;
    this.game = game;
    this.owner = owner;
  }

  /** @returns {boolean} the drill holds the board */
  onBoard() {
    return this.store.state.game.owner === this.owner;
  }

  /**
   * open puts a position ({variant, options, fen}, and the moves played
   * from it, if any) on the board, both sides the person's, ready for a
   * move; it resolves with whether the rules took it.
   * @param {{variant: Variant, options: Record<string, string>, fen: string, moves?: string[]}} position
   * @returns {Promise<boolean>}
   */
  open(position) {
    const { variant, options, fen } = position;
    return this.game.borrow(this.owner, {
      game: { variant, options, fen, moves: position.moves ? [...position.moves] : [] },
      players: { S: 'human', N: 'human' },
      levelSeed: this.store.state.game.levelSeed,
    });
  }

  /** leave gives the board back to the person's game. */
  async leave() {
    if (this.onBoard()) await this.game.giveBack();
  }

  /**
   * retry leaves a wrong move's end in view a moment, then sets the task
   * again when same() says it is still the one on the board.
   * @param {() => boolean} same
   * @param {() => Promise<void>} again
   */
  async retry(same, again) {
    await this.game.freeze(RETRY_MS);
    if (this.onBoard() && same()) await again();
  }
}
