// Type declarations of @baoengine/bao (written by hand; the same for the
// browser entry index.js and the Node entry node.js).

/** A variant of Bao (docs/rules.md). */
export type Variant = 'kiswahili' | 'kete' | 'kujifunza';

/** A game as the rules and the engine take it: the variant, the rule
 * options that differ from the variant's defaults (rules.md 9, e.g.
 * {takasia: 'false'}), the start position as a BFEN (protocol.md 3;
 * empty or absent for the variant's start) and the moves as tokens (A6L,
 * a5R+ ...; protocol.md 4). */
export interface Game {
  variant?: Variant;
  options?: Record<string, string>;
  fen?: string;
  moves?: string[];
}

/** A game as the rules answer it: canonical move tokens, the BFEN only
 * when it is not the variant's start, only the non-default options. */
export interface CanonicalGame {
  variant: Variant;
  options?: Record<string, string>;
  fen?: string;
  moves: string[];
}

/** Where the WebAssembly comes from: a URL (a string is resolved against
 * the page; in Node a string without a scheme is a file path), its bytes,
 * or a compiled module. By default bao.wasm beside the package's module. */
export type WasmSource = string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module;

/** Options of startEngine and loadRules. */
export interface StartOptions {
  wasm?: WasmSource;
}

/** A question or command the engine refused. status is the HTTP status
 * the web server would answer (400 a bad request, 413 too large, 422 an
 * illegal move) or 0 when the worker failed or was closed. */
export class BaoError extends Error {
  constructor(message: string, status?: number);
  status: number;
}

/** One hole of the board. */
export interface Hole {
  hole: string;
  count: number;
}

/** A player's nyumba (rules.md 2.6). */
export interface House {
  hole: string;
  owned: boolean;
  functional: boolean;
}

/** One legal move, annotated for a GUI's move entry. */
export interface LegalMove {
  /** The canonical token, e.g. "A6L" or "a5R+". */
  move: string;
  /** The hole to click. */
  hole: string;
  /** L is towards the mover's hole 1, R towards his hole 8. */
  letter: 'L' | 'R';
  /** The safari of a stop-or-safari decision ("+"). */
  safari: boolean;
  /** The move is one side of a stop-or-safari decision. */
  decision: boolean;
  capture: boolean;
  /** The letter names the kichwa where captured seeds enter (a namua capture). */
  kichwa: boolean;
  captures?: string[];
}

/** Everything about a position, from the rules engine. */
export interface State {
  fen: string;
  variant: Variant;
  ply: number;
  /** The four rows top to bottom (b8..b1, a8..a1, A1..A8, B1..B8), each
   * left to right as South sees the board. */
  rows: Hole[][];
  /** Seeds in hand: {S, N}. */
  hands: { S: number; N: number };
  side: 'S' | 'N';
  sideName: string;
  stage: 'namua' | 'mtaji';
  houses?: { S: House; N: House };
  kichwas: string[];
  takasia?: string;
  gameOver: boolean;
  /** p1win (South), p2win (North), draw or none. */
  result: 'p1win' | 'p2win' | 'draw' | 'none';
  /** 1-0, 0-1, 1/2-1/2 or *. */
  score: string;
  reason?: string;
  legal: LegalMove[];
}

/** One step of a sowing trace. */
export interface TraceEvent {
  kind: string;
  hole: string;
  count: number;
}

export interface LegalAnswer {
  game: CanonicalGame;
  state: State;
}

export interface PlayAnswer {
  move: string;
  trace: TraceEvent[];
  game: CanonicalGame;
  state: State;
}

export interface BfenAnswer {
  fen: string;
  state: State;
}

export interface RuleOption {
  name: string;
  label: string;
  /** The kind of value: true or false, one of values, or a whole number. */
  type: 'boolean' | 'choice' | 'number';
  values?: string[];
  /** A number option's bounds for a page (max is untrustedMax when the option has one). */
  min?: number;
  max?: number;
  /** A number option's largest value for a trusted caller (the command line, the protocol). */
  rulesMax?: number;
  /** A number option's largest value for an untrusted caller (a page), when it has one. */
  untrustedMax?: number;
  /** The option's English help line (rules.md section 9). */
  help: string;
  /** The option's default in each variant. */
  defaults: Record<Variant, string>;
}

export interface Level {
  number: number;
  name: string;
  elo: number;
}

export interface OptionsAnswer {
  version: string;
  variants: Variant[];
  options: RuleOption[];
  /** Each variant's start position as a BFEN. */
  starts: Record<Variant, string>;
  marks: { blunder: number; mistake: number };
  levels: Level[];
}

