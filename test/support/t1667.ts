import { produce } from 'immer';
import { nextInt, seedRng, type RngState } from '../../src/core/engine/rng.js';
import { DEFAULT_VOTE_CARDS } from '../../src/t1667/cards.js';
import { tortuga1667 as game } from '../../src/t1667/game.js';
import type { EventKind, Loyalty, T1667Action, T1667Config, T1667State, VoteCard } from '../../src/t1667/types.js';
import { playChecked } from './play.js';
import { tortuga1667States } from '../../src/t1667/states.js';

export { game };

type Attack = 'cannon' | 'torch' | 'water';
type Flag = 'british' | 'french';
type Mutiny = 'skull' | 'wheel';

/** Card numbers of the default deck whose face is `attack / flag / mutiny` (one symbol each). */
export function cardsWith(attack: Attack, flag: Flag, mutiny: Mutiny): number[] {
  const out: number[] = [];
  DEFAULT_VOTE_CARDS.forEach((card, index) => {
    if (card[attack] === 1 && card[flag] === 1 && card[mutiny] === 1) out.push(index);
  });
  return out;
}

/** The special card with two cannons, two British flags and two skulls (T67-DECK-2). */
export const SPECIAL_CANNON = 30;
/** The special card with two torches, two French flags and two wheels (T67-DECK-2). */
export const SPECIAL_TORCH = 31;

/**
 * A card picker that never hands out the same card twice:
 * `const take = picker(); take('cannon', 'british', 'skull')`.
 */
export function picker(): (attack: Attack, flag: Flag, mutiny: Mutiny) => number {
  const used = new Set<number>();
  return (attack, flag, mutiny) => {
    const card = cardsWith(attack, flag, mutiny).find((c) => !used.has(c));
    if (card === undefined) throw new Error(`no more ${attack}/${flag}/${mutiny} cards`);
    used.add(card);
    return card;
  };
}

/**
 * A whole vote deck order: the given hands (seat 0 first, three cards each), then the
 * given top deck cards, then every other card in number order.
 */
export function voteDeck(hands: number[][], top: number[] = []): number[] {
  const first = [...hands.flat(), ...top];
  const rest = DEFAULT_VOTE_CARDS.map((_, i) => i).filter((i) => !first.includes(i));
  return [...first, ...rest];
}

/** The default vote card face of a card number. */
export function face(card: number): VoteCard {
  return DEFAULT_VOTE_CARDS[card]!;
}

/** A stacked deal with every order fixed. Loyalties default to alternating British/French (+Dutch last when odd). */
export function stacked(options: {
  players: number;
  seed?: string;
  loyalties?: Loyalty[];
  pawnOrder?: number[];
  eventDeck?: EventKind[];
  hands?: number[][];
  deckTop?: number[];
}): T1667Config {
  const { players } = options;
  const loyalties =
    options.loyalties ??
    Array.from({ length: players }, (_, i): Loyalty => (players % 2 === 1 && i === players - 1 ? 'dutch' : i % 2 === 0 ? 'british' : 'french'));
  const hands = options.hands ?? [];
  return {
    players,
    seed: options.seed ?? 'stacked',
    deal: {
      loyalties,
      pawnOrder: options.pawnOrder ?? Array.from({ length: players }, (_, i) => i),
      eventDeck: options.eventDeck ?? ['spot', 'pistol', 'marque', 'spot', 'pistol', 'marque', 'spot', 'albatross', 'marque', 'armada'],
      voteDeck: voteDeck(hands, options.deckTop ?? []),
    },
  };
}

/** Applies actions in order through `apply`, checking every state reached (see `playChecked`). */
export function play(state: T1667State, ...actions: T1667Action[]): T1667State {
  return playChecked({ apply: game.apply, checkState: tortuga1667States.checkState }, state, actions);
}

/** Sets up and places both starting chests (FD British, JR French by default). */
export function started(config: T1667Config, fdHold: 'british' | 'french' = 'british', jrHold: 'british' | 'french' = 'french'): T1667State {
  const s = game.setup(config);
  const fd = s.ships.fd.crew[0]!;
  const jr = s.ships.jr.crew[0]!;
  return play(s, { type: 'placeChest', player: fd, hold: fdHold }, { type: 'placeChest', player: jr, hold: jrHold });
}

/**
 * Changes a state directly (immer), for rule tests that need a position the opening
 * cannot reach quickly. The rules still decide everything that follows.
 */
export function edit(state: T1667State, recipe: (draft: T1667State) => void): T1667State {
  return produce(state, (draft) => {
    recipe(draft as T1667State);
  });
}

