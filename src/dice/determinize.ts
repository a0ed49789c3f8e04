import { chunkedFrom } from '../core/engine/chunked-list.js';
import { takeOne } from '../core/engine/pool.js';
import { nextInt, seedRng, shuffleInPlace, type RngState } from '../core/engine/rng.js';
import { allChests, allTokens, DICE_ACTIONS, DICE_PER_PLAYER, FACES, isDefaultFaces } from './data.js';
import { keepChoices } from './dice-phase.js';
import { STATE_FORMAT } from './format.js';
import { roomOn } from './seats.js';
import type { ChestColour, DiceActionKind, DicePending, DiceSeat, DiceState, Face, PlacedDie } from './types.js';
import type { DicePendingView, DiceSeatView, DiceView } from './view.js';

/** TD-COMP-1: the chests nobody can see are the ones in the bag, in an order nobody knows. */
function bagFrom(view: DiceView, rng: RngState): ChestColour[] {
  const pool = allChests();
  for (const chest of view.centralIsland) takeOne(pool, chest);
  for (const seat of view.seats) for (const chest of [...seat.shipFields, ...seat.crewFields, ...seat.island, ...seat.tortuga]) takeOne(pool, chest);
  shuffleInPlace(rng, pool);
  return pool.slice(0, view.bagSize);
}

/** The dice a seat still holds: those neither placed nor waiting as lone skulls (TD-DICE-4). */
function handOf(seat: DiceSeatView): number[] {
  const out: number[] = [];
  const used = new Set<number>(seat.loneSkulls);
  for (const action of DICE_ACTIONS) for (const die of seat.placed[action]) used.add(die.die);
  for (let die = 0; die < DICE_PER_PLAYER; die++) if (!used.has(die)) out.push(die);
  return out;
}

function seatFrom(seat: DiceSeatView): DiceSeat {
  const placed = {} as Record<DiceActionKind, PlacedDie[]>;
  for (const action of DICE_ACTIONS) placed[action] = seat.placed[action].map((die) => ({ ...die }));
  return {
    ship: seat.ship,
    pirate: seat.pirate,
    shipFields: [...seat.shipFields],
    crewFields: [...seat.crewFields],
    island: [...seat.island],
    tortuga: [...seat.tortuga],
    tokens: [],
    advantage: { ...seat.advantage },
    hand: handOf(seat),
    placed,
    roll: seat.openRoll === null ? null : [...seat.openRoll],
    kept: null,
    loneSkulls: [...seat.loneSkulls],
  };
}

function pendingFrom(p: DicePendingView, lookingAt: number[]): DicePending {
  switch (p.kind) {
    case 'keep':
      return { kind: 'keep', rollers: [...p.rollers], advantage: [...p.advantage], openedAt: p.openedAt };
    case 'chooseToken':
      return { kind: 'chooseToken', player: p.player, tokens: lookingAt };
    default:
      return { ...p };
  }
}

/**
 * TD-INFO-2: the treasure tokens: the viewer's own as seen, everyone else's and the supply
 * dealt at random from the rest of the box.
 */
function dealTokens(view: DiceView, state: DiceState, rng: RngState): number[] {
  const pool = allTokens();
  for (const token of view.you?.tokens ?? []) takeOne(pool, token);
  for (const token of view.you?.lookingAt ?? []) takeOne(pool, token);
  shuffleInPlace(rng, pool);
  view.seats.forEach((seat, index) => {
    state.seats[index]!.tokens = index === view.player ? [...(view.you?.tokens ?? [])] : pool.splice(0, seat.tokenCount);
  });
  const p = view.stage.pending;
  let lookingAt: number[] = [];
  if (p.kind === 'chooseToken') lookingAt = p.player === view.player ? [...(view.you?.lookingAt ?? [])] : pool.splice(0, p.tokens);
  state.supply = pool.slice(0, view.supplySize);
  return lookingAt;
}

/** A roll of a seat's hand drawn from the generator. */
function randomRoll(hand: readonly number[], rng: RngState): Face[] {
  return hand.map(() => FACES[nextInt(rng, FACES.length)]!);
}

/**
 * A roll that can place nothing (TD-DICE-7), drawn from the generator: every die shows
 * `board` or `raid` where that field has no room left — the roll a seat that
 * `waitsToReroll` is known to hold, each die uniform among the faces it can show.
 */
