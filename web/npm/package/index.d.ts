// Type declarations of @baoengine/bao, the same for the browser entry
// index.js and the Node entry node.js. The shapes of the answers are in
// types.d.ts (the client's own, web/app/client); web/npm's
// TestDeclarations checks real answers against them.
import type {
  Game, Variant, StartOptions, EngineState, OptionsAnswer, LegalAnswer, PlayAnswer, BfenAnswer, ImportAnswer,
  ExportOptions, ExportAnswer, ExplainAnswer, Info, SearchLimits, SearchResult, Level, EngineOption, InputReason,
} from './types.js';

export type * from './types.js';

/** How a worker or a session failed: 'wasm' (bao.wasm is missing or
 * damaged), 'ended' (the worker or the engine ended or failed), 'lost'
 * (the connection to a server's session was lost), 'network' (no server
 * answers), 'closed' (close() was called), 'aborted' (a search's signal
 * was aborted before the search started). */
export type FailureCode = 'wasm' | 'ended' | 'lost' | 'network' | 'closed' | 'aborted';

/** A question or command the engine refused, or an engine that failed.
 * The message names the field or the token at fault. status is the HTTP
 * status the web server would answer (400 a bad request, 413 too large,
 * 422 an illegal move) or 0 when the worker failed or was closed; field
 * names the argument the client refused (game.variant, limits.depth ...);
 * code says how the engine failed; input, when a person's text was
 * refused (a BFEN, a move, a game record), gives the reason in codes a
 * program can word in its own language. */
export class BaoError extends Error {
  constructor(message: string, status?: number, about?: { field?: string; code?: FailureCode; input?: InputReason });
  status: number;
  field: string | undefined;
  code: FailureCode | undefined;
  input: InputReason | undefined;
}

/** The rules questions, answered in a worker by the same Go code as the
 * web server's /api endpoints. Every answer is a promise; a bad argument
 * or question rejects with a BaoError and the worker goes on. */
export class Rules {
  private constructor();
  /** The variants, the rule options with each variant's default, the start positions and the levels. */
  options(): Promise<OptionsAnswer>;
  /** The position after the game's moves (or its first ply moves) and its legal moves. */
  legal(game: Game, ply?: number | string): Promise<LegalAnswer>;
  /** Play one move: its canonical token, its sowing trace and the position after it. */
  play(game: Game, move: string): Promise<PlayAnswer>;
  /** Check a BFEN: written in full, and its position. */
  bfen(fen: string, variant?: Variant): Promise<BfenAnswer>;
  /** Read the first game of a game record (protocol.md 10). */
  importRecord(record: string): Promise<ImportAnswer>;
  /** Write a game as a game record. */
  exportRecord(game: Game, options?: ExportOptions): Promise<ExportAnswer>;
  /** The plain reason of a mistake, the game's last move, from the engine's
   * line after it (reply, the opponent's move first) and before it (better,
   * the better move first). */
  explain(game: Game, reply?: string[], better?: string[]): Promise<ExplainAnswer>;
  /** End the worker. */
  close(): void;
}

/** A protocol session (docs/protocol.md) in a worker. Calls run one after
 * another; each search sends the variant, every rule option and the
 * strength it runs under. */
export class Engine {
  private constructor();
  /** The levels for people, as the search's level option names them. */
  readonly levels: Level[];
  /** The engine's name, from its "id name". */
  readonly name: string;
  /** The options the engine declared after uci. */
  readonly options: EngineOption[];
  /** The engine's state. */
  readonly state: EngineState;
  /** The declaration of an option (any case), or undefined. */
  option(name: string): EngineOption | undefined;
  /** Send protocol lines as they are (one, or several separated by line breaks). */
  send(lines: string): Promise<void>;
  /** Call fn with every line the engine writes (null when the worker ends); returns a function that stops the calls. */
  onLine(fn: (line: string | null) => void): () => void;
  /** Call fn when the engine's state changes; returns a function that stops the calls. */
  onState(fn: (state: EngineState, why?: string, error?: BaoError) => void): () => void;
  /** Resolves when the engine has answered isready. */
  isReady(): Promise<void>;
  /** setoption (protocol.md 8); a bad name or value rejects with the engine's message. */
  setOption(name: string, value?: string | number | boolean): Promise<void>;
  /** ucinewgame: clear the hash table and the game. */
  newGame(): Promise<void>;
  /** Search the position after the game's moves. */
  search(game: Game, limits?: SearchLimits): Promise<SearchResult>;
  /** End the running search at once; its promise resolves with the best move so far. */
  stop(): void;
  /** End the session and the worker; every later call rejects. */
  close(): void;
}

/** Start the engine in a worker (a Web Worker in a browser, a worker thread in Node). */
export function startEngine(options?: StartOptions): Promise<Engine>;
/** Start a worker for the rules questions. */
export function loadRules(options?: StartOptions): Promise<Rules>;
/** Read an info line's fields; null for other lines and info string. */
export function parseInfo(line: string): Info | null;
