/**
 * Regenerates the committed playthrough files on purpose: `npm run playthroughs`.
 * Run it after a deliberate change of behaviour, then review the diff before committing.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLAYTHROUGHS, renderPlaythrough } from '../test/support/t1667-playthrough.js';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'playthroughs');
mkdirSync(folder, { recursive: true });
for (const { config, file } of PLAYTHROUGHS) {
  const text = renderPlaythrough(config);
  writeFileSync(join(folder, file), text);
  console.log(`wrote test/playthroughs/${file} (${text.split('\n').length} lines)`);
}