function blockedRoll(state: DiceState, player: number, rng: RngState): Face[] {
  const full = (['board', 'raid'] as const).filter((action) => roomOn(state, player, action) === 0);
  const faces: readonly Face[] = full.length > 0 ? full : ['board'];
  return state.seats[player]!.hand.map(() => faces[nextInt(rng, faces.length)]!);
}

/**
 * TD-INFO-1: the rolls behind the screens. The viewer's own roll and kept dice are as it
 * sees them; an open re-roll is public. Another player's secret roll is drawn at random:
 * nothing the table sees depends on it before the screens lift — a roll that can place
 * nothing looks like any other — so a player who has chosen keeps one of its choices (none,
 * if the roll can place nothing). After the screens lift, a player known to wait for its
 * open re-roll holds a roll that can place nothing.
 */
function dealRolls(view: DiceView, state: DiceState, rng: RngState): void {
  const p = view.stage.pending;
  view.seats.forEach((seat, index) => {
    const s = state.seats[index]!;
    if (index === view.player) {
      s.roll = view.you?.roll?.map((die) => die.face) ?? null;
      s.kept = view.you?.kept === null || view.you?.kept === undefined ? null : [...view.you.kept];
      return;
    }
    if (seat.openRoll !== null) return;
    if (seat.waitsToReroll) {
      s.roll = blockedRoll(state, index, rng);
      return;
    }
    if (p.kind !== 'keep' || !p.rollers.includes(index)) return;
    s.roll = randomRoll(s.hand, rng);
    if (seat.hasChosen) {
      const choices = keepChoices(state, index);
      s.kept = choices[nextInt(rng, choices.length)]!;
    }
  });
}

/**
 * Samples a full dice-game state consistent with one seat's view: the boards, markers, placed
 * dice, advantage tokens, the round's tasks and the viewer's own roll and tokens are kept as
 * shown; what the seat cannot see (TD-INFO-1 – TD-INFO-3) — the bag's order, the token supply,
 * other players' token values, their secret rolls and kept dice, the generator — is filled
 * in at random from what remains. `viewFor(determinize(view, seed), view.player)` shows the seat
 * what `view` showed it. Same view and seed, same state.
 *
 * @example
 * ```ts
 * const world = tortugaDice.determinize(tortugaDice.viewFor(state, 1), 'sample-1');
 * const sim = tortugaDice.simulator(world);
 * ```
 */
export function determinize(view: DiceView, seed: string): DiceState {
  return dealWorld(view, seed, true);
}

/**
 * `determinize` for many worlds behind one view, as the search samples them: the same world for
 * a seed, with an empty log when `log` is false (no rule reads the log, and copying it would
 * make each world cost more as the game grows).
 */
export function determinizer(view: DiceView, options: { readonly log?: boolean } = {}): (seed: string) => DiceState {
  const keepLog = options.log ?? true;
  return (seed) => dealWorld(view, seed, keepLog);
}

function dealWorld(view: DiceView, seed: string, keepLog: boolean): DiceState {
  const rng = seedRng(`determinize/${seed}`);
  const state: DiceState = {
    game: 'tortuga-dice',
    format: STATE_FORMAT,
    players: view.players,
    target: view.target,
    maxDecisions: view.maxDecisions,
    faces: isDefaultFaces(view.faces) ? null : view.faces.map((die) => ({ ...die })),
    rng: seedRng(`determinize/${seed}/future`),
    rollScript: { faces: [], next: 0 },
    decisions: view.decisions,
    round: view.round,
    startPlayer: view.startPlayer,
    bag: bagFrom(view, rng),
    supply: [],
    advantageSupply: view.advantageSupply,
    centralIsland: [...view.centralIsland],
    seats: view.seats.map(seatFrom),
    pending: { kind: 'tasks' },
    tasks: view.stage.tasks.map((task) => ({ ...task })),
    named: { board: view.stage.named.board, raid: view.stage.named.raid },
    outcome: view.outcome,
    log: keepLog ? chunkedFrom(view.log) : [],
  };
  const lookingAt = dealTokens(view, state, rng);
  state.pending = pendingFrom(view.stage.pending, lookingAt);
  dealRolls(view, state, rng);
  return state;
}
