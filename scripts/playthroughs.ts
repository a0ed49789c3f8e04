/**
 * Regenerates the committed playthrough files on purpose: `npm run playthroughs`.
 * Run it after a deliberate change of behaviour, then review the diff before committing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DICE_PLAYTHROUGHS, renderDicePlaythrough } from '../test/support/dice-playthrough.js';
import { renderT1667Playthrough, T1667_PLAYTHROUGHS } from '../test/support/t1667-playthrough.js';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'playthroughs');
mkdirSync(folder, { recursive: true });
const files = [
  ...T1667_PLAYTHROUGHS.map(({ config, file }) => ({ file, text: renderT1667Playthrough(config) })),
  ...DICE_PLAYTHROUGHS.map(({ config, file }) => ({ file, text: renderDicePlaythrough(config) })),
];
for (const { file, text } of files) {
  writeFileSync(join(folder, file), text);
  console.log(`wrote test/playthroughs/${file} (${text.split('\n').length} lines)`);
}
