/**
 * Writes the learned value's weights into the library (`src/bots/network/t1667-value-weights.ts`)
 * from the networks `train-value.py` made, one per player count: `<dir>/<p>p-value.json` for each
 * count found. Each is read and checked first (`readNetwork`, and that it reads the state's
 * features and gives three teams); the module is regenerated whole.
 *
 *   node --import tsx training/t1667/ship-weights.ts training/data/v
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readNetwork, type NetworkFile } from '../../src/bots/network/network-file.js';
import { STATE_FEATURES } from '../../src/bots/t1667-state-features.js';

const dir = process.argv[2] ?? 'training/data/v';
const files: [number, NetworkFile][] = [];
for (let players = 2; players <= 9; players++) {
  const path = `${dir}/${players}p-value.json`;
  if (!existsSync(path)) continue;
  const file = JSON.parse(readFileSync(path, 'utf8')) as NetworkFile;
  const network = readNetwork(file);
  if (network.inputs !== STATE_FEATURES || network.value.outputs !== 3) throw new Error(`${path} is not a value over the state's ${STATE_FEATURES} features.`);
  files.push([players, { ...file, name: `tortuga-1667/${players}/value@1` }]);
}
const out = `/**
 * The learned value's weights for Tortuga 1667 (issue 49), one network per player count, as
 * trained by \`training/t1667/train-value.py\` on medium bots' games and written by
 * \`training/t1667/ship-weights.ts\` — generated, do not edit. \`t1667-learned-value.ts\` checks
 * each when it is first used. Version 1: the features of \`t1667-state-features.ts\` (${STATE_FEATURES}).
 */
import type { NetworkFile } from './network-file.js';

/** The shipped value networks by player count (counts without one judge by the chests). */
export const T1667_VALUE_WEIGHTS: Readonly<Partial<Record<number, NetworkFile>>> = {
${files.map(([players, file]) => `  ${players}: ${JSON.stringify(file)},`).join('\n')}
};
`;
writeFileSync('src/bots/network/t1667-value-weights.ts', out);
console.log(`wrote the value for ${files.map(([p]) => p).join(', ')} players`);
