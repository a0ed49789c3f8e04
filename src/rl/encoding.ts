import type { BaseAction, PlayerId } from '../core/engine/game.js';
import { CHEST_COLOURS, DICE_ACTIONS } from '../dice/data.js';
import type { TortugaDice } from '../dice/game.js';
import type { DiceAction, DiceConfig, DiceState } from '../dice/types.js';
import { observedBy } from '../dice/observed.js';
import { visibleEntries } from '../core/engine/chunked-list.js';
import { observedBy as observed1667 } from '../t1667/observed.js';
import type { DiceView } from '../dice/view.js';
import { DEFAULT_VOTE_CARDS } from '../t1667/cards.js';
import type { Tortuga1667 } from '../t1667/game.js';
import type { T1667Action, T1667Config, T1667State } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';
import { actionSpace, enumDomain, oneOrTwoDomain, pairDomain, rangeDomain, subsetDomain, type ActionSpace, type Domain } from './action-space.js';
import { diceTensors } from './dice-tensors.js';
import { diceLegalIds, t1667LegalIds, type LegalIds } from './legal-ids.js';
import { t1667Tensors } from './t1667-tensors.js';
import type { TensorLayout, TensorSlice } from './tensor-layout.js';

/**
 * A game's encoding for machine learning, OpenSpiel's conventions for one configuration: fixed
 * action ids, legal-action masks, observation and information-state tensors of documented
 * layouts, and returns.
 */
export interface Encoding<State, Action extends BaseAction, View> {
  /** The game's name. */
  readonly game: 'tortuga-1667' | 'tortuga-dice';
  /** The number of seats. */
  readonly numPlayers: number;
  /**
   * How many action ids there are: every action any seat could take in any state of this
   * configuration has one id in `0 … numDistinctActions − 1`, the same in every state (the seat
   * is not part of it: it is the acting player's).
   */
  readonly numDistinctActions: number;
  /** The id of an action (its `player` and `at` ignored); throws a RangeError for what is not an action of this game. */
  actionIndex(action: Action): number;
  /** The action with this id for `player`, whatever the state (the inverse of `actionIndex`); throws a RangeError for an id out of range. */
  actionOf(player: PlayerId, id: number): Action;
  /** The legal action of `player` with this id, or undefined when that action is not legal now. */
  actionAt(state: State, player: PlayerId, id: number): Action | undefined;
  /** The ids of `player`'s legal actions, ascending. */
  legalActionIds(state: State, player: PlayerId): number[];
  /** 1 at the id of each legal action of `player`, else 0 (into `out` when given, which must have `numDistinctActions` entries). */
  legalMask(state: State, player: PlayerId, out?: Uint8Array): Uint8Array;
  /** The observation tensor of a seat's view: the table now, as that seat sees it (see `observationLayout`). */
  observationTensor(view: View, out?: Float32Array): Float32Array;
  /**
   * The same tensor as `observationTensor(viewFor(state, player))`, written from the state without
   * building the seat's view (what the vector environments use: several times faster). It reads
   * only what that view holds: the tests compare both at every decision of random games and with
   * everything the seat may not know re-dealt. A seat the table does not have is a RangeError
   * (a spectator has no observation).
   */
  observationTensorOf(state: State, player: PlayerId, out?: Float32Array): Float32Array;
  /** The observation's shape: `[size]`. */
  readonly observationShape: readonly [number];
  /** Every slice of the observation: name, offset, size, meaning, range. */
  readonly observationLayout: readonly TensorSlice[];
  /** The information-state tensor of a seat's view: the observation and a summary of the log that seat has read. */
  informationStateTensor(view: View, out?: Float32Array): Float32Array;
  /**
   * The same tensor as `informationStateTensor(viewFor(state, player))`, written from the state
   * without building the seat's view (for bots' playouts and training): what the seat sees now and
   * the log entries it may read, nothing else — the tests compare both at every decision of random
   * games and with everything the seat may not know re-dealt. The history part reads the state's
   * log, so a simulator started with `{ log: false }` gives only the observation's part right. A
   * seat the table does not have is a RangeError.
   */
  informationStateTensorOf(state: State, player: PlayerId, out?: Float32Array): Float32Array;
  /** The information state's shape: `[size]`. */
  readonly informationStateShape: readonly [number];
  /** Every slice of the information state. */
  readonly informationStateLayout: readonly TensorSlice[];
  /**
   * Each seat's return once the game is over, else zeros. Tortuga 1667: 1 for the winners (the
   * winning team's seats, or the Dutch seat alone), −1 for the others, 0 for all in a draw. The
   * dice game: 1 for each seat in first place (tied winners all get 1), 0 for the others.
   */
  returns(state: State): number[];
  /** The action ids as a list of blocks: each action type, its first id, its size, and its fields' values. */
  readonly actionBlocks: readonly {
    readonly type: string;
    readonly offset: number;
    readonly size: number;
    readonly fields: readonly { readonly name: string; readonly values: string; readonly schema: Readonly<Record<string, unknown>> }[];
  }[];
}

