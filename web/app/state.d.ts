// state.d.ts: the shapes of the page's one store (store.js) and of what
// storage.js keeps in localStorage. Each controller (ctrl/) writes its
// own part of the state; the views (view/) draw from all of it.

import type { CanonicalGame, Info, Level, OptionsAnswer, ReviewPlan, State, Variant, ExplainAnswer } from './client/types.js';

export type { Info, Level, OptionsAnswer, ReviewPlan, State, Variant, ExplainAnswer, CanonicalGame };

/** One of the review plan's deeper judgements. */
export type ReviewCheck = ReviewPlan['checks'][number];

/** A side of the board: South ('S', moves first) or North ('N'). */
export type Side = 'S' | 'N';

/** Who plays a side: the person at the device or the engine. */
export type Player = 'human' | 'engine';

export interface Players {
  S: Player;
  N: Player;
}

/** A language the page speaks. */
export type Lang = 'sw' | 'en';

/** Words to show, kept as a key and its values (or as a sentence without
 * a key, a text given in each language, or pieces one after another), so
 * that they are worded in the language of the moment. */
export type Words =
  | { key: string; vars?: Record<string, Word>; count?: number }
  | { text: string }
  | { local: Record<string, string> }
  | { join: Word[] };

/** A value of a sentence: a number, a name, or words of its own. */
export type Word = string | number | Words;

/** A game as data: the variant, the rule options that differ from its
 * defaults, the start BFEN (empty for the variant's start) and the moves. */
export interface GameRecord {
  variant: Variant;
  options: Record<string, string>;
  fen: string;
  moves: string[];
}

/** How the engine plays its moves: a level for people (with the game's
 * Level Seed), or at full strength for a time (ms) or to a depth. */
export interface Strength {
  mode: 'level' | 'movetime' | 'depth';
  level: number;
  value: number;
}

/** A game with what belongs to it: who plays each side, the plies at
 * which a hint was shown, and the seed of a level's choices. */
export interface Sitting {
  game: GameRecord;
  players: Players;
  hints: number[];
  levelSeed: number;
}

/** The person's game set aside, and whether it had ended. */
export interface HeldGame extends Sitting {
  ended: boolean;
}

/** Who holds the board: the person's own game, or a lesson, a puzzle or
 * a review's earlier game, while the person's game is set aside. */
export type Owner = 'game' | 'lesson' | 'puzzle' | 'review';

/** The board and its game (ctrl/game.js). */
export interface GameState extends Sitting {
  owner: Owner;
  /** The person's game, set aside while another owner holds the board. */
  held: HeldGame | null;
  /** The game on the board has ended (its last position is over). */
  ended: boolean;
  /** The ply shown. */
  view: number;
  /** The shown position, as the rules describe it. */
  position: State | null;
  selected: string | null;
  lastFrom: string | null;
  /** The holes the last move sowed into. */
  touched: string[];
  /** A move is being played (and its sowing shown). */
  busy: boolean;
  /** The end of this game was announced (the banner). */
  announced: boolean;
  banner: boolean;
  flipped: boolean;
}

/** The engine of this tab (ctrl/engine.js). */
export interface EngineSlice {
  status: 'connecting' | 'ready' | 'lost';
  why: Words | null;
  name: string;
  external: boolean;
  /** The options the engine declared, in lower case. */
  options: string[];
  /** The handshake is done: options is complete. */
  optionsKnown: boolean;
}

/** The analysis (ctrl/analysis.js): its lines belong to the position key. */
export interface AnalysisSlice {
  running: boolean;
  key: string;
  /** The side to move in the analysed position. */
  side: Side;
  lines: Info[];
  /** The last info line with a depth. */
  stats: Info | null;
  over: boolean;
  /** The lines asked for (MultiPV). */
  multipv: number;
}

/** The hint (ctrl/hint.js): the move marked at a ply; counted is false
 * for the review's better move, which is no hint. */
export interface HintSlice {
  shown: { hole: string; letter: string; ply: number; counted: boolean } | null;
  searching: boolean;
}

/** Settings chosen by the person. */
export interface Settings {
  strength: Strength;
  /** The animation speed: an index of SPEEDS. */
  speed: number;
  names: boolean;
  /** The depth of the review's first pass over every position; 0: the review plan's. */
  graphDepth: number;
  tab: string;
  learn: 'lessons' | 'puzzles';
}

/** A lesson of lessons.json. */
export interface Lesson {
  id: string;
  variant: Variant;
  options?: Record<string, string>;
  title: Record<string, string>;
  steps: LessonStep[];
}

export interface LessonStep {
  fen: string;
  task: Record<string, string>;
  right: string[];
  rightText: Record<string, string>;
  wrong: Record<string, Record<string, string>>;
}

export interface LessonsSlice {
  list: Lesson[];
  done: string[];
  active: { index: number; step: number; answered: boolean } | null;
  answer: { verdict: 'right' | 'wrong'; token: string } | null;
  phase: 'off' | 'task' | 'right' | 'wrong' | 'done';
}

/** A puzzle of puzzles.jsonl (the format: puzzles/doc.go). */
export interface Puzzle {
  id: number;
  variant: Variant;
  rules?: Record<string, string>;
  /** The position before the opponent's last move, and that move: the app plays it first. */
  before?: string;
  last?: string;
  /** The position of the task, the person (the solver) to move. */
  bfen: string;
  stage?: 'namua' | 'mtaji';
  /** The one winning move. */
  wins: string[];
  /** The proven line, from the winning move to the game's end. */
  line: string[];
  /** How many of the solver's moves of the line the puzzle asks: line[0], line[2], ... */
  asked?: number;
  /** The opponent's winning reply to each losing move of the first turn asked. */
  refute?: Record<string, string>;
  /** The same for the later turns asked. */
  refutes?: Record<string, string>[];
  themes?: string[];
  difficulty: number;
  /** The starting Glicko-2 rating and deviation, from the difficulty. */
  rating?: number;
  rd?: number;
}

