import { MAX_SEED_LENGTH } from '../engine/config-checks.js';
import { fairDealProblem, type FairDeal } from './fair-deal.js';
import type { BaseAction, BaseConfig, Game } from '../engine/game.js';
import { replay } from './replay.js';
import { coreSay } from '../words/core-words.js';
import { RuleViolation } from '../engine/rule-violation.js';
import { at, checked, corrupt, list, literal, record } from '../engine/state-check.js';
import { stateHash } from './state-hash.js';

/** The version of the game-record format this library writes and reads. */
export const RECORD_FORMAT = 1;

/**
 * A recorded game, the one format for storing and exchanging games: which game, the format
 * version, what `setup` was given, every action in order, and optionally the hash of the
 * final state (`stateHash`) to tell a damaged record. It holds the seed: keep it secret until
 * the game is over, as the seed decides every hidden card and roll.
 */
export interface GameRecord<Config, Action> {
  /** The game's name (`Game.name`). */
  readonly game: 'tortuga-1667' | 'tortuga-dice';
  /** The record format version ({@link RECORD_FORMAT}). */
  readonly format: number;
  /** What `setup` was given. */
  readonly config: Config;
  /** Every applied action, in order. */
  readonly actions: readonly Action[];
  /** `stateHash` of the state after the last action, if recorded. */
  readonly finalHash?: string;
  /** The fair deal's commitment, secret and salt (see {@link FairDeal}), when the game was dealt that way. */
  readonly fairDeal?: FairDeal;
}

/**
 * Makes the record of a game; with `final` (the state after the last action) it carries that
 * state's hash, which {@link replayRecord} checks; with `fairDeal` (a game dealt from
 * `dealSeed(secret, salt)`, its secret revealed now that the game is over) the proof that
 * {@link verifyRecord} checks.
 *
 * @example
 * ```ts
 * const record = makeRecord(tortuga1667, config, actions, state);
 * await db.put(gameId, JSON.stringify(record));
 * ```
 */
export function makeRecord<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  config: Config,
  actions: readonly Action[],
  final?: State,
  fairDeal?: FairDeal,
): GameRecord<Config, Action> {
  const base = { game: game.name, format: RECORD_FORMAT, config, actions: [...actions] };
  const hashed = final === undefined ? base : { ...base, finalHash: stateHash(final) };
  return fairDeal === undefined ? hashed : { ...hashed, fairDeal: { commitment: fairDeal.commitment, secret: fairDeal.secret, salt: fairDeal.salt } };
}

/**
 * Checks the form of a record that comes from outside: a plain object naming this game and
 * format version, with a configuration object, a list of action objects and, optionally, a
 * hash. Returns null when it passes, otherwise a RuleViolation (`CORRUPT_RECORD`) with the
 * path of the first problem. Never throws. Whether the actions are legal is for
 * {@link replayRecord} to find out.
 */
export function checkRecord<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  value: unknown,
): RuleViolation | null {
  return checked('CORRUPT_RECORD', () => {
    const fields = record(value, '', ['game', 'format', 'config', 'actions'], ['finalHash', 'fairDeal']);
    literal(fields.game, 'game', [game.name]);
    if (fields.format !== RECORD_FORMAT)
      corrupt('format', `it is in format ${JSON.stringify(fields.format)}, and this version of tortuga-rules reads records in format ${RECORD_FORMAT} only`);
    if (typeof fields.config !== 'object' || fields.config === null || Array.isArray(fields.config))
      corrupt('config', 'expected the configuration object setup was given');
    const seed = (fields.config as { seed?: unknown }).seed;
    if (typeof seed === 'string' && seed.length > MAX_SEED_LENGTH) corrupt(at('config', 'seed'), `a seed has at most ${MAX_SEED_LENGTH} characters`);
    list(fields.actions, 'actions', (action, path) => {
      if (typeof action !== 'object' || action === null || Array.isArray(action)) corrupt(path, 'expected an action object');
      return action;
    });
    if (fields.finalHash !== undefined && (typeof fields.finalHash !== 'string' || !/^[0-9a-f]{16}$/.test(fields.finalHash)))
      corrupt(at('', 'finalHash'), 'expected 16 hex digits');
    if (fields.fairDeal !== undefined) {
      const deal = record(fields.fairDeal, 'fairDeal', ['commitment', 'secret', 'salt']) as unknown as FairDeal;
      const problem = fairDealProblem(deal, seed);
      if (problem !== null) corrupt('fairDeal', problem);
    }
  });
}

/**
 * Loads a record that comes from outside: checks its form ({@link checkRecord}), rebuilds the
 * game (`replay`, which names the first action that is not legal by its path `actions[i]`)
 * and, when the record carries a hash, checks that the final state matches it
 * (`CORRUPT_RECORD` otherwise). Returns the final state; throws a RuleViolation.
 *
 * @example
 * ```ts
 * const state = replayRecord(tortuga1667, JSON.parse(text));
 * ```
 */
export function replayRecord<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  value: unknown,
): State {
  const problem = checkRecord(game, value);
  if (problem) throw problem;
  const rec = value as GameRecord<Config, Action>;
  const state = replay(game, rec.config, rec.actions);
  checkFinalHash(rec, state);
  return state;
}

/** Throws `CORRUPT_RECORD` when the record carries a hash and `final` does not match it. */
export function checkFinalHash(record: GameRecord<unknown, unknown>, final: unknown): void {
  if (record.finalHash !== undefined && stateHash(final) !== record.finalHash) {
    throw new RuleViolation('CORRUPT_RECORD', coreSay()('core.hashDiffers'), undefined, 'finalHash');
  }
}

/** What {@link verifyRecord} found: the final state, the outcome, and whether the deal was proven fair. */
export interface VerifiedRecord<State, Outcome> {
  /** The state after the last action. */
  readonly state: State;
  /** The game's outcome (null when the record stops before the end). */
  readonly outcome: Outcome | null;
  /** How many actions were replayed, each legal where it stood. */
  readonly actions: number;
  /** The commitment the deal was proven against, or null when the record carries no fair deal. */
  readonly commitment: string | null;
}

/**
 * Verifies a game record from outside, for a player who wants proof: its form, that every
 * action was legal where it stood (replayed from the configuration), that the final state is
 * the one recorded, and — when the record carries a `fairDeal` — that the game was dealt from
 * the seed the committed secret and the players' salt give. With `commitment` (the one the host
 * published when the game started) the record's must be that one. Throws a RuleViolation
 * (`CORRUPT_RECORD`, or the first illegal action's own with its path `actions[i]`).
 *
 * @example
 * ```ts
 * const { outcome, commitment } = verifyRecord(tortuga1667, JSON.parse(text), publishedCommitment);
 * ```
 */
export function verifyRecord<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  value: unknown,
  commitment?: string,
): VerifiedRecord<State, Outcome> {
  const state = replayRecord(game, value);
  const rec = value as GameRecord<Config, Action>;
  const proven = rec.fairDeal?.commitment ?? null;
  if (commitment !== undefined && proven !== commitment) {
    throw new RuleViolation('CORRUPT_RECORD', coreSay()('core.otherCommitment', { none: proven === null }), undefined, 'fairDeal.commitment');
  }
  return { state, outcome: game.outcome(state), actions: rec.actions.length, commitment: proven };
}
