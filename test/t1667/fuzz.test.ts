import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voteCardsOf } from '../../src/t1667/cards.js';
import type { T1667State } from '../../src/t1667/types.js';
import { expectRejectedWithoutChange, playRandom } from '../support/conformance.js';
import { game } from '../support/t1667.js';

/** A few states from different phases of random games. */
const states: T1667State[] = [];
for (const config of [
  { players: 2, seed: 'fuzz-2' },
  { players: 5, seed: 'fuzz-5', stars: 8, timer: true },
  { players: 9, seed: 'fuzz-9' },
  { players: 6, seed: 'fuzz-early', rules: 'early' as const, intrigue: true },
]) {
  const { players } = config;
  const { states: all } = playRandom(game, config, `fuzz-bot-${players}`);
  for (let i = 0; i < all.length; i += Math.max(1, Math.floor(all.length / 12))) states.push(all[i]!);
  states.push(all[all.length - 1]!);
}

const TYPES = [
  'placeChest',
  'peek',
  'reveal',
  'force',
  'row',
  'attack',
  'maroon',
  'mutiny',
  'smuggle',
  'brawl',
  'marque',
  'keepMarque',
  'vote',
  'pick',
  'takeChest',
  'declineChest',
  'pistol',
  'give',
  'fountain',
  'atlantis',
  'powder',
  'fever',
  'crow',
  'crowPick',
  'placePawn',
  'timeout',
  'choosePeek',
  'marqueDraw',
  'returnCard',
  'loseCard',
];

/** Values that break naive code: prototype keys, huge and odd numbers, wrong types. */
const nasty = fc.oneof(
  fc.anything(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 2 ** 53, -1, 1e308, '__proto__', 'constructor', 'toString', null, undefined, [], {}, [0, 0], [4, 0], [0, 1, 2]),
  fc.integer({ min: -3, max: 12 }),
);

const actionLike = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...TYPES), fc.string()),
    player: nasty,
    slot: nasty,
    slots: nasty,
    target: nasty,
    to: fc.oneof(nasty, fc.constantFrom('fd', 'jr', 'tortuga', 'fdBoat', 'jrBoat')),
    hold: fc.oneof(nasty, fc.constantFrom('british', 'french')),
    from: fc.oneof(nasty, fc.constantFrom('galleon', 'british', 'french')),
    into: fc.oneof(nasty, fc.constantFrom('british', 'french')),
    ship: fc.oneof(nasty, fc.constantFrom('fd', 'jr')),
    cards: nasty,
    use: nasty,
    boat: fc.oneof(nasty, fc.constantFrom('fdBoat', 'jrBoat')),
    card: nasty,
    place: fc.oneof(nasty, fc.constantFrom('fd', 'jr', 'tortuga')),
    position: nasty,
  },
  { requiredKeys: ['type'] },
);

describe('Tortuga 1667 fuzzing of validate and apply', () => {
  it('arbitrary values are rejected with a RuleViolation, never a crash or a changed state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), fc.anything(), (i, input) => {
        expectRejectedWithoutChange(game, states[i]!, input);
      }),
      { numRuns: 1500 },
    );
  });

  it('action-shaped values with hostile fields are rejected unless legal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), actionLike, (i, input) => {
        expectRejectedWithoutChange(game, states[i]!, input);
      }),
      { numRuns: 4000 },
    );
  });

  it('prototype keys and forged seats are rejected', () => {
    const state = states[3]!;
    const [seat] = game.toAct(state);
    const legal = game.legalActions(state, seat!)[0]!;
    const hostile: unknown[] = [
      JSON.parse(`{"type":"${legal.type}","player":${seat},"__proto__":{"slot":0}}`),
      Object.assign(Object.create(null) as object, { type: 'attack', player: seat }),
      { ...legal, player: seat! + state.players },
      { ...legal, player: -1 },
      { ...legal, constructor: 1 },
      { type: 'toString', player: seat },
      { type: '__proto__', player: seat },
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('boom');
          },
          ownKeys: () => {
            throw new Error('boom');
          },
        },
      ),
    ];
    for (const input of hostile) expectRejectedWithoutChange(game, state, input);
  });

  it('a rejected action of one seat reveals nothing about another seat’s cards', () => {
    // Whatever card a seat tries that it does not hold, the error is the same: it cannot
    // tell a card in another hand from one in the deck.
    for (const state of states) {
      if (state.outcome !== null) continue;
      for (let seat = 0; seat < state.players; seat++) {
        const mine = new Set(state.seats[seat]!.hand);
        const answers = new Set<string>();
        for (let card = 0; card < voteCardsOf(state).length; card++) {
          if (mine.has(card)) continue;
          const problem = game.validate(state, { type: 'vote', player: seat, cards: [card] });
          answers.add(JSON.stringify([problem?.code, problem?.rule, problem?.message]));
        }
        expect(answers.size).toBe(1);
      }
    }
  });
});
