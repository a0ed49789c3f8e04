/**
 * A new language end to end: the dice game in French, from a catalog the library does not
 * ship (`tortuga-dice.fr.json` beside this file, checked with
 * `npx tortuga-rules words check examples/french/tortuga-dice.fr.json`). Bots play a seeded
 * game; seat 0's view is narrated in French, with its prompts and the final summary.
 *   npx tsx examples/french/narrate.ts [seed]
 */
import { readFileSync } from 'node:fs';
import { diceHeuristicBot, playBots, type WordCatalog } from 'tortuga-rules';
import { tortugaDice } from 'tortuga-rules/dice';
import { diceWords } from 'tortuga-rules/dice/words';

const french = JSON.parse(readFileSync(new URL('tortuga-dice.fr.json', import.meta.url), 'utf8')) as WordCatalog;
const words = diceWords(french); // checks the catalog: a broken one throws a TypeError naming what is wrong

const seed = process.argv[2] ?? 'bonjour';
const config = { players: 3, seed };
const { actions } = playBots(
  tortugaDice,
  config,
  [0, 1, 2].map(() => diceHeuristicBot()),
  seed,
);
let state = tortugaDice.setup(config);
let told = -1;
for (const action of actions) {
  const view = tortugaDice.viewFor(state, 0, { logAfter: told });
  for (const entry of view.log) console.log(words.narrate(view, entry).text);
  const prompt = words.prompt(view);
  if (prompt !== null && action.player === 0) console.log(`  » ${prompt.text} → ${words.label(view, action).short.text}`);
  told = view.decisions;
  state = tortugaDice.apply(state, action);
}
const end = tortugaDice.viewFor(state, 0, { logAfter: told });
for (const entry of end.log) console.log(words.narrate(end, entry).text);
for (const line of words.summary(end)) console.log(line.text);
