import { describe, expect, it } from 'vitest';
import { diceHeuristicBot, seedRng, tortugaDice, type DiceAction } from 'tortuga-rules';
import { GUIDE_DICE } from '../../src/guide-dice.js';
import { guideNote, nextStep } from '../../src/guide.js';

/**
 * The dice game's guided first game, played as the page plays it (the person follows every
 * suggestion, the bot is the medium bot with the page's generator): it reaches every step, and the
 * person carries out all five actions (TD-ACT-SHIP, -CREW, -TREASURE, -BOARD, -RAID) within two rounds.
 */
describe('the dice game’s guided first game', () => {
  it('TD-ACT-SHIP, TD-ACT-CREW, TD-ACT-TREASURE, TD-ACT-BOARD, TD-ACT-RAID: following the guide, the person carries out every action and meets every step in order', () => {
    const config = GUIDE_DICE.config();
    let state = tortugaDice.setup(config);
    const bot = diceHeuristicBot();
    const rng = seedRng(`${config.seed}/bot/1`);
    const shown: string[] = [];
    const carried = new Set<string>();
    let next = 0;
    for (let step = 0; step < 400 && tortugaDice.outcome(state) === null && !shown.includes('guide.dice.free'); step++) {
      const seat = tortugaDice.toAct(state).includes(0) ? 0 : tortugaDice.toAct(state)[0]!;
      const view = tortugaDice.viewFor(state, seat);
      const actions = view.decision!.actions as DiceAction[];
      let action: DiceAction;
      if (seat === 0) {
        const note = guideNote(GUIDE_DICE.steps, next, view);
        const suggested = note === null ? [] : actions.filter((a) => note.step.suggests(view, a));
        if (note !== null) {
          shown.push(note.key);
          next = nextStep(note);
        }
        if (view.pending.action !== null && actions.some((a) => a.type === 'perform' || a.type === 'target')) carried.add(view.pending.action);
        action = suggested[0] ?? actions[0]!;
      } else action = bot.choose(view, rng);
      state = tortugaDice.apply(state, action);
    }
    expect(shown).toEqual(GUIDE_DICE.steps.map((s) => s.key));
    expect([...carried].sort()).toEqual(['board', 'crew', 'raid', 'ship', 'treasure']);
  });
});
