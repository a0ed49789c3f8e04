import { describe, expect, it } from 'vitest';
import { seedRng, t1667HeuristicBot, tortuga1667, type MenuNode, type T1667Action } from 'tortuga-rules';
import { GUIDE_1667 } from '../../src/guide-1667.js';
import { guideNote, leadsToSuggested, nextStep } from '../../src/guide.js';
import { loadLocale, words1667 } from '../../src/words.js';

await loadLocale('en');

/** What the guide's browser test clicks: the first suggested leaf (through its group), else the first leaf at the top, else the first group's. */
function menuChoice<A>(menu: readonly MenuNode<A>[], suggests: ((action: A) => boolean) | null): A {
  const marked = suggests === null ? undefined : menu.find((node) => leadsToSuggested(node, suggests));
  if (marked !== undefined) return marked.action ?? menuChoice(marked.children, suggests);
  const leaf = menu.find((node) => node.action !== null);
  return leaf !== undefined ? leaf.action! : menuChoice(menu[0]!.children, null);
}

/** Plays the guided game as the page does (the person clicking as the browser test does, medium bots seeded as the page seeds them); the keys shown, in order. */
function playGuided(seed?: string): string[] {
  const config = { ...GUIDE_1667.config(), ...(seed === undefined ? {} : { seed }) };
  let state = tortuga1667.setup(config);
  const bots = Array.from({ length: config.players }, () => t1667HeuristicBot());
  const rngs = Array.from({ length: config.players }, (_, seat) => seedRng(`${config.seed}/bot/${seat}`));
  const words = words1667('en');
  const shown: string[] = [];
  let next = 0;
  for (let step = 0; step < 3000 && tortuga1667.outcome(state) === null && shown.at(-1) !== 'guide.1667.free'; step++) {
    const acting = tortuga1667.toAct(state);
    const seat = acting.includes(0) ? 0 : acting[0]!;
    const view = tortuga1667.viewFor(state, seat);
    let action: T1667Action;
    if (seat === 0) {
      const note = guideNote(GUIDE_1667.steps, next, view);
      if (note !== null) {
        shown.push(note.key);
        next = nextStep(note);
      }
      action = menuChoice(words.menu(view), note === null ? null : (a: T1667Action) => note.step.suggests(view, a));
    } else action = bots[seat]!.choose(view, rngs[seat]!);
    state = tortuga1667.apply(state, { ...action, player: seat } as T1667Action);
  }
  return shown;
}

describe('Tortuga 1667’s guided first game', () => {
  it('T67-ACT-ATTACK, T67-ACT-REVEAL, T67-ACT-BRAWL, T67-ACT-ROW, T67-ACT-MUTINY, T67-SETUP-1: following the guide, the person meets every step in order', () => {
    const keys = GUIDE_1667.steps.map((s) => s.key);
    const shown = playGuided();
    expect(shown.filter((key) => key !== 'guide.1667.loot')).toEqual(keys.filter((key) => key !== 'guide.1667.loot'));
  });
});