/** Public log events of a state, newest last. */
export function events(state: T1667State): T1667State['log'][number][number]['event'][] {
  return state.log.flat().map((entry) => entry.event);
}

/** A random legal decision: a random seat among `toAct`, then a random legal action of it. */
export function randomDecision(state: T1667State, rng: RngState): T1667Action {
  const seats = game.toAct(state);
  const seat = seats[nextInt(rng, seats.length)]!;
  const actions = game.legalActions(state, seat);
  return actions[nextInt(rng, actions.length)]!;
}

/**
 * Plays a random game through `apply`, calling `visit` with every state before its decision
 * (and the final one). With the timer option a quarter of the decisions are the deciding
 * seat's timeout default instead (T67-OPT-TIMER). Returns the number of decisions.
 */
export function randomWalk(config: T1667Config, seed: string, visit: (state: T1667State) => void, limit = 600): number {
  const rng = seedRng(seed);
  let s = game.setup(config);
  let steps = 0;
  while (s.outcome === null && steps < limit) {
    visit(s);
    const seats = game.toAct(s);
    const seat = seats[nextInt(rng, seats.length)]!;
    const timeout = config.timer === true && nextInt(rng, 4) === 0 ? game.timeoutAction(s, seat) : null;
    s = game.apply(s, timeout ?? randomDecision(s, rng));
    steps++;
  }
  visit(s);
  return steps;
}

/** Plays a whole random game through the simulator; returns every action and the final state. */
export function randomGame(config: T1667Config, botSeed: string, limit = 10_000): { actions: T1667Action[]; final: T1667State } {
  const sim = game.simulator(game.setup(config));
  const rng = seedRng(botSeed);
  const actions: T1667Action[] = [];
  while (sim.state.outcome === null) {
    if (actions.length >= limit) throw new Error(`game did not end within ${limit} decisions`);
    const action = randomDecision(sim.state, rng);
    actions.push(action);
    sim.applyTrusted(action);
  }
  return { actions, final: sim.snapshot() };
}

/** One card of the default deck by its three symbols. */
type CardSpec = readonly [Attack, Flag, Mutiny];

/** Hands (seat 0 first), then one deck card, all from one picker, so no card is dealt twice. */
function dealHands(hands: readonly (readonly CardSpec[])[], deck: CardSpec): { hands: number[][]; deckCard: number } {
  const take = picker();
  return { hands: hands.map((hand) => hand.map((spec) => take(...spec))), deckCard: take(...deck) };
}

/**
 * Four hands for an attack by seat 1 (4 players, JR [1, 3]): seat 1 leads with a cannon,
 * seat 3 with a torch, and the deck card is a cannon, so the attack succeeds. Seat 3's
 * third card shows a British flag.
 */
export function attackHands(): { hands: number[][]; deckCard: number } {
  return dealHands(
    [
      [
        ['water', 'british', 'skull'],
        ['water', 'british', 'wheel'],
        ['water', 'french', 'skull'],
      ],
      [
        ['cannon', 'british', 'skull'],
        ['cannon', 'british', 'wheel'],
        ['water', 'french', 'wheel'],
      ],
      [
        ['torch', 'british', 'skull'],
        ['torch', 'british', 'wheel'],
        ['water', 'french', 'skull'],
      ],
      [
        ['torch', 'french', 'wheel'],
        ['torch', 'french', 'skull'],
        ['water', 'british', 'skull'],
      ],
    ],
    ['cannon', 'french', 'skull'],
  );
}

/**
 * Five hands for a mutiny by seat 2 (5 players, FD [0, 2, 4], Captain 0): seats 2 and 4 lead
 * with a skull, so the mutiny succeeds; the deck card shows a wheel.
 */
export function mutinyHands(): { hands: number[][]; deckCard: number } {
  return dealHands(
    [
      [
        ['cannon', 'british', 'wheel'],
        ['cannon', 'british', 'wheel'],
        ['water', 'british', 'wheel'],
      ],
      [
        ['water', 'french', 'skull'],
        ['water', 'french', 'skull'],
        ['torch', 'french', 'wheel'],
      ],
      [
        ['torch', 'british', 'skull'],
        ['torch', 'british', 'wheel'],
        ['torch', 'british', 'wheel'],
      ],
      [
        ['torch', 'french', 'skull'],
        ['torch', 'french', 'skull'],
        ['torch', 'french', 'skull'],
      ],
      [
        ['cannon', 'french', 'skull'],
        ['water', 'french', 'wheel'],
        ['torch', 'british', 'wheel'],
      ],
    ],
    ['water', 'british', 'wheel'],
  );
}
