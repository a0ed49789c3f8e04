import { describe, expect, it } from 'vitest';
import { DEFAULT_VOTE_CARDS, voteCardsOf } from '../../src/t1667/cards.js';
import { logFor } from '../../src/t1667/view.js';
import type { PendingView, T1667View } from '../../src/t1667/view.js';
import type { PlayerId, T1667Config, T1667State } from '../../src/index.js';
import { game, randomWalk, stacked, started } from '../support/t1667.js';
import { expectDecision } from '../support/decision.js';

/**
 * What every view must show of the pending decision: the state's own fields, except what
 * T67-INFO-3 hides — the votes chosen (only who has committed), the draw order of the
 * unplaced pawns (sorted), the cards already picked in a Crow's Nest search (only how many).
 */
function expectedPending(state: T1667State): PendingView {
  const p = state.pending;
  switch (p.kind) {
    case 'vote':
      return {
        kind: 'vote',
        vote: p.vote,
        caller: p.caller,
        openedAt: p.openedAt,
        ship: p.ship,
        voters: [...p.voters],
        committed: p.voters.filter((_, i) => p.choices[i] !== null),
      };
    case 'action':
      return { kind: 'action', player: p.player, atlantisWindow: state.turn.actionsTaken === 0 };
    case 'crowSearch':
      return { kind: 'crowSearch', player: p.player, target: p.target, count: p.count, picked: p.picked.length };
    case 'placePawn':
      return { kind: 'placePawn', player: p.player, unplaced: [...p.bag].sort((a, b) => a - b) };
    default:
      return structuredClone(p) as PendingView;
  }
}

/** Where a seat stands in its line (ship crew or Tortuga), null in a rowboat. */
function expectedPosition(state: T1667State, seat: PlayerId): number | null {
  for (const line of [state.ships.fd.crew, state.ships.jr.crew, state.tortuga.line]) if (line.includes(seat)) return line.indexOf(seat);
  return null;
}

/** Checks one view against the state it was made from. */
function checkView(state: T1667State, viewer: PlayerId | null, view: T1667View): void {
  expect(view.pending).toEqual(expectedPending(state));
  expect(view.board).toEqual({ galleon: state.galleon, ships: state.ships, tortuga: state.tortuga, rowboats: state.rowboats });
  expect(view.startSlots).toEqual(state.startSlots);
  expect(view.explodedBoats).toEqual(state.explodedBoats);
  expect(view.afterAction).toEqual(state.afterAction);
  expect(view.voteCards).toEqual(voteCardsOf(state));
  expect([view.turn.player, view.turn.number, view.turn.actionsTaken]).toEqual([state.turn.player, state.turn.number, state.turn.actionsTaken]);
  expect(view.row.map((slot) => slot.faceDown)).toEqual(state.row.map((card) => card !== null));
  expect(view.toAct).toEqual(state.seats.flatMap((_, seat) => (game.legalActions(state, seat).length > 0 ? [seat] : [])));
  view.seats.forEach((seat, index) => {
    expect(seat.position).toBe(expectedPosition(state, index));
    expect(seat.letters.kept).toBe(state.seats[index]!.letters.length);
  });
  if (viewer === null) {
    expect([view.you, view.decision]).toEqual([null, null]);
    return;
  }
  const own = state.seats[viewer]!;
  expect(view.row.map((slot) => slot.known)).toEqual(own.peeks);
  expect(view.you!.hand).toEqual([...own.hand].sort((a, b) => a - b).map((card) => ({ card, face: voteCardsOf(state)[card] })));
  const p = state.pending;
  const index = p.kind === 'vote' ? p.voters.indexOf(viewer) : -1;
  expect(view.you!.committedVote).toEqual(p.kind === 'vote' && index >= 0 ? p.choices[index] : null);
  const search = p.kind === 'crowSearch' && p.player === viewer ? { target: p.target, picked: p.picked, count: p.count } : null;
  expect(
    view.you!.crowSearch === null ? null : { target: view.you!.crowSearch.target, picked: view.you!.crowSearch.picked, count: view.you!.crowSearch.count },
  ).toEqual(search);
  expectDecision(view.decision, game.legalActions(state, viewer));
}

describe('Tortuga 1667 views show the table as it is (§11)', () => {
  it('T67-INFO-1: the board, the row, the pending decision, seat positions and the turn, in random games with every option', () => {
    const configs: T1667Config[] = [
      { players: 4, seed: 'v4' },
      { players: 9, seed: 'v9', stars: 8, openLoyalties: 'pair' },
      { players: 5, seed: 'v5', intrigue: true, timer: true },
      { players: 6, seed: 'v6', rules: 'early', timer: true, stars: 5 },
      { players: 3, seed: 'v3', chaos: true, timer: true },
      { players: 7, seed: 'v7', intrigue: true, rules: 'early', shorter: 3 },
      { players: 2, seed: 'v2', voteCards: DEFAULT_VOTE_CARDS.map((card, i) => (i === 0 ? { ...card, cannon: 3 } : card)) },
    ];
    const kinds = new Set<string>();
    let steps = 0;
    for (const config of configs) {
      steps += randomWalk(config, `${config.seed}-a`, (s) => {
        kinds.add(s.pending.kind);
        for (const viewer of new Set([null, ...game.toAct(s), s.decisions % s.players])) checkView(s, viewer, game.viewFor(s, viewer));
      });
    }
    expect(steps).toBeGreaterThan(400);
    const every = [
      'action',
      'crow',
      'crowSearch',
      'escape',
      'fever',
      'forcedPick',
      'forcerPick',
      'give',
      'loot',
      'loseCard',
      'marque',
      'over',
      'pistol',
      'placeChest',
      'placePawn',
      'powder',
      'returnCard',
      'timeoutPeek',
      'vote',
    ];
    expect([...kinds].sort()).toEqual(every);
  });

  it('T67-INFO-2: a view for anything but a seat of the game or the spectator (null) is refused (NO_SUCH_SEAT); such a seat has no legal action', () => {
    const s = started(stacked({ players: 4 }));
    expect(game.viewFor(s, null).player).toBeNull();
    for (const viewer of [-1, 4, 1.5, Number.NaN]) {
      expect(() => game.viewFor(s, viewer)).toThrow(expect.objectContaining({ code: 'NO_SUCH_SEAT' }));
      expect(game.legalActions(s, viewer)).toEqual([]);
    }
    expect(game.viewFor(s, 0).player).toBe(0);
    expect(game.viewFor(s, 3).player).toBe(3);
  });

  it('T67-INFO-2: a seat’s log since a decision holds the public entries and its own private ones, nothing else', () => {
    let s = started(stacked({ players: 4 }));
    s = game.apply(s, { type: 'peek', player: 1, slots: [0, 1] });
    const all = s.log.flat();
    expect(logFor(s, 1)).toEqual(all.filter((entry) => entry.to === undefined || entry.to.includes(1)));
    expect(logFor(s, 2)).toEqual(all.filter((entry) => entry.to === undefined || entry.to.includes(2)));
    expect(logFor(s, null)).toEqual(all.filter((entry) => entry.to === undefined));
    expect(logFor(s, 1, 2)).toEqual(all.filter((entry) => entry.at > 2 && (entry.to === undefined || entry.to.includes(1))));
    expect(logFor(s, 1, 2).map((entry) => entry.event.type)).toEqual(['peek', 'peekResult', 'turn']);
  });
});
