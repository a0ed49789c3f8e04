/**
 * The beliefs a search's playouts give their seats (issue 49): what the searching seat's view
 * tells another seat (`evidenceOf(view, as)`), the table of those beliefs for one decision
 * (`rootBeliefs`), and the search option that plays its playouts with them (`playoutBotFor`).
 */
import { describe, expect, it } from 'vitest';
import { playBots, type Bot } from '../../src/bots/bot.js';
import { ismctsBot } from '../../src/bots/ismcts.js';
import { beliefsFrom, loyaltyBeliefs } from '../../src/bots/t1667-beliefs.js';
import { evidenceOf, type Evidence } from '../../src/bots/t1667-evidence.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { rootBeliefs } from '../../src/bots/t1667-root-beliefs.js';
import { T1667_SCORING, t1667SearchBot } from '../../src/bots/search-bots.js';
import { seedRng } from '../../src/core/engine/rng.js';
import { replay } from '../../src/core/records/replay.js';
import { determinizer } from '../../src/t1667/determinize.js';
import type { T1667Action } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import { heuristicStates } from '../support/heuristic-states.js';
import { game as t1667 } from '../support/t1667.js';
import { perturbT1667 } from '../support/t1667-invariants.js';

/** Whether `part` is `whole` with some items left out, the order kept. */
function isSubsequence(part: readonly Evidence[], whole: readonly Evidence[]): boolean {
  let at = 0;
  for (const item of whole) if (at < part.length && JSON.stringify(item) === JSON.stringify(part[at])) at++;
  return at === part.length;
}

const withoutVotes = (items: readonly Evidence[]): Evidence[] => items.filter((item) => item.kind !== 'group' && item.kind !== 'seen');

describe("rootBeliefs: the seats of a search's sampled worlds hold the beliefs the table gives them", () => {
  for (const players of [3, 5, 8]) {
    it(`T67-VOTE-8, T67-INFO-3: ${players} players — what one seat's view tells another is that seat's own evidence less the votes it took part in and the cards it saw`, () => {
      let checked = 0;
      let left = 0;
      for (const [i, state] of heuristicStates(players, `as-${players}`).entries()) {
        if (i % 7 !== 0) continue;
        for (let viewer = 0; viewer < players; viewer++) {
          const view = t1667.viewFor(state, viewer);
          expect(evidenceOf(view, viewer)).toEqual(evidenceOf(view));
          for (let as = 0; as < players; as++) {
            if (as === viewer) continue;
            const told = evidenceOf(view, as);
            const own = evidenceOf(t1667.viewFor(state, as));
            expect(told.some((item) => item.kind === 'seen')).toBe(false);
            // Chests, aims and swaps are public: the same as the seat reads them itself.
            expect(withoutVotes(told)).toEqual(withoutVotes(own));
            // Revealed votes: those the seat sat out, read as it reads them (its own cards are not in them).
            expect(isSubsequence(told, own)).toBe(true);
            left += own.length - own.filter((item) => item.kind === 'seen').length - told.length;
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
      expect(left).toBeGreaterThan(0); // some votes the seat took part in were left out
    });
  }

  it("T67-SETUP-1: a sampled world's views get the beliefs the root view's log gives their seat and card; the searching seat's are its own; a view with a log is read itself", () => {
    const states = heuristicStates(5, 'root-table');
    const state = states[Math.floor(states.length / 2)]!;
    const me = t1667.toAct(state)[0]!;
    const root = t1667.viewFor(state, me);
    const table = rootBeliefs(root);
    const deal = determinizer(root, { log: false });
    let others = 0;
    for (let w = 0; w < 20; w++) {
      const world = deal(`w${w}`);
      for (let seat = 0; seat < 5; seat++) {
        const view = t1667.viewFor(world, seat);
        expect(view.log.length).toBe(0);
        const got = table(view);
        expect(table(view)).toBe(got); // made once a seat and card
        const expected =
          seat === me
            ? loyaltyBeliefs(root)
            : beliefsFrom(
                5,
                evidenceOf(root, seat),
                view.seats.map((s) => s.loyalty),
              );
        expect(got.probabilities).toEqual(expected.probabilities);
        expect(got.probabilities[seat]![world.seats[seat]!.loyalty]).toBe(1);
        if (seat !== me) others++;
      }
    }
    expect(others).toBe(80);
    const withLog = t1667.viewFor(state, (me + 1) % 5);
    expect(table(withLog).probabilities).toEqual(loyaltyBeliefs(withLog).probabilities);
  });

  it('T67-INFO-3: the table depends on the root view alone — states re-dealt behind the searching seat give the same beliefs', () => {
    const rng = seedRng('root-perturb');
    const states = heuristicStates(7, 'root-fair');
    for (const [i, state] of states.entries()) {
      if (i % 9 !== 0 || state.outcome !== null) continue;
      const me = i % 7;
      const root = t1667.viewFor(state, me);
      const [a, b] = [rootBeliefs(root), rootBeliefs(t1667.viewFor(perturbT1667(state, me, rng), me))];
      const world = determinizer(root, { log: false })(`fair-${i}`);
      for (let seat = 0; seat < 7; seat++) expect(b(t1667.viewFor(world, seat)).probabilities).toEqual(a(t1667.viewFor(world, seat)).probabilities);
    }
  });
});

describe("the search's playoutBotFor", () => {
  it('playoutBotFor is asked once a decision, with the searching seat’s view, and its bot plays the playouts', () => {
    const state = heuristicStates(4, 'bot-for')[20]!;
    const me = t1667.toAct(state)[0]!;
    const view = t1667.viewFor(state, me);
    const heuristic = t1667HeuristicBot();
    const asked: T1667View[] = [];
    let played = 0;
    const counting: Bot<T1667View, T1667Action> = {
      name: 'counting',
      choose: (v, rng) => {
        played++;
        return heuristic.choose(v, rng);
      },
    };
    const search = ismctsBot(t1667, T1667_SCORING, {
      iterations: 30,
      playoutDepth: 4,
      prior: heuristic,
      playoutBot: heuristic,
      playoutBotFor: (root) => {
        asked.push(root);
        return counting;
      },
    });
    search.choose(view, seedRng('for'));
    expect(asked).toEqual([view]);
    expect(played).toBeGreaterThan(0);
    expect(() => ismctsBot(t1667, T1667_SCORING, { othersBy: 'playoutBot', playoutBotFor: () => counting })).not.toThrow();
  });

  it('T67-END-1: a search whose playouts hold the root beliefs (playoutBotFor with rootBeliefs) plays legal, reproducible games that replay', () => {
    const config = { players: 4, seed: 'root-game' };
    const bots = (): Bot<T1667View, T1667Action>[] => [
      t1667SearchBot({
        iterations: 16,
        playoutDepth: 6,
        value: 'learned',
        playoutBotFor: (root) => t1667HeuristicBot({ beliefs: rootBeliefs(root) }),
      }),
      t1667HeuristicBot(),
      t1667HeuristicBot(),
      t1667HeuristicBot(),
    ];
    const a = playBots(t1667, config, bots(), 'root-bots');
    expect(a.final.outcome).not.toBeNull();
    expect(playBots(t1667, config, bots(), 'root-bots').actions).toEqual(a.actions);
    expect(replay(t1667, config, a.actions)).toEqual(a.final);
  });
});
