import type { PlayerId } from '../core/engine/game.js';
import { LOYALTY_COUNTS } from '../t1667/cards.js';
import type { Loyalty } from '../t1667/types.js';
import type { Evidence } from './t1667-evidence.js';

/** Loyalties as numbers: 0 British, 1 French, 2 Dutch. */
export const LOYALTIES: readonly Loyalty[] = ['british', 'french', 'dutch'];

/**
 * The weights of the behaviour model, by evidence kind (see `t1667-belief-model.ts`): for a seat
 * kind the log-odds per unit toward British (`lean`) and the Dutch seat's log-weight per unit
 * of any direction (`dutch`); for a pair kind the log-weight of actor and target being on
 * different sides; for a group kind the log-weight per unit of support times the voters' mean
 * agreement (a brawl: British +1, French −1; an attack or mutiny: with the caller +1, against −1).
 */
export interface BeliefModel {
  readonly seat: readonly { readonly lean: number; readonly dutch: number }[];
  readonly pair: readonly number[];
  readonly group: readonly number[];
}

/** Every deal of the loyalty cards for a player count: one row of seat loyalties per distinct deal, and each deal's code. */
interface Deals {
  readonly players: number;
  readonly count: number;
  /** Row i is `loyalty.subarray(i·players, (i+1)·players)`. */
  readonly loyalty: Uint8Array;
  /** Deal index by code (base 3, seat 0 least significant), −1 for no deal. */
  readonly byCode: Int32Array;
  readonly code: Int32Array;
}

const DEALS = new Map<number, Deals>();

/**
 * T67-SETUP-1: every distinct way the loyalty cards of this player count lie among the seats
 * (all cards are dealt, so each distinct arrangement is equally likely): 2 at 2 players, 630 at 9.
 */
export function dealsFor(players: number): Deals {
  let made = DEALS.get(players);
  if (made !== undefined) return made;
  const [british, french, dutch] = LOYALTY_COUNTS[players]!;
  const rows: number[][] = [];
  const fill = (row: number[], left: [number, number, number]): void => {
    if (row.length === players) return void rows.push([...row]);
    for (let l = 0; l < 3; l++) {
      if (left[l] === 0) continue;
      left[l]!--;
      row.push(l);
      fill(row, left);
      row.pop();
      left[l]!++;
    }
  };
  fill([], [british, french, dutch]);
  const loyalty = new Uint8Array(rows.length * players);
  const code = new Int32Array(rows.length);
  const byCode = new Int32Array(3 ** players).fill(-1);
  rows.forEach((row, i) => {
    let c = 0;
    for (let seat = players - 1; seat >= 0; seat--) c = c * 3 + row[seat]!;
    loyalty.set(row, i * players);
    code[i] = c;
    byCode[c] = i;
  });
  made = { players, count: rows.length, loyalty, byCode, code };
  DEALS.set(players, made);
  return made;
}

/** A distribution over the deals: each deal's weight (they sum to 1). */
export interface DealWeights {
  readonly deals: Deals;
  readonly weights: Float64Array;
}

function normalize(weights: Float64Array): boolean {
  let total = 0;
  for (const w of weights) total += w;
  if (!(total > 0) || !Number.isFinite(total)) return false;
  for (let i = 0; i < weights.length; i++) weights[i]! /= total;
  return true;
}

/** Whether two loyalties are on different sides (the Dutch seat is on its own side). */
const apart = (a: number, b: number): boolean => a !== b || a === 2;

/**
 * The forward filter: starts from the uniform deal (T67-SETUP-1) and takes the evidence in the
 * order it happened — a card seen rules out the deals without it, a Cabin Fever swap mixes each
 * deal half and half with its swapped twin (T67-EVT-FEVER), behaviour reweighs deals by the
 * model — then rules out what contradicts the cards known now (`known`, by seat, null when
 * hidden). With `model` null only the exact deductions apply: the uninformed prior.
 */