export interface ImportAnswer {
  game: CanonicalGame;
  tags: Record<string, string>;
  result: string;
  termination?: string;
  games: number;
  state: State;
}

export interface ExportOptions {
  tags?: Record<string, string>;
  /** For a game the rules have not ended: 1-0, 0-1, 1/2-1/2 or *. */
  result?: string;
  termination?: string;
}

export interface ExportAnswer {
  record: string;
  filename: string;
}

/** The plain reason of a mistake (web/rulesapi ExplainResponse): code is
 * empty when the lines show none. */
export interface ExplainAnswer {
  code?: 'lost' | 'houseGiven' | 'houseTaken' | 'captured' | 'missed';
  /** The mover of the move explained. */
  side: 'S' | 'N';
  /** The move that does it: the opponent's reply, or the better move (missed). */
  move?: string;
  /** Seeds captured (captured, missed). */
  count?: number;
  /** The holes captured from, or the nyumba's hole. */
  holes?: string[];
  /** lost: the opponent's moves to the end, and why the game ends. */
  moves?: number;
  ending?: 'frontEmpty' | 'cannotMove' | 'endless';
}

/** The rules questions, answered in a worker by the same Go code as the
 * web server's /api endpoints. Every answer is a promise; a bad question
 * rejects with a BaoError and the worker goes on. */
export class Rules {
  private constructor();
  /** The variants, the rule options with each variant's default, the start positions and the levels. */
  options(): Promise<OptionsAnswer>;
  /** The position after the game's moves (or its first ply moves) and its legal moves. */
  legal(game: Game, ply?: number): Promise<LegalAnswer>;
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

/** A score: centi-seeds from the side to move's view, or a proven mate in
 * moves (negative when the side to move loses). */
export type Score = { cp: number } | { mate: number };

/** An info line's search fields (protocol.md 6). */
export interface Info {
  depth?: number;
  seldepth?: number;
  multipv?: number;
  score?: Score;
  bound?: 'lower' | 'upper';
  wdl?: [number, number, number];
  nodes?: number;
  nps?: number;
  hashfull?: number;
  time?: number;
  pv?: string[];
}

/** The limits of a search (protocol.md 5). Without any, give infinite and call stop. */
export interface SearchLimits {
  depth?: number;
  nodes?: number;
  /** Milliseconds for the move, less MoveOverhead. */
  movetime?: number;
  /** A level for people, by number (1 Beginner .. 11 Full) or name (docs/levels.md). */
  level?: number | string;
  /** Clocks in milliseconds: w is South, b is North. */
  wtime?: number;
  btime?: number;
  winc?: number;
  binc?: number;
  movestogo?: number;
  infinite?: boolean;
  searchmoves?: string[];
  /** Called with each info line of the search, parsed. */
  onInfo?: (info: Info, line: string) => void;
  /** Called with every line the engine writes during the search. */
  onLine?: (line: string) => void;
}

export interface SearchResult {
  /** The move to play; null when the position has no legal move. */
  bestmove: string | null;
  /** The expected reply, with the Ponder option on. */
  ponder?: string;
  /** The last info line of the first principal variation. */
  info: Info | null;
  /** The search's info string warnings. */
  warnings: string[];
}

/** A protocol session (docs/protocol.md) in a worker. */
export class Engine {
  private constructor();
  /** The levels for people, as the search's level option names them. */
  readonly levels: Level[];
  /** Send protocol lines as they are (one, or several separated by newlines). */
  send(lines: string): void;
  /** Call fn with every line the engine writes (null when the worker ends); returns a function that stops the calls. */
  onLine(fn: (line: string | null) => void): () => void;
  /** Resolves when the engine has answered isready. */
  isReady(): Promise<void>;
  /** setoption (protocol.md 8); a bad name or value rejects with the engine's message. */
  setOption(name: string, value?: string | number | boolean): Promise<void>;
  /** ucinewgame: clear the hash table and the game. */
  newGame(): Promise<void>;
  /** Search the position after the game's moves. Searches run one after another. */
  search(game: Game, limits?: SearchLimits): Promise<SearchResult>;
  /** End the running search at once; its promise resolves with the best move so far. */
  stop(): void;
  /** End the session and the worker. */
  close(): void;
}

/** Start the engine in a worker (a Web Worker in a browser, a worker thread in Node). */
export function startEngine(options?: StartOptions): Promise<Engine>;
/** Start a worker for the rules questions. */
export function loadRules(options?: StartOptions): Promise<Rules>;
/** Read an info line's fields; null for other lines and info string. */
export function parseInfo(line: string): Info | null;
