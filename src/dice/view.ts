import { viewerSeat } from '../core/engine/seat-of.js';
import { logForViewer, visibleEntries } from '../core/engine/chunked-list.js';
import type { PlayerId, ViewOptions } from '../core/engine/game.js';
import { diceTotal } from './actions-phase.js';
import { DEFAULT_FACES } from './data.js';
import { waitsToReroll } from './dice-phase.js';
import { legalActions, toAct } from './legal.js';
import { NO_PROMPT, promptOf } from './prompt.js';
import type { DiceActionKind, DiceLogEntry, DicePending, DiceState, Face, PlacedDie } from './types.js';

export type { DicePendingView, DiceSeatView, DiceView } from './view-types.js';
import type { DicePendingView, DiceSeatView, DiceView } from './view-types.js';

function seatView(state: DiceState, seat: PlayerId): DiceSeatView {
  const s = state.seats[seat]!;
  const pending = state.pending;
  // Written key by key (one object shape); the placed dice themselves are shared, as frozen
  // records like the log's entries.
  const p = s.placed;
  const placed: Record<DiceActionKind, PlacedDie[]> = {
    ship: [...p.ship],
    crew: [...p.crew],
    treasure: [...p.treasure],
    board: [...p.board],
    raid: [...p.raid],
  };
  const a = s.advantage;
  const totals: Record<DiceActionKind, number | null> = {
    ship: diceTotal(p.ship, a.ship),
    crew: diceTotal(p.crew, a.crew),
    treasure: diceTotal(p.treasure, a.treasure),
    board: diceTotal(p.board, a.board),
    raid: diceTotal(p.raid, a.raid),
  };
  return {
    player: seat,
    ship: s.ship,
    pirate: s.pirate,
    shipFields: [...s.shipFields],
    crewFields: [...s.crewFields],
    island: [...s.island],
    tortuga: [...s.tortuga],
    tokenCount: s.tokens.length,
    advantage: { ship: a.ship, crew: a.crew, treasure: a.treasure, board: a.board, raid: a.raid },
    placed,
    totals,
    diceInHand: s.hand.length,
    hasChosen: s.kept !== null, // set only between a secret keep and the reveal (TD-DICE-3)
    loneSkulls: [...s.loneSkulls],
    openRoll: pending.kind === 'openKeep' && pending.player === seat && s.roll !== null ? [...s.roll] : null,
    waitsToReroll: waitsToReroll(state, seat),
  };
}

// Loops and field-by-field copies below: on frozen state data, V8 runs map/filter/reduce and
// object spread on slow paths, and every view copies every seat's board.

function seatViews(state: DiceState): DiceSeatView[] {
  const out: DiceSeatView[] = [];
  for (let seat = 0; seat < state.players; seat++) out.push(seatView(state, seat));
  return out;
}

function rollView(roll: readonly Face[], hand: readonly number[]): { die: number; face: Face }[] {
  const out: { die: number; face: Face }[] = [];
  for (let i = 0; i < roll.length; i++) out.push({ die: hand[i]!, face: roll[i]! });
  return out;
}

/** Plain copies of a list of flat records. */
function copyEach<T extends object>(list: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(Object.assign({}, list[i]));
  return out;
}

function pendingView(state: DiceState, acting: readonly PlayerId[]): DiceView['pending'] {
  const p = state.pending;
  if (p.kind === 'keep') return { kind: 'keep', players: [...acting], action: null };
  if ('player' in p) return { kind: p.kind, players: [p.player], action: p.kind === 'act' ? p.action : null };
  return { kind: p.kind, players: [], action: null }; // over (or between decisions)
}

/** A copy of the pending record with the token values of another player's choice left out. */
function stagePending(p: DicePending): DicePendingView {
  switch (p.kind) {
    case 'keep':
      return { kind: 'keep', rollers: [...p.rollers], advantage: [...p.advantage], openedAt: p.openedAt };
    case 'chooseToken':
      return { kind: 'chooseToken', player: p.player, tokens: p.tokens.length };
    default:
      return { ...p };
  }
}

/**
 * What `viewer` may know (§11), built field by field: boards, markers, placed dice and
 * totals are public (TD-INFO-4); a roll and the dice chosen from it only to their owner
 * until the screens lift (TD-INFO-1); token values only to their owner (TD-INFO-2); bag,
 * supply order and generator never (TD-INFO-3).
 */
export function viewFor(state: DiceState, viewer: PlayerId | null, options: ViewOptions = {}): DiceView {
  const seat = viewerSeat(viewer, state.players);
  const own = seat === null ? null : state.seats[seat]!;
  const pending = state.pending;
  const actions = legalActions(state, seat ?? -1); // none for a spectator
  const acting = toAct(state);
  // The prompt reads these parts of the view: they are made first, and the view is built once, whole.
  const stage = { pending: stagePending(pending), tasks: copyEach(state.tasks), named: { board: state.named.board, raid: state.named.raid } };
  const prompt = actions.length > 0 ? (promptOf({ player: seat, stage }, actions) ?? NO_PROMPT) : null;
  return {
    player: seat,
    players: state.players,
    decisions: state.decisions,
    round: state.round,
    startPlayer: state.startPlayer,
    target: state.target,
    maxDecisions: state.maxDecisions,
    faces: state.faces === null ? DEFAULT_FACES : state.faces.map((die) => ({ ...die })),
    bagSize: state.bag.length,
    supplySize: state.supply.length,
    advantageSupply: state.advantageSupply,
    centralIsland: [...state.centralIsland],
    seats: seatViews(state),
    you:
      own === null
        ? null
        : {
            roll: own.roll === null ? null : rollView(own.roll, own.hand),
            kept: own.kept === null ? null : [...own.kept],
            tokens: [...own.tokens],
            lookingAt: pending.kind === 'chooseToken' && pending.player === seat ? [...pending.tokens] : null,
          },
    pending: pendingView(state, acting),
    stage,
    toAct: acting,
    decision: prompt === null ? null : { prompt, actions },
    log: visibleEntries(state.log, seat, options.logAfter),
    outcome: state.outcome,
  };
}

/**
 * The log entries `viewer` may see (public ones and its own private ones; a spectator sees
 * the public ones), oldest first, after decision `after` (default: all of them).
 */
export function logFor(state: DiceState, viewer: PlayerId | null, after = -1): DiceLogEntry[] {
  return logForViewer(state.log, state.players, viewer, after);
}