export function filterDeals(players: number, evidence: readonly Evidence[], known: readonly (Loyalty | null)[], model: BeliefModel | null): DealWeights {
  const deals = dealsFor(players);
  const { loyalty, count } = deals;
  const weights = new Float64Array(count).fill(1 / count);
  const at = (i: number, seat: PlayerId): number => loyalty[i * players + seat]!;
  let unnormalized = 0;
  for (const item of evidence) {
    switch (item.kind) {
      case 'seen': {
        const l = LOYALTIES.indexOf(item.loyalty);
        let left = 0;
        for (let i = 0; i < count; i++) if (at(i, item.seat) === l) left += weights[i]!;
        if (!(left > 0)) continue; // a view that contradicts itself (a cut log): the card is ignored
        for (let i = 0; i < count; i++) weights[i] = at(i, item.seat) === l ? weights[i]! / left : 0;
        continue;
      }
      case 'swap': {
        const mixed = new Float64Array(count);
        const [wa, wb] = [3 ** item.a, 3 ** item.b];
        for (let i = 0; i < count; i++) {
          const [la, lb] = [at(i, item.a), at(i, item.b)];
          const twin = deals.byCode[deals.code[i]! + (lb - la) * wa + (la - lb) * wb]!;
          mixed[i] = (weights[i]! + weights[twin]!) / 2;
        }
        weights.set(mixed);
        continue;
      }
      default:
        if (model === null) continue;
        reweigh(deals, weights, item, model);
        // Sixteen factors of at most e^±40 each cannot leave a double's range: renormalize that often.
        if (++unnormalized === 16) {
          normalize(weights);
          unnormalized = 0;
        }
    }
  }
  for (let seat = 0; seat < players; seat++) {
    const card = known[seat];
    if (card === null || card === undefined) continue;
    const l = LOYALTIES.indexOf(card);
    for (let i = 0; i < count; i++) if (at(i, seat) !== l) weights[i] = 0;
  }
  if (normalize(weights)) return { deals, weights };
  // Nothing the model weighed survives what is known now: the exact deductions alone; and when
  // the log itself contradicts the cards known now (a state edited by hand), the known cards alone.
  if (model !== null)
    return filterDeals(
      players,
      evidence.filter((item) => item.kind === 'seen' || item.kind === 'swap'),
      known,
      null,
    );
  if (evidence.length > 0) return filterDeals(players, [], known, null);
  weights.fill(1 / count); // known cards that fit no deal of the deck: a state checkState refuses
  return { deals, weights };
}

/** Multiplies each deal's weight by the model's factor for one piece of behaviour. */
function reweigh(deals: Deals, weights: Float64Array, item: Exclude<Evidence, { kind: 'seen' | 'swap' }>, model: BeliefModel): void {
  const { loyalty, count, players } = deals;
  if (item.kind === 'seat') {
    // Three factors, one per loyalty of the seat.
    const w = model.seat[item.feature]!;
    const factor = [Math.exp(w.lean * item.x), Math.exp(-w.lean * item.x), Math.exp(w.dutch * Math.abs(item.x))];
    for (let i = 0; i < count; i++) weights[i]! *= factor[loyalty[i * players + item.seat]!]!;
  } else if (item.kind === 'pair') {
    const factor = Math.exp(model.pair[item.feature]!);
    for (let i = 0; i < count; i++) if (apart(loyalty[i * players + item.actor]!, loyalty[i * players + item.target]!)) weights[i]! *= factor;
  } else {
    const brawl = item.feature === 0;
    const voters = brawl ? item.voters : item.voters.filter((voter) => voter !== item.caller);
    if (voters.length === 0) return;
    // The factor by the voters' net agreement, −n … n: 2n + 1 values.
    const n = voters.length;
    const step = (model.group[item.feature]! * item.x) / n;
    const factor = Array.from({ length: 2 * n + 1 }, (_, k) => Math.exp(step * (k - n)));
    for (let i = 0; i < count; i++) {
      const row = i * players;
      const caller = loyalty[row + item.caller]!;
      let agree = 0;
      for (const voter of voters) {
        const l = loyalty[row + voter]!;
        agree += brawl ? (l === 0 ? 1 : l === 1 ? -1 : 0) : apart(l, caller) ? -1 : 1;
      }
      weights[i]! *= factor[agree + n]!;
    }
  }
}

/** Each seat's chance of each loyalty under a distribution over deals: `[british, french, dutch]` per seat. */
export function marginals({ deals, weights }: DealWeights): [number, number, number][] {
  const out = Array.from({ length: deals.players }, (): [number, number, number] => [0, 0, 0]);
  for (let i = 0; i < deals.count; i++) {
    const w = weights[i]!;
    if (w === 0) continue;
    for (let seat = 0; seat < deals.players; seat++) out[seat]![deals.loyalty[i * deals.players + seat]!]! += w;
  }
  // Each seat's three chances over their own sum (the weights' sum drifts from 1 by rounding), so a certain card is exactly 1.
  for (const odds of out) {
    const total = odds[0] + odds[1] + odds[2];
    for (let l = 0; l < 3; l++) odds[l] = odds[l]! / total;
  }
  return out;
}