const SHIPS = ['fd', 'jr'];
const HOLDS = ['british', 'french'];

/** Tortuga 1667's action ids for `players` seats and `cards` vote cards (the order of `ACTION_SHAPES`). */
function t1667Space(players: number, cards: number): ActionSpace {
  const seat = rangeDomain(players, 'seat');
  const slot = rangeDomain(5, 'row slot');
  const slots = pairDomain(5, 'row slots');
  const hold = enumDomain(HOLDS);
  const card = rangeDomain(cards, 'vote card');
  const none: (readonly [string, Domain])[] = [];
  return actionSpace([
    ['placeChest', [['hold', hold]]],
    ['peek', [['slots', slots]]],
    ['reveal', [['slot', slot]]],
    [
      'force',
      [
        ['slots', slots],
        ['target', seat],
      ],
    ],
    ['row', [['to', enumDomain(['fd', 'jr', 'tortuga', 'fdBoat', 'jrBoat'])]]],
    ['attack', none],
    ['maroon', [['target', seat]]],
    ['mutiny', none],
    ['smuggle', [['from', hold]]],
    ['brawl', none],
    [
      'marque',
      [
        ['target', seat],
        ['ship', enumDomain(SHIPS)],
      ],
    ],
    ['keepMarque', none],
    ['vote', [['cards', oneOrTwoDomain(cards, 'vote cards')]]],
    ['pick', [['slot', slot]]],
    [
      'takeChest',
      [
        ['from', enumDomain(['galleon', 'british', 'french'])],
        ['into', hold],
      ],
    ],
    ['declineChest', none],
    ['pistol', [['target', seat]]],
    ['give', [['target', seat]]],
    ['fountain', [['use', enumDomain([false, true])]]],
    ['atlantis', none],
    ['powder', [['boat', enumDomain(['fdBoat', 'jrBoat'])]]],
    ['fever', [['target', seat]]],
    ['crow', [['target', seat]]],
    ['crowPick', [['card', card]]],
    [
      'placePawn',
      [
        ['place', enumDomain(['fd', 'jr', 'tortuga'])],
        ['position', rangeDomain(Math.max(5, players), 'position')],
      ],
    ],
    ['timeout', none],
    ['choosePeek', [['slots', slots]]],
    ['marqueDraw', none],
    ['returnCard', [['card', card]]],
    ['loseCard', [['card', card]]],
  ]);
}

/**
 * The id of a Tortuga 1667 action, read field by field for the kinds a turn offers by the dozen
 * (peeks, reveals, forces, votes: most of a mask's work); the rest by the space's general reader.
 * The same ids as `space.index` (the bijection tests compare them over every id).
 */
function t1667Index(space: ActionSpace, players: number, cards: number): (action: T1667Action) => number {
  const offset = (type: string): number => space.blocks.find((block) => block.type === type)!.offset;
  const [peek, reveal, force, vote] = [offset('peek'), offset('reveal'), offset('force'), offset('vote')];
  const slots = pairDomain(5, 'row slots');
  const votes = oneOrTwoDomain(cards, 'vote cards');
  const seat = (value: number): number => (Number.isInteger(value) && value >= 0 && value < players ? value : -1);
  return (action) => {
    switch (action.type) {
      case 'peek': {
        const pair = slots.index(action.slots);
        return pair < 0 ? -1 : peek + pair;
      }
      case 'reveal':
        return Number.isInteger(action.slot) && action.slot >= 0 && action.slot < 5 ? reveal + action.slot : -1;
      case 'force': {
        const pair = slots.index(action.slots);
        const target = seat(action.target);
        return pair < 0 || target < 0 ? -1 : force + pair * players + target;
      }
      case 'vote': {
        const choice = votes.index(action.cards);
        return choice < 0 ? -1 : vote + choice;
      }
      default:
        return space.index(action);
    }
  };
}

/** The dice game's action ids for `players` seats (the order of `ACTION_SHAPES`). */
function diceSpace(players: number): ActionSpace {
  const action = enumDomain(DICE_ACTIONS);
  return actionSpace([
    ['keep', [['dice', subsetDomain(5, 0, 5, 'dice')]]],
    ['advantage', [['action', action]]],
    ['skullAction', [['action', action]]],
    ['perform', []],
    ['decline', []],
    ['target', [['target', rangeDomain(players, 'seat')]]],
    ['chest', [['colour', enumDomain(CHEST_COLOURS)]]],
    ['token', [['index', rangeDomain(2, 'token')]]],
  ]);
}