/** A Glicko-2 rating (glicko.js). */
export interface Glicko {
  rating: number;
  rd: number;
  vol: number;
}

/** The person's puzzle record. */
export interface PuzzleScore extends Glicko {
  solved: number[];
  failed: number[];
  /** The theme chosen ('' any). */
  theme: string;
}

export interface PuzzlesSlice {
  list: Puzzle[];
  score: PuzzleScore;
  /** The puzzles' ratings learned on this device, by id (those tried). */
  ratings: Record<string, [number, number, number]>;
  /**
   * tried: the rating has counted this puzzle (a move or a hint); turn:
   * the turn asked now (0, 1, ...).
   */
  active: { puzzle: Puzzle; tried: boolean; answered: boolean; turn: number } | null;
  /** The answer to the person's last move: right (the puzzle goes on), solved or failed. */
  answer: { verdict: 'right' | 'solved' | 'failed'; token: string; reply: string } | null;
  phase: 'off' | 'intro' | 'task' | 'solved' | 'failed';
}

/** One point of the game graph: the mover's chance at that ply. */
export interface GraphPoint {
  side: Side;
  chance: number;
  south: number;
  info: Info | null;
  /** The mark of the move into this position (its verdict's: '??', '?' or ''). */
  mark: string;
}

/** Whether the game was decided before a move, from the mover's view. */
export type Decided = '' | 'winning' | 'losing';

/** The review's judgement of one move (analysis.Verdict; reviewplan.js). */
export interface Verdict {
  /** The search's best move at the root: the better move when the move is marked. */
  best: string;
  /** The line of the best move, from it. */
  line: string[];
  /** The line after the move played: the reply and on. */
  reply: string[];
  /** The mover's chance with the best move, and with the move played. */
  before: number;
  after: number;
  /** before - after, at least 0: the move's cost. */
  drop: number;
  /** '=' the search's own move, else '??', '?' or ''. */
  mark: string;
  decided: Decided;
  /** The depth of the searches the verdict rests on. */
  depth: number;
}

export interface GraphSlice {
  running: boolean;
  key: string | null;
  game: GameRecord | null;
  points: (GraphPoint | null)[];
  status: Words | null;
  progress: { done: number; total: number } | null;
  /** verdicts[i] is the review's judgement of move i (the move into point i + 1), once made. */
  verdicts: (Verdict | null)[];
  /** Changes with every point: the views redraw the graph. */
  rev: number;
}

/** One mistake of the review. */
export interface ReviewItem {
  ply: number;
  move: string;
  mark: string;
  side: Side;
  before: number;
  after: number;
  /** before - after: the size of the mistake. */
  drop: number;
  decided: Decided;
  better: string[];
  reply: string[];
  why: ExplainAnswer | null;
}

export interface ReviewSlice {
  phase: 'off' | 'running' | 'done';
  /** The reviewed game, with its players, hints, seed and strength. */
  sitting: Sitting | null;
  strength: Strength | null;
  key: string | null;
  sides: Side[];
  items: ReviewItem[];
  /** The ply of the mistake on the board, or null. */
  chosen: number | null;
}

/** A message under the board. */
export interface Message {
  words: Words;
  kind: 'info' | 'error';
}

/** The page's one store. */
export interface PageState {
  /** The rules' table (GET /api/options), once read. */
  info: OptionsAnswer | null;
  game: GameState;
  engine: EngineSlice;
  analysis: AnalysisSlice;
  hint: HintSlice;
  settings: Settings;
  lessons: LessonsSlice;
  puzzles: PuzzlesSlice;
  graph: GraphSlice;
  review: ReviewSlice;
  message: Message | null;
  /** The exported record, offered for download. */
  download: { url: string; file: string } | null;
  ready: boolean;
}

/** What storage.js keeps, by name. */
export interface Stored {
  /** The person's game in progress, the players and the engine's strength. */
  game: { game: GameRecord; hints: number[]; players?: Players; levelSeed?: number; strength?: Strength };
  /** The new-game dialog's last choice. */
  newGame: { side?: 'S' | 'N' | 'random'; opponent?: string; variant?: string };
  lang: Lang;
  lessonsDone: string[];
  /** The lesson in progress (players: the page before kept them here). */
  lesson: { id: string; step: number; players?: Players };
  /** The person's record: a rating without its deviation is the page before's (an Elo rating). */
  puzzles: Omit<PuzzleScore, keyof Glicko> & Partial<Glicko>;
  /** The puzzles' ratings learned on this device, by id: [rating, deviation, volatility]. */
  puzzleRatings: Record<string, [number, number, number]>;
  /** The puzzle in progress (players: the page before kept them here). */
  puzzle: { id: number; tried: boolean; players?: Players };
  learn: 'lessons' | 'puzzles';
  tab: string;
  /** The last review made: the reviewed game as it was sat, the sides
   * listed, the graph's points ([mover, mover's chance, mark]) and the
   * judged chances of each move ([before, after, decided]), and the
   * mistakes. */
  review: {
    sitting: Sitting;
    strength?: Strength;
    sides: Side[];
    points: ([Side, number, string] | null)[];
    verdicts: ([number, number, Decided] | null)[];
    items: ReviewItem[];
  };
}
