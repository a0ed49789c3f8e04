/**
 * `npm run demo`: a narrated, seeded game of each title played by the heuristic bots — a
 * 5-player Tortuga 1667 and a 4-player dice game — then a short simulation summary of each
 * (heuristic bots against random ones). Pass a seed for other games: `npm run demo -- my-seed`.
 * The same demo is `npx tortuga-rules demo`.
 */
import { runDemo } from '../src/cli/demo.js';

runDemo(process.argv[2] ?? 'tortuga-demo');
