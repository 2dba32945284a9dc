// types.d.ts: the shapes of what the client takes and answers, shared by
// the client's JSDoc types and the npm package's declarations
// (web/npm/package/index.d.ts re-exports them). The answers mirror the
// JSON of package web/rulesapi; web/npm's TestDeclarations compares real
// answers with them.

/** A variant of Bao (docs/rules.md). */
export type Variant = 'kiswahili' | 'kete' | 'kujifunza';

/** A game as the rules and the engine take it: the variant (kiswahili
 * when absent), the rule options that differ from the variant's defaults
 * (rules.md 9, e.g. {takasia: 'false'}; a number option may be a number),
 * the start position as a BFEN (protocol.md 3; empty or absent for the
 * variant's start) and the moves as tokens (A6L, a5R+ ...; protocol.md 4). */
export interface Game {
  variant?: Variant;
  options?: Record<string, string | number>;
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

/** The state of an engine's connection: starting or reconnecting, ready,
 * or lost (its worker or session ended). */
export type EngineState = 'connecting' | 'ready' | 'lost';

/** Options of startEngine and loadRules. */
export interface StartOptions {
  wasm?: WasmSource;
  /** startEngine: when the engine's worker fails, start a new one (after
   * 0.5 s, then up to 8 s between tries), ask uci again and set the
   * options setOption set; the calls running when it failed reject.
   * Without it a failed engine stays failed: every call rejects. */
  restart?: boolean;
  /** startEngine: called when the engine's state changes, with the
   * reason of a loss (its message, and the error itself: a BaoError). */
  onState?: (state: EngineState, why?: string, error?: Error) => void;
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
  /** The holes captured from. */
  captures?: string[];
}

/** Why a game ended, as a code to word: a side's front row is empty, a
 * side cannot move, or a side played a never-ending move. */
export type ReasonCode = 'frontEmpty' | 'cannotMove' | 'endless';

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
  /** The nyumbas (not in Bao la Kujifunza). */
  houses?: { S: House; N: House };
  kichwas: string[];
  /** The hole blocked by the takasia rule. */
  takasia?: string;
  gameOver: boolean;
  /** p1win (South), p2win (North), draw or none. */
  result: 'p1win' | 'p2win' | 'draw' | 'none';
  /** 1-0, 0-1, 1/2-1/2 or *. */
  score: string;
  /** Why the game ended, in English. */
  reason?: string;
  /** Why the game ended, as a code, and the side it names. */
  reasonCode?: ReasonCode;
  reasonSide?: 'S' | 'N';
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

/** A rule option (rules.md 9), from the rules' table: its values, or a
 * number option's bounds. */
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

/** A level for people (docs/levels.md). */
export interface Level {
  number: number;
  name: string;
  elo: number;
}

/**
 * The game review's plan: every position searched whole to depth, and the
 * move played alone (go searchmoves) to the same depth; then each check in
 * turn judges again, at its depth, the moves whose drop of the mover's
 * chance is at least marks.mistake - below and less than marks.mistake +
 * above; an unsure check judges again, instead, the marked moves whose
 * better move is not the first pass's best. A game is decided before a move when the mover's chance with the
 * best move is at least decided (winning) or at most 1 - decided (losing).
 */
export interface ReviewPlan {
  depth: number;
  checks: { depth: number; below: number; above: number; unsure?: boolean }[];
  decided: number;
  /** The search switches the plan was measured with, by option name, as setoption sets them. */
  switches?: Record<string, string>;
}

export interface OptionsAnswer {
  /** The engine's build, e.g. "Bao v0.1.0 (browser)". */
  version: string;
  variants: Variant[];
  options: RuleOption[];
  /** Each variant's start position as a BFEN. */
  starts: Record<Variant, string>;
  /** The drops of the mover's win chance (0 to 1) that make a move a blunder or a mistake. */
  marks: { blunder: number; mistake: number };
  /** How the game review searches and judges the moves (analysis.ReviewPlan). */
  review: ReviewPlan;
  levels: Level[];
  /** The level a new player meets first. */
  defaultLevel: number;
}

export interface ImportAnswer {
  game: CanonicalGame;
  tags: Record<string, string>;
  result: string;
  termination?: string;
  /** The games the record holds (only the first is read). */
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
 * absent when the lines show none. */
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
  ending?: ReasonCode;
}

/** Why a person's text was refused (a BFEN, a move, a game record), in
 * codes a page words in its own language (web/rulesapi InputReason, the
 * "input" of an error answer; a BaoError's input): code the reason
 * (web/rulesapi InputCodes: the rules' and a game record's), places the
 * parts of the text at fault, outermost first ("record.line",
 * "record.move", "record.tag", "bfen.hole", "move" ...), args the
 * values they quote by name (a side is 'S' or 'N'). */
export interface InputReason {
  code: string;
  places?: string[];
  args?: Record<string, string>;
}

/** A score: centi-seeds from the side to move's view, or a proven result
 * in moves (negative when the side to move loses). */
export type Score = { cp: number } | { mate: number };

/** An info line's search fields (protocol.md 6). */
export interface Info {
  depth?: number;
  seldepth?: number;
  multipv?: number;
  score?: Score;
  bound?: 'lower' | 'upper';
  /** The side to move's win, draw and loss chances in per mille. */
  wdl?: [number, number, number];
  nodes?: number;
  nps?: number;
  hashfull?: number;
  time?: number;
  pv?: string[];
}

/** A whole number, or its decimal digits as a string (a <select>'s value). */
export type Count = number | string;

/** The limits of a search (protocol.md 5). Without any, give infinite and call stop. */
export interface SearchLimits {
  depth?: Count;
  nodes?: Count;
  /** Milliseconds for the move, less MoveOverhead. */
  movetime?: Count;
  /** A level for people, by number (1 Beginner .. 11 Full) or name (docs/levels.md). */
  level?: Count;
  /** With a level: the seed of its choices (0 .. 2147483647; 0 when absent): one seed replays a game. */
  levelSeed?: Count;
  /** Clocks in milliseconds: w is South, b is North. */
  wtime?: Count;
  btime?: Count;
  winc?: Count;
  binc?: Count;
  movestogo?: Count;
  infinite?: boolean;
  searchmoves?: string[];
  /** Aborting it stops the search (it resolves with the best move so far)
   * or, before the search started, rejects it with a BaoError of code 'aborted'. */
  signal?: AbortSignal;
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

/** An option the engine declared after uci (protocol.md 8). */
export interface EngineOption {
  name: string;
  type: 'spin' | 'check' | 'combo' | 'button' | 'string';
  default?: string;
  min?: number;
  max?: number;
  /** A combo's values. */
  values?: string[];
}
