import { wordsFor } from '../../src/words-for.js';
import type { DiceConfig } from '../../src/dice/types.js';
import type { DiceView } from '../../src/dice/view.js';
import { game } from './dice.js';
import { renderPlaythrough } from './playthrough.js';

const words = wordsFor(game, 'en');

function viewLine(view: DiceView): string {
  const you = view.you!;
  const me = view.seats[view.player!]!;
  const roll = you.roll ? you.roll.map((d) => `${d.die}:${d.face}`).join(' ') : '-';
  const decision = view.decision ? `${words.prompt(view)!.text} [${view.decision.actions.length} actions]` : '-';
  return `ship ${me.ship} pirate ${me.pirate} tortuga ${me.tortuga.length} tokens [${you.tokens.join(',')}] roll [${roll}] kept ${you.kept ? `[${you.kept.join(',')}]` : '-'} | ${decision}`;
}

/** A dice-game playthrough as text. */
export function renderDicePlaythrough(config: DiceConfig): string {
  return renderPlaythrough(game, config, {
    title: 'Tortuga (dice game)',
    log: (state) => state.log.flat(),
    describe: (state, entry) => words.narrate(game.viewFor(state, entry.to?.[0] ?? null, { logAfter: state.decisions }), entry).text,
    viewLine,
    decisions: (state) => state.decisions,
  });
}

/** The committed dice-game playthroughs. */
export const DICE_PLAYTHROUGHS: readonly { readonly config: DiceConfig; readonly file: string }[] = [
  { config: { players: 2, seed: 'dice-playthrough-2' }, file: 'dice-2p.txt' },
  { config: { players: 3, seed: 'dice-playthrough-3' }, file: 'dice-3p.txt' },
  { config: { players: 4, seed: 'dice-playthrough-4' }, file: 'dice-4p.txt' },
];