/** What a game module offers the encoding. */
interface Rules<State, Action> {
  readonly name: 'tortuga-1667' | 'tortuga-dice';
  legalActionAt(state: State, player: PlayerId, index: number): Action | undefined;
  outcome(state: State): { readonly winners: readonly PlayerId[]; readonly winner?: string } | null;
}

/** An encoding from its action space, tensor layouts and returns. */
function makeEncoding<State, Action extends BaseAction, View extends Info, Info extends Observed, Observed>(
  rules: Rules<State, Action>,
  players: number,
  space: ActionSpace,
  tensors: { readonly observation: TensorLayout<Observed>; readonly informationState: TensorLayout<Info> },
  observed: (state: State, player: PlayerId) => Observed,
  /** What the information state reads, from the state: the seat's observation and the log it may read. */
  known: (state: State, player: PlayerId) => Info,
  returns: (state: State) => number[],
  index: (action: Action) => number,
  legalIds: LegalIds<State>,
): Encoding<State, Action, View> {
  const indexOf = (action: Action): number => {
    const id = index(action);
    if (id < 0) throw new RangeError(`Not an action of ${rules.name} with ${players} seats: ${JSON.stringify(action).slice(0, 200)}.`);
    return id;
  };
  /** A seat of this table, or a RangeError naming the method (a spectator has no tensor). */
  const checkSeat = (method: string, player: PlayerId): void => {
    if (!Number.isInteger(player) || player < 0 || player >= players)
      throw new RangeError(`${method} takes a seat of ${rules.name} with ${players} seats, 0 to ${players - 1}; not ${String(player).slice(0, 20)}.`);
  };
  const ids: number[] = [];
  /** The seat's legal ids in `legalActions` order, in a list reused by the next call. */
  const listed = (state: State, player: PlayerId): number[] => {
    ids.length = 0;
    legalIds(state, player, ids);
    return ids;
  };
  const made: Encoding<State, Action, View> = Object.freeze({
    game: rules.name,
    numPlayers: players,
    numDistinctActions: space.numDistinctActions,
    actionIndex: indexOf,
    actionOf: (player: PlayerId, id: number) => {
      const action = space.decode(id, player);
      if (action === null)
        throw new RangeError(`Action ids of ${rules.name} with ${players} seats run from 0 to ${space.numDistinctActions - 1}, not ${String(id)}.`);
      return action as Action;
    },
    actionAt: (state: State, player: PlayerId, id: number) => {
      const at = listed(state, player).indexOf(id);
      return at < 0 ? undefined : rules.legalActionAt(state, player, at);
    },
    legalActionIds: (state: State, player: PlayerId) =>
      listed(state, player)
        .slice()
        .sort((a, b) => a - b),
    legalMask: (state: State, player: PlayerId, out = new Uint8Array(space.numDistinctActions)) => {
      if (out.length !== space.numDistinctActions) throw new RangeError(`A mask has ${space.numDistinctActions} entries; the array given has ${out.length}.`);
      out.fill(0);
      for (const id of listed(state, player)) out[id] = 1;
      return out;
    },
    observationTensor: (view: View, out?: Float32Array) => tensors.observation.write(view, out),
    observationTensorOf: (state: State, player: PlayerId, out?: Float32Array) => {
      checkSeat('observationTensorOf', player);
      return tensors.observation.write(observed(state, player), out);
    },
    observationShape: Object.freeze([tensors.observation.size]) as readonly [number],
    observationLayout: tensors.observation.slices,
    informationStateTensor: (view: View, out?: Float32Array) => tensors.informationState.write(view, out),
    informationStateTensorOf: (state: State, player: PlayerId, out?: Float32Array) => {
      checkSeat('informationStateTensorOf', player);
      return tensors.informationState.write(known(state, player), out);
    },
    informationStateShape: Object.freeze([tensors.informationState.size]) as readonly [number],
    informationStateLayout: tensors.informationState.slices,
    returns: (state: State) => (rules.outcome(state) === null ? new Array<number>(players).fill(0) : returns(state)),
    actionBlocks: space.blocks.map((block) => ({
      type: block.type,
      offset: block.offset,
      size: block.size,
      fields: block.fields.map(([name, domain]) => ({ name, values: domain.describe, schema: domain.schema })),
    })),
  });
  ORDERED.set(made, legalIds as LegalIds<unknown>);
  return made;
}

/** Each encoding's legal ids in `legalActions` order (for the environments; not public). */
const ORDERED = new WeakMap<object, LegalIds<unknown>>();

/**
 * Pushes `player`'s legal ids onto `out` in the order of `legalActions`, so that id k belongs
 * to `legalActionAt(state, player, k)`: the vector environment's mask and its chosen action,
 * without building every legal action.
 */
export function orderedLegalIds<State>(enc: Encoding<State, BaseAction, unknown>): LegalIds<State> {
  return ORDERED.get(enc)! as LegalIds<State>;
}

/**
 * The encoding of a game for one configuration (its seats, and for Tortuga 1667 its vote
 * cards): OpenSpiel's fixed action ids, masks, tensors and returns.
 *
 * @example
 * ```ts
 * import { tortuga1667 } from 'tortuga-rules/1667';
 * import { encoding } from 'tortuga-rules/rl';
 * const config = { players: 5, seed: 'rl' };
 * const enc = encoding(tortuga1667, config);
 * let state = tortuga1667.setup(config);
 * const [seat] = tortuga1667.toAct(state);
 * const mask = enc.legalMask(state, seat!);                   // Uint8Array(enc.numDistinctActions)
 * const obs = enc.observationTensor(tortuga1667.viewFor(state, seat!)); // Float32Array(enc.observationShape[0])
 * state = tortuga1667.apply(state, enc.actionAt(state, seat!, mask.indexOf(1))!);
 * ```
 */
export function encoding(game: Tortuga1667, config: Pick<T1667Config, 'players' | 'voteCards'>): Encoding<T1667State, T1667Action, T1667View>;
export function encoding(game: TortugaDice, config: Pick<DiceConfig, 'players'>): Encoding<DiceState, DiceAction, DiceView>;
export function encoding(
  game: Tortuga1667 | TortugaDice,
  config: { readonly players: number; readonly voteCards?: readonly unknown[] },
): Encoding<T1667State, T1667Action, T1667View> | Encoding<DiceState, DiceAction, DiceView> {
  const players = config.players;
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers)
    throw new RangeError(`${game.name} is for ${game.minPlayers} to ${game.maxPlayers} players, not ${String(players)}.`);
  // An encoding depends only on the game, the seats and the number of vote cards: made once for each.
  if ('timeoutAction' in game)
    return cached(T1667_ENCODINGS, `${players}/${config.voteCards?.length ?? DEFAULT_VOTE_CARDS.length}`, () =>
      t1667Encoding(game, players, config.voteCards?.length ?? DEFAULT_VOTE_CARDS.length),
    );
  return cached(DICE_ENCODINGS, String(players), () => diceEncoding(game, players));
}

/** The encodings made so far, per game (a few each: one per player count, and vote-card count). */
const T1667_ENCODINGS = new Map<string, Encoding<T1667State, T1667Action, T1667View>>();
const DICE_ENCODINGS = new Map<string, Encoding<DiceState, DiceAction, DiceView>>();

/** The encoding under `key`, made by `make` the first time (bounded: vote decks of many sizes start afresh past 64). */
function cached<E>(encodings: Map<string, E>, key: string, make: () => E): E {
  let made = encodings.get(key);
  if (made === undefined) {
    if (encodings.size >= 64) encodings.clear();
    encodings.set(key, (made = make()));
  }
  return made;
}

/** Tortuga 1667's encoding for `players` seats and `cards` vote cards. */
function t1667Encoding(game: Tortuga1667, players: number, cards: number): Encoding<T1667State, T1667Action, T1667View> {
  const returns = (state: T1667State): number[] => {
    const outcome = state.outcome!;
    return Array.from({ length: players }, (_, seat) => (outcome.winner === 'draw' ? 0 : outcome.winners.includes(seat) ? 1 : -1));
  };
  const space = t1667Space(players, cards);
  const index = t1667Index(space, players, cards);
  const known = (state: T1667State, player: PlayerId) => ({ ...observed1667(state, player), log: visibleEntries(state.log, player) });
  return makeEncoding(game, players, space, t1667Tensors(players, cards), observed1667, known, returns, index, t1667LegalIds(space, players, index));
}

/** The dice game's encoding for `players` seats. */
function diceEncoding(game: TortugaDice, players: number): Encoding<DiceState, DiceAction, DiceView> {
  const returns = (state: DiceState): number[] => Array.from({ length: players }, (_, seat) => (state.outcome!.winners.includes(seat) ? 1 : 0));
  const space = diceSpace(players);
  const index = (action: DiceAction): number => space.index(action);
  const known = (state: DiceState, player: PlayerId) => ({ ...observedBy(state, player), log: visibleEntries(state.log, player) });
  return makeEncoding(game, players, space, diceTensors(players), observedBy, known, returns, index, diceLegalIds(space, index));
}
